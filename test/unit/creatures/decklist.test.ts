// Decklists in the usual line formats (`3 Name`, `3 CODE`, `3x Name (CODE)`) through the shared
// tolerant parser, and the writers, whose output reads back to the same entries.
import { describe, expect, it } from 'vitest'
import { parseCreatureDecklist, writeCreatureDecklist } from '@shared/games/creatures'
import { WRITERS } from '@shared/games/creatures/decklist'
import { DEMO_CARDS, DEMO_DECK } from './fixtures'

const lookup = (code: string) => DEMO_CARDS.find((c) => c.code.toUpperCase() === code.toUpperCase()) ?? null

describe('decklist lines', () => {
  it('reads `3 Name`, `3 CODE` and `3x Name (CODE)`, adding up copies of one card', () => {
    const parsed = parseCreatureDecklist('3 Ember Pup\n2 CR-013\n1x Vale Matriarch (CR-023)\n1 cr-013\n2 ember pup', DEMO_CARDS)
    expect(parsed.errors).toEqual([])
    expect(parsed.piles.main!).toEqual([
      { code: 'CR-001', count: 5 },
      { code: 'CR-013', count: 3 },
      { code: 'CR-023', count: 1 },
    ])
  })

  it('accounts for every line: an unknown name is an error with a "did you mean"', () => {
    const parsed = parseCreatureDecklist('3 Embr Pup\n2 Nothing Like It', DEMO_CARDS)
    expect(parsed.piles.main!).toEqual([])
    expect(parsed.errors.map((l) => [l.line, l.error!.kind])).toEqual([
      [1, 'unknown-name'],
      [2, 'unknown-name'],
    ])
    expect(parsed.errors[0]!.error!.message).toContain('Ember Pup')
  })

  it.each(WRITERS)('writes the %s format, which reads back to the same deck', (writer) => {
    const entries = DEMO_DECK.map(([code, count]) => ({ code, count }))
    const text = writeCreatureDecklist(entries, writer, lookup)
    expect(parseCreatureDecklist(text, DEMO_CARDS).piles.main!).toEqual(entries)
  })

  it('writes each format as players write it', () => {
    const entries = [{ code: 'CR-001', count: 3 }]
    expect(['full', 'names', 'codes'].map((w) => writeCreatureDecklist(entries, w as (typeof WRITERS)[number], lookup))).toEqual([
      '3x Ember Pup (CR-001)\n',
      '3 Ember Pup\n',
      '3 CR-001\n',
    ])
  })
})
