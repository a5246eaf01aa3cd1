// FFTCG's own filter panel state (FftcgFilters.vue): its named groups, and their translation into
// the API's FFTCG filters. The generic panel state (lib/filters.ts) holds them beside the
// field-built choices of other games.
import type { GameTypes } from '@shared/games'
import { toRange, type Range, type TriState } from '../../lib/filter-choices'

type CardFilters = GameTypes['fftcg']['filters']

/** The values a list filter of the API takes (`elements` → an element id). */
export type FilterValue<K extends 'elements' | 'types' | 'rarities'> = NonNullable<CardFilters[K]>[number]
export type MulticardChoice = TriState | 'unknown'

export interface FftcgFilterGroups {
  elements: FilterValue<'elements'>[]
  elementMode: 'any' | 'all'
  types: FilterValue<'types'>[]
  cost: Range
  power: Range
  sets: string[]
  rarities: FilterValue<'rarities'>[]
  jobs: string[]
  categories: string[]
  exBurst: TriState
  multicard: MulticardChoice
  /** Each card once: reprints and promo printings collapse to the oldest code. */
  onePerCard: boolean
}

export function emptyFftcgGroups(): FftcgFilterGroups {
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

/** Only the groups the user set. */
export function fftcgGroupFilters(state: FftcgFilterGroups): CardFilters {
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
  return filters
}

/** FFTCG's panel, as the registry hands it to the generic filter state. */
export const fftcgOwnFilters = {
  empty: emptyFftcgGroups,
  toFilters: fftcgGroupFilters,
  // the elements' match mode qualifies the elements filter: not a filter of its own in the count
  qualifiers: ['elementMode'],
} as const
