// The reducer: state + action → new state and events, or a refusal that names its rule.
// Deterministic (the generator is in the state), never mutates its input.
import { BATTLE_STEP_RULE, GAME_END_RULE, PHASE_RULE, SETUP_RULE } from '../rules'
import type { Action, ActionType } from './actions'
import { err, lose, ok, type Fail } from './state'
import { endTurn, endTurnRefused, keepHand, keepHandRefused, mulligan, mulliganRefused, nextPhase } from './turn'
import { call, callRefused, moveInColumn, moveInColumnRefused, ride, rideFromRideDeck, rideFromRideDeckRefused, rideRefused } from './units'
import { assignTrigger, assignTriggerRefused, attack, attackRefused, setGoldfish, setGoldfishRearguard } from './battle'
import { atGuardStep, endGuard, guard, guardRefused, intercept, interceptRefused, opponentAttack, opponentAttackRefused, takeDamage, takeDamageRefused } from './defence'
import { gAssist, gAssistRefused, gAssistRemove, gAssistRemoveRefused, gAssistTake, gAssistTakeRefused } from './assist'
import { playOrder, playOrderRefused } from './orders'
import * as manual from './manual'
import type { EngineResult, GameEvent, GameState } from './types'

const BEFORE_TURNS = new Set<Action['type']>(['keepHand', 'mulligan', 'nextPhase', 'setGoldfish', 'setGoldfishRearguard'])
/** While a trigger waits for its unit, only the answer (or the goldfish's settings) goes. */
const WHILE_PENDING = new Set<Action['type']>(['assignTrigger', 'setGoldfish', 'setGoldfishRearguard'])
const WHILE_G_ASSIST = new Set<Action['type']>(['gAssistTake', 'gAssistRemove', 'setGoldfish', 'setGoldfishRearguard'])
/** What the guard step of an attack on your vanguard waits through: the turn goes on after it. */
const NOT_WHILE_GUARDING = new Set<Action['type']>(['nextPhase', 'endTurn', 'opponentAttack'])

function refusedNow(state: GameState, action: Action): Fail | null {
  if (state.result !== 'ongoing') return err('game-over', PHASE_RULE.end, `the game is over (${state.result})`, { result: state.result })
  if (state.phase === 'mulligan' && !BEFORE_TURNS.has(action.type))
    return err('wrong-phase', SETUP_RULE.mulligan, 'keep your hand or return cards to the deck before anything else', { phase: state.phase })
  if (state.pendingTrigger && !WHILE_PENDING.has(action.type))
    return err('pending', state.pendingTrigger.check === 'drive' ? BATTLE_STEP_RULE.drive : BATTLE_STEP_RULE.damage, 'choose the unit that gets the revealed trigger first', { card: state.pendingTrigger.card })
  if (state.gAssist && !WHILE_G_ASSIST.has(action.type)) return err('pending', PHASE_RULE.gAssist, 'finish the G assist first', {})
  if (state.defence && NOT_WHILE_GUARDING.has(action.type)) return err('pending', BATTLE_STEP_RULE.guard, 'finish the guard step first (no more guardians)', {})
  return null
}

