// Ride (Phase de Ride) and call (Phase principale): grades, once per turn, the old vanguard to
// the soul, a called unit replacing a rear-guard (which goes to the drop zone), moves in a column.
import { PHASE_RULE } from '../rules'
import { defOf, err, isUnit, moveCard, ok, vanguardGrade, vanguardOf, type Fail } from './state'
import { COLUMN_OF, CIRCLES, type CardId, type Circle, type EngineResult, type GameEvent, type GameState } from './types'

const RIDE = PHASE_RULE.ride
const MAIN = PHASE_RULE.main

function rideOnto(state: GameState, card: CardId, from: 'hand' | 'rideDeck', discarded: CardId | null, events: GameEvent[]): GameState {
  const old = vanguardOf(state)!
  // "votre précédente avant-garde est déplacée dans votre âme"; the new one is placed [Stand].
  let next = moveCard(state, old, 'vanguard', 'soul')
  next = moveCard(next, card, from, 'vanguard')
  events.push({ kind: 'rode', card, from, toSoul: old, discarded })
  return { ...next, rodeThisTurn: true }
}

function canRide(state: GameState): Fail | null {
  if (state.phase !== 'ride') return err('wrong-phase', RIDE, 'a unit is ridden in the ride phase', { phase: state.phase })
  if (state.rodeThisTurn) return err('already-rode', RIDE, 'one normal ride per turn (a ride from the ride deck counts as one)')
  if (vanguardOf(state) === null) return err('not-in-zone', RIDE, 'there is no vanguard to ride on')
  return null
}

/** Ride normale: a unit of the hand of the vanguard's grade or one above. */
export function rideRefused(state: GameState, card: CardId): Fail | null {
  const refused = canRide(state)
  if (refused) return refused
  if (!state.zones.hand.includes(card)) return err('not-in-zone', RIDE, 'ride a unit from your hand', { card })
  const def = defOf(state, card)
  if (!isUnit(def)) return err('not-a-unit', RIDE, 'an order cannot be ridden', { card })
  const grade = vanguardGrade(state)
  if (def.grade !== grade && def.grade !== grade + 1) return err('bad-grade', RIDE, `ride a unit of grade ${grade} or ${grade + 1} on a grade ${grade} vanguard`, { card, grade: def.grade ?? 0, vanguard: grade })
  return null
}

export function ride(state: GameState, card: CardId): EngineResult {
  const refused = rideRefused(state, card)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(rideOnto(state, card, 'hand', null, events), events)
}

/** The ride deck's unit one grade above the vanguard, if any. */
function nextFromRideDeck(state: GameState): CardId | undefined {
  const grade = vanguardGrade(state)
  return state.zones.rideDeck.find((id) => defOf(state, id).grade === grade + 1)
}

/** With a ride deck: discard a card from the hand to ride the ride deck's unit one grade above the vanguard. */
export function rideFromRideDeckRefused(state: GameState, discard: CardId): Fail | null {
  const refused = canRide(state)
  if (refused) return refused
  if (!state.zones.hand.includes(discard)) return err('not-in-zone', RIDE, 'discard a card from your hand to ride from the ride deck', { card: discard })
  if (nextFromRideDeck(state) === undefined) {
    const grade = vanguardGrade(state)
    return err('no-ride-deck', RIDE, `the ride deck has no grade ${grade + 1} unit`, { grade: grade + 1 })
  }
  return null
}

export function rideFromRideDeck(state: GameState, discard: CardId): EngineResult {
  const refused = rideFromRideDeckRefused(state, discard)
  if (refused) return refused
  const events: GameEvent[] = []
  const discarded = moveCard(state, discard, 'hand', 'drop')
  return ok(rideOnto(discarded, nextFromRideDeck(state)!, 'rideDeck', discard, events), events)
}

/** Appel normal: a unit of grade ≤ the vanguard's, [Stand] on a circle; a rear-guard already there is retired. */
export function callRefused(state: GameState, card: CardId, circle: Circle): Fail | null {
  if (state.phase !== 'main') return err('wrong-phase', MAIN, 'units are called in the main phase', { phase: state.phase })
  if (!state.zones.hand.includes(card)) return err('not-in-zone', MAIN, 'call a unit from your hand', { card })
  if (!(CIRCLES as readonly string[]).includes(circle)) return err('bad-circle', MAIN, 'call to one of the five rear-guard circles', { circle })
  const def = defOf(state, card)
  if (!isUnit(def)) return err('not-a-unit', MAIN, 'an order is played, not called', { card })
  const grade = vanguardGrade(state)
  if ((def.grade ?? 0) > grade) return err('bad-grade', MAIN, `call a unit of grade ${grade} or less`, { card, grade: def.grade ?? 0, vanguard: grade })
  return null
}

export function call(state: GameState, card: CardId, circle: Circle): EngineResult {
  const refused = callRefused(state, card, circle)
  if (refused) return refused
  const retired = state.circles[circle]
  let next = retired === null ? state : moveCard(state, retired, 'rearguard', 'drop')
  next = moveCard(next, card, 'hand', 'rearguard')
  const circles = { ...next.circles }
  circles[circle] = card
  const events: GameEvent[] = [{ kind: 'called', card, circle, retired }]
  return ok({ ...next, circles }, events)
}

const PARTNERS = new Map(CIRCLES.map((circle) => [circle, CIRCLES.find((c) => c !== circle && COLUMN_OF[c] === COLUMN_OF[circle]) ?? null]))

/** The other circle of a rear-guard circle's column (the centre column's other circle is (VC)). */
export const partnerOf = (circle: Circle): Circle | null => PARTNERS.get(circle) ?? null

/** A rear-guard moves between front and back of its column, swapping with one there; [Stand]/[Rest] unchanged. */
export function moveInColumnRefused(state: GameState, from: Circle): Fail | null {
  if (state.phase !== 'main') return err('wrong-phase', MAIN, 'rear-guards move in the main phase', { phase: state.phase })
  const card = state.circles[from]
  if (card === null || card === undefined) return err('not-in-zone', MAIN, 'there is no rear-guard on that circle', { circle: from })
  if (partnerOf(from) === null) return err('bad-circle', MAIN, 'the centre column’s other circle is the vanguard circle: a rear-guard cannot move there', { circle: from })
  return null
}

export function moveInColumn(state: GameState, from: Circle): EngineResult {
  const refused = moveInColumnRefused(state, from)
  if (refused) return refused
  const card = state.circles[from]!
  const to = partnerOf(from)!
  const swapped = state.circles[to]
  const circles = { ...state.circles }
  circles[to] = card
  circles[from] = swapped
  return ok({ ...state, circles }, [{ kind: 'movedInColumn', from, to, swapped }])
}
