// Where the French text is silent or garbled, the official rules (docs/games/vanguard.md,
// Interpretations): no battle phase in the first player's first turn (SU-first-turn, Comprehensive
// Rules), the over trigger removed from the game (OT-removed, the card's own text), the ride as
// "same grade or one higher" (Phase de Ride) and G assist as "no unit of the next grade in hand".
// Losing on an empty deck (CR 1.2.2.2) is in engine-defence.test.ts.
import { describe, expect, it } from 'vitest'
import { apply, formatHasZone, legalActions, triggerAsked, type GameState } from '@shared/games/vanguard/engine'
import { OVER_TRIGGER_RULE, PHASE_RULE, SETUP_RULE } from '@shared/games/vanguard/rules'
import { refusal, run, scene, start } from './engine-fixtures'

const NIRVANA = 'D-SD01/001' // grade 3, twin drive, Dragon Empire
const DRAGVEDA = 'D-BT01/013' // the over trigger, Dragon Empire
const RINO = 'D-SD01/003' // grade 1
const REIYU = 'D-SD01/002' // grade 2
const TRICKSTAR = 'D-SD01/009'
const vc = (state: GameState) => state.zones.vanguard[0]!

describe('SU-first-turn: the first player does not attack in their first turn', () => {
  it('on the play, turn 1 goes from the main phase to the end phase: the battle phase is skipped, with its rule in the log', () => {
    const kept = run(start().state, { type: 'keepHand' })
    expect(kept.turn).toBe(1)
    const result = apply(run(kept, { type: 'nextPhase' }), { type: 'nextPhase' })
    if (!result.ok) throw new Error(result.error.reason)
    expect(result.state.phase).toBe('end')
    expect(result.events).toContainEqual({ kind: 'phaseSkipped', phase: 'battle', rule: SETUP_RULE.firstTurn })
  })

  it('refuses an attack in that turn, and no attack is listed among the legal actions', () => {
    const main = run(start().state, { type: 'keepHand' }, { type: 'nextPhase' })
    expect(refusal(main, { type: 'attack', card: vc(main) })).toMatchObject({ rule: PHASE_RULE.battle })
    expect(legalActions(main).some((a) => a.type === 'attack')).toBe(false)
  })

  it('the second player attacks in their first turn, and the first player in their second', () => {
    const onTheDraw = run({ ...start().state, onThePlay: false }, { type: 'keepHand' }, { type: 'endTurn' })
    expect(onTheDraw.turn).toBe(2)
    const battle = run(onTheDraw, { type: 'nextPhase' }, { type: 'nextPhase' })
    expect(battle.phase).toBe('battle')
    const second = run(start().state, { type: 'keepHand' }, { type: 'endTurn' }, { type: 'endTurn' }, { type: 'nextPhase' }, { type: 'nextPhase' })
    expect([second.turn, second.phase]).toEqual([3, 'battle'])
  })
})

describe('OT-removed: an over trigger is removed from the game (its text: "remove that card"), in every format', () => {
  for (const format of ['ride-deck', 'standard'] as const) {
    it(`${format}: a drive check's over trigger draws a card and leaves the game, not to the hand or the drop zone`, () => {
      const state = scene({ phase: 'battle', format, vanguard: NIRVANA, top: [DRAGVEDA, TRICKSTAR, RINO], extra: [DRAGVEDA] })
      const over = state.zones.deck[0]!
      let next = run(state, { type: 'attack', card: vc(state) })
      while (triggerAsked(next)) next = run(next, { type: 'assignTrigger', unit: vc(state) })
      expect(next.zones.removed).toEqual([over])
      expect(next.zones.hand).not.toContain(over)
      expect(next.zones.drop).not.toContain(over)
      expect(formatHasZone(format, 'removed')).toBe(true)
    })
  }

  it('a damage check’s over trigger is removed: it does not go to the damage zone (it cancels that damage)', () => {
    const state = scene({ phase: 'main', vanguard: NIRVANA, top: [DRAGVEDA, TRICKSTAR, RINO], extra: [DRAGVEDA] })
    const over = state.zones.deck[0]!
    let next = run(state, { type: 'takeDamage', count: 1 })
    const events = []
    while (triggerAsked(next)) {
      const result = apply(next, { type: 'assignTrigger', unit: vc(state) })
      if (!result.ok) throw new Error(result.error.reason)
      events.push(...result.events)
      next = result.state
    }
    expect(next.zones.damage).toEqual([])
    expect(next.zones.removed).toEqual([over])
    expect(events).toContainEqual({ kind: 'triggerEffect', card: over, effect: 'over-removed' })
    expect(OVER_TRIGGER_RULE).toBe('OT-removed')
  })
})

describe('Phase de Ride and G assist: kept as the official rules say', () => {
  it('rides a unit of the same grade or one higher, never two higher', () => {
    const state = scene({ phase: 'ride', vanguard: RINO, hand: [RINO, REIYU, NIRVANA] })
    const [sameGrade, oneUp, twoUp] = state.zones.hand as [string, string, string]
    expect(run(state, { type: 'ride', card: sameGrade }).zones.vanguard).toEqual([sameGrade])
    expect(run(state, { type: 'ride', card: oneUp }).zones.vanguard).toEqual([oneUp])
    expect(refusal(state, { type: 'ride', card: twoUp })).toMatchObject({ rule: PHASE_RULE.ride })
  })

  it('G assist only when the hand has no unit of the next grade', () => {
    const withNext = scene({ phase: 'gAssist', format: 'standard', vanguard: RINO, hand: [REIYU] })
    expect(refusal(withNext, { type: 'gAssist' })).toMatchObject({ rule: PHASE_RULE.gAssist })
    const without = scene({ phase: 'gAssist', format: 'standard', vanguard: RINO, hand: [TRICKSTAR] })
    expect(apply(without, { type: 'gAssist' }).ok).toBe(true)
  })
})
