import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DeckEntry, DeckFormat } from '@shared/games/fftcg/deck/deck'
import { parseDecklist } from '@shared/decklist/parse'
import { WRITERS, writeDecklist, type WritableDeck } from '@shared/games/fftcg/decklist-write'
import { FIRE_ICE, cards, fixture, lookup, resolver, sorted } from './fixtures'

const deck: WritableDeck = { name: 'Fire Ice Midrange', format: 'constructed', entries: FIRE_ICE }

describe('writers', () => {
  it('plain: 3 1-001H Auron, with the deck name and format as headers', () => {
    const text = writeDecklist(deck, 'plain', lookup)
    expect(text.split('\n').slice(0, 4)).toEqual(['Deck: Fire Ice Midrange', 'Format: Constructed', '3 10-032H Scylla', '3 11-005C Black Mage Soldier'])
  })

  it('sheet: the tournament list is the tournament fixture, comments aside', () => {
    const text = writeDecklist(deck, 'sheet', lookup)
    expect(text).toContain('Forwards (27)\n3 10-032H Scylla')
    expect(text).toContain('\nBackups (16)\n')
    expect(text).toContain('\nSummons (7)\n')
    expect(text).toContain('\nMonsters (0)\n')
    expect(text.trimEnd().endsWith('Total (50)')).toBe(true)
    const parsed = parseDecklist(text, resolver)
    const tournament = parseDecklist(fixture('tournament.txt'), resolver)
    expect(sorted(parsed.piles.main!)).toEqual(sorted(tournament.piles.main!))
  })

  it('untap writes the untap fixture exactly', () => {
    expect(writeDecklist({ entries: FIRE_ICE }, 'untap', lookup)).toBe(fixture('untap.txt'))
  })

  it('codes: 3 1-001H, the printed code even when the deck holds a key or an alias', () => {
    expect(writeDecklist({ entries: [{ code: '1-001', count: 3 }, { code: 'PR-055', count: 1 }] }, 'codes', lookup)).toBe('3 1-001H\n1 11-062R\n')
  })

  it('cards the catalog does not know are still written, under Other on a sheet', () => {
    const text = writeDecklist({ entries: [{ code: '99-999', count: 2 }, { code: '10-032H', count: 1 }] }, 'sheet', lookup)
    expect(text).toContain('Other (2)\n2 99-999')
    expect(writeDecklist({ entries: [{ code: '99-999', count: 2 }] }, 'untap', lookup)).toBe('2 99-999\n')
  })

  it('limit break cards get their own heading, and read back into their own pile', () => {
    const withLb: WritableDeck = { entries: FIRE_ICE, limitBreak: [{ code: '22-112R', count: 1 }] }
    for (const writer of WRITERS) {
      const parsed = parseDecklist(writeDecklist(withLb, writer, lookup), resolver)
      expect(parsed.piles.limitBreak!, writer).toEqual([{ code: '22-112R', count: 1 }])
      expect(sorted(parsed.piles.main!), writer).toEqual(sorted(FIRE_ICE))
    }
  })
})

// Cards a code finds again: the printing each code names (a few data duplicates share a code).
const findable = cards.filter((card) => lookup(card.code) === card)
const entriesArb = (max: number) =>
  fc
    .uniqueArray(fc.constantFrom(...findable), { maxLength: max, selector: (card) => card.code })
    .chain((picked) =>
      fc.tuple(...picked.map(() => fc.integer({ min: 1, max: 99 }))).map((counts) =>
        picked.map((card, i): DeckEntry => ({ code: card.code, count: counts[i]! })),
      ),
    )
const text = fc.string({ maxLength: 40 })
const deckArb = fc.record({
  name: text,
  notes: fc.string({ maxLength: 200 }),
  tags: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20 }).filter((t) => t.trim() === t && t !== ''), { maxLength: 5 }),
  format: fc.constantFrom<DeckFormat>('constructed', 'limited'),
  entries: entriesArb(40),
  limitBreak: entriesArb(3),
  versions: fc.array(
    fc.record({
      createdAt: fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms).toISOString()),
      name: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
      entries: entriesArb(5),
    }),
    { maxLength: 3 },
  ),
})

describe('write → parse gives back the same deck', () => {
  it.each(WRITERS)('%s', (writer) => {
    fc.assert(
      fc.property(deckArb, (deck) => {
        const parsed = parseDecklist(writeDecklist(deck, writer, lookup), resolver)
        expect(parsed.errors).toEqual([])
        expect(sorted(parsed.piles.main!)).toEqual(sorted(deck.entries))
        expect(sorted(parsed.piles.limitBreak!)).toEqual(sorted(deck.limitBreak))
        if (writer === 'json') {
          // the parser hands a file's versions on with their lists as piles
          const versions = deck.versions?.map(({ entries, ...v }) => ({ ...v, piles: { main: entries } }))
          expect(parsed).toMatchObject({ name: deck.name, notes: deck.notes, tags: deck.tags, format: deck.format, versions })
          expect(parsed.piles.main!).toEqual(deck.entries) // same order too
        }
        if (writer === 'plain' || writer === 'sheet') expect(parsed.format).toBe(deck.format)
      }),
      { numRuns: 150 },
    )
  })
})
