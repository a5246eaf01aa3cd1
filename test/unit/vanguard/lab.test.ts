// The Vanguard opening lab (issue 13, item 5): the curve ride by turn (Phase de Ride: a ride deck's
// discard-to-ride, or a unit one grade above from the hand), the mulligan (SU-mulligan), drive
// checks by the vanguard's skill and their triggers (4. Étape de conduite), and damage dealt to a
// goldfish vanguard that never guards (5. Étape des dommages), against hand-made decks worked out
// by hand, exact odds and the engine's own deal.
import { describe, expect, it } from 'vitest'
import type { Skill, Trigger, VanguardCard } from '@shared/games/vanguard/card'
import { apply, newGame } from '@shared/games/vanguard/engine'
import { compileLabDeck, CUSTOM_EXAMPLE, FIRST_TURN_RULE, gameSeed, LabPolicySchema, parsePolicy, runVanguardLab, vanguardLab, VanguardLabSim } from '@shared/games/vanguard/lab'
import { hypergeometricAtLeast } from '@shared/game/hypergeometric'
import { deck as dsd01 } from './engine-fixtures'

interface Spec {
  grade?: number
  power?: number
  critical?: number
  trigger?: Trigger | null
  skill?: Skill | null
  /** Default: Dragon Empire. */
  nations?: string[]
  order?: boolean
}
let serial = 0
function unit(name: string, spec: Spec = {}): VanguardCard {
  const order = spec.order === true
  const trigger = spec.trigger ?? null
  return {
    code: `T-${++serial}`,
    name,
    grade: spec.grade ?? 0,
    power: order ? null : (spec.power ?? 5000),
    shield: null,
    critical: order ? null : (spec.critical ?? 1),
    trigger,
    triggerPower: trigger ? 10_000 : 0,
    skill: order ? null : (spec.skill ?? null),
    unitType: order ? 'order' : trigger ? 'trigger' : 'normal',
    orderType: order ? 'normal' : null,
    nations: spec.nations ?? ['Dragon Empire'],
    clan: null,
    set: 'T',
    text: '',
  }
}
const copies = (n: number, make: (i: number) => VanguardCard) => Array.from({ length: n }, (_, i) => make(i))
/** A ride deck of grades 0–3 (the engine reads the first unit of each grade as the ride pile); the grade 3's skill is given. */
const rideDeck = (grade3Skill: Skill | null = 'twin-drive') => [
  unit('Starter', { grade: 0, power: 6000 }),
  unit('Ride 1', { grade: 1, power: 8000 }),
  unit('Ride 2', { grade: 2, power: 10_000 }),
  unit('Ride 3', { grade: 3, power: 13_000, skill: grade3Skill }),
]
const rates = (byTurn: { p: number }[]) => byTurn.map((e) => e.p)
const run = (cards: VanguardCard[], options: Partial<Parameters<typeof runVanguardLab>[1]> = {}) =>
  runVanguardLab(cards, { seed: 3, games: 2000, turns: 5, onThePlay: true, format: 'ride-deck', policies: ['keep-hand'], ...options })

