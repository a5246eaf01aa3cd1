// Moving through the turn (Structure du tour): the London mulligan before the first turn, passing
// priority (the top of the stack resolves; with the stack empty the step ends, Changement de
// phase/étape), and "to next turn". The steps themselves (what begins and ends them, which are
// skipped, the goldfish's turn) are phases.ts's data, moved through by the engine core's runner;
// passing priority stays Magic's own: the stack resolves before any step ends.
import { advancePhase, enterPhase, shuffleZone } from '../../../game/core'
import { resolveTop } from './cast'
import { endCleanup, MTG_FLOW, PHASES, type Phase } from './phases'
import { asking } from './questions'
import { CR } from './rules'
import { checkStateBased } from './sba'
import { drawCards, err, ok, OPENING_HAND, update } from './state'
import { declareAttackers, declareBlockers } from './combat'
import type { CardId, EngineResult, GameEvent, GameState } from './types'

/** CR 103.5: N cards to the bottom after N mulligans; in Commander the first mulligan is free (CR 103.5c). */
function toBottom(state: GameState, mulligans: number): number {
  return state.commander ? Math.max(0, mulligans - 1) : mulligans
}

/** CR 103.5: the hand goes back, the library is shuffled, seven new cards; N go to the bottom when kept. */
export function mulligan(state: GameState): EngineResult {
  if (state.phase !== 'mulligan') return err('mulligan-over', CR.mulligan, 'the game has already started')
  if (state.mulligans >= OPENING_HAND) return err('mulligan-over', CR.mulligan, `after ${OPENING_HAND} mulligans there is no card left to keep`, { mulligans: state.mulligans })
  const mulligans = state.mulligans + 1
  const events: GameEvent[] = [{ kind: 'mulligan', count: mulligans }]
  const bottom = toBottom(state, mulligans)
  let next: GameState = update(state, { mulligans, zones: { ...state.zones, hand: [], library: [...state.zones.library, ...state.zones.hand] } })
  next = shuffleZone('library', next, events)
  next = drawCards(next, OPENING_HAND, events)
  return ok(asking(next, { kind: 'mulligan', bottom }), events)
}

/** CR 103.5: keeping after the N-th mulligan puts N cards of the hand on the bottom, in the order given. */
export function keepHand(state: GameState, bottom: readonly CardId[]): EngineResult {
  if (state.phase !== 'mulligan') return err('mulligan-over', CR.mulligan, 'the game has already started')
  const n = toBottom(state, state.mulligans)
  if (bottom.length !== n || new Set(bottom).size !== n || !bottom.every((id) => state.zones.hand.includes(id)))
    return err('bad-cards', CR.mulligan, `put exactly ${n} different card(s) of your hand on the bottom`, { count: n })
  const set = new Set(bottom)
  const events: GameEvent[] = [{ kind: 'keptHand', bottom: [...bottom] }]
  const zones = { ...state.zones, hand: state.zones.hand.filter((id) => !set.has(id)), library: [...state.zones.library, ...bottom] }
  const next: GameState = update(state, { zones, question: null })
  return ok(enterPhase(MTG_FLOW, next, state.onThePlay ? 'untap' : 'opponent', events), events)
}

const AUTO_STEPS: ReadonlySet<Phase> = new Set(PHASES.filter((p) => 'auto' in p && p.auto).map((p) => p.id))

/** After an action: an auto step that waited (the cleanup's discard, CR 704 there) passes once nothing holds it. */
export function settle(state: GameState, events: GameEvent[]): GameState {
  return AUTO_STEPS.has(state.phase) && state.result === 'ongoing' && !state.question && !state.cleanupAgain ? advancePhase(MTG_FLOW, state, events) : state
}

export function passOnce(state: GameState, events: GameEvent[]): GameState {
  // The goldfish always passes: the top of the stack resolves (CR 117.4, 405.5).
  if (state.zones.stack.length) return checkStateBased(resolveTop(state, events), events)
  // 5.2: after a cleanup step that gave priority, a new cleanup step begins.
  if (state.phase === 'cleanup') return enterPhase(MTG_FLOW, endCleanup(state, events), 'cleanup', events)
  return advancePhase(MTG_FLOW, state, events)
}

/** Changement de phase/étape: passing with the stack empty ends the step; with spells on it, the top resolves. */
export function passPriority(state: GameState): EngineResult {
  const events: GameEvent[] = []
  return ok(passOnce(state, events), events)
}

/**
 * Passes priority until the next turn: from the player's turn to the goldfish's, from the
 * goldfish's to the player's next precombat main phase. No attack is declared and the dummies do
 * not block on the way; a question the player must answer (discard, legend rule) stops it.
 */
export function nextTurn(state: GameState): EngineResult {
  const events: GameEvent[] = []
  const mine = state.phase !== 'opponent'
  let next = state
  for (let guard = 0; guard < 500 && next.result === 'ongoing'; guard++) {
    if (next.question?.kind === 'attackers') next = answered(declareAttackers(next, []), events)
    else if (next.question?.kind === 'blockers') next = answered(declareBlockers(next, []), events)
    if (next.question) break
    next = passOnce(next, events)
    if (mine ? next.phase === 'opponent' : next.phase === 'main1' && !next.zones.stack.length) break
  }
  return ok(next, events)
}

function answered(result: EngineResult, events: GameEvent[]): GameState {
  if (!result.ok) throw new Error(result.error.reason)
  events.push(...result.events)
  return result.state
}

