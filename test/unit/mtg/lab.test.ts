// The Magic opening lab (issue 14, item 6): lands in play by turn against exact odds, the London
// mulligan (CR 103.5) against the engine's own deal, the pilot's land drop (CR 305.2), casting on
// curve with the lands' real colours, screw and flood, and repeatable runs.
import { describe, expect, it } from 'vitest'
import { hypergeometricAtLeast } from '@shared/game/hypergeometric'
import { apply, newGame } from '@shared/games/mtg/engine'
import { compileLabDeck, CUSTOM_EXAMPLE, LabPolicySchema, MtgLabSim, parsePolicy, runMtgLab, type MtgLabOptions } from '@shared/games/mtg/lab'
import type { MtgCard } from '@shared/games/mtg/card'
import { copies, FOREST, ISLAND, karstenDeck, MOUNTAIN, spell, TAIGA, WASTES } from './lab-fixtures'

const run = (cards: MtgCard[], options: Partial<MtgLabOptions> = {}) => runMtgLab(cards, { seed: 4, games: 4000, turns: 5, onThePlay: true, policies: ['keep-7'], ...options })
const byName = (report: ReturnType<typeof run>, name: string) => report.policies[0]!.spells.find((s) => s.name === name)!

describe('lands in play by turn (CR 305.2: one land a turn), without a mulligan', () => {
  // Every land drop made by turn t ⟺ at least t lands among the cards seen by then (a card more
  // adds one land at most), so the lab must give the hypergeometric law's answer.
  for (const onThePlay of [true, false]) {
    it(`agrees with the hypergeometric odds of ≥ t lands on turns 1–3, ${onThePlay ? 'on the play' : 'on the draw'} (CR 103.8a)`, () => {
      const games = 40_000
      const report = runMtgLab(karstenDeck(24, 14), { seed: 17, games, turns: 3, onThePlay, policies: ['keep-7'] })
      for (const { turn, allDrops } of report.policies[0]!.lands) {
        const seen = 7 + (onThePlay ? turn - 1 : turn)
        const exact = hypergeometricAtLeast(60, 24, seen, turn)
        const se = Math.sqrt((exact * (1 - exact)) / games)
        expect(Math.abs(allDrops.p - exact)).toBeLessThan(4 * se)
        expect(allDrops.lo).toBeLessThanOrEqual(allDrops.hi)
      }
    })
  }

  it('a deck of only lands has t lands in play on turn t in every game, no screw, all flood, no spells', () => {
    const p = run(copies(60, MOUNTAIN)).policies[0]!
    expect(p.lands.map((l) => [l.inPlay.mean, l.allDrops.p])).toEqual([1, 2, 3, 4, 5].map((t) => [t, 1]))
    expect(p.screw!.p).toBe(0)
    expect(p.flood!.p).toBe(1)
    expect(p.spells).toEqual([])
  })

  it('a deck of no lands has no land in play, is always screwed and never flooded, and casts only a free spell', () => {
    const report = run([...copies(30, spell('Shock', '{R}')), ...copies(20, spell('Bears', '{1}{G}', 'Creature — Bear')), ...copies(10, spell('Ornithopter', '{0}', 'Artifact Creature — Thopter'))])
    const p = report.policies[0]!
    expect(report.lands).toBe(0)
    expect(p.lands.every((l) => l.inPlay.mean === 0 && l.allDrops.count === 0)).toBe(true)
    expect([p.screw!.p, p.flood!.p]).toEqual([1, 0])
    expect(byName(report, 'Shock').castable!.count).toBe(0)
    expect(byName(report, 'Bears').castable!.count).toBe(0)
    expect(byName(report, 'Ornithopter')).toMatchObject({ turn: 1, castable: { p: 1 } })
  })
})

