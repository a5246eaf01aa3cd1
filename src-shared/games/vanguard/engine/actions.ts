// The actions of the Vanguard engine's first part: the mulligan, the turn, ride and call.
import type { CardId, Circle } from './types'

export type Action =
  | { type: 'keepHand' }
  /** Before the first turn, once: these cards go back into the deck, which is shuffled, and as many are drawn. */
  | { type: 'mulligan'; cards: CardId[] }
  | { type: 'nextPhase' }
  | { type: 'endTurn' }
  /** Phase de Ride: a unit from the hand onto (VC). */
  | { type: 'ride'; card: CardId }
  /** Phase de Ride with a ride deck: discard `discard` to ride the ride deck's unit one grade up. */
  | { type: 'rideFromRideDeck'; discard: CardId }
  /** Phase principale: a unit from the hand onto a rear-guard circle (an appel normal). */
  | { type: 'call'; card: CardId; circle: Circle }
  /** Phase principale: a rear-guard to the other circle of its column (swapping with one there). */
  | { type: 'moveInColumn'; from: Circle }

export const ACTION_TYPES = ['keepHand', 'mulligan', 'nextPhase', 'endTurn', 'ride', 'rideFromRideDeck', 'call', 'moveInColumn'] as const satisfies readonly Action['type'][]
