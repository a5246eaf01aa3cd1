// The filter panel's state (what the controls show) and its translation into the API's CardFilters.
// The panel's controls are FFTCG's filters (a panel built from any game's card fields is to come).
import type { GameTypes } from '@shared/games'

type CardFilters = GameTypes['fftcg']['filters']

/** The values a list filter of the API takes (`elements` → an element id). */
export type FilterValue<K extends 'elements' | 'types' | 'rarities'> = NonNullable<CardFilters[K]>[number]
type Element = FilterValue<'elements'>
type CardType = FilterValue<'types'>
type Rarity = FilterValue<'rarities'>

export type TriState = 'either' | 'yes' | 'no'
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
  }
}

function toRange(range: { min: number | null; max: number | null }) {
  const out: { min?: number; max?: number } = {}
  if (isNumber(range.min)) out.min = range.min
  if (isNumber(range.max)) out.max = range.max
  return out.min === undefined && out.max === undefined ? undefined : out
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** Only what the user chose: an empty panel gives `undefined`, so requests stay minimal. */
export function toCardFilters(state: FilterState): CardFilters | undefined {
  const filters: CardFilters = {}
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
  return Object.keys(filters).length ? filters : undefined
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
