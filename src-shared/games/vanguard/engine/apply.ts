// The reducer: state + action → new state and events, or a refusal that names its rule.
// Deterministic (the generator is in the state), never mutates its input.
import { applyTableAction, gateRefusal, type GateSpec } from '../../../game/core'
import { GAME_END_RULE, PHASE_RULE } from '../rules'
import type { Action, ActionType } from './actions'
import { FLOW, type Phase } from './phases'
import { QUESTIONS } from './questions'
import { err, lose, ok, type Fail } from './state'
import { endTurn, keepHand, keepHandRefused, mulligan, mulliganRefused, nextPhase } from './turn'
import { call, callRefused, moveInColumn, moveInColumnRefused, ride, rideFromRideDeck, rideFromRideDeckRefused, rideRefused } from './units'
import { assignTrigger, assignTriggerRefused, attack, attackRefused, setGoldfish, setGoldfishRearguard } from './battle'
import { atGuardStep, endGuard, guard, guardRefused, intercept, interceptRefused, opponentAttack, opponentAttackRefused, takeDamage, takeDamageRefused } from './defence'
import { gAssist, gAssistRefused, gAssistRemove, gAssistRemoveRefused, gAssistTake, gAssistTakeRefused } from './assist'
import { playOrder, playOrderRefused } from './orders'
import * as byHand from './by-hand'
import { asEngineResult, TABLE_HOOKS } from './table'
import type { EngineResult, GameEvent, GameState } from './types'

/**
 * The core's gate, before any of this game's code: a finished game takes nothing (the rule that
 * ended it), the mulligan only its own actions (phases.ts), and a waiting question only its
 * answers and what its kind leaves open (questions.ts).
 */
const GATE: GateSpec<Phase, GameState, GameEvent, ActionType> = { flow: FLOW, overRule: PHASE_RULE.end, questions: QUESTIONS }
const refusedNow = (state: GameState, action: Action): Fail | null => gateRefusal(GATE, state, action.type) as Fail | null

export function apply(state: GameState, action: Action): EngineResult {
  const refused = refusedNow(state, action)
  if (refused) return refused
  return checkTiming(dispatch(state, action, false))
}

/**
 * Why `apply` would refuse `action` now (the same refusal), or null when it would accept it:
 * each reducer's own checks, without building the next state. Every reducer checks first and
 * then cannot fail, and the check timing below never refuses; `legalActions` asks this of each
 * candidate (building the states cost the random-game loop about three quarters of its time).
 */
export function refusal(state: GameState, action: Action): Fail | null {
  const refused = refusedNow(state, action)
  if (refused) return refused
  return dispatch(state, action, true)
}

/**
 * The rule check after every action (Comprehensive Rules 1.2.2): a player with no cards in their
 * deck loses at once (1.2.2.2), not only when a card is needed. The mulligan phase comes before the
 * game, and a 50-card deck is never empty there.
 */
function checkTiming(result: EngineResult): EngineResult {
  if (!result.ok) return result
  const { state, events } = result
  if (state.result !== 'ongoing' || state.phase === 'mulligan' || state.zones.deck.length > 0) return result
  const more: GameEvent[] = [...events, { kind: 'deckEmpty' }]
  return ok(lose(state, GAME_END_RULE.deckOut, 'deckOut', more), more)
}

/** The table actions' checks are the core's, made as it applies them: their refusal is the result's. */
const outcome = (result: EngineResult, check: boolean): EngineResult | Fail | null => (check && result.ok ? null : result)

