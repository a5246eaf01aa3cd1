// The games whose filter panel is their own (FFTCG's): the groups each sets in the FilterState
// beside `fields`, emptied and sent as the API's filters by lib/filters.ts. One line per such game.
import { fftcgOwnFilters, type FftcgFilterGroups } from './fftcg/filters'

/** A game's own filter groups: their empty state, the API filters they make, and keys that only qualify another filter (not counted). */
export interface OwnFilters {
  empty(): object
  toFilters(groups: GameFilterGroups): object
  readonly qualifiers?: readonly string[]
}
/** The groups of the games whose filter panel is their own (lib/filters' FilterState holds them). */
export type GameFilterGroups = FftcgFilterGroups

export const OWN_FILTERS: readonly OwnFilters[] = [fftcgOwnFilters]
