// FFTCG's card resolver for decklists: codes through the code index (any printed form, reprint
// and promo aliases), names (English or French) through the generic folded-name lookup, and the canonical printing of
// a card by FFTCG's code order.
import type { Card } from './card'
import { buildCodeIndex, compareCodeKeys, type CodeIndex } from './codes'
import type { CardResolver } from '../../decklist/parse'
import { nameResolver } from '../../decklist/resolver'
import { FFTCG_DECKLIST } from './decklist-sections'
import { FFTCG_PILES } from './deck/piles'
import { cardNames } from './card-locale'

export function createCardResolver(cards: readonly Card[], codes: CodeIndex = buildCodeIndex(cards)): CardResolver<Card> {
  return nameResolver(cards, (code) => codes.resolve(code), distinctCards, FFTCG_DECKLIST, FFTCG_PILES, cardNames)
}

/**
 * Printings of one card (same identity) are one card for a decklist: the canonical printing is
 * the original one (its own key is the identity), else the oldest code. Different identities
 * with the same name are different cards.
 */
export function distinctCards(printings: readonly Card[]): Card[] {
  const byIdentity = new Map<string, Card[]>()
  for (const card of printings) {
    const list = byIdentity.get(card.identity)
    if (list) list.push(card)
    else byIdentity.set(card.identity, [card])
  }
  return [...byIdentity.values()]
    .map(canonicalPrinting)
    .sort((a, b) => compareCodeKeys(a.key, b.key))
}

function canonicalPrinting(printings: Card[]): Card {
  return [...printings].sort(
    (a, b) =>
      Number(b.key === b.identity) - Number(a.key === a.identity) ||
      compareCodeKeys(a.key, b.key) ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  )[0]!
}