/** Applies `action` to a state that passed `refusedNow`, or with `check`, gives its checks' refusal alone (null: accepted). */
function dispatch(state: GameState, action: Action, check: false): EngineResult
function dispatch(state: GameState, action: Action, check: true): Fail | null
function dispatch(state: GameState, action: Action, check: boolean): EngineResult | Fail | null {
  switch (action.type) {
    case 'keepHand':
      return check ? keepHandRefused(state) : keepHand(state)
    case 'mulligan':
      return check ? mulliganRefused(state, action.cards) : mulligan(state, action.cards)
    case 'nextPhase':
      return check ? null : nextPhase(state)
    case 'endTurn':
      return check ? null : endTurn(state)
    case 'gAssist':
      return check ? gAssistRefused(state) : gAssist(state)
    case 'gAssistTake':
      return check ? gAssistTakeRefused(state, action.card) : gAssistTake(state, action.card)
    case 'gAssistRemove':
      return check ? gAssistRemoveRefused(state, action.cards) : gAssistRemove(state, action.cards)
    case 'ride':
      return check ? rideRefused(state, action.card) : ride(state, action.card)
    case 'rideFromRideDeck':
      return check ? rideFromRideDeckRefused(state, action.discard) : rideFromRideDeck(state, action.discard)
    case 'call':
      return check ? callRefused(state, action.card, action.circle) : call(state, action.card, action.circle)
    case 'moveInColumn':
      return check ? moveInColumnRefused(state, action.from) : moveInColumn(state, action.from)
    case 'playOrder':
      return check ? playOrderRefused(state, action.card) : playOrder(state, action.card)
    case 'attack':
      return check
        ? attackRefused(state, action.card, action.booster ?? null, action.target ?? 'vanguard')
        : attack(state, action.card, action.booster ?? null, action.guard ?? 0, action.target ?? 'vanguard')
    case 'assignTrigger':
      return check ? assignTriggerRefused(state, action.unit) : assignTrigger(state, action.unit)
    case 'setGoldfish':
      return check ? null : setGoldfish(state, action.grade, action.power)
    case 'setGoldfishRearguard':
      return check ? null : setGoldfishRearguard(state, action.circle, action.power)
    case 'opponentAttack':
      return check ? opponentAttackRefused(state) : opponentAttack(state, action.power ?? state.goldfish.power, action.critical ?? 1)
    case 'guard':
      return check ? guardRefused(state, action.card) : guard(state, action.card)
    case 'intercept':
      return check ? interceptRefused(state, action.card) : intercept(state, action.card)
    case 'endGuard':
      return check ? atGuardStep(state) : endGuard(state)
    case 'move':
    case 'draw':
    case 'search':
    case 'lookTop':
    case 'arrangeTop':
    case 'shuffle':
    case 'concede':
      return outcome(asEngineResult(applyTableAction(TABLE_HOOKS, state, action, 'hand')), check)
    case 'moveToCircle':
      return outcome(byHand.moveToCircle(state, action.card, action.circle), check)
    case 'takeDamage':
      return check ? takeDamageRefused(state, action.count) : takeDamage(state, action.count)
    case 'flipCard':
      return check ? byHand.flipRefused(state, action.card) : byHand.flip(state, action.card)
    case 'standUnit':
      return check ? byHand.setStandRefused(state, action.card, true) : byHand.setStand(state, action.card, true)
    case 'restUnit':
      return check ? byHand.setStandRefused(state, action.card, false) : byHand.setStand(state, action.card, false)
    case 'modifyUnit':
      return check ? byHand.modifyUnitRefused(state, action.card, action.power, action.critical) : byHand.modifyUnit(state, action.card, action.power, action.critical)
    case 'counterBlast':
      return check ? byHand.counterBlastRefused(state, action.count) : byHand.counterBlast(state, action.count)
    case 'soulBlast':
      return check ? byHand.soulBlastRefused(state, action.count) : byHand.soulBlast(state, action.count)
    case 'soulCharge':
      return check ? byHand.soulChargeRefused(state, action.count) : byHand.soulCharge(state, action.count)
  }
  // exhaustive: adding an action type without handling it is a compile error
  const unknown: never = action
  return err('wrong-phase', PHASE_RULE.main, `unknown action ${JSON.stringify(unknown)}`)
}
