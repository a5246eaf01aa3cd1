// Issue 13, item 3: Phase de combat against the goldfish, named after its steps (2. Étape
// d’attaque, 3. Étape de garde, 4. Étape de conduite, 5. Étape des dommages, 6. Fermer l’étape),
// with dsd01's units: Nirvana (grade 3, 13000, twin drive) on (VC), triggers from its deck.
import { describe, expect, it } from 'vitest'
import { vanguard } from '@shared/games/vanguard'
import { entryKey } from '@shared/games/vanguard/codes'
import { apply, newGame, triggerAsked, type Action, type Circle, type GameState } from '@shared/games/vanguard/engine'
import { BATTLE_STEP_RULE, PHASE_RULE } from '@shared/games/vanguard/rules'
import { deck, run } from './engine-fixtures'
import { card } from './fixtures'

const NIRVANA = 'D-SD01/001'
const RINO = 'D-SD01/003' // grade 1, 8000, boost
const REIYU = 'D-SD01/002' // grade 2, 10000, intercept (no boost)
const ZONNE = 'D-SD01/011' // critical trigger
const NIKKO = 'D-SD01/013' // front trigger
const RONA = 'D-SD01/014' // heal trigger
const FLINTY = 'D-BT01/077' // a Dark States critical trigger: no unit of its nation on dsd01's field

/** The battle phase with the given vanguard, rear-guards and deck top (the rest of the deck below, in order). */
function battle(spec: { circles?: Partial<Record<Circle, string>>; top?: string[]; damage?: number }): GameState {
  const base = newGame([...deck, card(FLINTY)], { seed: 3, onThePlay: true, format: 'ride-deck' }).state
  const ids = Object.keys(base.instances)
  const used = new Set<string>()
  const take = (code: string) => {
    const id = ids.find((i) => !used.has(i) && entryKey(base.instances[i]!) === entryKey(code))!
    used.add(id)
    return id
  }
  const vc = take(NIRVANA)
  const circles = { frontLeft: null, backLeft: null, backCenter: null, backRight: null, frontRight: null } as Record<Circle, string | null>
  for (const [circle, code] of Object.entries(spec.circles ?? {})) circles[circle as Circle] = take(code)
  const top = (spec.top ?? []).map(take)
  const damage = Array.from({ length: spec.damage ?? 0 }, () => take('D-SD01/009'))
  const rest = ids.filter((i) => !used.has(i))
  const zones = { ...base.zones, deck: [...top, ...rest], hand: [], rideDeck: [], vanguard: [vc], rearguard: Object.values(circles).filter((c): c is string => c !== null), damage, soul: [], drop: [] }
  return { ...base, zones, circles, phase: 'battle', turn: 5, mulliganUsed: true, goldfish: { grade: 3, power: 13000, damage: 0 } }
}
const idOn = (state: GameState, circle: Circle) => state.circles[circle]!
const vc = (state: GameState) => state.zones.vanguard[0]!
const refusal = (state: GameState, action: Action) => {
  const result = apply(state, action)
  if (result.ok) throw new Error(`${action.type} was accepted`)
  return result.error
}

describe('2. Étape d’attaque', () => {
  it('a [Stand] front-row unit attacks, boosted by the [Stand] Boost unit behind it; both rest', () => {
    const state = battle({ circles: { backCenter: RINO }, top: ['D-SD01/009', 'D-SD01/009'] })
    const next = run(state, { type: 'attack', card: vc(state), booster: idOn(state, 'backCenter') })
    expect(next.rested).toEqual([vc(state), idOn(state, 'backCenter')])
  })

  it('refuses a back-row attacker, a booster of another column, a booster without Boost, and a rested attacker', () => {
    const state = battle({ circles: { backLeft: RINO, backCenter: REIYU, frontLeft: RINO } })
    expect(refusal(state, { type: 'attack', card: idOn(state, 'backLeft') })).toMatchObject({ kind: 'cannot-attack', rule: BATTLE_STEP_RULE.attack })
    expect(refusal(state, { type: 'attack', card: vc(state), booster: idOn(state, 'backLeft') })).toMatchObject({ kind: 'cannot-boost' })
    expect(refusal(state, { type: 'attack', card: vc(state), booster: idOn(state, 'backCenter') }).reason).toBe('only a unit with the Boost skill icon boosts')
    expect(refusal({ ...state, rested: [vc(state)] }, { type: 'attack', card: vc(state) }).reason).toBe('only a [Stand] unit attacks')
  })

  it('only in the battle phase', () => {
    const state = { ...battle({}), phase: 'main' as const }
    expect(refusal(state, { type: 'attack', card: vc(state) })).toMatchObject({ kind: 'wrong-phase', rule: PHASE_RULE.battle })
  })
})

