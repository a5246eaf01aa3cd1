// The reducer: state + action → new state and events, or a refusal that names its rule.
// Deterministic (the generator is in the state), never mutates its input. Every action passes the
// core's gate first (a finished game, the setup phase's list, a waiting question), then this
// game's code, then its after-action check (the end of the game at 0 LP, I10).
import { gateRefusal, refuse, type GateSpec } from '../../../game/core'
import { RULE } from '../rules'
import type { Action, ActionType } from './actions'
import * as byHand from './by-hand'
import { attack } from './combat'
import { FLOW, type Phase } from './phases'
import { activateMagic, activateSkill, playTerrain, setMagic, setPosture, summon } from './play'
import { checkEnd, type Fail } from './state'
import { applyTable } from './table'
import { endTurn, keepHand, mulligan, nextPhase } from './turn'
import type { EngineResult, GameEvent, GameState } from './types'

/** This game asks no question yet: the gate's question slot stays empty. */
const GATE: GateSpec<Phase, GameState, GameEvent, ActionType> = { flow: FLOW, overRule: RULE.flow, questions: {} }

export function apply(state: GameState, action: Action): EngineResult {
  // the gate refuses with the kinds of this game's ErrorKind (game-over, wrong-phase, pending)
  const refused = gateRefusal(GATE, state, action.type) as Fail | null
  if (refused) return refused
  const result = run(state, action)
  if (result.ok) result.state = checkEnd(result.state, result.events)
  return result
}

function run(state: GameState, action: Action): EngineResult {
  switch (action.type) {
    case 'keepHand':
      return keepHand(state)
    case 'mulligan':
      return mulligan(state, action.cards)
    case 'nextPhase':
      return nextPhase(state)
    case 'endTurn':
      return endTurn(state)
    case 'summon':
      return summon(state, action.card, action.posture, action.sacrifices ?? [])
    case 'setMagic':
      return setMagic(state, action.card)
    case 'activateMagic':
      return activateMagic(state, action.card, action.target)
    case 'playTerrain':
      return playTerrain(state, action.card)
    case 'activateSkill':
      return activateSkill(state, action.card, action.skill)
    case 'attack':
      return attack(state, action.card, action.target)
    case 'setPosture':
      return setPosture(state, action.card, action.posture)
    case 'move':
    case 'counter':
    case 'draw':
    case 'search':
    case 'lookTop':
    case 'arrangeTop':
    case 'shuffle':
    case 'concede':
      return applyTable(state, action)
    case 'modifyStats':
      return byHand.modifyStats(state, action.card, action.atk, action.def)
    case 'setRest':
      return byHand.setRest(state, action.card, action.turns)
    case 'changeLife':
      return byHand.changeLifeBy(state, action.side, action.amount)
    case 'addDummy':
      return byHand.addDummy(state, action.atk, action.def, action.posture)
    case 'updateDummy':
      return byHand.updateDummy(state, action.dummy, action.atk, action.def, action.posture)
    case 'removeDummy':
      return byHand.removeDummy(state, action.dummy)
  }
  // exhaustive: adding an action type without handling it is a compile error
  const unknown: never = action
  return refuse('wrong-phase', RULE.flow, `unknown action ${JSON.stringify(unknown)}`)
}