describe('CR 103.5: the London mulligan under a keep policy', () => {
  const deck = karstenDeck(24, 14)
  const compiled = compileLabDeck(deck)
  const sim = new MtgLabSim(compiled, [parsePolicy('lands-3-4')], { turns: 3, onThePlay: true })
  const landsIn = (hand: number[]) => hand.filter((c) => compiled.land[c]).length

  it('keeps what the engine deals after as many mulligans, less the cards it puts on the bottom', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const lab = sim.openingHand(seed, 0)
      let state = newGame(deck, { seed, onThePlay: true, format: 'standard' }).state
      for (let m = 0; m < lab.mulligans; m++) {
        const next = apply(state, { type: 'mulligan' })
        if (!next.ok) throw new Error('the engine refused a mulligan')
        state = next.state
      }
      const engineHand = state.zones.hand.map((id) => Number(id.slice(1)) - 1)
      expect([...lab.hand, ...lab.bottom].sort((a, b) => a - b)).toEqual([...engineHand].sort((a, b) => a - b))
      expect(lab.bottom).toHaveLength(lab.mulligans)
    }
  })

  it('keeps a hand in the land range of its mulligan count, or the hand after the last mulligan allowed', () => {
    const policy = parsePolicy('lands-3-4')
    const counts = [0, 0, 0]
    for (let seed = 1; seed <= 300; seed++) {
      const { hand, mulligans } = sim.openingHand(seed, 0)
      counts[mulligans]!++
      expect(hand).toHaveLength(7 - mulligans)
      const range = policy.lands[mulligans]!
      if (mulligans < policy.maxMulligans) expect(landsIn(hand)).toBeGreaterThanOrEqual(range.min)
      if (mulligans < policy.maxMulligans) expect(landsIn(hand)).toBeLessThanOrEqual(range.max)
    }
    // 3–4 lands in 7 of a 24-land deck: about 56 % of hands, so every count happens
    expect(counts.every((c) => c > 0)).toBe(true)
  })

  it('puts a land on the bottom while more than half the hand is lands, else the spell of highest mana value', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { hand, bottom } = sim.openingHand(seed, 0)
      bottom.forEach((card, k) => {
        // the hand this pick was made from: the kept cards and the picks still to come
        const before = [...hand, ...bottom.slice(k)]
        const lands = landsIn(before)
        const landPick = lands * 2 > before.length || lands === before.length
        expect(compiled.land[card]).toBe(landPick ? 1 : 0)
        if (!landPick) for (const other of hand) if (!compiled.land[other]) expect(compiled.spells[compiled.spell[other]!]!.manaValue).toBeLessThanOrEqual(compiled.spells[compiled.spell[card]!]!.manaValue)
      })
    }
  })

  it('puts the land of a colour the hand does not need on the bottom first, as playLand plays it last (issue 32)', () => {
    // Seven cards, so every deal is the same seven in another order: 2 Islands, 2 Mountains, 3 red
    // spells. The policy mulligans the seven once; 4 lands of 7 is more than half, so a land goes
    // to the bottom, and by hand order alone it would be a Mountain in about half the deals.
    const seven = [...copies(2, ISLAND), ...copies(2, MOUNTAIN), ...copies(3, spell('Shock', '{R}'))]
    const tie = compileLabDeck(seven)
    const once = new MtgLabSim(tie, [parsePolicy({ name: 'once', lands: [{ min: 7, max: 7 }, { min: 0, max: 7 }], maxMulligans: 1 })], { turns: 1, onThePlay: true })
    for (let seed = 1; seed <= 60; seed++) {
      const { bottom, mulligans } = once.openingHand(seed, 0)
      expect(mulligans).toBe(1)
      expect(seven[bottom[0]!]!.name).toBe('Island')
    }
  })

  it('mulligans a deck of only lands down to its limit in every game (no hand holds 2–5 lands)', () => {
    const p = run(copies(60, FOREST), { policies: ['lands-2-5', 'keep-7'] }).policies
    expect([p[0]!.mulligans.mean, p[0]!.mulligan.p]).toEqual([2, 1])
    expect([p[1]!.mulligans.mean, p[1]!.mulligan.p]).toEqual([0, 0])
  })

  it('reads a custom policy with zod and names what is wrong', () => {
    expect(LabPolicySchema.safeParse(CUSTOM_EXAMPLE).success).toBe(true)
    const bad = LabPolicySchema.safeParse({ name: 'x', lands: [{ min: 5, max: 2 }], maxMulligans: 2 })
    expect(bad.success).toBe(false)
    expect(JSON.stringify(bad.error!.issues)).toContain('min must not be above max')
    expect(LabPolicySchema.safeParse({ name: 'x', lands: [{ min: 2, max: 5 }], maxMulligans: 9 }).success).toBe(false)
    expect(() => parsePolicy('lands-9')).toThrow()
  })
})

