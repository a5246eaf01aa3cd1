// The reducer: state + action → new state and events, or a refusal that names its rule.
// Deterministic (the generator is in the state), never mutates its input.
import { gateRefusal, type GateSpec } from '../../../game/core'
import type { Action, ActionType } from './actions'
import { cast, playLand, tapForMana } from './cast'
import { discard } from './cleanup'
import { declareAttackers, declareBlockers } from './combat'
import * as byHand from './by-hand'
import { CR } from './rules'
import { checkStateBased, keepLegend } from './sba'
import { moveCommander } from './commander'
import { advanceToStop, passToStop, setStop } from './stops'
import { MTG_FLOW, type Phase } from './phases'
import { QUESTION_KINDS } from './questions'
import { err, type Fail } from './state'
import { tableAction } from './table-hooks'
import { keepHand, mulligan, nextTurn, passPriority, settle } from './turn'
import type { EngineResult, GameEvent, GameState } from './types'

/** The core's gate: a finished game (CR 704.5a), the mulligan before the first turn (its phase's `allows`), a waiting question. */
const GATE: GateSpec<Phase, GameState, GameEvent, ActionType> = { flow: MTG_FLOW, overRule: CR.zeroLife, questions: QUESTION_KINDS }

/** The actions after which state-based actions can find something: cards moved, counters, life, a land, the legend rule's answer (a cast paying life checks itself). */
const CHECKED_AFTER: ReadonlySet<ActionType> = new Set(['move', 'counter', 'draw', 'search', 'changeLife', 'playLand', 'keepLegend'])

export function apply(state: GameState, action: Action): EngineResult {
  const refused = gateRefusal(GATE, state, action.type)
  if (refused) return refused as Fail
  const result = run(state, action)
  if (!result.ok) return result
  // CR 704.3: state-based actions are checked whenever a player would receive priority: after the
  // actions that change what they look at (the others leave a checked state checked, and the turn
  // checks by itself after the draw, combat damage and a resolving spell); then an answered
  // question may end a step without priority (the cleanup's discard).
  const checked = CHECKED_AFTER.has(action.type) ? checkStateBased(result.state, result.events) : result.state
  const next = settle(checked, result.events)
  return next === result.state ? result : { ok: true, state: next, events: result.events }
}

/** Issue 32: after the keep, the turn goes by itself to the first stop (a land can be played at once). */
function toFirstStop(kept: EngineResult): EngineResult {
  if (!kept.ok) return kept
  const events = [...kept.events]
  return { ok: true, state: advanceToStop(kept.state, events), events }
}

function run(state: GameState, action: Action): EngineResult {
  switch (action.type) {
    case 'keepHand':
      return toFirstStop(keepHand(state, action.bottom))
    case 'mulligan':
      return mulligan(state)
    case 'passPriority':
      return passPriority(state)
    case 'nextTurn':
      return nextTurn(state)
    case 'passToStop':
      return passToStop(state)
    case 'setStop':
      return setStop(state, action.phase, action.on)
    case 'playLand':
      return playLand(state, action.card)
    case 'tapForMana':
      return tapForMana(state, action.card, action.choice ?? 0)
    case 'cast':
      return cast(state, action.card, action.x ?? 0, action.payment, action.autoTap ?? false)
    case 'declareAttackers':
      return declareAttackers(state, action.attackers)
    case 'declareBlockers':
      return declareBlockers(state, action.blocks)
    case 'discard':
      return discard(state, action.cards)
    case 'keepLegend':
      return keepLegend(state, action.card)
    case 'moveCommander':
      return moveCommander(state, action.card, action.toCommand)
    case 'move':
    case 'counter':
    case 'draw':
    case 'search':
    case 'lookTop':
    case 'arrangeTop':
    case 'shuffle':
    case 'concede':
      return tableAction(state, action)
    case 'tap':
      return byHand.setTapped(state, action.card, action.tapped)
    case 'changeLife':
      return byHand.changeLifeBy(state, action.side, action.amount)
    case 'addMana':
      return byHand.addManaByHand(state, action.mana, action.count)
    case 'addDummy':
      return byHand.addDummy(state, action.power, action.toughness)
    case 'removeDummy':
      return byHand.removeDummy(state, action.dummy)
  }
  // exhaustive: adding an action type without handling it is a compile error
  const unknown: never = action
  return err('wrong-step', CR.manual, `unknown action ${JSON.stringify(unknown)}`)
}
