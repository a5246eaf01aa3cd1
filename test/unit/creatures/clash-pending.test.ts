// Issue 31: damage is dealt at the end of the clash (1.3.1, "Le déroulement"), but an attack's
// result is shown at once as pending: on the LP it will take, on the dummy it will destroy, and in
// the log line of the declaration; nothing changes until the phase ends.
import { describe, expect, it } from 'vitest'
import { apply, boardShape, describeEvent, type GameEvent, type GameState, type Posture } from '@shared/games/creatures/engine'
import { fetch, play, started } from './fixtures'

/** Turn 2 on the play, clash phase, Thorn Hare (1000 Atk, level 0) offensive, with the dummies given. */
function clashWith(dummies: { atk: number; def: number; posture: Posture }[]) {
  let [s, id] = fetch(play(started(), { type: 'endTurn' }, { type: 'endTurn' }), 'CR-006')
  s = play(s, { type: 'summon', card: id, posture: 'offensive' }, ...dummies.map((d) => ({ type: 'addDummy' as const, ...d })), { type: 'nextPhase' })
  return { s, id }
}
function declare(s: GameState, action: Parameters<typeof apply>[1]): { state: GameState; event: Extract<GameEvent, { kind: 'attackDeclared' }> } {
  const r = apply(s, action)
  if (!r.ok) throw new Error(r.error.reason)
  const event = r.events.find((e): e is Extract<GameEvent, { kind: 'attackDeclared' }> => e.kind === 'attackDeclared')!
  return { state: r.state, event }
}

describe('1.3.1 an attack’s result shown at once, applied at the end of the clash', () => {
  it('a direct attack: 1000 LP pending on the opponent, still 8000 until the phase ends', () => {
    const { s, id } = clashWith([])
    expect(boardShape(s).pendingLoss).toEqual({ lp: 0, opponentLp: 0 })
    const { state, event } = declare(s, { type: 'attack', card: id })
    expect(state.opponent.lp).toBe(8000)
    expect(boardShape(state).pendingLoss).toEqual({ lp: 0, opponentLp: 1000 })
    expect(event.foreseen).toEqual({ outcome: 'direct', damage: 1000, damaged: 'opponent' })
    expect(describeEvent(event, 'en')).toContain('1000 LP off the opponent at the end of the clash (pending)')
    expect(describeEvent(event, 'fr')).toContain('1000 PV en moins pour l’adversaire à la fin de l’affrontement (en attente)')
    const after = play(state, { type: 'nextPhase' })
    expect(after.opponent.lp).toBe(7000)
    expect(boardShape(after).pendingLoss).toEqual({ lp: 0, opponentLp: 0 })
  })

  it('a weaker attacker: its owner’s loss is pending (1500 Atk against 1000: 500 off your LP)', () => {
    const { s, id } = clashWith([{ atk: 1500, def: 0, posture: 'offensive' }])
    const { state, event } = declare(s, { type: 'attack', card: id, target: 'o1' })
    expect(boardShape(state).pendingLoss).toEqual({ lp: 500, opponentLp: 0 })
    expect(event.foreseen).toEqual({ outcome: 'defender-wins', damage: 500, damaged: 'player' })
    expect(state.lp).toBe(8000)
  })

  it('a dummy broken through is marked as destroyed at the end of the clash, and is still there until then', () => {
    const { s, id } = clashWith([{ atk: 0, def: 800, posture: 'defensive' }])
    const { state, event } = declare(s, { type: 'attack', card: id, target: 'o1' })
    expect(boardShape(state).pendingDestroyed).toEqual(['o1'])
    expect(state.opponent.creatures).toHaveLength(1)
    expect(describeEvent(event, 'en')).toContain('at the end of the clash: Atk beats Def: the defender is destroyed')
    expect(boardShape(play(state, { type: 'nextPhase' })).dummies).toEqual([])
  })
})
