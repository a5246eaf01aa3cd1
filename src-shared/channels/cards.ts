// Channels of the card database: search, lookup by code, facets, statistics, import.
import { z } from 'zod'
import { gameModule, type AnyCard as Card, type AnySortKey, type CardFacets, type CardFilters, type GameId, type GameTypes } from '../games'
import type { Said } from '../text/said'
import { sortKeysOf } from '../search-sort'
import { checkWithGame, GameSchema } from './common'
import { MAX_IMPORT_CHARS } from '../card-import-limits'

export type { CardFilters } from '../games'
/** The values of each filter of the game's cards (the filter panel's choices). */
export type Facets = CardFacets
const GameRequestSchema = z.object({ game: GameSchema }).strict()

export const SearchRequestSchema = z
  .object({
    game: GameSchema,
    /** Free text and the power-user syntax (`e:fire t:backup cost<=2 ex "draw 1"`). */
    query: z.string().max(1000).default(''),
    /** The game's filters (its module's cards.filtersSchema checks them). */
    filters: z.custom<CardFilters>((input) => input !== undefined).optional(),
    /** `by`: a sort key of the game (its sortable card fields, and relevance). */
    sort: z
      .object({ by: z.string().min(1).max(40), dir: z.enum(['asc', 'desc']).default('asc') })
      .strict()
      .optional(),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(500).default(100),
    /**
     * The format of the deck being built, when the search is the deck editor's: a catalog may offer
     * cards only that format takes (Magic's Arena-only cards in Arena's formats). A format id of the game.
     */
    deckFormat: z.string().min(1).max(40).optional(),
  })
  .strict()
  .transform(({ filters, sort, ...request }, ctx): typeof request & { sort?: { by: AnySortKey; dir: 'asc' | 'desc' }; filters?: CardFilters } => {
    const keys = sortKeysOf(gameModule(request.game).cards.fields)
    if (sort && !keys.includes(sort.by)) ctx.addIssue({ code: 'custom', message: `a sort key of ${request.game} (${keys.join(', ')})`, path: ['sort', 'by'] })
    const formats = gameModule(request.game).deck.formats.map((f: { id: string }) => f.id)
    if (request.deckFormat !== undefined && !formats.includes(request.deckFormat))
      ctx.addIssue({ code: 'custom', message: `a deck format of ${request.game} (${formats.join(', ')})`, path: ['deckFormat'] })
    const sorted = sort ? { ...request, sort: sort as { by: AnySortKey; dir: 'asc' | 'desc' } } : request
    if (filters === undefined) return sorted
    return { ...sorted, filters: checkWithGame(gameModule(request.game).cards.filtersSchema, filters, ['filters'], ctx) as CardFilters }
  })
export type SearchRequest = z.input<typeof SearchRequestSchema>
type ParsedSearch = z.output<typeof SearchRequestSchema>

/** A search result of one game's catalog: its cards are that game's. */
export type SearchResultOf<G extends GameId> = Omit<SearchResult, 'cards'> & { cards: GameTypes[G]['card'][] }

/** A search request as main parsed it, for one game: its filters and sort key are that game's. */
export type SearchRequestOf<G extends GameId> = Omit<ParsedSearch, 'game' | 'filters' | 'sort'> & {
  game: G
  filters?: GameTypes[G]['filters']
  sort?: { by: GameTypes[G]['sortKey']; dir: 'asc' | 'desc' }
}

/** The request as the catalog of `game` reads it; a request for another game reaching it is a bug (RangeError). */
export function searchRequestFor<G extends GameId>(game: G, request: ParsedSearch): SearchRequestOf<G> {
  if (request.game !== game) throw new RangeError(`a ${request.game} search reached the ${game} catalog`)
  // The schema checked the filters and the sort key with this very game's module.
  return request as SearchRequestOf<G>
}

/** A query problem as an id of the game's query messages with values (`search.problem.<id>` in the renderer). */
export type QueryMessage = Said<string>

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
  .object({ game: GameSchema, codes: z.array(z.string().min(1).max(40)).max(500) })
  .strict()
export type GetCardsRequest = z.infer<typeof GetCardsRequestSchema>
export interface GetCardsResult {
  /** In the order asked; a code found through an alias gives the card that carries it. */
  cards: Card[]
  /** Codes that no card carries. */
  unknown: string[]
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
  /** Counts by each of the game's `stats` card fields (field key, then value). */
  byField: Record<string, Record<string, number>>
  /** The figures the game's module declares about its data (`data.figures`: FFTCG's cards of unknown multicard flag), by key. */
  figures?: Record<string, number>
  provenance: DataProvenance
}

export { MAX_IMPORT_CHARS }
export const ImportRequestSchema = z
  .object({
    game: GameSchema,
    fileName: z.string().min(1).max(260),
    /** The file's text; JSON in one of the official card-browser shapes, or CSV. */
    content: z.string().max(MAX_IMPORT_CHARS),
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

/** Where an import under way is: the file parsed and its records read on a worker thread, normalised, then stored. */
export type ImportPhase = 'reading' | 'checking' | 'storing'
export interface ImportProgress {
  fileName: string
  phase: ImportPhase
  /** Characters of the file parsed so far, of `totalChars`. */
  chars: number
  totalChars: number
  /** Records read (phase 'reading') or normalised ('checking') so far, of `totalRecords` (0 of 0 until the file is parsed). */
  records: number
  totalRecords: number
  elapsedMs: number
}
/** The import under way in a game's catalog, if any (imports run one at a time). */
export interface ImportStatus {
  running: boolean
  progress: ImportProgress | null
}

export const cardChannels = {
  'cards.search': { request: SearchRequestSchema, response: {} as SearchResult },
  'cards.get': { request: GetCardsRequestSchema, response: {} as GetCardsResult },
  'cards.facets': { request: GameRequestSchema, response: {} as Facets },
  'cards.stats': { request: GameRequestSchema, response: {} as CatalogStats },
  /** Returns when the import is done, as it was stored; rejected with 'cancelled' when cancelled. */
  'cards.import': { request: ImportRequestSchema, response: {} as ImportReport },
  'cards.importStatus': { request: GameRequestSchema, response: {} as ImportStatus },
  /** Stops the import under way before it is stored: the catalog stays as it was. */
  'cards.importCancel': { request: GameRequestSchema, response: {} as { cancelled: boolean } },
} as const
