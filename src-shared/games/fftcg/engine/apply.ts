// The reducer: state + action → new state and events, or a refusal that names its rule.
// Deterministic (the generator is in the state), never mutates its input, and leaves the state
// unchanged on a refusal. The core's gate checks first (a game over, setup's actions, a waiting
// question); rule processes (12.3, 12.4) run after every action.
import { applyTableAction, gateRefusal } from '../../../game/core'
import type { Action } from './actions'
import { attack } from './attack'
import * as byHand from './by-hand'
import { cast } from './cast'
import { GATE } from './phases'
import { checkRules } from './rules'
import { err, type Fail } from './state'
import { TABLE } from './table-hooks'
import { endTurn, keepHand, mulligan, nextPhase } from './turn'
import type { EngineResult, GameState } from './types'

export function apply(state: GameState, action: Action): EngineResult {
  // The core refuses with kinds of this game's ErrorKind ('game-over', 'wrong-phase', 'pending').
  const refused = gateRefusal(GATE, state, action.type) as Fail | null
  if (refused) return refused
  const result = run(state, action)
  if (!result.ok) return result
  return { ok: true, state: checkRules(result.state, result.events), events: result.events }
}

function run(state: GameState, action: Action): EngineResult {
  switch (action.type) {
    case 'keepHand':
      return keepHand(state)
    case 'mulligan':
      return mulligan(state, action.bottomOrder)
    case 'nextPhase':
      return nextPhase(state)
    case 'endTurn':
      return endTurn(state, action.discard)
    case 'cast':
      return cast(state, action.card, action.payment, action.keep)
    case 'attack':
      return attack(state, action.attackers)
    case 'move':
    case 'counter':
    case 'draw':
    case 'search':
    case 'lookTop':
    case 'arrangeTop':
    case 'shuffle':
    case 'concede':
      // The core's table actions refuse with 'not-in-zone', 'same-zone', 'bad-amount', 'bad-order' and this game's own kinds.
      return applyTableAction(TABLE, state, action, 'hand') as EngineResult
    case 'dull':
      return byHand.setDull(state, action.card, true)
    case 'activate':
      return byHand.setDull(state, action.card, false)
    case 'freeze':
      return byHand.freeze(state, action.card, action.frozen ?? true)
    case 'damageForward':
      return byHand.damageForward(state, action.card, action.amount)
    case 'modifyPower':
      return byHand.modifyPower(state, action.card, action.amount)
    case 'damageSelf':
      return byHand.damageSelf(state, action.amount)
    case 'damageOpponent':
      return byHand.hitOpponent(state, action.amount)
  }
  // exhaustive: adding an action type without handling it is a compile error
  const unknown: never = action
  return err('wrong-phase', '14.1', `unknown action ${JSON.stringify(unknown)}`)
}