describe('3. Étape de garde and 5. Étape des dommages', () => {
  it('a boosted vanguard hits when its power reaches the guarded power, and deals its critical', () => {
    const state = battle({ circles: { backCenter: RINO }, top: ['D-SD01/009', 'D-SD01/009'] })
    const result = apply(state, { type: 'attack', card: vc(state), booster: idOn(state, 'backCenter'), guard: 8000 })
    if (!result.ok) throw new Error(result.error.reason)
    // 13000 + 8000 boost = 21000 against 13000 + 8000 guard = 21000: a hit (power ≥ power).
    expect(result.events).toContainEqual({ kind: 'battleResult', hit: true, power: 21000, defence: 21000, damage: 1, goldfishDamage: 1, target: 'vanguard' })
    expect(result.state.goldfish.damage).toBe(1)
    expect(result.state.battle).toBeNull()
  })

  it('does not hit when the guard is more than the difference', () => {
    const state = battle({ top: ['D-SD01/009', 'D-SD01/009'] })
    const next = run(state, { type: 'attack', card: vc(state), guard: 5000 })
    expect(next.goldfish.damage).toBe(0)
  })

  it('the sixth damage wins the game', () => {
    const state = battle({ top: ['D-SD01/009', 'D-SD01/009'] })
    const next = run({ ...state, goldfish: { ...state.goldfish, damage: 5 } }, { type: 'attack', card: vc(state) })
    expect(next.result).toBe('won')
    expect(vanguard.play.isOver(next)).toBe(true)
  })
})

