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
import { vanguard } from '@shared/games/vanguard'
import { deck as dsd01 } from './engine-fixtures'
import { card, deckPiles } from './fixtures'
import { replayLabGame } from './lab-replay'

interface Spec {
  grade?: number
  power?: number
  critical?: number
  trigger?: Trigger | null
  skill?: Skill | null
  /** Default: Dragon Empire. */
  nations?: string[]
  order?: boolean
  sentinel?: boolean
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
    unitType: order ? 'order' : trigger ? 'trigger' : spec.sentinel ? 'sentinel' : 'normal',
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

  it('without a ride deck, with G assist: grade 1 by own turn t as often as the exact odds (hypergeometric, Phase d’assistance G)', () => {
    // On the play nothing is attacked on turn 1, so no drive check adds a card before turn 2's ride.
    // Turn 1: a grade 1 among the 6 cards of the hand, else G assist reveals the next 5: one among the first 11.
    // Turn 2, when turn 1 failed: the 43 cards left (all 10 grade 1s among them, shuffled) give one draw and 5 revealed.
    const cards = [unit('Starter', { grade: 0 }), ...copies(10, (i) => unit(`One ${i}`, { grade: 1 })), ...copies(39, (i) => unit(`Three ${i}`, { grade: 3 }))]
    const p = run(cards, { format: 'standard', games: 20_000, turns: 2, seed: 11 }).policies[0]!
    const turn1 = hypergeometricAtLeast(49, 10, 11, 1)
    const turn2 = turn1 + (1 - turn1) * hypergeometricAtLeast(43, 10, 6, 1)
    for (const [turn, exact] of [[1, turn1], [2, turn2]] as const) {
      const e = p.rides[0]!.byTurn[turn - 1]!
      // within 3 standard errors of the exact value
      expect(Math.abs(e.p - exact)).toBeLessThan(3 * Math.sqrt((exact * (1 - exact)) / 20_000))
    }
    // without G assist it would be one among the 5 + t first cards: far below
    expect(p.rides[0]!.byTurn[0]!.lo).toBeGreaterThan(hypergeometricAtLeast(49, 10, 6, 1))
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
    expect(parsePolicy({ name: 'mine', keep: { trigger: 0 } })).toEqual({ name: 'mine', keep: { grade0: 5, grade1: 5, grade2: 5, grade3: 5, trigger: 0, order: 5 }, goldfishPower: 13_000, shieldPerTurn: 0, guard: 'every-hit' })
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

describe('the lab’s games replayed move for move through the engine (issue 28: SU-first-turn, OT-removed, CR 1.2.2.2, G assist, guards)', () => {
  // the replay itself: ./lab-replay.ts (lab-replay.test.ts runs it over 2,000 games and every preset)
  const replay = replayLabGame
  const ride = (format: 'ride-deck' | 'standard') => (format === 'ride-deck' ? deckPiles('dsd01').ride.map((e) => e.code) : [card(deckPiles('dsd01').ride[0]!.code).code])
  const over = card('D-BT01/013')
  // dsd01 with its over trigger for one of its critical triggers: the over trigger is revealed in some games.
  const withOver = [...dsd01.filter((c, i) => !(c.code === 'D-SD01/011' && dsd01.findIndex((d) => d.code === c.code) === i)), over]

  for (const format of ['ride-deck', 'standard'] as const) {
    it(`${format}: 40 games of dsd01 on the play and on the draw, against the goldfish and the guarding opponent, agree with the engine turn by turn`, () => {
      const totals = { firstTurnSkipped: 0, overRemoved: 0, gAssists: 0, guards: 0, turns: 0 }
      for (let seed = 1; seed <= 10; seed++)
        for (const onThePlay of [true, false])
          for (const policy of ['keep-hand', 'guarded']) {
            const seen = replay(withOver, { format, ride: ride(format), onThePlay, seed, policy, turns: 6 })
            totals.firstTurnSkipped += seen.firstTurnSkipped ? 1 : 0
            totals.overRemoved += seen.overRemoved
            totals.gAssists += seen.gAssists
            totals.guards += seen.guards
            totals.turns += seen.turns
          }
      // the rules the replay covers did happen: the skipped first battle phase on the play (20 games), G assist without a ride deck, guards
      expect(totals.firstTurnSkipped).toBe(20)
      expect(totals.gAssists > 0).toBe(format === 'standard')
      expect(totals.guards).toBeGreaterThan(0)
      expect(totals.turns).toBeGreaterThan(40 * 3)
    })
  }

  it('an over trigger revealed by a drive check is removed from the game in both (OT-removed)', () => {
    let removed = 0
    for (let seed = 1; seed <= 60 && removed === 0; seed++) removed += replay(withOver, { format: 'ride-deck', ride: ride('ride-deck'), onThePlay: false, seed, policy: 'keep-hand', turns: 8 }).overRemoved
    expect(removed).toBeGreaterThan(0)
  })

  it('a deck that runs out loses in both at the turn its last card is drawn (CR 1.2.2.2)', () => {
    // 4 ride-deck units and 8 others: 5 in hand, then one a turn and one a drive check.
    const small = [...rideDeck(null), ...copies(8, (i) => unit(`Big ${i}`, { grade: 3, power: 13_000 }))]
    const seen = replay(small, { format: 'ride-deck', onThePlay: true, seed: 4, policy: { name: 'huge goldfish', keep: {}, goldfishPower: 1_000_000 }, turns: 6 })
    expect(seen.lost).toBe(true)
    const report = run(small, { turns: 6, games: 200, policies: [{ name: 'huge goldfish', keep: {}, goldfishPower: 1_000_000 }] }).policies[0]!
    // on the play: 3 cards left after the hand, turn 1 draws one, turn 2 draws one and drives the last: every game is
    // lost on turn 2 with a grade 2 vanguard, and never rides the ride deck's grade 3 (it needs no card from the deck)
    expect(report.rides[1]!.byTurn[1]!.p).toBe(1)
    expect(report.rides[2]!.byTurn[5]!.p).toBe(0)
  })
})

describe('issue 28: the figures players ask for, against exact odds', () => {
  const choose = (n: number, k: number) => {
    let r = 1
    for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1)
    return k < 0 || k > n ? 0 : r
  }
  const within3se = (p: number, exact: number, n: number) => expect(Math.abs(p - exact)).toBeLessThan(3 * Math.sqrt((exact * (1 - exact)) / n))

  it('4. Étape de conduite: a trigger in the first twin drive, and triggers per drive check, as the deck’s share says', () => {
    // Ride deck to a Twin Drive grade 3; 16 critical triggers and 30 grade 3 units: no card is drawn by a trigger, so
    // on the play the first twin drive (turn 3) reveals the 10th and 11th cards of the 46: exact odds 1 − C(30,2)/C(46,2).
    const cards = [...rideDeck('twin-drive'), ...copies(16, (i) => unit(`Crit ${i}`, { trigger: 'critical' })), ...copies(30, (i) => unit(`Big ${i}`, { grade: 3, power: 13_000 }))]
    const games = 20_000
    const p = run(cards, { games, turns: 4, seed: 21 }).policies[0]!
    const exact = 1 - choose(30, 2) / choose(46, 2)
    expect(p.firstTwinDrive!.n).toBe(games)
    within3se(p.firstTwinDrive!.p, exact, games)
    // every drive check reveals a card placed uniformly among the 46: 16/46 of them are triggers
    within3se(p.triggersPerCheck.p, 16 / 46, p.triggersPerCheck.n)
    // a deck without Twin Drive has no such figure
    expect(run([...rideDeck(null), ...cards.slice(4)], { games: 200, turns: 4 }).policies[0]!.firstTwinDrive).toBeNull()
  })

  it('a sentinel in hand by own turn t: the pilot keeps its sentinels, so one among the first 6 (turn 1) and 8 (turn 2, a drive check) cards', () => {
    const cards = [...rideDeck(), ...copies(4, (i) => unit(`Sentinel ${i}`, { grade: 1, power: 6000, sentinel: true })), ...copies(42, (i) => unit(`Unit ${i}`, { grade: i % 3, power: 7000 + i * 100 }))]
    const games = 20_000
    const p = run(cards, { games, turns: 2, seed: 8 }).policies[0]!
    within3se(p.sentinelByTurn[0]!.p, hypergeometricAtLeast(46, 4, 6, 1), games)
    within3se(p.sentinelByTurn[1]!.p, hypergeometricAtLeast(46, 4, 8, 1), games)
  })

  it('3. Étape de garde: an opponent with shield enough for every attack is only broken by triggers; the goldfish by every attack', () => {
    const noTriggers = [...rideDeck(), ...copies(46, (i) => unit(`Big ${i}`, { grade: 3, power: 13_000 }))]
    const withTriggers = [...rideDeck(), ...copies(16, (i) => unit(`Crit ${i}`, { trigger: 'critical' })), ...copies(30, (i) => unit(`Big ${i}`, { grade: 3, power: 13_000 }))]
    const wall = { name: 'wall', keep: {}, goldfishPower: 13_000, shieldPerTurn: 1_000_000 }
    const goldfish = { name: 'goldfish', keep: {}, goldfishPower: 13_000 }
    expect(run(noTriggers, { policies: [wall] }).policies[0]!.turns[4]!.damage.mean).toBe(0)
    const broken = run(withTriggers, { policies: [goldfish, wall] })
    const [open, guarded] = broken.policies.map((x) => x.turns[4]!.damage.mean)
    expect(guarded).toBeGreaterThan(0)
    expect(guarded).toBeLessThan(open!)
    // the preset: 20000 shield a turn
    expect(parsePolicy('guarded').shieldPerTurn).toBe(20_000)
  })

  it('standard format: grade 3 on curve with G assist, on a deck its validation accepts, within 3 standard errors of the exact odds', () => {
    // Starter, 16 critical triggers (grade 0, 5000), 11 units each of grade 1 (8000), 2 (10000) and 3 (13000), no skill icon.
    const cards = [
      unit('Starter', { grade: 0 }),
      ...copies(16, (i) => unit(`Crit ${i >> 2}`, { trigger: 'critical' })),
      ...copies(11, (i) => unit(`One ${i >> 2}`, { grade: 1, power: 8000 })),
      ...copies(11, (i) => unit(`Two ${i >> 2}`, { grade: 2, power: 10_000 })),
      ...copies(11, (i) => unit(`Three ${i >> 2}`, { grade: 3, power: 13_000 })),
    ]
    const byCode = new Map(cards.map((c) => [c.code, c]))
    const validation = vanguard.deck.validate({ ride: [{ code: cards[0]!.code, count: 1 }], main: cards.slice(1).map((c) => ({ code: c.code, count: 1 })) }, 'standard', (code) => byCode.get(code) ?? null)
    expect(validation.issues.filter((i) => i.severity === 'error')).toEqual([])
    const exact = exactCurveWithGAssist({ t: 16, g1: 11, g2: 11, g3: 11 })
    const games = 20_000
    const curve = run(cards, { format: 'standard', ride: [cards[0]!.code], games, turns: 3, seed: 28 }).policies[0]!.curve!
    within3se(curve.estimate.p, exact, games)
    // without G assist the curve would be far lower: G assist is played
    expect(exact).toBeGreaterThan(0.5)
    expect(curve.estimate.lo).toBeGreaterThan(exactCurveWithGAssist({ t: 16, g1: 11, g2: 11, g3: 11 }, false) + 0.05)
  })

  /**
   * The exact chance of grade 3 by own turn 3 on the play, keeping the hand, by a sum over every
   * hand and deck composition (the deck is a uniform shuffle of the unseen cards: G assist
   * shuffles what it reveals back): draw, G assist (no unit of the next grade in hand, at least
   * 2 cards: the top 5 hold one with 1 − C(D − d, 5)/C(D, 5); the 2 cheapest other cards of the
   * hand leave), ride, call (the two front circles take the strongest units of grade ≤ the
   * vanguard's, when stronger), and from turn 2 the vanguard's one drive check into the hand.
   */
  function exactCurveWithGAssist(counts: { t: number; g1: number; g2: number; g3: number }, assist = true): number {
    const POWER = [5000, 8000, 10_000, 13_000] // trigger (grade 0), grade 1, 2, 3: the usefulness order
    type S = { hand: number[]; deck: number[]; v: number; field: number[]; p: number }
    const size = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
    let states: S[] = []
    const deck0 = [counts.t, counts.g1, counts.g2, counts.g3]
    const all = size(deck0)
    // the opening hand: 5 of the 49, every composition
    for (let a = 0; a <= 5; a++) for (let b = 0; a + b <= 5; b++) for (let c = 0; a + b + c <= 5; c++) {
      const d = 5 - a - b - c
      const p = (choose(deck0[0]!, a) * choose(deck0[1]!, b) * choose(deck0[2]!, c) * choose(deck0[3]!, d)) / choose(all, 5)
      if (p > 0) states.push({ hand: [a, b, c, d], deck: [deck0[0]! - a, deck0[1]! - b, deck0[2]! - c, deck0[3]! - d], v: 0, field: [], p })
    }
    const drawOne = (list: S[]) =>
      list.flatMap((s) => {
        const n = size(s.deck)
        return s.deck.flatMap((k, x) => (k === 0 ? [] : [{ ...s, hand: s.hand.map((h, y) => h + (y === x ? 1 : 0)), deck: s.deck.map((d, y) => d - (y === x ? 1 : 0)), p: (s.p * k) / n }]))
      })
    for (let turn = 1; turn <= 3; turn++) {
      states = drawOne(states)
      if (assist)
        states = states.flatMap((s) => {
          const next = s.v + 1
          if (next > 3 || s.hand[next]! > 0 || size(s.hand) < 2) return [s]
          const n = size(s.deck)
          const look = Math.min(5, n)
          const found = 1 - choose(n - s.deck[next]!, look) / choose(n, look)
          if (found === 0) return [s]
          const hand = s.hand.slice()
          for (let r = 0; r < 2; r++) hand[hand.findIndex((h) => h > 0)]!-- // the cheapest first (types in power order)
          hand[next]!++
          const deck = s.deck.map((d, y) => d - (y === next ? 1 : 0))
          return [{ ...s, hand, deck, p: s.p * found }, { ...s, p: s.p * (1 - found) }]
        })
      states = states.map((s) => {
        const hand = s.hand.slice()
        let v = s.v
        if (v < 3 && hand[v + 1]! > 0) hand[++v]!--
        // the two front circles, one after the other: the strongest unit of grade ≤ v when stronger than the one there
        const field = s.field.slice()
        for (let circle = 0; circle < 2; circle++) {
          let best = -1
          for (let x = 0; x <= v; x++) if (hand[x]! > 0) best = x
          if (best < 0 || (field[circle] !== undefined && POWER[field[circle]!]! >= POWER[best]!)) continue
          hand[best]!--
          field[circle] = best
        }
        return { ...s, hand, v, field }
      })
      if (turn === 3) break
      if (turn >= 2) states = drawOne(states) // the vanguard's drive check (1 on the play from turn 2)
    }
    return states.filter((s) => s.v === 3).reduce((sum, s) => sum + s.p, 0)
  }
})
