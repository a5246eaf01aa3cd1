// The mulligan and the moves through the turn: the phases are data (phases.ts) run by the engine
// core's runner; this file keeps the mulligan, keeping the hand, and where "next phase" and "end
// turn" stop.
import { advancePhase, advanceUntil, enterPhase } from '../../../game/core'
import { SETUP_RULE } from '../rules'
import { FLOW, type Phase } from './phases'
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

/** The first player's turn, or the goldfish's when the player draws first. */
const startGame = (state: GameState, events: GameEvent[]): GameState => enterPhase(FLOW, state, state.onThePlay ? 'stand' : 'opponent', events)

export function nextPhase(state: GameState): EngineResult {
  if (state.phase === 'mulligan') return keepHand(state)
  const events: GameEvent[] = []
  return ok(advancePhase(FLOW, state, events), events)
}

/** Where "end turn" stops: the goldfish's turn, or the player's next one at its ride or G assist. */
const TURN_STOPS: ReadonlySet<Phase> = new Set<Phase>(['opponent', 'ride', 'gAssist'])

export function endTurn(state: GameState): EngineResult {
  const events: GameEvent[] = []
  return ok(advanceUntil(FLOW, state, events, (next) => TURN_STOPS.has(next.phase)), events)
}
