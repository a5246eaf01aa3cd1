// newGame reuses the card table of the deck played last, builds a new deck's table without an
// object keyed by its cards (issue 16: those were most of newGame's time), and never serves stale
// card data.
import { describe, expect, it } from 'vitest'
import { defOf, findDef, newGame, type GameEvent, type GameState } from '@shared/games/fftcg/engine'
import { drawCards, toDef } from '@shared/games/fftcg/engine/state'
import type { Card } from '@shared/games/fftcg/card'
import { shuffledFromSeed } from '@shared/game/rng'
import { deckOf, MIXED_DECK } from './fixtures'

const options = { seed: 7, onThePlay: true, format: 'constructed' as const }

describe('8.2.1 newGame: the card table of a deck', () => {
  it('is shared by games of the same cards, even from another list', () => {
    const cards = deckOf(MIXED_DECK)
    const a = newGame(cards, options).state
    const b = newGame(cards.slice(), { ...options, seed: 8 }).state
    expect(b.defs).toBe(a.defs)
    expect(b.instances).toBe(a.instances)
  })

  it('is built anew for new card data under the same keys (no stale power)', () => {
    const cards = deckOf(MIXED_DECK)
    const before = newGame(cards, options).state
    const changed = cards.map((c) => (c.key === cards[0]!.key ? { ...c, power: 12345 } : c))
    const after = newGame(changed, options).state
    expect(after.defs).not.toBe(before.defs)
    expect(defOf(after, 'c1').power).toBe(12345)
    expect(defOf(newGame(cards, options).state, 'c1').power).toBe(cards[0]!.power)
  })

  it('gives the same game as a table built for the first time, after many other decks', () => {
    const cards = deckOf(MIXED_DECK)
    const first = newGame(cards, options).state
    for (let n = 1; n <= 40; n++) newGame(deckOf(MIXED_DECK.slice(n, n + 10)), options)
    const again = newGame(cards.slice(), options).state
    expect(again.zones).toEqual(first.zones)
    expect(again.defs).toEqual(first.defs)
    expect(again.instances).toEqual(first.instances)
    expect(Object.keys(again.instances)).toHaveLength(50)
  })

  it('keeps only the last deck\'s table: a deck played after another builds its own again, to the same game', () => {
    const a = deckOf(MIXED_DECK)
    const b = deckOf([...MIXED_DECK].reverse())
    const first = newGame(a, options).state
    const other = newGame(b, options).state
    const again = newGame(a.slice(), options).state
    expect(other.defs).not.toBe(first.defs)
    expect(again.defs).not.toBe(first.defs)
    expect(newGame(a, options).state.defs).toBe(again.defs)
    expect(again).toEqual(first)
  })

  it('builds the same instance table for every deck size (40-card limited decks, 50, more)', () => {
    for (const size of [40, 50, 53]) {
      const cards = deckOf([...MIXED_DECK, ...MIXED_DECK].slice(0, size))
      const state = newGame(cards, { ...options, format: 'limited' }).state
      expect(Object.entries(state.instances)).toEqual(cards.map((_, i) => [`c${i + 1}`, i]))
      expect(Object.keys(state.instances).map((id) => defOf(state, id).key)).toEqual(cards.map((c) => c.key))
    }
  })

  it('gives two different decks of one size the same instance object, which nothing can change', () => {
    const a = newGame(deckOf(MIXED_DECK), options).state
    const b = newGame(deckOf([...MIXED_DECK].reverse()), options).state
    expect(b.defs).not.toEqual(a.defs)
    expect(b.instances).toBe(a.instances)
    expect(Object.isFrozen(a.instances)).toBe(true)
  })
})

/** 8.2.1.1, 8.2.1.3 written out plainly: every card's definition copied, shuffle, then five draws. */
function referenceGame(cards: readonly Card[], seed: number): { state: GameState; events: GameEvent[] } {
  const ids = cards.map((_, i) => `c${i + 1}`)
  const { items, rng } = shuffledFromSeed(ids, seed)
  const defs = cards.map(toDef)
  const instances = Object.fromEntries(ids.map((id, i) => [id, i]))
  const events: GameEvent[] = [{ kind: 'gameStarted', onThePlay: true, format: 'constructed', deckSize: cards.length }, { kind: 'shuffled' }]
  const start: GameState = {
    v: 1, format: 'constructed', damageLimit: 7, onThePlay: true, seed, rng, defs, instances,
    zones: { deck: items, hand: [], field: [], breakZone: [], damage: [], removed: [] },
    status: {}, turn: 0, ownTurn: 0, phase: 'setup', mulliganUsed: false, opponentDamage: 0, result: 'ongoing', endedBy: null, question: null,
  }
  return { state: drawCards(start, 5, events), events }
}

describe('8.2.1 newGame builds the state of the plain construction', () => {
  it('deals the same opening hand, deck, table and events for every deck size, the 3.1.2 loss of a short deck included', () => {
    for (const size of [0, 1, 4, 5, 6, 40, 50]) {
      for (const seed of [1, 7, 123456]) {
        const cards = deckOf([...MIXED_DECK, ...MIXED_DECK].slice(0, size))
        expect(newGame(cards, { ...options, seed }), `size ${size}, seed ${seed}`).toEqual(referenceGame(cards, seed))
      }
    }
  })

  it('gives each card of the deck its definition, copies side by side sharing one, and no other id one', () => {
    const cards = deckOf(MIXED_DECK)
    const state = newGame(cards, options).state
    expect(state.defs.map((def) => def.key)).toEqual(cards.map((c) => c.key))
    cards.forEach((card, i) => i > 0 && card === cards[i - 1] && expect(state.defs[i]).toBe(state.defs[i - 1]))
    for (const id of ['c0', 'c51', 'c01', 'toString', 'constructor', '1']) expect(findDef(state, id), id).toBeUndefined()
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  })
})
