// The actions the rules allow now, found by asking the reducer (no rule is written twice).
import type { Action } from './actions'
import { apply } from './apply'
import { CIRCLES, type GameState } from './types'

export function legalActions(state: GameState): Action[] {
  if (state.result !== 'ongoing') return []
  const candidates: Action[] = [{ type: 'nextPhase' }]
  const hand = state.zones.hand
  if (state.phase === 'mulligan') candidates.push({ type: 'keepHand' }, { type: 'mulligan', cards: [] }, ...hand.map((id) => ({ type: 'mulligan' as const, cards: [id] })))
  else candidates.push({ type: 'endTurn' })
  if (state.phase === 'ride') candidates.push(...hand.map((card) => ({ type: 'ride' as const, card })), ...hand.map((discard) => ({ type: 'rideFromRideDeck' as const, discard })))
  if (state.pendingTrigger) candidates.push(...[...state.zones.vanguard, ...state.zones.rearguard].map((unit) => ({ type: 'assignTrigger' as const, unit })))
  if (state.phase === 'battle')
    for (const card of [...state.zones.vanguard, ...state.zones.rearguard]) {
      candidates.push({ type: 'attack', card })
      for (const booster of state.zones.rearguard) candidates.push({ type: 'attack', card, booster })
    }
  if (state.phase === 'main') {
    for (const card of hand) for (const circle of CIRCLES) candidates.push({ type: 'call', card, circle })
    for (const from of CIRCLES) candidates.push({ type: 'moveInColumn', from })
  }
  return candidates.filter((action) => apply(state, action).ok)
}