describe('casting on curve with the lands’ real colours', () => {
  it('a dual land with two basic land types pays {R}{G} (CR 305.6); two Mountains do not; a hybrid pip takes either', () => {
    const rg = spell('Kird Ape', '{R}{G}', 'Creature — Ape')
    const hybrid = spell('Boros Guildmage', '{R/G}{R/G}', 'Creature — Human')
    const withTaigas = run([...copies(24, TAIGA), ...copies(36, rg)])
    const rg2 = byName(withTaigas, 'Kird Ape')
    expect(rg2.turn).toBe(2)
    expect(rg2.castable!.count).toBe(withTaigas.policies[0]!.lands[1]!.allDrops.count)
    const withMountains = run([...copies(24, MOUNTAIN), ...copies(18, rg), ...copies(18, hybrid)])
    expect(byName(withMountains, 'Kird Ape').castable!.count).toBe(0)
    expect(byName(withMountains, 'Boros Guildmage').castable!.count).toBe(withMountains.policies[0]!.lands[1]!.allDrops.count)
  })

  it('a {C} pip needs a land that adds {C}', () => {
    const report = run([...copies(24, WASTES), ...copies(18, spell('Eldrazi', '{C}{C}', 'Creature — Eldrazi')), ...copies(18, spell('Bears', '{1}{G}', 'Creature — Bear'))])
    expect(byName(report, 'Eldrazi').castable!.count).toBe(report.policies[0]!.lands[1]!.allDrops.count)
    expect(byName(report, 'Bears').castable!.count).toBe(0)
  })

  it('the pilot plays the land adding a colour the hand still lacks: with every card seen on turn 1, {R}{G} is cast on turn 2 every game', () => {
    // 8 cards on the draw: the 7 and the first draw are the whole deck, so a pilot that picks
    // lands in hand order would often play two Mountains.
    const deck = [...copies(3, MOUNTAIN), FOREST, ...copies(4, spell('Kird Ape', '{R}{G}', 'Creature — Ape'))]
    const report = run(deck, { onThePlay: false, turns: 2, games: 500 })
    expect(byName(report, 'Kird Ape')).toMatchObject({ castable: { p: 1 }, onCurve: { p: 1 } })
  })

  it('on curve needs the card in hand too: never above castable', () => {
    const report = run(karstenDeck(24, 16), { games: 3000 })
    for (const s of report.policies[0]!.spells) {
      expect(s.onCurve!.count).toBeLessThanOrEqual(s.castable!.count)
      expect(s.onCurve!.count).toBeGreaterThan(0)
    }
  })

  it('a spell whose mana value is past the run’s turns has no figure', () => {
    const report = run([...copies(24, MOUNTAIN), ...copies(36, spell('Big', '{6}{R}', 'Creature — Giant'))], { turns: 3 })
    expect(byName(report, 'Big')).toMatchObject({ turn: null, castable: null, onCurve: null })
    expect([report.policies[0]!.screw, report.policies[0]!.flood]).toEqual([null, null])
  })
})

describe('repeatable runs', () => {
  it('the same seed gives the same report; another seed another', () => {
    const options = { seed: 21, games: 3000, turns: 5, onThePlay: true, policies: ['lands-2-5', 'karsten'] }
    const deck = karstenDeck(25, 18)
    const a = runMtgLab(deck, options)
    expect(runMtgLab(deck, options)).toEqual(a)
    expect(runMtgLab(deck, { ...options, seed: 22 })).not.toEqual(a)
    expect(a.comparisons).toHaveLength(1)
    expect(a.comparisons[0]).toMatchObject({ a: 'lands-2-5', b: 'karsten' })
  })

  it('compares policies on the same deals: the paired difference is the difference of the two rates', () => {
    const report = runMtgLab(karstenDeck(24, 16), { seed: 8, games: 3000, turns: 5, onThePlay: true, policies: ['keep-7', 'lands-3-4'] })
    const [keep, strict] = report.policies
    const { screw, flood } = report.comparisons[0]!
    expect(screw!.diff).toBeCloseTo(keep!.screw!.p - strict!.screw!.p, 12)
    expect(flood!.diff).toBeCloseTo(keep!.flood!.p - strict!.flood!.p, 12)
    // keeping any seven (0 or 1 land too) is screwed more often than keeping 3–4 lands
    expect(screw).toMatchObject({ turn: 4, significant: true })
    expect(screw!.diff).toBeGreaterThan(0)
  })
})
