// Setup and the turn ("Le déroulement du jeu"): the partial mulligan and the player's moves along
// the turn. The phases themselves, the end of the clash and the goldfish opponent's turn are data
// in ./phases.ts, run by the core's runner.
import { accept, advancePhase, advanceUntil, enterPhase, refuse } from '../../../game/core'
import { RULE } from '../rules'
import { FLOW } from './phases'
import { drawCards, shuffleDeck, update } from './state'
import type { CardId, EngineResult, GameEvent, GameState } from './types'

/**
 * "Le déroulement": once, right after drawing the 5 cards, any number of them go under the deck
 * (in the order listed: the last one lowest), as many are drawn, and the deck is shuffled.
 */
export function mulligan(state: GameState, cards: readonly CardId[]): EngineResult {
  if (state.phase !== 'setup' || state.mulliganUsed) return refuse('mulligan-used', RULE.flow, 'cards can be put under the deck only once, before the first turn')
  const set = new Set(cards)
  if (set.size !== cards.length || !cards.every((id) => state.zones.hand.includes(id)))
    return refuse('bad-order', RULE.flow, 'list each card to put under the deck once, from your hand', { count: cards.length })
  const events: GameEvent[] = [{ kind: 'mulligan', bottom: [...cards] }]
  let next = update(state, {
    mulliganUsed: true,
    zones: { ...state.zones, hand: state.zones.hand.filter((id) => !set.has(id)), deck: [...state.zones.deck, ...cards] },
  })
  next = drawCards(next, cards.length, events)
  next = shuffleDeck(next, events)
  return accept(startGame(next, events), events)
}

export function keepHand(state: GameState): EngineResult {
  if (state.phase !== 'setup') return refuse('mulligan-used', RULE.flow, 'the game has already started')
  const events: GameEvent[] = [{ kind: 'keptHand' }]
  // a kept hand is no mulligan: the phase, not this flag, refuses a mulligan from now on
  return accept(startGame(state, events), events)
}

/** On the draw, the goldfish plays the first turn (the player may answer with AP, I15). */
const startGame = (state: GameState, events: GameEvent[]): GameState => enterPhase(FLOW, state, state.onThePlay ? 'draw' : 'opponent', events)

export function nextPhase(state: GameState): EngineResult {
  if (state.phase === 'setup') return keepHand(state)
  const events: GameEvent[] = []
  return accept(advancePhase(FLOW, state, events), events)
}

/** From the player's turn: on to the opponent's turn (through the end of the clash); from the opponent's: the next own turn. */
export function endTurn(state: GameState): EngineResult {
  if (state.phase === 'setup') return refuse('wrong-phase', RULE.flow, 'keep your hand or put cards under the deck first')
  const events: GameEvent[] = []
  return accept(advanceUntil(FLOW, state, events, (s) => s.phase === 'opponent' || s.phase === 'primary'), events)
}