describe('Phase de Ride: the curve to grade 3', () => {
  it('with a ride deck, the discard-to-ride puts grade t on (VC) by own turn t in every game: 100 %', () => {
    const mixed = [...rideDeck(), ...copies(46, (i) => unit(`Filler ${i}`, { grade: i % 4, power: 7000 + i * 100 }))]
    for (const onThePlay of [true, false]) {
      const p = run(mixed, { onThePlay }).policies[0]!
      expect(p.curve).toMatchObject({ turn: 3, estimate: { p: 1, count: 2000 } })
      expect(p.rides.map((r) => rates(r.byTurn))).toEqual([
        [1, 1, 1, 1, 1],
        [0, 1, 1, 1, 1],
        [0, 0, 1, 1, 1],
      ])
    }
  })

  it('a deck with no grade 3 never has a grade 3 vanguard: 0 %, with or without a ride deck', () => {
    const noGrade3 = [unit('Starter', { grade: 0 }), ...copies(49, (i) => unit(`G${i % 3}`, { grade: i % 3, power: 8000 }))]
    for (const format of ['ride-deck', 'standard']) {
      const p = run(noGrade3, { format }).policies[0]!
      expect(p.curve!.estimate.count).toBe(0)
      expect(rates(p.rides[2]!.byTurn)).toEqual([0, 0, 0, 0, 0])
      // …while grade 2 is reached (the deck is not simply broken)
      expect(p.rides[1]!.byTurn[4]!.p).toBeGreaterThan(0.5)
    }
  })

  it('without a ride deck, a hand of only grade 1 units rides grade 1 on turn 1 and never grade 2 (a ride is one grade up)', () => {
    const grade1s = [unit('Starter', { grade: 0 }), ...copies(49, (i) => unit(`One ${i}`, { grade: 1, power: 8000 }))]
    const p = run(grade1s, { format: 'standard' }).policies[0]!
    expect(rates(p.rides[0]!.byTurn)).toEqual([1, 1, 1, 1, 1])
    expect(p.rides[1]!.byTurn.every((e) => e.count === 0)).toBe(true)
  })

  it('without a ride deck, grade 1 by own turn t as often as the exact odds of one in the 5 + t first cards (hypergeometric)', () => {
    // On the play nothing is attacked on turn 1, so no drive check adds a card before turn 2's ride.
    const cards = [unit('Starter', { grade: 0 }), ...copies(10, (i) => unit(`One ${i}`, { grade: 1 })), ...copies(39, (i) => unit(`Three ${i}`, { grade: 3 }))]
    const p = run(cards, { format: 'standard', games: 20_000, turns: 2, seed: 11 }).policies[0]!
    for (const turn of [1, 2]) {
      const exact = hypergeometricAtLeast(49, 10, 5 + turn, 1)
      const e = p.rides[0]!.byTurn[turn - 1]!
      expect(e.lo).toBeLessThanOrEqual(exact)
      expect(e.hi).toBeGreaterThanOrEqual(exact)
    }
  })

  it('the ride-line mulligan rides on curve more often than keeping the hand, on the same deals', () => {
    const report = runVanguardLab(dsd01, { seed: 5, games: 5000, turns: 3, onThePlay: true, format: 'standard', policies: ['keep-hand', 'ride-line'] })
    const [keep, line] = report.policies
    expect(line!.curve!.estimate.lo).toBeGreaterThan(keep!.curve!.estimate.hi)
    const c = report.comparisons[0]!
    expect([c.a, c.b]).toEqual(['keep-hand', 'ride-line'])
    expect(c.curve.hi).toBeLessThan(0)
    expect(c.curve.significant).toBe(true)
  })
})

describe('SU-mulligan: the policy returns the cards it says, and the deal is the engine’s', () => {
  const deck = compileLabDeck(dsd01, 'standard')
  const policies = [parsePolicy('keep-hand'), parsePolicy('ride-line'), parsePolicy('no-triggers')]
  const sim = new VanguardLabSim(deck, policies, { turns: 3, onThePlay: true })
  const instance = (card: number) => `c${card + 1}`

  it('deals the engine’s opening hand for the same seed', () => {
    for (const seed of [1, 2, 3, 99]) {
      const engineHand = newGame(dsd01, { seed, onThePlay: true, format: 'standard' }).state.zones.hand
      expect(sim.openingHand(seed, 0)).toEqual({ hand: engineHand.map((id) => Number(id.slice(1)) - 1), returned: [] })
    }
  })

  it('ride-line keeps the first unit of each grade 1–3 and returns the rest; the engine’s mulligan of those cards gives the same hand', () => {
    let returnedSome = 0
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const start = newGame(dsd01, { seed, onThePlay: true, format: 'standard' }).state
      const cardOf = (id: string) => dsd01[Number(id.slice(1)) - 1]!
      // Worked out from the policy's words: the first non-trigger unit of grade 1, 2 and 3 stays.
      const seen = new Set<number>()
      const expected = start.zones.hand.filter((id) => {
        const c = cardOf(id)
        const stays = c.unitType !== 'order' && c.trigger === null && c.grade !== null && c.grade >= 1 && !seen.has(Math.min(3, c.grade))
        if (stays) seen.add(Math.min(3, c.grade!))
        return !stays
      })
      const lab = sim.openingHand(seed, 1)
      expect(lab.returned.map(instance)).toEqual(expected)
      const after = apply(start, { type: 'mulligan', cards: expected })
      if (!after.ok) throw new Error(after.error.reason)
      // The engine goes on into turn 1 at once: its draw phase adds a sixth card.
      expect(lab.hand.map(instance)).toEqual(after.state.zones.hand.slice(0, 5))
      if (expected.length) returnedSome++
    }
    expect(returnedSome).toBeGreaterThan(0)
  })

  it('no-triggers returns exactly the trigger units and orders of the hand', () => {
    for (const seed of [10, 11, 12, 13]) {
      const hand = newGame(dsd01, { seed, onThePlay: true, format: 'standard' }).state.zones.hand
      const triggers = hand.filter((id) => dsd01[Number(id.slice(1)) - 1]!.trigger !== null || dsd01[Number(id.slice(1)) - 1]!.unitType === 'order')
      expect(sim.openingHand(seed, 2).returned.map(instance)).toEqual(triggers)
    }
  })

  it('counts the games with a mulligan and the cards returned', () => {
    const report = runVanguardLab(dsd01, { seed: 2, games: 3000, turns: 1, onThePlay: true, format: 'standard', policies: ['keep-hand', 'ride-line'] })
    expect(report.policies[0]!.mulligan.count).toBe(0)
    expect(report.policies[0]!.cardsReturned).toBe(0)
    // ride-line keeps at most 3 cards of 5: at least 2 go back in every game
    expect(report.policies[1]!.mulligan.p).toBe(1)
    expect(report.policies[1]!.cardsReturned).toBeGreaterThanOrEqual(2)
  })
})

