// The filter panel's state (what the controls show) and its translation into the API's CardFilters.
// A game with its own panel (FFTCG's, its renderer parts) sets its own groups, which its entry in
// games/own-filters.ts empties and translates; any other game's panel, built from its card fields,
// sets `fields`, by each field's filter key (cards.fields `filterKey`).
import type { CardFilters as AnyCardFilters } from '@shared/games'
import { OWN_FILTERS, type GameFilterGroups } from '../games/own-filters'
import { toRange, type FieldChoice } from './filter-choices'

export { toggleValue, type FieldChoice, type Range, type TriState } from './filter-choices'

export type FilterState = GameFilterGroups & {
  /** The field-built panel's choices, by filter key. */
  fields: Record<string, FieldChoice>
}

export function emptyFilters(): FilterState {
  return Object.assign({}, ...OWN_FILTERS.map((own) => own.empty()), { fields: {} }) as FilterState
}

function fieldFilter(choice: FieldChoice): string[] | { min?: number; max?: number } | boolean | undefined {
  if (Array.isArray(choice)) return choice.length ? [...choice] : undefined
  if (typeof choice === 'object') return toRange(choice)
  return choice === 'either' ? undefined : choice === 'yes'
}

/** Only what the user chose: an empty panel gives `undefined`, so requests stay minimal. */
export function toCardFilters(state: FilterState): AnyCardFilters | undefined {
  const filters: Record<string, unknown> = {}
  for (const [key, choice] of Object.entries(state.fields ?? {})) {
    const filter = fieldFilter(choice)
    if (filter !== undefined) filters[key] = filter
  }
  for (const own of OWN_FILTERS) Object.assign(filters, own.toFilters(state))
  return Object.keys(filters).length ? (filters as AnyCardFilters) : undefined
}

/** How many filter groups are set (for the "3 active filters" badge). */
export function countActiveFilters(state: FilterState): number {
  const filters = toCardFilters(state)
  if (!filters) return 0
  const qualifiers = new Set(OWN_FILTERS.flatMap((own) => own.qualifiers ?? []))
  return Object.keys(filters).filter((key) => !qualifiers.has(key)).length
}
