// Moving through the turn (Structure du tour): the London mulligan before the first turn, passing
// priority (the top of the stack resolves; with the stack empty the step ends, Changement de
// phase/étape), the mana pool emptying at the end of every step (Effets et leur durée), steps
// skipped by their rule, the goldfish's turn, and "to next turn".
import { shuffleZone } from '../../../game/core'
import { resolveTop } from './cast'
import { EMPTY_POOL, poolTotal } from './mana'
import { PHASES, stepIndex, stepSpec, type Phase } from './phases'
import { CR, TEXT } from './rules'
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
  return ok(update(next, { pending: { kind: 'mulligan', bottom } }), events)
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
  const next: GameState = update(state, { zones, pending: null })
  return ok(settle(state.onThePlay ? beginOwnTurn(next, events) : goldfishTurn(next, events), events), events)
}

const SBA_AFTER: ReadonlySet<Phase> = new Set(['draw', 'firstStrikeDamage', 'combatDamage'])

function enterStep(state: GameState, phase: Phase, events: GameEvent[]): GameState {
  events.push({ kind: 'step', phase })
  const onBegin = stepSpec(phase).onBegin
  const next = update(state, { phase })
  if (!onBegin) return next
  // Of the turn-based actions, only the draw and combat damage change what state-based actions
  // look at (the cleanup checks by itself; every action checks after itself).
  return SBA_AFTER.has(phase) ? checkStateBased(onBegin(next, events), events) : onBegin(next, events)
}

function beginOwnTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  const ownTurn = state.ownTurn + 1
  events.push({ kind: 'turnStarted', turn, ownTurn })
  return enterStep(update(state, { turn, ownTurn, landsPlayed: 0 }), 'untap', events)
}

function goldfishTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  events.push({ kind: 'opponentTurn', turn })
  return enterStep(update(state, { turn }), 'opponent', events)
}

/** The step after `phase` in the turn, past those skipped this turn (each skip names its rule). */
function followingStep(state: GameState, phase: Phase, events: GameEvent[]): Phase {
  let i = stepIndex(phase) + 1
  for (;;) {
    const spec = PHASES[i]!
    const skipped = 'skip' in spec ? spec.skip(state) : null
    if (!skipped) return spec.id
    events.push({ kind: 'stepSkipped', phase: spec.id, rule: skipped })
    i++
  }
}

/** The end of a step: the pool empties (Effets et leur durée); the combat ends with its last step (3.5). */
function leaveStep(state: GameState, events: GameEvent[]): GameState {
  let next = state
  const lost = poolTotal(state.pool)
  if (lost > 0) {
    events.push({ kind: 'manaEmptied', amount: lost })
    next = update(next, { pool: EMPTY_POOL })
  }
  if (state.phase === 'endCombat') next = update(next, { combat: null })
  if (state.phase === 'cleanup') return goldfishTurn(update(next, { cleanupAgain: false }), events)
  if (state.phase === 'opponent') return beginOwnTurn(next, events)
  return enterStep(next, followingStep(next, state.phase, events), events)
}

/** Steps without priority pass by themselves (1.1, 5.2) once their turn-based actions are done. */
export function settle(state: GameState, events: GameEvent[]): GameState {
  let next = state
  while (next.result === 'ongoing' && !next.pending && stepSpec(next.phase).auto && !next.cleanupAgain) next = leaveStep(next, events)
  return next
}

export function passOnce(state: GameState, events: GameEvent[]): GameState {
  // The goldfish always passes: the top of the stack resolves (CR 117.4, 405.5).
  if (state.zones.stack.length) return checkStateBased(resolveTop(state, events), events)
  // 5.2: after a cleanup step that gave priority, a new cleanup step begins.
  if (state.phase === 'cleanup') return settle(enterStep(update(state, { cleanupAgain: false }), 'cleanup', events), events)
  return settle(leaveStep(state, events), events)
}

export function priorityProblem(state: GameState): Extract<EngineResult, { ok: false }> | null {
  if (state.phase === 'mulligan') return err('wrong-step', CR.mulligan, 'keep your hand or mulligan first', { phase: state.phase })
  if (state.pending) return err('pending', CR.priority, `answer the ${state.pending.kind} question first`, { pending: state.pending.kind })
  return null
}

/** Changement de phase/étape: passing with the stack empty ends the step; with spells on it, the top resolves. */
export function passPriority(state: GameState): EngineResult {
  const refused = priorityProblem(state)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(passOnce(state, events), events)
}

/**
 * Passes priority until the next turn: from the player's turn to the goldfish's, from the
 * goldfish's to the player's next precombat main phase. No attack is declared and the dummies do
 * not block on the way; a question the player must answer (discard, legend rule) stops it.
 */
export function nextTurn(state: GameState): EngineResult {
  const refused = priorityProblem(state)
  if (refused) return refused
  const events: GameEvent[] = []
  const mine = state.phase !== 'opponent'
  let next = state
  for (let guard = 0; guard < 500 && next.result === 'ongoing'; guard++) {
    if (next.pending?.kind === 'attackers') next = answered(declareAttackers(next, []), events)
    else if (next.pending?.kind === 'blockers') next = answered(declareBlockers(next, []), events)
    if (next.pending) break
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

