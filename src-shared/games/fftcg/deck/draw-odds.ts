// Exact opening and draw odds for FFTCG, by the hypergeometric law (src-shared/game/hypergeometric.ts).
//
// The draw model (fftcg-regles-completes.txt):
// - 8.2.1.3: each player draws an opening hand of 5 cards.
// - 8.2.1.4: each player may, once, put those 5 cards on the bottom of the deck (in any order)
//   and draw 5 new ones. The 5 put back sit below every other card, so they can only be drawn
//   again once the rest of the deck has been drawn.
// - 9.2.1.1 / 8.2.1.5 / 9.2.1.3: 2 cards in each draw phase, except the first player's very
//   first turn, 1 card.
// - "By turn t" means in hand after the draw phase of the player's own t-th turn, counting every
//   card seen (none played or discarded) and no draws from card effects. Turn 0 is the opening hand.
// - Mulligan policies: 'never' keeps the first 5; 'ifMissing' takes the mulligan exactly when the
//   first 5 hold none of the wanted cards (then the new 5 and the draws come from the N-5 cards
//   above the bottom 5, which still hold all K wanted cards).

import { OPENING_HAND } from '../engine'
import { probabilityNone } from '../../../game/hypergeometric'

export type MulliganPolicy = 'never' | 'ifMissing'

/** Cards drawn in draw phases up to and including turn `turn` (0 = none yet). */
export function drawsByTurn(turn: number, onPlay: boolean): number {
  if (turn <= 0) return 0
  return onPlay ? 2 * turn - 1 : 2 * turn
}

export interface DrawQuestion {
  /** Cards in the deck. */
  deckSize: number
  /** How many of them are wanted (any one will do). */
  wanted: number
  /** 0 = opening hand; t = after the draw phase of the player's t-th turn. */
  turn: number
  /** First player (draws 1 on turn 1) or second (2 from turn 1). */
  onPlay: boolean
  mulligan: MulliganPolicy
}

/** P(at least one wanted card in hand by the given turn) under the model above. Exact. */
export function probabilityAtLeastOne(q: DrawQuestion): number {
  const N = q.deckSize
  const K = Math.min(q.wanted, N)
  if (K <= 0 || N <= 0) return 0
  const seen = OPENING_HAND + drawsByTurn(q.turn, q.onPlay)
  const missFirstHand = probabilityNone(N, K, OPENING_HAND)
  if (q.mulligan === 'never') return 1 - probabilityNone(N, K, seen)
  // After a mulligan: the 5 new cards and the draws come from the N-5 cards above the bottom 5
  // (cards past those come from the bottom 5, which hold no wanted card).
  const afterMulligan = probabilityNone(N - OPENING_HAND, K, Math.min(seen, N - OPENING_HAND))
  return 1 - missFirstHand * afterMulligan
}