export function apply(state: GameState, action: Action): EngineResult {
  const refused = refusedNow(state, action)
  if (refused) return refused
  return checkTiming(dispatch(state, action))
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
  const checks = Object.hasOwn(CHECKS, action.type) ? (CHECKS[action.type] as (state: GameState, action: Action) => Fail | null) : undefined
  if (checks) return checks(state, action)
  // the table's generic actions, which legalActions does not list: ask the reducer itself
  const result = dispatch(state, action)
  return result.ok ? null : result
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

type Of<T extends ActionType> = Extract<Action, { type: T }>

/**
 * The checks of each action legalActions lists (each is its reducer's own, which `dispatch`
 * calls); the other actions are asked of the reducer itself.
 */
const CHECKS: { readonly [T in ActionType]?: (state: GameState, action: Of<T>) => Fail | null } = {
  keepHand: keepHandRefused,
  mulligan: (s, a) => mulliganRefused(s, a.cards),
  nextPhase: () => null,
  endTurn: endTurnRefused,
  gAssist: gAssistRefused,
  gAssistTake: (s, a) => gAssistTakeRefused(s, a.card),
  gAssistRemove: (s, a) => gAssistRemoveRefused(s, a.cards),
  ride: (s, a) => rideRefused(s, a.card),
  rideFromRideDeck: (s, a) => rideFromRideDeckRefused(s, a.discard),
  call: (s, a) => callRefused(s, a.card, a.circle),
  moveInColumn: (s, a) => moveInColumnRefused(s, a.from),
  playOrder: (s, a) => playOrderRefused(s, a.card),
  attack: (s, a) => attackRefused(s, a.card, a.booster ?? null, a.target ?? 'vanguard'),
  assignTrigger: (s, a) => assignTriggerRefused(s, a.unit),
  opponentAttack: opponentAttackRefused,
  guard: (s, a) => guardRefused(s, a.card),
  intercept: (s, a) => interceptRefused(s, a.card),
  endGuard: atGuardStep,
  takeDamage: (s, a) => takeDamageRefused(s, a.count),
  flipCard: (s, a) => manual.flipRefused(s, a.card),
  standUnit: (s, a) => manual.setStandRefused(s, a.card, true),
  restUnit: (s, a) => manual.setStandRefused(s, a.card, false),
  modifyUnit: (s, a) => manual.modifyUnitRefused(s, a.card, a.power, a.critical),
  counterBlast: (s, a) => manual.counterBlastRefused(s, a.count),
  soulBlast: (s, a) => manual.soulBlastRefused(s, a.count),
  soulCharge: (s, a) => manual.soulChargeRefused(s, a.count),
}

function dispatch(state: GameState, action: Action): EngineResult {
  switch (action.type) {
    case 'keepHand':
      return keepHand(state)
    case 'mulligan':
      return mulligan(state, action.cards)
    case 'nextPhase':
      return nextPhase(state)
    case 'endTurn':
      return endTurn(state)
    case 'gAssist':
      return gAssist(state)
    case 'gAssistTake':
      return gAssistTake(state, action.card)
    case 'gAssistRemove':
      return gAssistRemove(state, action.cards)
    case 'ride':
      return ride(state, action.card)
    case 'rideFromRideDeck':
      return rideFromRideDeck(state, action.discard)
    case 'call':
      return call(state, action.card, action.circle)
    case 'moveInColumn':
      return moveInColumn(state, action.from)
    case 'playOrder':
      return playOrder(state, action.card)
    case 'attack':
      return attack(state, action.card, action.booster ?? null, action.guard ?? 0, action.target ?? 'vanguard')
    case 'assignTrigger':
      return assignTrigger(state, action.unit)
    case 'setGoldfish':
      return setGoldfish(state, action.grade, action.power)
    case 'setGoldfishRearguard':
      return setGoldfishRearguard(state, action.circle, action.power)
    case 'opponentAttack':
      return opponentAttack(state, action.power ?? state.goldfish.power, action.critical ?? 1)
    case 'guard':
      return guard(state, action.card)
    case 'intercept':
      return intercept(state, action.card)
    case 'endGuard':
      return endGuard(state)
    case 'move':
      return manual.move(state, action.card, action.to, action.position, undefined, action.dull)
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
    case 'concede':
      return manual.concede(state)
    case 'moveToCircle':
      return manual.move(state, action.card, 'rearguard', 'top', action.circle)
    case 'takeDamage':
      return takeDamage(state, action.count)
    case 'flipCard':
      return manual.flip(state, action.card)
    case 'standUnit':
      return manual.setStand(state, action.card, true)
    case 'restUnit':
      return manual.setStand(state, action.card, false)
    case 'modifyUnit':
      return manual.modifyUnit(state, action.card, action.power, action.critical)
    case 'counterBlast':
      return manual.counterBlast(state, action.count)
    case 'soulBlast':
      return manual.soulBlast(state, action.count)
    case 'soulCharge':
      return manual.soulCharge(state, action.count)
  }
  // exhaustive: adding an action type without handling it is a compile error
  const unknown: never = action
  return err('wrong-phase', PHASE_RULE.main, `unknown action ${JSON.stringify(unknown)}`)
}