describe('4. Étape de conduite', () => {
  it('twin drive: two checks, each card to the hand', () => {
    const state = battle({ top: ['D-SD01/009', 'D-SD01/004'] })
    const result = apply(state, { type: 'attack', card: vc(state) })
    if (!result.ok) throw new Error(result.error.reason)
    expect(result.events.filter((e) => e.kind === 'driveCheck')).toHaveLength(2)
    expect(result.state.zones.hand).toEqual(state.zones.deck.slice(0, 2))
    expect(result.state.zones.trigger).toEqual([])
  })

  it('a rear-guard attack makes no drive check', () => {
    const state = battle({ circles: { frontLeft: RINO }, top: ['D-SD01/009'] })
    const next = run(state, { type: 'attack', card: idOn(state, 'frontLeft') })
    expect(next.zones.hand).toEqual([])
  })

  it('a critical trigger asks where its critical, then its power, go; the hit deals the extra damage', () => {
    const state = battle({ circles: { frontLeft: RINO }, top: [ZONNE, 'D-SD01/009'] })
    const attacked = run(state, { type: 'attack', card: vc(state) })
    expect(attacked.zones.trigger).toEqual([state.zones.deck[0]])
    expect(vanguard.play.pending(attacked)).toMatchObject({ kind: 'triggerUnit', min: 1, max: 1, rule: BATTLE_STEP_RULE.drive, prompt: { en: 'Choose the unit that gets [Critical]+1' } })
    expect(refusal(attacked, { type: 'nextPhase' })).toMatchObject({ kind: 'pending', rule: BATTLE_STEP_RULE.drive })
    const critical = run(attacked, { type: 'assignTrigger', unit: vc(state) })
    expect(vanguard.play.pending(critical)?.prompt.fr).toBe('Choisissez l’unité qui reçoit [Puissance]+10000')
    const done = run(critical, { type: 'assignTrigger', unit: idOn(state, 'frontLeft') })
    expect(done.boosts).toEqual({ [vc(state)]: { power: 0, critical: 1 }, [idOn(state, 'frontLeft')]: { power: 10000, critical: 0 } })
    expect(done.goldfish.damage).toBe(2)
    expect(done.zones.hand).toEqual(state.zones.deck.slice(0, 2))
  })

  it('a front trigger gives its power to every front-row unit without asking', () => {
    const state = battle({ circles: { frontRight: RINO }, top: [NIKKO, 'D-SD01/009'] })
    const next = run(state, { type: 'attack', card: vc(state) })
    expect(triggerAsked(next)).toBeNull()
    expect(next.boosts).toEqual({ [vc(state)]: { power: 10000, critical: 0 }, [idOn(state, 'frontRight')]: { power: 10000, critical: 0 } })
  })

  it('a trigger of no nation or clan on the field has no effect', () => {
    const state = battle({ top: [FLINTY, 'D-SD01/009'] })
    const result = apply(state, { type: 'attack', card: vc(state) })
    if (!result.ok) throw new Error(result.error.reason)
    expect(result.events).toContainEqual({ kind: 'driveCheck', card: state.zones.deck[0], trigger: 'critical', resolves: false })
    expect(triggerAsked(result.state)).toBeNull()
    expect(result.state.goldfish.damage).toBe(1)
  })

  it('heal: a damage card goes to the drop zone only when the player has as much damage as the opponent or more', () => {
    const healed = battle({ top: [RONA, 'D-SD01/009'], damage: 2 })
    const after = run(run({ ...healed, goldfish: { ...healed.goldfish, damage: 2 } }, { type: 'attack', card: vc(healed) }), { type: 'assignTrigger', unit: vc(healed) })
    expect(after.zones.damage).toHaveLength(1)
    const notHealed = battle({ top: [RONA, 'D-SD01/009'], damage: 1 })
    const after2 = run(run({ ...notHealed, goldfish: { ...notHealed.goldfish, damage: 2 } }, { type: 'attack', card: vc(notHealed) }), { type: 'assignTrigger', unit: vc(notHealed) })
    expect(after2.zones.damage).toHaveLength(1)
  })
})

describe('6. Fermer l’étape and Phase de fin', () => {
  it('after the close step another unit may attack; the trigger power ends with the turn', () => {
    const state = battle({ circles: { frontLeft: RINO }, top: [NIKKO, 'D-SD01/009'] })
    const first = run(state, { type: 'attack', card: vc(state) })
    const second = run(first, { type: 'attack', card: idOn(state, 'frontLeft') })
    expect(second.rested).toEqual([vc(state), idOn(state, 'frontLeft')])
    const ended = run(second, { type: 'nextPhase' })
    expect(ended.phase).toBe('end')
    expect(ended.boosts).toEqual({})
  })
})

