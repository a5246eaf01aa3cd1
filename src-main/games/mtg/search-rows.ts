// Magic's search rows as the catalog's index holds them: one small object per card that makes
// each part of its row (MTG_ROW_PARTS) when the index reads it. The index reads a field once per
// card, to build that field's column (field-columns.ts), so a search by name makes the names and
// nothing else; eager rows made 60 parts of every card at each start (about 160 ms of a CLI
// search of Magic's 2,600 bundled cards, as many dictionary-mode objects for the GC, issue 30).
import { MTG_ROW_PARTS, type MtgSearchRow } from '@shared/games/mtg/card-fields'
import type { MtgCatalogCard } from '@shared/games/mtg/catalog-card'

/** Every property of a catalog card (a key missing here, or one too many, is a compile error). */
const CARD_KEYS = Object.keys({
  id: 1, name: 1, layout: 1, manaValue: 1, colors: 1, colorIdentity: 1, keywords: 1, legalities: 1, set: 1, setName: 1, collectorNumber: 1,
  rarity: 1, faces: 1, imageUrl: 1, dataDate: 1, digital: 1, fr: 1, code: 1, typeLine: 1, types: 1, power: 1, toughness: 1, loyalty: 1,
} satisfies Record<keyof MtgCatalogCard, 1>) as (keyof MtgCatalogCard)[]

class LazyRow {
  constructor(readonly card: MtgCatalogCard) {}
}

// Read through the prototype: the card's own properties as they are, the row's other parts made on
// each read (the catalog card already holds the list's parts: its own values are read).
const getter = (get: (this: LazyRow) => unknown): PropertyDescriptor => ({ get, enumerable: true })
for (const [key, part] of Object.entries(MTG_ROW_PARTS) as [string, (card: MtgCatalogCard) => unknown][])
  if (!(CARD_KEYS as string[]).includes(key)) Object.defineProperty(LazyRow.prototype, key, getter(function () { return part(this.card) }))
for (const key of CARD_KEYS) Object.defineProperty(LazyRow.prototype, key, getter(function () { return this.card[key] }))

/** The cards' search rows, each part made when read (no property is stored but the card). */
export function lazySearchRows(cards: readonly MtgCatalogCard[]): MtgSearchRow[] {
  return cards.map((card) => new LazyRow(card) as unknown as MtgSearchRow)
}
