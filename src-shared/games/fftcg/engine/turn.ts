// Setup (8.2) and the player's moves through the turn (9): the mulligan, keeping the hand, passing
// a phase and ending the turn. The phases themselves are data (phases.ts) run by the core's runner.
import { accept, advancePhase, enterPhase } from '../../../game/core'
import { drawCards, err, OPENING_HAND, withoutAll } from './state'
import { FLOW, opponentTurn } from './phases'
import type { CardId, EngineResult, GameEvent, GameState } from './types'

export const HAND_LIMIT = 5

/**
 * 8.2.1.4: the five cards go to the bottom of the deck in the order the player chooses, then
 * five new cards are drawn; once only (no shuffle). `bottomOrder` lists them top to bottom:
 * its last card becomes the bottom card of the deck.
 */
export function mulligan(state: GameState, bottomOrder: readonly CardId[]): EngineResult {
  if (state.phase !== 'setup') return err('wrong-phase', '8.2.1.4', 'a mulligan is only possible before the first turn')
  if (state.mulliganUsed) return err('mulligan-used', '8.2.1.4', 'the mulligan can be taken only once')
  const hand = state.zones.hand
  const set = new Set(bottomOrder)
  if (bottomOrder.length !== hand.length || set.size !== hand.length || !hand.every((id) => set.has(id)))
    return err('bad-order', '8.2.1.4', 'the mulligan order must list each card of the hand once', { hand: hand.length })
  const events: GameEvent[] = [{ kind: 'mulligan', bottom: [...bottomOrder] }]
  const next: GameState = {
    ...state,
    mulliganUsed: true,
    zones: { ...state.zones, hand: [], deck: [...state.zones.deck, ...bottomOrder] },
  }
  return accept(drawCards(next, OPENING_HAND, events), events)
}

/** Keeping the hand starts the game (8.2.1.5); on the draw the goldfish plays turn 1 first. */
export function keepHand(state: GameState): EngineResult {
  if (state.phase !== 'setup') return err('wrong-phase', '8.2.1.5', 'the game has already started')
  const events: GameEvent[] = [{ kind: 'keptHand' }]
  const next = state.onThePlay ? state : opponentTurn(state, events)
  return accept(enterPhase(FLOW, next, 'active', events), events)
}

export function nextPhase(state: GameState): EngineResult {
  if (state.phase === 'setup') return keepHand(state)
  if (state.phase === 'end') return endTurn(state, undefined)
  // Active and Draw pass by themselves: the player is never in them while the game goes on.
  if (FLOW.spec(state.phase).auto) return err('wrong-phase', '9', `no phase follows ${state.phase}`, { phase: state.phase })
  const events: GameEvent[] = []
  return accept(advancePhase(FLOW, state, events), events)
}

/**
 * End Phase (9.5): discard down to 5 cards, chosen by the player (9.5.1.2); then the phase ends
 * (its cleanup and the goldfish's turn, phases.ts) and the player's next turn begins (9.5.1.5).
 */
export function endTurn(state: GameState, discard: readonly CardId[] | undefined): EngineResult {
  if (state.phase === 'setup') return err('wrong-phase', '8.2.1.5', 'keep a hand or take the mulligan first')
  const chosen = discard ?? []
  const excess = Math.max(0, state.zones.hand.length - HAND_LIMIT)
  const set = new Set(chosen)
  if (chosen.length !== excess || set.size !== chosen.length || !chosen.every((id) => state.zones.hand.includes(id)))
    return err('hand-size', '9.5.1.2', `discard exactly ${excess} ${excess === 1 ? 'card' : 'cards'} from the hand to end the turn with ${HAND_LIMIT}`, {
      excess,
      limit: HAND_LIMIT,
    })
  const events: GameEvent[] = []
  // From an earlier phase the turn goes straight to the End Phase (the player passes the rest).
  let next = state.phase === 'end' ? state : enterPhase(FLOW, state, 'end', events)
  if (chosen.length) {
    events.push({ kind: 'discarded', cards: [...chosen], reason: 'hand-size' })
    next = { ...next, zones: { ...next.zones, hand: withoutAll(next.zones.hand, set), breakZone: [...next.zones.breakZone, ...chosen] } }
  }
  return accept(advancePhase(FLOW, next, events), events)
}
