// The opening lab (issue 12, item 6): when each level can first be summoned (1.3, RS: sacrifices
// need earlier summons), LP dealt to an empty field by turn t (1.3.1, RS: no attack on the first
// player's first turn), and the partial mulligan policies compared on the same deals.
import { describe, expect, it } from 'vitest'
import type { CreatureCard } from '@shared/games/creatures/card'
import { newGame } from '@shared/games/creatures/engine'
import { gameSeed, parsePolicy, runCreatureLab } from '@shared/games/creatures/lab'
import { choose } from '@shared/games/fftcg/lab/report'
import { demoDeck } from './fixtures'

const creature = (code: string, level: number, atk: number): CreatureCard => ({ code, name: code, category: 'creature', level, atk, def: 0, type: '', unique: false, text: '', skills: [] })
const filler = (code: string): CreatureCard => ({ code, name: code, category: 'effect', level: null, atk: null, def: null, type: '', unique: false, text: '', skills: [] })

describe('lab: LP dealt to an empty field, worked out by hand from the rules', () => {
  // 40 level-0 creatures of 1000 Atk. On the play: turn 1, three summons (3 AP) and no attack
  // (RS); turn 2, two more fill the 5 slots (Plateau) and all five attack: 5000; they rest until
  // the start of turn 3 (1.3, level 0) and attack again: the third attack reaches 8000 and wins
  // (I10: the game ends there, as in the engine, so nothing more is dealt on turns 3 and 4).
  const deck = Array.from({ length: 40 }, (_, i) => creature(`L0-${i}`, 0, 1000))

  it('on the play: 0, 5000, 8000 and a win on turn 3, in every game', () => {
    const report = runCreatureLab(deck, { seed: 1, games: 200, turns: 4, onThePlay: true, policies: ['keep'] })
    const turns = report.policies[0]!.turns
    expect(turns.map((t) => t.dealt.mean)).toEqual([0, 5000, 8000, 8000])
    expect(turns.map((t) => t.dealt.sd)).toEqual([0, 0, 0, 0])
    expect(turns.map((t) => t.wonByNow.p)).toEqual([0, 0, 1, 1])
  })

  it('on the draw: 3000 on turn 1, then 8000 and a win on turn 2', () => {
    const report = runCreatureLab(deck, { seed: 1, games: 200, turns: 2, onThePlay: false, policies: ['keep'] })
    expect(report.policies[0]!.turns.map((t) => [t.dealt.mean, t.wonByNow.p])).toEqual([[3000, 0], [8000, 1]])
  })

  it('a level-1 creature rests until the start of your second next turn: 2000 on turns 2 and 4 only', () => {
    // Six cards, all in hand on turn 1: ZERO is summoned then (ONE has no sacrifice summoned
    // before this turn, RS); turn 2, ONE sacrifices ZERO and attacks (I12) for 2000, then rests
    // (1.3, level 1); turn 3 it still rests; turn 4 it is up and attacks again.
    const six = [creature('ZERO', 0, 0), creature('ONE', 1, 2000), ...Array.from({ length: 4 }, (_, i) => filler(`F-${i}`))]
    const report = runCreatureLab(six, { seed: 3, games: 50, turns: 4, onThePlay: true, policies: ['keep'] })
    expect(report.policies[0]!.turns.map((t) => t.dealt.mean)).toEqual([0, 2000, 2000, 4000])
    const one = report.policies[0]!.levels.find((l) => l.level === 1)!
    expect(one.summonableBy.map((e) => e.p)).toEqual([0, 1, 1, 1])
    expect(one.summonedBy.map((e) => e.p)).toEqual([0, 1, 1, 1])
  })
})

