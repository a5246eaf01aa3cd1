// newGame reuses the card table of a deck played again (issue 16: building it was most of
// newGame's time), and never serves stale card data for it.
import { describe, expect, it } from 'vitest'
import { newGame, type GameEvent, type GameState } from '@shared/games/fftcg/engine'
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
    expect(after.defs[cards[0]!.key]!.power).toBe(12345)
    expect(newGame(cards, options).state.defs[cards[0]!.key]!.power).toBe(cards[0]!.power)
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

  it('is kept from the second game of its deck on: a deck played once leaves no table behind', () => {
    const a = deckOf(MIXED_DECK)
    const b = deckOf([...MIXED_DECK].reverse())
    const first = newGame(a, options).state
    newGame(b, options)
    const second = newGame(a, options).state
    newGame(b, options)
    const third = newGame(a.slice(), options).state
    expect(second.defs).not.toBe(first.defs)
    expect(third.defs).toBe(second.defs)
    expect(third.instances).toBe(second.instances)
    expect(third).toEqual(first)
  })

  it('builds the same instance table for every deck size (40-card limited decks, 50, more)', () => {
    for (const size of [40, 50, 53]) {
      const cards = deckOf([...MIXED_DECK, ...MIXED_DECK].slice(0, size))
      const { instances } = newGame(cards, { ...options, format: 'limited' }).state
      expect(Object.entries(instances)).toEqual(cards.map((c, i) => [`c${i + 1}`, c.key]))
    }
  })
})

/** 8.2.1.1, 8.2.1.3 written out plainly: every card's definition copied, shuffle, then five draws. */
function referenceGame(cards: readonly Card[], seed: number): { state: GameState; events: GameEvent[] } {
  const ids = cards.map((_, i) => `c${i + 1}`)
  const { items, rng } = shuffledFromSeed(ids, seed)
  const defs = Object.fromEntries(cards.map((c) => [c.key, toDef(c)]))
  const instances = Object.fromEntries(cards.map((c, i) => [ids[i]!, c.key]))
  const events: GameEvent[] = [{ kind: 'gameStarted', onThePlay: true, format: 'constructed', deckSize: cards.length }, { kind: 'shuffled' }]
  const start: GameState = {
    v: 1, format: 'constructed', damageLimit: 7, onThePlay: true, seed, rng, defs, instances,
    zones: { deck: items, hand: [], field: [], breakZone: [], damage: [], removed: [] },
    status: {}, turn: 0, ownTurn: 0, phase: 'setup', mulliganUsed: false, opponentDamage: 0, result: 'ongoing', endedBy: null,
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

  it('lists in defs exactly the keys of the deck, and none of a prototype', () => {
    const cards = deckOf(MIXED_DECK)
    const { defs } = newGame(cards, options).state
    expect(Object.keys(defs).sort()).toEqual([...new Set(cards.map((c) => c.key))].sort())
    expect(defs['toString' as string]).toBeUndefined()
    expect(JSON.parse(JSON.stringify(defs))).toEqual(defs)
  })
})
