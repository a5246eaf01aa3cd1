// The reducer: state + action → new state and events, or a refusal that names its rule.
// Deterministic (the generator is in the state), never mutates its input, and leaves the state
// unchanged on a refusal. Rule processes (12.3, 12.4) run after every action.
import type { Action } from './actions'
import { attack } from './attack'
import { cast } from './cast'
import * as manual from './manual'
import { checkRules } from './rules'
import { err } from './state'
import { endTurn, keepHand, mulligan, nextPhase } from './turn'
import type { EngineResult, GameState } from './types'

export function apply(state: GameState, action: Action): EngineResult {
  if (state.result !== 'ongoing') return err('game-over', '3.1', `the game is over (${state.result})`, { result: state.result })
  if (state.phase === 'setup' && !SETUP.has(action.type))
    return err('wrong-phase', '8.2.1.4', 'keep the hand or take the mulligan before anything else', { phase: state.phase })
  const result = run(state, action)
  if (!result.ok) return result
  return { ok: true, state: checkRules(result.state, result.events), events: result.events }
}

const SETUP = new Set<Action['type']>(['keepHand', 'mulligan', 'nextPhase', 'concede'])

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
      return manual.move(state, action.card, action.to, action.position, action.dull)
    case 'dull':
      return manual.setDull(state, action.card, true)
    case 'activate':
      return manual.setDull(state, action.card, false)
    case 'freeze':
      return manual.freeze(state, action.card, action.frozen ?? true)
    case 'damageForward':
      return manual.damageForward(state, action.card, action.amount)
    case 'modifyPower':
      return manual.modifyPower(state, action.card, action.amount)
    case 'counter':
      return manual.counter(state, action.card, action.name, action.delta)
    case 'draw':
      return manual.draw(state, action.count)
    case 'search':
      return manual.search(state, action.card, action.to, action.dull)
    case 'lookTop':
      return manual.lookTop(state, action.count)
    case 'arrangeTop':
      return manual.arrangeTop(state, action.top, action.bottom ?? [])
    case 'shuffle':
      return manual.shuffle(state)
    case 'damageSelf':
      return manual.damageSelf(state, action.amount)
    case 'damageOpponent':
      return manual.hitOpponent(state, action.amount)
    case 'concede':
      return manual.concede(state)
  }
  // exhaustive: adding an action type without handling it is a compile error
  const unknown: never = action
  return err('wrong-phase', '14.1', `unknown action ${JSON.stringify(unknown)}`)
}