describe('4. Étape de conduite: drive checks and their triggers', () => {
  // Ride deck 1 → 2 → 3 and a main deck of grade 3 units: nothing is called before turn 3 and the
  // goldfish (power 30000) is never hit, so the vanguard attacks once a turn on the draw.
  const drivesOf = (skill: Skill | null) => {
    const cards = [...rideDeck(skill), ...copies(46, (i) => unit(`Big ${i}`, { grade: 3, power: 13_000 }))]
    const policy = { name: 'all', keep: {}, goldfishPower: 30_000 }
    return run(cards, { onThePlay: false, turns: 3, policies: [policy] }).policies[0]!.driveChecks
  }

  it('reveals 1 card a drive, 2 with Twin Drive, 3 with Triple Drive (grade 1, 2, then the grade 3 vanguard)', () => {
    expect(drivesOf(null)).toMatchObject({ mean: 3, sd: 0 })
    expect(drivesOf('twin-drive')).toMatchObject({ mean: 4, sd: 0 })
    expect(drivesOf('triple-drive')).toMatchObject({ mean: 5, sd: 0 })
  })

  it('counts the triggers revealed per game by kind, as often as their share of the deck', () => {
    const main = [
      ...copies(8, (i) => unit(`Crit ${i}`, { trigger: 'critical' })),
      ...copies(4, (i) => unit(`Heal ${i}`, { trigger: 'heal' })),
      ...copies(34, (i) => unit(`Big ${i}`, { grade: 3, power: 13_000 })),
    ]
    const p = run([...rideDeck('triple-drive'), ...main], { onThePlay: false, turns: 3, games: 20_000, policies: [{ name: 'all', keep: {}, goldfishPower: 1_000_000 }] }).policies[0]!
    // 5 drive checks a game, each a uniformly placed card of the 46 (no card is drawn by a trigger here).
    const byKind = Object.fromEntries(p.triggers.map((t) => [t.trigger, t]))
    for (const [kind, inDeck] of [['critical', 8], ['heal', 4]] as const) {
      const exact = (5 * inDeck) / 46
      expect(byKind[kind]!.inDeck).toBe(inDeck)
      // within 4 standard errors (a 95 % interval misses one time in twenty)
      const { mean, sd } = byKind[kind]!.perGame
      expect(Math.abs(mean - exact)).toBeLessThan((4 * sd) / Math.sqrt(20_000))
    }
    expect(byKind.draw!.perGame.mean).toBe(0)
  })
})

