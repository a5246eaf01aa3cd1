// The e2e server's hold on imports (DECKLAB_TEST_HOLD_IMPORTS) applies to the files it names only,
// and to none when unset, as in the app.
import { describe, expect, it } from 'vitest'
import { heldForTest } from '../../../src-main/catalog/import/test-hold'

describe('imports held for the cancel test', () => {
  it('holds a file whose name starts with the prefix, and no other', () => {
    const env = { DECKLAB_TEST_HOLD_IMPORTS: 'held-until-cancelled' }
    expect(heldForTest('held-until-cancelled.json', env)).toBe(true)
    expect(heldForTest('cards.json', env)).toBe(false)
  })

  it('holds nothing when the variable is unset or empty', () => {
    expect(heldForTest('held-until-cancelled.json', {})).toBe(false)
    expect(heldForTest('held-until-cancelled.json', { DECKLAB_TEST_HOLD_IMPORTS: '' })).toBe(false)
  })
})
