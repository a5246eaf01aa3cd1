// Issue 14, item 3: deck statistics on hand-made cards: the curve, pips against sources, lands, types.
import { describe, expect, it } from 'vitest'
import { colorBalance, countedCards, deckStats, manaCurve, pipsOf, producedColors, typeCounts } from '@shared/games/mtg/deck/stats'
import { mtgCard, BEARS, BIRDS, BOLT, DELVER, ELVES, FIRE_ICE, FOREST, GIANT, GRUUL_60, HYBRID, lookup, MOUNTAIN, MUTAGENIC, POOL, SOL_RING } from './deck-fixtures'

describe('mana curve', () => {
  it('counts copies of non-lands by mana value, lands left out, 7 and more in the last bucket', () => {
    const big = mtgCard({ name: 'Test Colossus', cost: '{9}', type: 'Artifact Creature — Golem' })
    const curve = manaCurve([{ card: BOLT, count: 4 }, { card: BEARS, count: 3 }, { card: GIANT, count: 2 }, { card: big, count: 1 }, { card: MOUNTAIN, count: 20 }, { card: POOL, count: 4 }])
    expect(curve).toEqual([0, 4, 3, 0, 2, 0, 0, 1])
  })

  it('a split card counts with both halves’ mana value (2 + 2)', () => {
    expect(manaCurve([{ card: FIRE_ICE, count: 1 }])[4]).toBe(1)
  })
})

describe('pips', () => {
  it('counts coloured symbols of every face; hybrid counts for both colours, Phyrexian for its own', () => {
    expect(pipsOf(FIRE_ICE)).toEqual({ W: 0, U: 1, B: 0, R: 1, G: 0 })
    expect(pipsOf(HYBRID)).toEqual({ W: 3, U: 0, B: 0, R: 3, G: 0 })
    expect(pipsOf(MUTAGENIC)).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 1 })
    expect(pipsOf(SOL_RING)).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0 })
    expect(pipsOf(DELVER)).toEqual({ W: 0, U: 1, B: 0, R: 0, G: 0 })
  })
})

describe('coloured sources, from “Add …” in oracle text', () => {
  it('reads {T}: Add {G}, “Add {R} or {G}”, “one mana of any color”, and nothing from {C}', () => {
    expect(producedColors(ELVES)).toEqual(['G'])
    expect(producedColors(POOL)).toEqual(['R', 'G'])
    expect(producedColors(BIRDS)).toEqual(['W', 'U', 'B', 'R', 'G'])
    expect(producedColors(SOL_RING)).toEqual([])
    expect(producedColors(BOLT)).toEqual([])
  })

  it('a land with a basic land type makes its colour even without the reminder text (305.6)', () => {
    const bare = mtgCard({ name: 'Test Taiga', type: 'Land — Mountain Forest' })
    expect(producedColors(bare)).toEqual(['R', 'G'])
  })

  it('sets pips against land and other sources, copies counted', () => {
    const balance = colorBalance([{ card: BOLT, count: 4 }, { card: BEARS, count: 2 }, { card: MOUNTAIN, count: 10 }, { card: POOL, count: 4 }, { card: ELVES, count: 3 }])
    expect(balance.R).toEqual({ pips: 4, landSources: 14, otherSources: 0 })
    expect(balance.G).toEqual({ pips: 2 + 3, landSources: 4, otherSources: 3 })
    expect(balance.U).toEqual({ pips: 0, landSources: 0, otherSources: 0 })
  })
})

describe('lands and types', () => {
  it('counts card types of the front face, a card with two types in both', () => {
    const golem = mtgCard({ name: 'Test Golem', cost: '{3}', type: 'Artifact Creature — Golem' })
    expect(typeCounts([{ card: golem, count: 2 }, { card: BOLT, count: 4 }, { card: FOREST, count: 7 }])).toEqual({ Artifact: 2, Creature: 2, Instant: 4, Land: 7 })
  })

  it('sums a 60-card deck (an unknown code left out): 28 lands, 32 spells on the curve, 20 creatures', () => {
    const stats = deckStats(countedCards([...GRUUL_60.main, { code: 'unknown', count: 3 }], lookup))
    expect(stats.cards).toBe(60)
    expect(stats.lands).toBe(12 + 12 + 4)
    expect(stats.curve.reduce((a, b) => a + b, 0)).toBe(32)
    expect(stats.types.Creature).toBe(5 * 4)
  })
})
