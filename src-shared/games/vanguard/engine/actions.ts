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
  /** Phase de combat: a front-row unit attacks the goldfish's vanguard, boosted or not; `guard` is the goldfish's shield (0 if absent). */
  | { type: 'attack'; card: CardId; booster?: CardId; guard?: number }
  /** The unit that gets a revealed trigger's critical, then its power. */
  | { type: 'assignTrigger'; unit: CardId }
  /** The goldfish opponent's vanguard. */
  | { type: 'setGoldfish'; grade: number; power: number }

export const ACTION_TYPES = ['keepHand', 'mulligan', 'nextPhase', 'endTurn', 'ride', 'rideFromRideDeck', 'call', 'moveInColumn', 'attack', 'assignTrigger', 'setGoldfish'] as const satisfies readonly Action['type'][]
