// The mulligan and the turn (PHASES DE JEUX): stand and draw pass by themselves, the G assist
// step is skipped with a ride deck, the ride and main phases wait for the player, and the end
// phase passes to the goldfish opponent's turn.
import { phaseAfter } from '../../../game/module'
import { hasRideDeck } from '../deck/deck'
import { PHASE_RULE, SETUP_RULE } from '../rules'
import { PHASES, type Phase } from './phases'
import { drawCards, err, ok, shuffleDeck, type Fail } from './state'
import type { CardId, EngineResult, GameEvent, GameState } from './types'

/** SU-mulligan: once, before the first turn, the chosen cards go back, the deck is shuffled, as many are drawn. */
export function mulliganRefused(state: GameState, cards: readonly CardId[]): Fail | null {
  if (state.phase !== 'mulligan' || state.mulliganUsed) return err('mulligan-used', SETUP_RULE.mulligan, 'cards can be returned to the deck only once, before the first turn')
  if (new Set(cards).size !== cards.length || !cards.every((id) => state.zones.hand.includes(id)))
    return err('bad-cards', SETUP_RULE.mulligan, 'list each card to return once, from your hand', { count: cards.length })
  return null
}

export function mulligan(state: GameState, cards: readonly CardId[]): EngineResult {
  const refused = mulliganRefused(state, cards)
  if (refused) return refused
  const set = new Set(cards)
  const events: GameEvent[] = [{ kind: 'redrew', returned: [...cards] }]
  let next: GameState = { ...state, mulliganUsed: true, zones: { ...state.zones, hand: state.zones.hand.filter((id) => !set.has(id)), deck: [...state.zones.deck, ...cards] } }
  next = shuffleDeck(next, events)
  next = drawCards(next, cards.length, events)
  return ok(startGame(next, events), events)
}

export const keepHandRefused = (state: GameState): Fail | null =>
  state.phase !== 'mulligan' ? err('mulligan-used', SETUP_RULE.mulligan, 'the game has already started') : null

export function keepHand(state: GameState): EngineResult {
  const refused = keepHandRefused(state)
  if (refused) return refused
  const events: GameEvent[] = [{ kind: 'keptHand' }]
  return ok(startGame({ ...state, mulliganUsed: true }, events), events)
}

function startGame(state: GameState, events: GameEvent[]): GameState {
  return state.onThePlay ? beginOwnTurn(state, events) : opponentTurn(state, events)
}

function opponentTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  events.push({ kind: 'opponentTurn', turn }, { kind: 'phase', phase: 'opponent' })
  return { ...state, turn, phase: 'opponent', orderPlayed: false }
}

const AUTO_PHASES = PHASES.filter((p) => 'auto' in p && p.auto) as readonly Extract<(typeof PHASES)[number], { auto: true }>[]

/** Stand and draw pass by themselves; then the G assist step, or the ride phase with a ride deck. */
function beginOwnTurn(state: GameState, events: GameEvent[]): GameState {
  const turn = state.turn + 1
  events.push({ kind: 'turnStarted', turn })
  let next: GameState = { ...state, turn, rodeThisTurn: false, orderPlayed: false, gAssistUsed: false }
  for (const phase of AUTO_PHASES) {
    events.push({ kind: 'phase', phase: phase.id })
    next = phase.onBegin({ ...next, phase: phase.id }, events)
  }
  return enter(next, 'gAssist', events)
}

/** The first player's first turn: no battle phase (SU-first-turn). */
export const firstPlayersFirstTurn = (state: GameState): boolean => state.onThePlay && state.turn === 1

/**
 * Enters a phase; the G assist step "n'est pas du tout appliquée" when a ride deck is used, and
 * the first player's first turn has no battle phase (SU-first-turn, official rules).
 */
function enter(state: GameState, phase: Phase, events: GameEvent[]): GameState {
  if (phase === 'gAssist' && hasRideDeck(state.format)) {
    events.push({ kind: 'phaseSkipped', phase, rule: PHASE_RULE.gAssist })
    return enter(state, 'ride', events)
  }
  if (phase === 'battle' && firstPlayersFirstTurn(state)) {
    events.push({ kind: 'phaseSkipped', phase, rule: SETUP_RULE.firstTurn })
    return enter(state, 'end', events)
  }
  events.push({ kind: 'phase', phase })
  const spec = PHASES.find((p) => p.id === phase)
  const next: GameState = { ...state, phase }
  return spec && 'onBegin' in spec && !('auto' in spec) ? spec.onBegin(next, events) : next
}

function advance(state: GameState, events: GameEvent[]): GameState {
  switch (state.phase) {
    case 'end':
      return opponentTurn(state, events)
    case 'opponent':
      return beginOwnTurn(state, events)
    default:
      return enter(state, phaseAfter<Phase>(PHASES, state.phase)!, events)
  }
}

export function nextPhase(state: GameState): EngineResult {
  if (state.phase === 'mulligan') return keepHand(state)
  const events: GameEvent[] = []
  return ok(advance(state, events), events)
}

/** From the player's turn: on to the opponent's; from the opponent's: the player's next turn, up to its ride or G assist. */
export const endTurnRefused = (state: GameState): Fail | null =>
  state.phase === 'mulligan' ? err('wrong-phase', SETUP_RULE.mulligan, 'keep your hand or return cards first') : null

export function endTurn(state: GameState): EngineResult {
  const refused = endTurnRefused(state)
  if (refused) return refused
  const events: GameEvent[] = []
  let next = advance(state, events)
  while (next.phase !== 'opponent' && next.phase !== 'ride' && next.phase !== 'gAssist') next = advance(next, events)
  return ok(next, events)
}