describe('2. Étape d’attaque: the goldfish’s dummy rear-guards ("l’une des unités de votre adversaire au premier rang")', () => {
  const withDummy = (state: GameState, power: number) => run(state, { type: 'setGoldfishRearguard', circle: 'left', power })
  const describeLog = (events: readonly unknown[], locale: 'en' | 'fr') => events.map((e) => vanguard.play.log.describeEvent(e as never, locale))

  it('refuses an attack on a goldfish circle with no rear-guard, naming the attack step', () => {
    const state = battle({})
    expect(refusal(state, { type: 'attack', card: vc(state), target: 'left' })).toMatchObject({ kind: 'no-dummy', rule: BATTLE_STEP_RULE.attack })
    expect(vanguard.play.log.describeError(refusal(state, { type: 'attack', card: vc(state), target: 'right' }), 'fr')).toContain('pas d’arrière-garde sur ce cercle')
  })

  it('offers attacks on a dummy rear-guard once the player has set one, in the legal actions', () => {
    const state = battle({ circles: { frontLeft: RINO } })
    const targets = (s: GameState) => new Set(vanguard.play.legalActions(s).flatMap((a) => (a.type === 'attack' ? [a.target ?? 'vanguard'] : [])))
    expect(targets(state)).toEqual(new Set(['vanguard']))
    expect(targets(withDummy(state, 8000))).toEqual(new Set(['vanguard', 'left']))
  })

  it('5. Étape des dommages: a hit rear-guard is retired ("l’unité attaquée est retirée"); the goldfish takes no damage', () => {
    const state = withDummy(battle({ circles: { frontLeft: RINO } }), 8000)
    const result = apply(state, { type: 'attack', card: idOn(state, 'frontLeft'), target: 'left' })
    if (!result.ok) throw new Error(result.error.reason)
    // Rino's 8000 against the dummy's 8000: a hit (power ≥ power), and a rear-guard makes no drive check
    expect(result.events).toContainEqual({ kind: 'battleResult', hit: true, power: 8000, defence: 8000, damage: 0, goldfishDamage: 0, target: 'left' })
    expect(result.state.goldfishRearguards.left).toBeNull()
    expect(result.state.goldfish.damage).toBe(0)
    expect(result.state.zones.hand).toEqual([])
    expect(describeLog(result.events, 'en')).toContain('Hit (8000 against 8000): the opponent’s left rear-guard is retired')
    expect(describeLog(result.events, 'fr')).toContain('Touché (8000 contre 8000) : l’arrière-garde adverse de gauche est retirée')
  })

  it('3. Étape de garde: a guarded dummy is not hit and stays', () => {
    const state = withDummy(battle({ circles: { frontLeft: RINO } }), 8000)
    const next = run(state, { type: 'attack', card: idOn(state, 'frontLeft'), target: 'left', guard: 5000 })
    expect(next.goldfishRearguards.left).toBe(8000)
    expect(next.battle).toBeNull()
  })

  it('4. Étape de conduite: the vanguard attacking a rear-guard still makes its drive checks', () => {
    const state = withDummy(battle({ top: ['D-SD01/009', 'D-SD01/009'] }), 10000)
    const next = run(state, { type: 'attack', card: vc(state), target: 'left' })
    // Nirvana's Twin Drive: two cards to the hand; the dummy is retired, no damage dealt
    expect(next.zones.hand).toHaveLength(2)
    expect(next.goldfishRearguards.left).toBeNull()
    expect(next.goldfish.damage).toBe(0)
  })

  it('5. Étape des dommages: a dummy taken away during the battle is not hit ("l’attaque est annulée")', () => {
    const state = withDummy(battle({ top: [ZONNE, 'D-SD01/009'] }), 10000)
    let next = run(state, { type: 'attack', card: vc(state), target: 'left' })
    expect(triggerAsked(next)?.trigger).toBe('critical')
    next = run(next, { type: 'setGoldfishRearguard', circle: 'left', power: null }, { type: 'assignTrigger', unit: vc(state) }, { type: 'assignTrigger', unit: vc(state) })
    expect(next.battle).toBeNull()
    expect(next.goldfish.damage).toBe(0)
  })

  it('checks the new actions’ shapes from an untrusted caller', () => {
    const schema = vanguard.play.actionSchema
    expect(schema.safeParse({ type: 'attack', card: 'c1', target: 'right' }).success).toBe(true)
    expect(schema.safeParse({ type: 'attack', card: 'c1', target: 'middle' }).success).toBe(false)
    expect(schema.safeParse({ type: 'setGoldfishRearguard', circle: 'left', power: null }).success).toBe(true)
    expect(schema.safeParse({ type: 'setGoldfishRearguard', circle: 'back', power: 5000 }).success).toBe(false)
    expect(schema.safeParse({ type: 'setGoldfishRearguard', circle: 'left', power: -1 }).success).toBe(false)
  })
})
