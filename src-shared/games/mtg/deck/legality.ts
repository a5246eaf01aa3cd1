// A card's legality in a format, as its card data says it (CR 100.6: the Tournament Rules' lists,
// read from Scryfall's or MTGJSON's `legalities`), with the two things the raw key does not say:
// - which key names the format in data of that age: Scryfall renamed Arena's Brawl formats in
//   January 2024 (`historicbrawl` became `brawl`, the old `brawl` became `standardbrawl`);
// - whether the data could say it at all: data older than the format's legality list is silent,
//   and its silence is "unknown", not "not legal" (docs/games/mtg.md, "Formats").
import type { Legality, MtgCard } from '../card'
import type { MtgFormat } from './formats'

/**
 * The first Scryfall bulk data with the new Brawl keys (`standardbrawl` appeared and `historicbrawl`
 * went, 2024-01-27: scryfall/api-types pull request 22). Data older than this uses the old names.
 */
export const BRAWL_RENAMED = '2024-01-27'

/** Old key → the key it became, for data from before BRAWL_RENAMED. */
const OLD_NAME_OF: Readonly<Record<string, string>> = { brawl: 'historicbrawl', standardbrawl: 'brawl' }

type Dated = Pick<MtgCard, 'legalities' | 'dataDate'>

/** Whether a card's data names Brawl formats the old way: dated before the renaming, and not carrying the new key. */
const oldBrawlNames = (card: Dated): boolean => !('standardbrawl' in card.legalities) && (card.dataDate === undefined ? 'historicbrawl' in card.legalities : card.dataDate < BRAWL_RENAMED)

/** The key of `card.legalities` that holds the format's legality in this card's data. */
export function legalityKey(card: Dated, key: string): string {
  const old = OLD_NAME_OF[key]
  return old !== undefined && oldBrawlNames(card) ? old : key
}

/**
 * The card's legality in a format: its data's word, `not_legal` when the data is silent (the
 * readers keep legal, banned and restricted only), or `unknown` when the data is dated before the
 * format's legality list began (`MtgFormat.legalitySince`). Undated data is taken at its word.
 * Null for a format that takes any card (limited).
 */
export function legalityIn(card: Dated, format: Pick<MtgFormat, 'legality' | 'legalitySince'>): Legality | 'unknown' | null {
  if (format.legality === null) return null
  const said = card.legalities[legalityKey(card, format.legality)]
  if (said) return said
  return format.legalitySince && card.dataDate !== undefined && card.dataDate < format.legalitySince ? 'unknown' : 'not_legal'
}
