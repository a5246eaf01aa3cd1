// Issue 13, item 3: the goldfish's attack on the player's vanguard, named after the text's steps
// (3. Étape de garde: guardians from the hand, intercept; 5. Étape des dommages: guardians
// retired, damage checks and their triggers, the sixth damage; 6. Fermer l’étape), "take N
// damage" by hand, and the end of the game by deck-out. dsd01's cards: Nirvana (grade 3, 13000)
// on (VC), Reiyu (grade 2, Intercept, shield 5000), Rino (grade 1, Boost), Zonne (critical
// trigger, shield 15000), Rona (heal trigger), Trickstar (grade 0, no trigger).
import { describe, expect, it } from 'vitest'
import { vanguard } from '@shared/games/vanguard'
import { apply, defenceOf, describeEvent, triggerAsked, type GameState } from '@shared/games/vanguard/engine'
import { BATTLE_STEP_RULE, GAME_END_RULE, PHASE_RULE } from '@shared/games/vanguard/rules'
import { refusal, run, scene } from './engine-fixtures'

const NIRVANA = 'D-SD01/001'
const RINO = 'D-SD01/003'
const REIYU = 'D-SD01/002'
const ZONNE = 'D-SD01/011'
const RONA = 'D-SD01/014'
const TRICKSTAR = 'D-SD01/009'
const SUNBURST = 'D-SD01/015' // a normal order

const vc = (state: GameState) => state.zones.vanguard[0]!
const opponentTurn = (spec: Parameters<typeof scene>[0] extends infer S ? Partial<S> : never) => scene({ phase: 'opponent', vanguard: NIRVANA, ...spec })

describe('3. Étape de garde: guardians from the hand', () => {
  it('the opponent attacks your vanguard in its own turn; a unit of the hand of any grade is called to (GC) as [Rest] and its shield counts', () => {
    const state = opponentTurn({ hand: [ZONNE, NIRVANA] })
    const [zonne, nirvana] = state.zones.hand
    const attacked = run(state, { type: 'opponentAttack', power: 28000, critical: 1 })
    expect(defenceOf(attacked)).toEqual({ step: 'guard', power: 28000, critical: 1 })
    const guarded = run(attacked, { type: 'guard', card: zonne! }, { type: 'guard', card: nirvana! })
    expect(guarded.zones.guardian).toEqual([zonne, nirvana])
    expect(guarded.rested).toEqual([zonne, nirvana])
    // 13000 + 15000 + 0 (Nirvana prints no shield) = 28000: an attack of 28000 hits
    const result = apply(guarded, { type: 'endGuard' })
    expect(result.ok && result.events.find((e) => e.kind === 'defenceResult')).toMatchObject({ hit: true, defence: 28000, damage: 1 })
  })

  it('5. Étape des dommages: every guardian goes to the drop zone, hit or not, and the battle closes', () => {
    const state = opponentTurn({ hand: [ZONNE] })
    const zonne = state.zones.hand[0]!
    const result = apply(run(state, { type: 'opponentAttack', power: 20000 }, { type: 'guard', card: zonne }), { type: 'endGuard' })
    if (!result.ok) throw new Error(result.error.reason)
    expect(result.events.map((e) => e.kind)).toEqual(['defenceResult', 'guardiansRetired', 'battleClosed'])
    expect(result.state.zones.guardian).toEqual([])
    expect(result.state.zones.drop).toEqual([zonne])
    expect(result.state.zones.damage).toEqual([])
    expect(defenceOf(result.state)).toBeNull()
  })

  it('refuses a guardian outside the guard step, an order as guardian, and moving on before the guard step ends', () => {
    const state = opponentTurn({ hand: [ZONNE, SUNBURST] })
    const [zonne, order] = state.zones.hand
    expect(refusal(state, { type: 'guard', card: zonne! })).toMatchObject({ kind: 'wrong-phase', rule: BATTLE_STEP_RULE.guard })
    const attacked = run(state, { type: 'opponentAttack' })
    expect(refusal(attacked, { type: 'guard', card: order! })).toMatchObject({ kind: 'cannot-guard', rule: BATTLE_STEP_RULE.guard })
    expect(refusal(attacked, { type: 'nextPhase' })).toMatchObject({ kind: 'pending', rule: BATTLE_STEP_RULE.guard })
    expect(refusal(attacked, { type: 'opponentAttack' })).toMatchObject({ kind: 'pending' })
  })

  it('the opponent attacks only in its turn; with no power given, with its vanguard’s power and critical 1', () => {
    expect(refusal(scene({ phase: 'main', vanguard: NIRVANA }), { type: 'opponentAttack' })).toMatchObject({ kind: 'wrong-phase', rule: PHASE_RULE.battle })
    const state = opponentTurn({})
    expect(defenceOf(run(state, { type: 'opponentAttack' }))).toEqual({ step: 'guard', power: state.goldfish.power, critical: 1 })
  })

  it('damage taken by hand during the guard step leaves the guard step open (regression: it closed the battle)', () => {
    const state = run(opponentTurn({ hand: [ZONNE], top: [TRICKSTAR] }), { type: 'opponentAttack' }, { type: 'takeDamage', count: 1 })
    expect(state.zones.damage).toHaveLength(1)
    expect(defenceOf(state)).toEqual({ step: 'guard', power: state.goldfish.power, critical: 1 })
    expect(run(state, { type: 'guard', card: state.zones.hand[0]! }).zones.guardian).toEqual(state.zones.hand)
  })

  it('a vanguard moved away by hand during the guard step: the attack is cancelled and does not hit', () => {
    const state = run(opponentTurn({}), { type: 'opponentAttack', power: 50000 })
    const moved = run(state, { type: 'move', card: vc(state), to: 'soul' })
    const result = apply(moved, { type: 'endGuard' })
    expect(result.ok && result.events[0]).toMatchObject({ kind: 'defenceResult', hit: false, damage: 0 })
  })
})

