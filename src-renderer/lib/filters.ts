// The filter panel's state (what the controls show) and its translation into the API's CardFilters.
// FFTCG's panel (its renderer parts) sets the named groups; any other game's panel, built from its
// card fields, sets `fields`, by each field's filter key (cards.fields `filterKey`).
import type { CardFilters as AnyCardFilters, GameTypes } from '@shared/games'

type CardFilters = GameTypes['fftcg']['filters']

/** The values a list filter of the API takes (`elements` → an element id). */
export type FilterValue<K extends 'elements' | 'types' | 'rarities'> = NonNullable<CardFilters[K]>[number]
type Element = FilterValue<'elements'>
type CardType = FilterValue<'types'>
type Rarity = FilterValue<'rarities'>

export type TriState = 'either' | 'yes' | 'no'
export type Range = { min: number | null; max: number | null }

/** A filter of a field-built panel: chosen values (enum, list, text), a range (number) or a flag. */
export type FieldChoice = string[] | Range | TriState
export type MulticardChoice = TriState | 'unknown'

export interface FilterState {
  elements: Element[]
  elementMode: 'any' | 'all'
  types: CardType[]
  cost: { min: number | null; max: number | null }
  power: { min: number | null; max: number | null }
  sets: string[]
  rarities: Rarity[]
  jobs: string[]
  categories: string[]
  exBurst: TriState
  multicard: MulticardChoice
  /** Each card once: reprints and promo printings collapse to the oldest code. */
  onePerCard: boolean
  /** The field-built panel's choices, by filter key. */
  fields: Record<string, FieldChoice>
}

export function emptyFilters(): FilterState {
  return {
    elements: [],
    elementMode: 'any',
    types: [],
    cost: { min: null, max: null },
    power: { min: null, max: null },
    sets: [],
    rarities: [],
    jobs: [],
    categories: [],
    exBurst: 'either',
    multicard: 'either',
    onePerCard: false,
    fields: {},
  }
}

function toRange(range: Range) {
  const out: { min?: number; max?: number } = {}
  if (isNumber(range.min)) out.min = range.min
  if (isNumber(range.max)) out.max = range.max
  return out.min === undefined && out.max === undefined ? undefined : out
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

function fieldFilter(choice: FieldChoice): string[] | { min?: number; max?: number } | boolean | undefined {
  if (Array.isArray(choice)) return choice.length ? [...choice] : undefined
  if (typeof choice === 'object') return toRange(choice)
  return choice === 'either' ? undefined : choice === 'yes'
}

/** Only what the user chose: an empty panel gives `undefined`, so requests stay minimal. */
export function toCardFilters(state: FilterState): AnyCardFilters | undefined {
  const filters: CardFilters & Record<string, unknown> = {}
  for (const [key, choice] of Object.entries(state.fields ?? {})) {
    const filter = fieldFilter(choice)
    if (filter !== undefined) filters[key] = filter
  }
  if (state.elements.length) {
    filters.elements = [...state.elements]
    filters.elementMode = state.elementMode
  }
  if (state.types.length) filters.types = [...state.types]
  const cost = toRange(state.cost)
  if (cost) filters.cost = cost
  const power = toRange(state.power)
  if (power) filters.power = power
  if (state.sets.length) filters.sets = [...state.sets]
  if (state.rarities.length) filters.rarities = [...state.rarities]
  if (state.jobs.length) filters.jobs = [...state.jobs]
  if (state.categories.length) filters.categories = [...state.categories]
  if (state.exBurst !== 'either') filters.exBurst = state.exBurst === 'yes'
  if (state.multicard !== 'either') {
    filters.multicard = state.multicard === 'unknown' ? 'unknown' : state.multicard === 'yes'
  }
  if (state.onePerCard) filters.onePerCard = true
  return Object.keys(filters).length ? (filters as AnyCardFilters) : undefined
}

/** How many filter groups are set (for the "3 active filters" badge). */
export function countActiveFilters(state: FilterState): number {
  const filters = toCardFilters(state)
  if (!filters) return 0
  return Object.keys(filters).filter((key) => key !== 'elementMode').length
}

/** Adds or removes one value of a multi-choice filter, keeping the list's order stable. */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
}
