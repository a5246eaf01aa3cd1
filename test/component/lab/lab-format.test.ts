// How the lab's figures read (useLabFormat's labFormat), in English and French.
import { describe, expect, it } from 'vitest'
import { labFormat } from '../../../src-renderer/composables/useLabFormat'

const en = labFormat('en', (n) => `${n} pts`)
const fr = labFormat('fr', (n) => `${n} pts`)

describe('the lab figures', () => {
  it('reads a difference of life points in whole units, signed, and no sign when it rounds to zero', () => {
    expect(en.signedWhole(119.6)).toBe('+120')
    expect(en.signedWhole(-40.4)).toBe('−40')
    expect(en.signedWhole(0.4)).toBe('0')
    expect(en.signedWhole(-0.4)).toBe('0')
    expect(en.signedWhole(-1234)).toBe('−1,234')
    expect(fr.signedWhole(1234)).toBe('+1\u202f234')
  })

  it('reads a figure with two decimals', () => {
    expect(en.twoDecimals(2.134)).toBe('2.13')
    expect(en.twoDecimals(0.5)).toBe('0.50')
    expect(fr.twoDecimals(2.134)).toBe('2,13')
  })
})
