// The reducer: state + action → new state and events, or a refusal that names its rule.
// Deterministic (the generator is in the state), never mutates its input.
import { BATTLE_STEP_RULE, PHASE_RULE, SETUP_RULE } from '../rules'
import type { Action } from './actions'
import { err } from './state'
import { endTurn, keepHand, mulligan, nextPhase } from './turn'
import { call, moveInColumn, ride, rideFromRideDeck } from './units'
import { assignTrigger, attack, setGoldfish } from './battle'
import type { EngineResult, GameState } from './types'

const BEFORE_TURNS = new Set<Action['type']>(['keepHand', 'mulligan', 'nextPhase', 'setGoldfish'])
/** While a trigger waits for its unit, only the answer (or the goldfish's settings) goes. */
const WHILE_PENDING = new Set<Action['type']>(['assignTrigger', 'setGoldfish'])

export function apply(state: GameState, action: Action): EngineResult {
  if (state.result !== 'ongoing') return err('game-over', PHASE_RULE.end, `the game is over (${state.result})`, { result: state.result })
  if (state.phase === 'mulligan' && !BEFORE_TURNS.has(action.type))
    return err('wrong-phase', SETUP_RULE.mulligan, 'keep your hand or return cards to the deck before anything else', { phase: state.phase })
  if (state.pendingTrigger && !WHILE_PENDING.has(action.type))
    return err('pending', BATTLE_STEP_RULE.drive, 'choose the unit that gets the revealed trigger first', { card: state.pendingTrigger.card })
  switch (action.type) {
    case 'keepHand':
      return keepHand(state)
    case 'mulligan':
      return mulligan(state, action.cards)
    case 'nextPhase':
      return nextPhase(state)
    case 'endTurn':
      return endTurn(state)
    case 'ride':
      return ride(state, action.card)
    case 'rideFromRideDeck':
      return rideFromRideDeck(state, action.discard)
    case 'call':
      return call(state, action.card, action.circle)
    case 'moveInColumn':
      return moveInColumn(state, action.from)
    case 'attack':
      return attack(state, action.card, action.booster ?? null, action.guard ?? 0)
    case 'assignTrigger':
      return assignTrigger(state, action.unit)
    case 'setGoldfish':
      return setGoldfish(state, action.grade, action.power)
  }
  // exhaustive: adding an action type without handling it is a compile error
  const unknown: never = action
  return err('wrong-phase', PHASE_RULE.main, `unknown action ${JSON.stringify(unknown)}`)
}
