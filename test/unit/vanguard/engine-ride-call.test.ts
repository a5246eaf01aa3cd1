// Issue 13, item 3 (first part): Phase de Ride (ride normale, ride from the ride deck, once per
// turn, the old vanguard to the soul) and Phase principale (appel normal, replacing a rear-guard,
// moving in a column), on dsd01.
import { describe, expect, it } from 'vitest'
import { apply, type GameState } from '@shared/games/vanguard/engine'
import { PHASE_RULE } from '@shared/games/vanguard/rules'
import { grade, run, start } from './engine-fixtures'

/** The first turn's ride phase, with the hand changed to units of the given grades from the deck. */
function ridePhase(grades: number[], format: 'ride-deck' | 'standard' = 'ride-deck'): GameState {
  const state = run(start(format).state, { type: 'keepHand' })
  const pool = [...state.zones.deck, ...state.zones.hand]
  const hand = grades.map((g) => {
    const id = pool.find((c) => grade(state, c) === g && state.defs[state.instances[c]!]!.unitType === 'normal')!
    pool.splice(pool.indexOf(id), 1)
    return id
  })
  return { ...state, zones: { ...state.zones, hand, deck: pool } }
}
const refusal = (state: GameState, action: Parameters<typeof apply>[1]) => {
  const result = apply(state, action)
  if (result.ok) throw new Error(`${action.type} was accepted`)
  return result.error
}

describe('Phase de Ride', () => {
  it('ride normale: a unit of the vanguard’s grade or one above; the old vanguard goes to the soul, the new one [Stand]', () => {
    const state = ridePhase([1, 2])
    const old = state.zones.vanguard[0]!
    const [g1] = state.zones.hand
    const next = run(state, { type: 'ride', card: g1! })
    expect(next.zones.vanguard).toEqual([g1])
    expect(next.zones.soul).toEqual([old])
    expect(next.rested).not.toContain(g1)
  })

  it('refuses a unit two grades above the vanguard, naming the phase', () => {
    const state = ridePhase([2])
    expect(refusal(state, { type: 'ride', card: state.zones.hand[0]! })).toMatchObject({ kind: 'bad-grade', rule: PHASE_RULE.ride, params: { grade: 2, vanguard: 0 } })
  })

  it('allows a ride of the same grade', () => {
    const state = ridePhase([0])
    expect(run(state, { type: 'ride', card: state.zones.hand[0]! }).zones.vanguard).toEqual([state.zones.hand[0]])
  })

  it('one normal ride per turn', () => {
    const state = ridePhase([1, 1])
    const once = run(state, { type: 'ride', card: state.zones.hand[0]! })
    expect(refusal(once, { type: 'ride', card: once.zones.hand[0]! })).toMatchObject({ kind: 'already-rode', rule: PHASE_RULE.ride })
  })

  it('from the ride deck: discard a card to ride its unit one grade above; it is the turn’s normal ride', () => {
    const state = ridePhase([3, 3])
    const [discard] = state.zones.hand
    const next = run(state, { type: 'rideFromRideDeck', discard: discard! })
    expect(grade(next, next.zones.vanguard[0]!)).toBe(1)
    expect(next.zones.drop).toEqual([discard])
    expect(next.zones.rideDeck.map((id) => grade(next, id))).toEqual([2, 3])
    expect(refusal(next, { type: 'ride', card: next.zones.hand[0]! }).kind).toBe('already-rode')
  })

  it('rides grade 0 to grade 3 from the ride deck over three turns', () => {
    let state = ridePhase([3, 3, 3])
    for (let turn = 0; turn < 3; turn++) {
      state = run(state, { type: 'rideFromRideDeck', discard: state.zones.hand[0]! }, { type: 'endTurn' }, { type: 'endTurn' })
    }
    expect(grade(state, state.zones.vanguard[0]!)).toBe(3)
    expect(state.zones.soul.map((id) => grade(state, id))).toEqual([0, 1, 2])
    expect(state.zones.rideDeck).toEqual([])
  })

  it('without a ride deck there is none to ride from', () => {
    const state = run(ridePhase([1], 'standard'), { type: 'nextPhase' })
    expect(state.phase).toBe('ride')
    expect(refusal(state, { type: 'rideFromRideDeck', discard: state.zones.hand[0]! })).toMatchObject({ kind: 'no-ride-deck', params: { grade: 1 } })
  })

  it('refuses a ride outside the ride phase', () => {
    const state = run(ridePhase([1]), { type: 'nextPhase' })
    expect(refusal(state, { type: 'ride', card: state.zones.hand[0]! })).toMatchObject({ kind: 'wrong-phase', rule: PHASE_RULE.ride })
  })
})

describe('Phase principale', () => {
  /** Main phase with a grade 1 vanguard and units of the given grades in hand. */
  function mainPhase(grades: number[]): GameState {
    const state = ridePhase([1, ...grades])
    return run(state, { type: 'ride', card: state.zones.hand[0]! }, { type: 'nextPhase' })
  }

  it('appel normal: a unit of grade ≤ the vanguard’s onto a rear-guard circle, [Stand]', () => {
    const state = mainPhase([1, 0])
    const [g1, g0] = state.zones.hand
    const next = run(state, { type: 'call', card: g1!, circle: 'frontLeft' }, { type: 'call', card: g0!, circle: 'backLeft' })
    expect(next.circles).toMatchObject({ frontLeft: g1, backLeft: g0, backCenter: null })
    expect(next.zones.rearguard).toEqual([g1, g0])
    expect(next.rested).toEqual([])
  })

  it('refuses a unit of a grade above the vanguard’s', () => {
    const state = mainPhase([2])
    expect(refusal(state, { type: 'call', card: state.zones.hand[0]!, circle: 'frontRight' })).toMatchObject({ kind: 'bad-grade', rule: PHASE_RULE.main, params: { grade: 2, vanguard: 1 } })
  })

  it('a call onto an occupied circle retires the unit there to the drop zone', () => {
    const state = mainPhase([1, 0])
    const [first, second] = state.zones.hand
    const next = run(state, { type: 'call', card: first!, circle: 'backCenter' }, { type: 'call', card: second!, circle: 'backCenter' })
    expect(next.circles.backCenter).toBe(second)
    expect(next.zones.drop).toEqual([first])
    expect(next.zones.rearguard).toEqual([second])
  })

  it('moves a rear-guard to the other circle of its column, swapping, keeping [Rest]', () => {
    const state = mainPhase([1, 0])
    const [front, back] = state.zones.hand
    let next = run(state, { type: 'call', card: front!, circle: 'frontRight' }, { type: 'call', card: back!, circle: 'backRight' })
    next = run({ ...next, rested: [front!] }, { type: 'moveInColumn', from: 'frontRight' })
    expect(next.circles).toMatchObject({ frontRight: back, backRight: front })
    expect(next.rested).toEqual([front])
  })

  it('a rear-guard cannot move to another column, nor from the back centre onto (VC)', () => {
    const state = mainPhase([0])
    const next = run(state, { type: 'call', card: state.zones.hand[0]!, circle: 'backCenter' })
    expect(refusal(next, { type: 'moveInColumn', from: 'backCenter' })).toMatchObject({ kind: 'bad-circle', rule: PHASE_RULE.main })
    expect(refusal(next, { type: 'moveInColumn', from: 'backLeft' })).toMatchObject({ kind: 'not-in-zone' })
  })
})
