// The one-pass tally (card facts numbered once, counts in reused arrays, lines keyed only when two
// can share a key) must give exactly what the plain implementation gave (reference-deck.ts), for
// every rule it checks (8.1.1.1 size, 8.1.1.2 copies by card number, 12.4.7, 7.7.3 advice) and
// every figure, whatever the lookup: the catalog's code index, or the deck editor's cache, which
// answers per spelling (two objects for one card, or a spelling not fetched yet).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Card } from '@shared/games/fftcg/card'
import { resolveEntries, validateDeck, type CardLookup, type DeckEntry } from '@shared/games/fftcg/deck/deck'
import { analyzeDeck, deckStats } from '@shared/games/fftcg/deck/stats'
import { cards, lookup } from './fixtures'
import { referenceResolve, referenceStats, referenceValidation } from './reference-deck'

const pool = [
  ...cards.filter((c) => c.elements.some((e) => e === 'light' || e === 'dark')).slice(0, 12),
  ...cards.filter((c) => c.multicard === null).slice(0, 8),
  ...cards.filter((c) => !c.deckLegal).slice(0, 2),
  ...cards.filter((c) => c.aliases.length > 0).slice(0, 12),
  ...cards.filter((c) => c.identity !== c.key).slice(0, 8),
  ...cards.filter((c) => c.type === 'backup').slice(0, 15),
  ...cards.filter((c) => c.jobs.length > 1 || c.category2).slice(0, 10),
  ...cards.slice(0, 40),
]
const spelling = (card: Card) =>
  fc.constantFrom(card.code, card.key, card.code.toLowerCase(), ` ${card.key.replace(/-0+/, '-')} `, ...card.aliases)
const entry = fc.oneof(
  { weight: 12, arbitrary: fc.record({ code: fc.constantFrom(...pool).chain(spelling), count: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ code: fc.constantFrom('30-999', '30-999r', 'nonsense', 'NONSENSE', '', '  '), count: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ code: fc.constantFrom(...pool).map((c) => c.code), count: fc.constantFrom(0, -1, 2.7, Number.NaN) }) },
)
const deck = fc.array(entry, { maxLength: 60 })
const format = fc.constantFrom('constructed' as const, 'limited' as const)

/**
 * A lookup like the deck editor's cache: one copy of the card per spelling (as cards.get answers
 * each request anew), and some spellings not known yet (null).
 */
function perSpellingLookup(unknownEvery: number): CardLookup {
  const answers = new Map<string, Card | null>()
  let asked = 0
  return (code) => {
    const spelled = code.trim().toUpperCase()
    if (!answers.has(spelled)) {
      const card = lookup(code)
      answers.set(spelled, card && asked++ % unknownEvery === unknownEvery - 1 ? null : card && structuredClone(card))
    }
    return answers.get(spelled)!
  }
}

function expectReference(entries: DeckEntry[], chosen: 'constructed' | 'limited', look: CardLookup) {
  const lines = referenceResolve(entries, look)
  expect(resolveEntries(entries, look)).toEqual(lines)
  const reference = { validation: referenceValidation(lines, chosen), stats: referenceStats(lines) }
  expect(analyzeDeck(entries, chosen, look)).toEqual(reference)
  expect(validateDeck(entries, chosen, look)).toEqual(reference.validation)
  expect(deckStats(entries, look)).toEqual(reference.stats)
}

describe('8.1.1 deck validation and statistics in one pass, against the plain implementation', () => {
  it('agree on random decks looked up in the code index', () => {
    fc.assert(fc.property(deck, format, (entries, chosen) => expectReference(entries, chosen, lookup)), { numRuns: 300 })
  })

  it('agree when each spelling gets its own copy of the card, or none yet', () => {
    fc.assert(
      fc.property(deck, format, fc.integer({ min: 2, max: 6 }), (entries, chosen, every) => expectReference(entries, chosen, perSpellingLookup(every))),
      { numRuns: 200 },
    )
  })

  it('8.1.1.2: merges two spellings of one card fetched as two objects, and keeps a reprint apart from its original', () => {
    const look = perSpellingLookup(1000)
    const reprint = cards.find((c) => c.identity !== c.key)!
    const original = lookup(reprint.identity)!
    const entries = [
      { code: original.code, count: 2 },
      { code: original.key.toLowerCase(), count: 1 },
      { code: reprint.code, count: 2 },
    ]
    const { validation } = analyzeDeck(entries, 'constructed', look)
    expect(resolveEntries(entries, look).map((l) => [l.code, l.count])).toEqual([[original.code, 3], [reprint.code, 2]])
    expect(validation.issues.find((i) => i.kind === 'too-many-copies')?.params.count).toBe(5)
    expectReference(entries, 'constructed', look)
  })

  it('merges repeated lines of a long pasted list (unknown codes and spellings past the first 32 lines)', () => {
    const entries = Array.from({ length: 600 }, (_, i) => ({ code: i % 3 ? `${(i % 40) + 1}-${(i % 7) + 1}` : `junk ${i % 50}`, count: 1 + (i % 2) }))
    expectReference(entries, 'limited', lookup)
    expect(resolveEntries(entries, lookup).length).toBe(referenceResolve(entries, lookup).length)
  })

  it('sorts jobs and categories met for the first time as localeCompare does', () => {
    const named = (name: string, i: number): Card => ({ ...cards[i]!, key: `99-${100 + i}`, code: `99-${100 + i}C`, identity: `99-${100 + i}`, jobs: [name], category1: name })
    const odd = ['éclair', 'Eclair', 'zèbre', 'Zebra', 'ábaco', 'abaco', 'Ωmega'].map(named)
    const look: CardLookup = (code) => odd.find((c) => c.code === code.trim()) ?? null
    const entries = odd.map((c) => ({ code: c.code, count: 1 }))
    expect(deckStats(entries, look).jobs.map((j) => j.name)).toEqual(referenceStats(referenceResolve(entries, look)).jobs.map((j) => j.name))
    expectReference(entries, 'limited', look)
  })
})
