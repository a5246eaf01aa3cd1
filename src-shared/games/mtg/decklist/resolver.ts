// The shared parser's CardResolver over Magic cards: by name only (Magic lists carry a set and a
// collector number, not a code the catalog keys by), each card under its full and front-face names.
import type { CardResolver, DecklistCard } from '../../../decklist/parse'
import type { CardLookupOf } from '../../../game/module'
import { nameResolver } from '../../../decklist/resolver'
import type { MtgCard } from '../card'
import { PILES } from '../deck/formats'
import { namesOf } from './names'
import { MTG_DECKLIST } from './vocabulary'

/** One card for the parser per name the card goes by; its code is the card's id (the deck's key). */
const forParser = (card: MtgCard): DecklistCard[] => namesOf(card).map((name) => ({ code: card.id, name, identity: card.id }))

export function mtgResolver(cards: readonly MtgCard[]): CardResolver {
  const parserCards = cards.flatMap(forParser)
  const distinct = (printings: readonly DecklistCard[]) => printings.filter((card, i) => printings.findIndex((c) => c.identity === card.identity) === i)
  // Ids never appear in a list's text: a code the shared parser spots in a name finds no card.
  return nameResolver(parserCards, () => null, distinct, MTG_DECKLIST, PILES)
}

/** What reading a list needs of the catalog: names (for the shared parser) and cards by id. Build it once per catalog. */
export interface MtgDecklistIndex {
  readonly resolver: CardResolver
  readonly byId: CardLookupOf<MtgCard>
}

export function mtgDecklistIndex(cards: readonly MtgCard[]): MtgDecklistIndex {
  const byId = new Map(cards.map((c) => [c.id, c]))
  return { resolver: mtgResolver(cards), byId: (id) => byId.get(id) ?? null }
}
