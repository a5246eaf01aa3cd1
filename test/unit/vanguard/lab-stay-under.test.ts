// Issue 28 point 3: an opponent that guards to stay under one damage from losing (the `stay-under`
// preset), beside the goldfish and the `guarded` budget, and a headline that tells decks apart.
// Rules: 3. Étape de garde (the defender calls guardians to raise its unit's power), 5. Étape des
// dommages (a hit deals the attacker's critical; the sixth damage loses, GOLDFISH_DAMAGE_LIMIT in
// the module). A player takes early hits and keeps its guardians for the hits that would bring it
// to STAY_UNDER (one below the loss): the lab's `stay-under` opponent does the same.
import { describe, expect, it } from 'vitest'
import { GOLDFISH_DAMAGE_LIMIT } from '@shared/games/vanguard/engine'
import { compileLabDeck, parsePolicy, runVanguardLab, VanguardLabSim, type LabStep } from '@shared/games/vanguard/lab'
import { GUARDING_SHIELD, STAY_UNDER } from '@shared/games/vanguard/lab/policy'
import type { Estimate } from '@shared/games/vanguard/lab/report'
import { card, deckPiles } from './fixtures'

/** A sample deck's cards (main pile, then its ride deck) and its ride pile's codes. */
function sample(id: 'dsd01' | 'dsd02') {
  const piles = deckPiles(id)
  const cards = [...piles.main.flatMap((e) => Array.from({ length: e.count }, () => card(e.code))), ...piles.ride.map((e) => card(e.code))]
  return { cards, ride: piles.ride.map((e) => card(e.code).code) }
}

/** Each attack of `games` games with its guard, the opponent's damage before it, and the attacker's critical (after its drive). */
function attacks(policy: string, games: number) {
  const { cards, ride } = sample('dsd01')
  const deck = compileLabDeck(cards, 'ride-deck', ride)
  const sim = new VanguardLabSim(deck, [parsePolicy(policy)], { turns: 5, onThePlay: true })
  const seen: { guard: number; before: number; critical: number }[] = []
  let before = 0
  const inside = sim as unknown as { damage: number; bonusCritical: Int32Array }
  sim.onStep = (step: LabStep) => {
    if (step.kind === 'mulligan') before = 0
    if (step.kind !== 'attack') return
    seen.push({ guard: step.guard, before, critical: deck.critical[step.attacker]! + inside.bonusCritical[step.attacker]! })
    before = inside.damage
  }
  for (let g = 0; g < games; g++) sim.play(1000 + g, 0)
  return seen
}

describe('3. Étape de garde: the opponent that guards to stay under one damage from losing', () => {
  it('is a preset beside the goldfish and the guarded budget, with the same shield a turn, and the loss is the module’s', () => {
    expect(parsePolicy('stay-under')).toMatchObject({ guard: 'stay-under', shieldPerTurn: GUARDING_SHIELD })
    expect(parsePolicy('guarded')).toMatchObject({ guard: 'every-hit', shieldPerTurn: GUARDING_SHIELD })
    expect(parsePolicy({ name: 'mine', keep: {} })).toMatchObject({ guard: 'every-hit', shieldPerTurn: 0 })
    expect(STAY_UNDER).toBeLessThan(GOLDFISH_DAMAGE_LIMIT)
  })

  it('guards only the hits that would bring it to STAY_UNDER damage, and takes the others', () => {
    const seen = attacks('stay-under', 300)
    const guarded = seen.filter((a) => a.guard > 0)
    expect(guarded.length).toBeGreaterThan(50)
    // the critical is read after the drive, so it is at least the one the guard was chosen on
    for (const a of guarded) expect(a.before + a.critical).toBeGreaterThanOrEqual(STAY_UNDER)
    // the guarded budget spends its shield on early hits too: the difference is the rule
    const early = attacks('guarded', 300).filter((a) => a.guard > 0 && a.before + a.critical < STAY_UNDER)
    expect(early.length).toBeGreaterThan(50)
  })
})

describe('the headline tells decks apart (issue 28 point 3)', () => {
  const z = (a: Estimate, b: Estimate) => {
    const se = (e: Estimate) => (e.hi - e.lo) / (2 * 1.96)
    return (a.p - b.p) / Math.hypot(se(a), se(b))
  }
  const run = (id: 'dsd01' | 'dsd02', policy: string, turns: number) => {
    const { cards, ride } = sample(id)
    const report = runVanguardLab(cards, { seed: 11, games: 4000, turns, onThePlay: true, format: 'ride-deck', ride, policies: [policy] })
    return report.policies[0]!.turns[turns - 1]!.wonByNow
  }

  it('against the goldfish, the sixth damage by turn 5 is near 100% for both sample decks: it cannot be the headline', () => {
    for (const id of ['dsd01', 'dsd02'] as const) expect(run(id, 'keep-hand', 5).p).toBeGreaterThan(0.97)
  })

  it('against the opponent that guards to stay under, the two sample decks get different headlines (the sixth damage by turn 4)', () => {
    const a = run('dsd01', 'stay-under', 4)
    const b = run('dsd02', 'stay-under', 4)
    expect(a.p).toBeLessThan(0.9)
    expect(Math.abs(z(a, b))).toBeGreaterThan(1.96)
  })
})