describe('3. Étape de garde: intercept', () => {
  it('a front-row rear-guard with Intercept moves to (GC) as [Rest], even from [Rest]; its shield counts; after the battle it goes to the drop zone', () => {
    const state = opponentTurn({ circles: { frontLeft: REIYU } })
    const reiyu = state.circles.frontLeft!
    const attacked = run({ ...state, rested: [reiyu] }, { type: 'opponentAttack', power: 18000 })
    const intercepted = run(attacked, { type: 'intercept', card: reiyu })
    expect(intercepted.circles.frontLeft).toBeNull()
    expect(intercepted.zones.rearguard).toEqual([])
    expect(intercepted.zones.guardian).toEqual([reiyu])
    expect(intercepted.rested).toEqual([reiyu])
    const result = apply(intercepted, { type: 'endGuard' })
    if (!result.ok) throw new Error(result.error.reason)
    // 13000 + 5000 = 18000 against 18000: a hit (the attacker's power is equal or more)
    expect(result.events[0]).toMatchObject({ kind: 'defenceResult', hit: true, defence: 18000 })
    expect(result.state.zones.drop).toContain(reiyu)
  })

  it('refuses a back-row interceptor and a front-row unit without Intercept', () => {
    const state = run(opponentTurn({ circles: { backLeft: REIYU, frontRight: RINO } }), { type: 'opponentAttack' })
    expect(refusal(state, { type: 'intercept', card: state.circles.backLeft! })).toMatchObject({ kind: 'cannot-intercept', reason: 'only a rear-guard of the front row intercepts' })
    expect(refusal(state, { type: 'intercept', card: state.circles.frontRight! })).toMatchObject({
      kind: 'cannot-intercept',
      reason: 'only a rear-guard with the Intercept skill icon intercepts',
    })
  })
})

describe('5. Étape des dommages: your damage checks', () => {
  it('a hit makes as many damage checks as its critical: each card from the top to the damage zone, then the battle closes', () => {
    const state = opponentTurn({ top: [TRICKSTAR, RINO, REIYU] })
    const [t1, t2] = state.zones.deck
    const next = run(state, { type: 'opponentAttack', power: 30000, critical: 2 }, { type: 'endGuard' })
    expect(next.zones.damage).toEqual([t1, t2])
    expect(defenceOf(next)).toBeNull()
    expect(next.damageChecks).toBe(0)
  })

  it('take N damage by hand: a critical trigger asks which unit gets [Critical]+1 then [Power]+10000, then goes to the damage zone (not the hand)', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, circles: { frontLeft: REIYU }, top: [ZONNE, TRICKSTAR] })
    const [zonne, trickstar] = state.zones.deck
    const asked = run(state, { type: 'takeDamage', count: 2 })
    expect(triggerAsked(asked)).toMatchObject({ card: zonne, check: 'damage', critical: 1 })
    expect(asked.zones.trigger).toEqual([zonne])
    expect(refusal(asked, { type: 'nextPhase' })).toMatchObject({ kind: 'pending', rule: BATTLE_STEP_RULE.damage })
    const done = run(asked, { type: 'assignTrigger', unit: vc(state) }, { type: 'assignTrigger', unit: state.circles.frontLeft! })
    expect(done.boosts).toEqual({ [vc(state)]: { power: 0, critical: 1 }, [state.circles.frontLeft!]: { power: 10000, critical: 0 } })
    expect(done.zones.damage).toEqual([zonne, trickstar])
    expect(done.zones.hand).toEqual([])
    expect(triggerAsked(done)).toBeNull()
  })

  it('a heal trigger on a damage check heals only when your damage is at least the opponent’s', () => {
    const healed = run(scene({ phase: 'main', vanguard: NIRVANA, top: [RONA], damage: [TRICKSTAR, TRICKSTAR] }), { type: 'takeDamage', count: 1 })
    const withUnit = run(healed, { type: 'assignTrigger', unit: healed.zones.vanguard[0]! })
    // 2 damage ≥ the opponent's 0: one goes to the drop zone, then Rona arrives: 2 again
    expect(withUnit.zones.damage).toHaveLength(2)
    expect(withUnit.zones.drop).toHaveLength(1)
    const behind = { ...scene({ phase: 'main', vanguard: NIRVANA, top: [RONA], damage: [TRICKSTAR] }), goldfish: { grade: 3, power: 13000, damage: 3 } }
    const notHealed = run(behind, { type: 'takeDamage', count: 1 })
    const after = run(notHealed, { type: 'assignTrigger', unit: notHealed.zones.vanguard[0]! })
    expect(after.zones.damage).toHaveLength(2)
    expect(after.zones.drop).toHaveLength(0)
  })

  it('the sixth damage loses ("6 cartes ou plus dans sa zone de dégâts")', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, top: [TRICKSTAR], damage: [TRICKSTAR, TRICKSTAR, TRICKSTAR, RINO, RINO] })
    const result = apply(state, { type: 'takeDamage', count: 1 })
    if (!result.ok) throw new Error(result.error.reason)
    expect(result.state.result).toBe('lost')
    expect(result.events.at(-1)).toEqual({ kind: 'gameLost', rule: BATTLE_STEP_RULE.damage, cause: 'damage' })
    // the playtest's history keeps the rule that ended it (regression: progress said null)
    expect(vanguard.play.progress(result.state)).toMatchObject({ result: 'lost', endedBy: BATTLE_STEP_RULE.damage })
    expect(refusal(result.state, { type: 'nextPhase' })).toMatchObject({ kind: 'game-over' })
  })

  it('refuses to take 0 or more than 6 damage at once', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA })
    expect(refusal(state, { type: 'takeDamage', count: 0 })).toMatchObject({ kind: 'bad-amount', rule: BATTLE_STEP_RULE.damage })
    expect(refusal(state, { type: 'takeDamage', count: 7 })).toMatchObject({ kind: 'bad-amount' })
  })
})