describe('lab: when each level can first be summoned', () => {
  it('level 0 by turn 1 as often as the exact odds of one in the 6 first cards (keep)', () => {
    const cards = demoDeck()
    const level0 = cards.filter((c) => c.category === 'creature' && c.level === 0).length
    const exact = 1 - choose(cards.length - level0, 6) / choose(cards.length, 6)
    const report = runCreatureLab(cards, { seed: 11, games: 20_000, turns: 3, onThePlay: true, policies: ['keep'] })
    const est = report.policies[0]!.levels.find((l) => l.level === 0)!.summonableBy[0]!
    expect(est.lo).toBeLessThanOrEqual(exact)
    expect(est.hi).toBeGreaterThanOrEqual(exact)
  })

  it('never level 1 on turn 1: its sacrifice must have been summoned on an earlier turn (RS)', () => {
    for (const onThePlay of [true, false]) {
      const report = runCreatureLab(demoDeck(), { seed: 5, games: 3000, turns: 3, onThePlay, policies: ['keep'] })
      const levels = report.policies[0]!.levels
      expect(levels.find((l) => l.level === 1)!.summonableBy[0]!.count).toBe(0)
      expect(levels.find((l) => l.level === 2)!.summonableBy[0]!.count).toBe(0)
      expect(levels.find((l) => l.level === 1)!.summonableBy[1]!.count).toBeGreaterThan(0)
    }
  })
})

describe('lab: partial mulligan policies compared on the same deals', () => {
  const report = runCreatureLab(demoDeck(), { seed: 9, games: 20_000, turns: 5, onThePlay: true, policies: ['keep', 'dig-level-0', 'bottom-magic'] })

  it('keep never puts a card back; dig-level-0 does, and finds a level-0 creature on turn 1 more often', () => {
    const [keep, dig] = report.policies
    expect(keep!.mulligan.count).toBe(0)
    expect(dig!.mulligan.p).toBeGreaterThan(0.5)
    expect(dig!.levels[0]!.summonableBy[0]!.lo).toBeGreaterThan(keep!.levels[0]!.summonableBy[0]!.hi)
  })

  it('compares each policy with the first, with 95% intervals around the difference', () => {
    expect(report.comparisons.map((c) => [c.a, c.b])).toEqual([['keep', 'dig-level-0'], ['keep', 'bottom-magic']])
    for (const c of report.comparisons)
      for (const d of [c.dealt, c.level1Ready]) {
        expect(d.lo).toBeLessThanOrEqual(d.diff)
        expect(d.hi).toBeGreaterThanOrEqual(d.diff)
        expect(d.significant).toBe(d.lo > 0 || d.hi < 0)
      }
    // Digging for level-0 creatures deals more damage by turn 5 than keeping any 5 cards.
    expect(report.comparisons[0]!.dealt.hi).toBeLessThan(0)
  })

  it('validates policies: presets by name, objects by shape', () => {
    expect(parsePolicy('bottom-high')).toEqual({ name: 'bottom-high', bottom: 'high-levels' })
    expect(parsePolicy({ name: 'mine', bottom: 'non-creatures' })).toEqual({ name: 'mine', bottom: 'non-creatures' })
    expect(() => parsePolicy({ name: 'x', bottom: 'everything' })).toThrow()
  })
})

describe('lab: the same deal as the engine', () => {
  /** The base seed whose game 0 is played with `seed` (gameSeed multiplies by an odd constant: invert it mod 2^32). */
  function baseFor(seed: number): number {
    const k = 0x9e3779b1
    let x = k
    for (let i = 0; i < 5; i++) x = Math.imul(x, (2 - Math.imul(k, x)) >>> 0)
    return Math.imul(seed, x) >>> 0
  }

  it('deals what the engine deals for a seed: the 6th card is drawn on turn 1, the 7th is not', () => {
    const blank = Array.from({ length: 40 }, (_, i) => creature(`K-${i}`, 0, 0))
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(gameSeed(baseFor(seed), 0)).toBe(seed)
      const deck = newGame(blank, { seed, onThePlay: false, format: 'free' }).state.zones.deck
      const index = (id: string) => Number(id.slice(1)) - 1 // c1 is the deck's first card
      const marked = blank.map((c, i) => (i === index(deck[0]!) ? creature('SIXTH', 0, 1) : i === index(deck[1]!) ? creature('SEVENTH', 0, 1000) : c))
      const report = runCreatureLab(marked, { seed: baseFor(seed), games: 1, turns: 1, onThePlay: false, policies: ['keep'] })
      expect(report.policies[0]!.turns[0]!.dealt.mean).toBe(1)
    }
  })
})
