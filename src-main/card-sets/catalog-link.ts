// A game's catalog includes its user sets' cards: given at start, and again after every save,
// import or delete of that game's sets (the catalog merges them over its own cards by key).
import type { CardSetStore } from './card-set-store'

export interface TakesSetCards {
  useSetCards(cards: unknown[]): void
  /** Leaves the bundled cards out of searches, or puts them back (a game whose bundled cards are a demo set). */
  hideBundledInSearch?(hidden: boolean): void
}

/**
 * `catalogOf` answers the catalog of a game whose players make cards, undefined for the others
 * (and for a game whose catalog is not open yet). Returns the feeding of one game, for a catalog
 * opened later (src-main/catalog/catalogs.ts opens each on first use).
 */
export function feedCatalogs(
  sets: Pick<CardSetStore, 'onChange' | 'cardsOf' | 'setOptionsOf'>,
  catalogOf: (game: string) => TakesSetCards | undefined,
  games: readonly string[],
): (game: string) => void {
  const feed = (game: string) => {
    const catalog = catalogOf(game)
    if (!catalog) return
    catalog.useSetCards(sets.cardsOf(game))
    catalog.hideBundledInSearch?.(sets.setOptionsOf(game).hideDemo)
  }
  // A catalog that cannot take the cards is reported, never a reason for the app not to start.
  const feedReporting = (game: string) => {
    try {
      feed(game)
    } catch (error) {
      console.error(`the ${game} catalog could not take the card sets' cards:`, error)
    }
  }
  for (const game of games) feedReporting(game)
  sets.onChange(feed)
  return feedReporting
}