describe('5. Étape des dommages: damage to a goldfish vanguard of a chosen power, by turn', () => {
  const bigDeck = () => [...rideDeck(null), ...copies(46, (i) => unit(`Big ${i}`, { grade: 3, power: 13_000 }))]
  const damage = (onThePlay: boolean, goldfishPower: number) =>
    run(bigDeck(), { onThePlay, turns: 3, policies: [{ name: 'all', keep: {}, goldfishPower }] }).policies[0]!.turns.map((t) => t.damage.mean)

  it('on the draw: 8000 is hit by grade 1 (8000), 2 and 3, and on turn 3 the two grade 3 rear-guards hit too', () => {
    expect(damage(false, 8000)).toEqual([1, 2, 5])
  })

  it(`on the play the first turn has no attack (${FIRST_TURN_RULE})`, () => {
    expect(damage(true, 8000)).toEqual([0, 1, 4])
  })

  it('a goldfish of 13000 is only hit by the grade 3 units', () => {
    expect(damage(false, 13_000)).toEqual([0, 0, 3])
    expect(damage(false, 13_001)).toEqual([0, 0, 0])
  })

  it('a critical trigger of a nation on the field gives +1 critical to the vanguard; one sharing no nation or clan does not resolve', () => {
    // On the draw, turn 1: ride grade 1 (8000), call the five triggers of the hand (5000, boost),
    // the vanguard attacks boosted (13000): its drive check reveals a critical trigger.
    const withNation = (nations: string[]) => [...rideDeck(), ...copies(46, (i) => unit(`Crit ${i}`, { trigger: 'critical', skill: 'boost', nations }))]
    const dealt = (nations: string[]) => run(withNation(nations), { onThePlay: false, turns: 1, policies: [{ name: 'all', keep: {}, goldfishPower: 8000 }] }).policies[0]!.turns[0]!.damage
    // vanguard 1 + 1 (critical), front-left and front-right (5000 + 5000 boost) 1 each
    expect(dealt(['Dragon Empire'])).toMatchObject({ mean: 4, sd: 0 })
    expect(dealt([])).toMatchObject({ mean: 3, sd: 0 })
  })

  it('six damage wins: the game stops there', () => {
    const p = run(bigDeck(), { onThePlay: false, turns: 5, policies: [{ name: 'all', keep: {}, goldfishPower: 8000 }] }).policies[0]!
    // 1, 2, 5, then the vanguard's hit on turn 4 is the sixth: the rear-guards no longer attack, nor anyone on turn 5
    expect(p.turns.map((t) => t.damage.mean)).toEqual([1, 2, 5, 6, 6])
    expect(p.turns.map((t) => t.wonByNow.p)).toEqual([0, 0, 0, 1, 1])
  })
})

describe('the run', () => {
  it('gives the same report twice for a seed, another for another seed, and the same over any split into blocks', () => {
    const options = { seed: 42, games: 3000, turns: 4, onThePlay: true, format: 'standard', policies: ['keep-hand', 'ride-line'] }
    const a = runVanguardLab(dsd01, options)
    expect(runVanguardLab(dsd01, options)).toEqual(a)
    expect(runVanguardLab(dsd01, { ...options, seed: 43 })).not.toEqual(a)
    const sim = new VanguardLabSim(compileLabDeck(dsd01, 'standard'), options.policies.map(parsePolicy), options)
    const whole = sim.newAccumulator()
    sim.runBlock(42, 0, 3000, whole)
    const split = sim.newAccumulator()
    sim.runBlock(42, 0, 1234, split)
    sim.runBlock(42, 1234, 3000, split)
    expect(Array.from(split)).toEqual(Array.from(whole))
    expect(gameSeed(42, 1)).not.toBe(gameSeed(42, 0))
  })

  it('reports the format, the deck and every turn', () => {
    const r = runVanguardLab(dsd01, { seed: 1, games: 100, turns: 6, onThePlay: false, format: 'ride-deck', policies: ['no-triggers'] })
    expect(r).toMatchObject({ seed: 1, onThePlay: false, turns: 6, format: 'ride-deck', deckSize: 50, games: 100 })
    expect(r.policies[0]!.turns.map((t) => t.turn)).toEqual([1, 2, 3, 4, 5, 6])
    expect(runVanguardLab(dsd01, { seed: 1, games: 10, turns: 0, onThePlay: true, format: 'ride-deck', policies: ['keep-hand'] }).policies[0]!.curve).toBeNull()
  })
})

describe('policies', () => {
  it('reads presets by name and objects by shape; kinds left out keep every card', () => {
    expect(parsePolicy('ride-line').keep).toEqual({ grade0: 0, grade1: 1, grade2: 1, grade3: 1, trigger: 0, order: 0 })
    expect(parsePolicy({ name: 'mine', keep: { trigger: 0 } })).toEqual({ name: 'mine', keep: { grade0: 5, grade1: 5, grade2: 5, grade3: 5, trigger: 0, order: 5 }, goldfishPower: 13_000 })
    expect(parsePolicy(CUSTOM_EXAMPLE)).toMatchObject(CUSTOM_EXAMPLE)
  })

  it('refuses a bad policy with the field at fault', () => {
    const bad = LabPolicySchema.safeParse({ name: 'x', keep: { grade4: 1 } })
    expect(bad.success).toBe(false)
    const negative = LabPolicySchema.safeParse({ name: 'x', keep: { grade1: -1 } })
    expect(negative.success).toBe(false)
    if (!negative.success) expect(JSON.stringify(negative.error.issues)).toContain('grade1')
    expect(() => parsePolicy({ name: 'x', keep: {}, goldfishPower: 'big' })).toThrow()
  })

  it('is the LabModule part: its presets parse and its custom example passes the schema', () => {
    for (const preset of vanguardLab.presets) expect(parsePolicy(preset).name).toBe(preset)
    expect(vanguardLab.policySchema.safeParse(vanguardLab.customExample).success).toBe(true)
  })
})
