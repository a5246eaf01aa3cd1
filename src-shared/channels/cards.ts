// Channels of the card database: search, lookup by code, facets, statistics, import.
import { z } from 'zod'
import { CARD_TYPES, ELEMENTS, RARITIES, type Card, type CardType, type Element, type Rarity } from '../games/fftcg/card'
import type { QueryMessage } from '../games/fftcg/query-messages'
import { SORT_KEYS } from '../search-sort'
import { EmptyRequestSchema } from './common'

const range = z
  .object({ min: z.number().finite().optional(), max: z.number().finite().optional() })
  .strict()

export const CardFiltersSchema = z
  .object({
    elements: z.array(z.enum(ELEMENTS)).max(ELEMENTS.length).optional(),
    /** any: the card has at least one of the elements; all: it has every one of them. */
    elementMode: z.enum(['any', 'all']).optional(),
    types: z.array(z.enum(CARD_TYPES)).max(CARD_TYPES.length).optional(),
    cost: range.optional(),
    power: range.optional(),
    jobs: z.array(z.string().max(100)).max(50).optional(),
    categories: z.array(z.string().max(100)).max(50).optional(),
    sets: z.array(z.string().max(100)).max(100).optional(),
    rarities: z.array(z.enum(RARITIES)).max(RARITIES.length).optional(),
    exBurst: z.boolean().optional(),
    /** true, false, or 'unknown' (the data does not say). */
    multicard: z.union([z.boolean(), z.literal('unknown')]).optional(),
    /** Each card once: of the printings that match (reprints, promos), only the oldest code. */
    onePerCard: z.boolean().optional(),
  })
  .strict()
export type CardFilters = z.infer<typeof CardFiltersSchema>

export const SearchRequestSchema = z
  .object({
    /** Free text and the power-user syntax (`e:fire t:backup cost<=2 ex "draw 1"`). */
    query: z.string().max(1000).default(''),
    filters: CardFiltersSchema.optional(),
    sort: z
      .object({ by: z.enum(SORT_KEYS), dir: z.enum(['asc', 'desc']).default('asc') })
      .strict()
      .optional(),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(500).default(100),
  })
  .strict()
export type SearchRequest = z.input<typeof SearchRequestSchema>

export interface QueryError {
  /** In English (CLI, API); `parts` says the same as ids with values, for the app to translate. */
  message: string
  parts?: QueryMessage[]
  /** 0-based character offset in the query where the problem starts. */
  position: number
  /** The piece of the query that was not understood. */
  token: string
}

export interface SearchResult {
  total: number
  offset: number
  cards: Card[]
  /** Set when the query syntax was not understood; then total is 0. */
  error?: QueryError
}

export const GetCardsRequestSchema = z
  .object({ codes: z.array(z.string().min(1).max(40)).max(500) })
  .strict()
export type GetCardsRequest = z.infer<typeof GetCardsRequestSchema>
export interface GetCardsResult {
  /** In the order asked; a code found through an alias gives the card that carries it. */
  cards: Card[]
  /** Codes that no card carries. */
  unknown: string[]
}

export interface Facets {
  sets: string[]
  jobs: string[]
  categories: string[]
  rarities: Rarity[]
  elements: Element[]
  types: CardType[]
  cost: { min: number; max: number }
  power: { min: number; max: number }
}

export interface DataProvenance {
  source: string
  builtAt: string
  cardCount: number
  /** Files imported by the user on top of the bundled data, oldest first. */
  imports: { fileName: string; format: string; importedAt: string; cards: number }[]
}

export interface CatalogStats {
  total: number
  bySet: Record<string, number>
  byType: Record<string, number>
  byElement: Record<string, number>
  multicardUnknown: number
  provenance: DataProvenance
}

export const ImportRequestSchema = z
  .object({
    fileName: z.string().min(1).max(260),
    /** The file's text; JSON in one of the official card-browser shapes, or CSV. */
    content: z.string().max(64 * 1024 * 1024),
  })
  .strict()
export type ImportRequest = z.infer<typeof ImportRequestSchema>
export interface ImportReport {
  format: string
  added: number
  updated: number
  unchanged: number
  total: number
}

export const cardChannels = {
  'cards.search': { request: SearchRequestSchema, response: {} as SearchResult },
  'cards.get': { request: GetCardsRequestSchema, response: {} as GetCardsResult },
  'cards.facets': { request: EmptyRequestSchema, response: {} as Facets },
  'cards.stats': { request: EmptyRequestSchema, response: {} as CatalogStats },
  'cards.import': { request: ImportRequestSchema, response: {} as ImportReport },
} as const