describe('CR 1.2.2.2: no cards in the deck loses at once (official rules; the French text is silent)', () => {
  const lostBy = (state: GameState) => {
    expect(state.result).toBe('lost')
    return state
  }

  it('Phase de pioche with an empty deck', () => {
    const state = scene({ phase: 'opponent', vanguard: NIRVANA, deckSize: 0 })
    const result = apply(state, { type: 'nextPhase' })
    if (!result.ok) throw new Error(result.error.reason)
    lostBy(result.state)
    expect(result.events).toContainEqual({ kind: 'gameLost', rule: GAME_END_RULE.deckOut, cause: 'deckOut' })
  })

  it('a deck-out in the draw phase ends the turn there: no phase is entered after the loss (the core’s runner stops when the game ends)', () => {
    const result = apply(scene({ phase: 'opponent', vanguard: NIRVANA, deckSize: 0 }), { type: 'nextPhase' })
    if (!result.ok) throw new Error(result.error.reason)
    expect(result.state.phase).toBe('draw')
    const lost = result.events.findIndex((e) => e.kind === 'gameLost')
    expect(lost).toBeGreaterThan(0)
    expect(result.events.slice(lost + 1)).toEqual([])
  })

  it('4. Étape de conduite: a drive check with an empty deck', () => {
    const state = scene({ phase: 'battle', vanguard: NIRVANA, deckSize: 0 })
    lostBy(run(state, { type: 'attack', card: vc(state) }))
  })

  it('5. Étape des dommages: a damage check with an empty deck (one card left for two checks)', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, top: [TRICKSTAR], deckSize: 0 })
    const next = lostBy(run(state, { type: 'takeDamage', count: 2 }))
    expect(next.zones.damage).toHaveLength(1)
  })

  it('drawing the last card loses at the check timing (1.2.2), before any card is needed; one card left does not', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, top: [TRICKSTAR, RINO], deckSize: 0 })
    expect(run(state, { type: 'draw', count: 1 }).result).toBe('ongoing')
    const result = apply(state, { type: 'draw', count: 2 })
    if (!result.ok) throw new Error(result.error.reason)
    expect(lostBy(result.state).zones.hand).toHaveLength(2)
    expect(result.events).toContainEqual({ kind: 'gameLost', rule: 'CR 1.2.2.2', cause: 'deckOut' })
    lostBy(run(state, { type: 'draw', count: 3 }))
  })

  it('a drive check that reveals the last card loses at once, even with no card needed after it', () => {
    const state = scene({ phase: 'battle', vanguard: NIRVANA, top: [RINO], deckSize: 0 })
    const next = lostBy(run(state, { type: 'attack', card: vc(state) }))
    expect(next.endedBy).toBe('CR 1.2.2.2')
  })

  it('moving the last card out of the deck by hand loses too', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, top: [RINO], deckSize: 0 })
    lostBy(run(state, { type: 'search', card: state.zones.deck[0]!, to: 'hand' }))
  })

  it('the log says why, in English and French', () => {
    const event = { kind: 'gameLost', rule: GAME_END_RULE.deckOut, cause: 'deckOut' } as const
    expect(describeEvent(event, 'en')).toBe('Lost: no cards left in the deck (rule: CR 1.2.2.2)')
    expect(describeEvent(event, 'fr')).toBe('Perdu : plus aucune carte dans le deck (règle : CR 1.2.2.2)')
  })
})
