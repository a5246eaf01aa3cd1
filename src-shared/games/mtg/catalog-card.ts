// A Magic card as the catalog serves it: the card, with `code`, the key every generic layer (deck
// entries, images, lists) reads, which for Magic is the card's id (its oracle id, the key the
// decklist resolver gives too), and the flat parts the generic card list shows as columns (the
// type line, card types, power, toughness and loyalty of card-fields.ts). Files store the plain card.
import type { MtgCard } from './card'
import { mtgListParts, type MtgListParts } from './card-fields'

export type MtgCatalogCard = MtgCard & MtgListParts & { readonly code: string }

export function catalogCard(card: MtgCard): MtgCatalogCard {
  // The list's parts alone: the whole search row (60 properties) is the index's to make, once.
  return { ...card, code: card.id, ...mtgListParts(card) }
}

/** The card as files store it (the catalog's own parts taken off). */
export function plainCard(card: MtgCatalogCard): MtgCard {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { code, typeLine, types, power, toughness, loyalty, ...plain } = card
  return plain
}
