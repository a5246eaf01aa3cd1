// The card database of the main process: bundled cards, with the user's imports merged over
// them, indexed for search. One instance serves every transport.
import { join } from 'node:path'
import type { Card } from '@shared/games/fftcg/card'
import { ApiError } from '@shared/api'
import type {
  CatalogStats,
  DataProvenance,
  Facets,
  GetCardsResult,
  ImportProgress,
  ImportReport,
  ImportStatus,
  ParsedRequestOf,
  SearchResult,
} from '@shared/api'
import { buildCodeIndex, type CodeIndex } from '@shared/games/fftcg/codes'
import type { CardResolver } from '@shared/decklist/parse'
import { createCardResolver } from '@shared/decklist/resolver'
import { BUNDLED_CARDS_FILE, defaultResourcesDir, loadBundledCards, type BundledCards } from './bundled-data'
import { loadBundledIndexes } from './bundled-pack'
import { buildSearchIndex, cardFacets, searchCards, type SearchIndex } from './search-index'
import { UserCardStore, mergeCards } from './user-card-store'
import { storeCardImport, type ReadCardImport } from './import/import-card-file'
import { cancelledImport, readCardImportOffThread, type ReadOptions } from './import/read-off-thread'

export interface CatalogOptions {
  /** Path of the bundled resources/cards.json. */
  bundledPath?: string
  /** Folder for the user's imported card data. */
  userDataDir: string
  now?: () => Date
}

interface Indexed {
  cards: Card[]
  search: SearchIndex
  codes: CodeIndex
  /** Built on first request: the filter panel needs it, start-up does not. */
  facets?: Facets
  /** Built on first decklist read: codes through the code index, names through a folded-name map. */
  resolver?: CardResolver
}

function index(cards: Card[]): Indexed {
  return { cards, search: buildSearchIndex(cards), codes: buildCodeIndex(cards) }
}

/** Imports that may wait for the one under way. */
const MAX_IMPORTS_WAITING = 2

export class CatalogService {
  private state: Indexed
  private lastImport: Promise<unknown> = Promise.resolve()
  private importsWaiting = 0
  private underWay: { progress: Omit<ImportProgress, 'elapsedMs'>; abort: AbortController; started: number } | null = null
  private readonly bundled: BundledCards
  private readonly store: UserCardStore
  private readonly now: () => Date
  /** Cards of the user's own sets (src-main/card-sets), over the bundled and imported ones. */
  private setCards: Card[] = []

  constructor(options: CatalogOptions) {
    this.now = options.now ?? (() => new Date())
    this.store = new UserCardStore(options.userDataDir)
    const stored = this.store.load()
    const cardsPath = options.bundledPath ?? join(defaultResourcesDir(), BUNDLED_CARDS_FILE)
    if (stored.cards.length === 0) {
      // With no imports the cards are exactly the bundled ones: their prebuilt pack and word index apply.
      const start = loadBundledIndexes(cardsPath)
      this.bundled = start.bundle
      this.state = { cards: start.bundle.cards, search: start.search, codes: start.codes }
    } else {
      this.bundled = loadBundledCards(cardsPath)
      this.state = index(mergeCards(this.bundled.cards, stored.cards).cards)
    }
  }

  /** Takes the user's set cards (after each change of the sets) and indexes them by key. */
  useSetCards(cards: Card[]): void {
    this.setCards = cards
    this.state = index(mergeCards(mergeCards(this.bundled.cards, this.store.load().cards).cards, cards).cards)
  }

  search(request: ParsedRequestOf<'cards.search'>): SearchResult {
    return searchCards(this.state.search, request)
  }

  get(codes: string[]): GetCardsResult {
    const cards: Card[] = []
    const unknown: string[] = []
    for (const code of codes) {
      const card = this.state.codes.resolve(code)
      if (card) cards.push(card)
      else unknown.push(code)
    }
    return { cards, unknown }
  }

  /** Finds the cards a decklist names, in the current catalog (imports included). */
  cardResolver(): CardResolver {
    return (this.state.resolver ??= createCardResolver(this.state.cards, this.state.codes))
  }

  facets(): Facets {
    return (this.state.facets ??= cardFacets(this.state.search))
  }

  provenance(): DataProvenance {
    const { meta } = this.bundled
    return {
      source: meta.source,
      builtAt: meta.builtAt,
      cardCount: this.state.cards.length,
      imports: this.store.load().imports,
    }
  }

  stats(): CatalogStats {
    const bySet: Record<string, number> = {}
    const byType: Record<string, number> = {}
    const byElement: Record<string, number> = {}
    let multicardUnknown = 0
    // Sets in release order (the facets' order), so a few stray codes do not reorder them.
    for (const set of this.facets().sets) bySet[set] = 0
    for (const card of this.state.cards) {
      bySet[card.set] = (bySet[card.set] ?? 0) + 1
      byType[card.type] = (byType[card.type] ?? 0) + 1
      for (const element of card.elements) byElement[element] = (byElement[element] ?? 0) + 1
      if (card.multicard === null) multicardUnknown++
    }
    return { total: this.state.cards.length, bySet, byType, byElement, multicardUnknown, provenance: this.provenance() }
  }

  /**
   * All or nothing: a rejected file throws an ApiError and leaves the database as it was. A big
   * file is read on a worker thread; storing it and the new index are made here.
   */
  importFile(fileName: string, content: string): Promise<ImportReport> {
    return this.importWith(fileName, content.length, (options) => readCardImportOffThread(fileName, content, options))
  }

  /** As importFile, the file read by `read` when its turn comes (a request body parsed on a worker thread). */
  importWith(fileName: string, totalChars: number, read: (options: ReadOptions) => Promise<ReadCardImport>): Promise<ImportReport> {
    // One import at a time, and few waiting: each holds a whole file in memory (issue 17.3).
    if (this.importsWaiting >= MAX_IMPORTS_WAITING) throw new ApiError('busy', 'other card imports are under way: try again when they are done')
    this.importsWaiting++
    const run = this.lastImport.then(() => {
      this.importsWaiting--
      return this.importNow(fileName, totalChars, read)
    })
    this.lastImport = run.catch(() => undefined)
    return run
  }

  /** The import under way, if any, and how far it is. */
  importStatus(): ImportStatus {
    const now = this.underWay
    return now ? { running: true, progress: { ...now.progress, elapsedMs: Date.now() - now.started } } : { running: false, progress: null }
  }

  /** Stops the import under way unless it is being stored; imports waiting for it still run. */
  cancelImport(): { cancelled: boolean } {
    const now = this.underWay
    if (!now || now.progress.phase === 'storing' || now.abort.signal.aborted) return { cancelled: false }
    now.abort.abort()
    return { cancelled: true }
  }

  private async importNow(fileName: string, totalChars: number, readFile: (options: ReadOptions) => Promise<ReadCardImport>): Promise<ImportReport> {
    const underWay = {
      progress: { fileName, phase: 'reading', chars: 0, totalChars, records: 0, totalRecords: 0 } as Omit<ImportProgress, 'elapsedMs'>,
      abort: new AbortController(),
      started: Date.now(),
    }
    this.underWay = underWay
    try {
      const read = await readFile({
        signal: underWay.abort.signal,
        onProgress: (progress) => (underWay.progress = { ...underWay.progress, ...progress }),
      })
      underWay.progress = { ...underWay.progress, phase: 'storing' }
      // A status asked meanwhile says 'storing', and a cancel sent before now still counts.
      await new Promise((done) => setImmediate(done))
      if (underWay.abort.signal.aborted) throw cancelledImport(read.name)
      const { report } = storeCardImport(read, this.store, this.state.cards, this.now())
      const stored = this.store.load()
      this.state = index(mergeCards(mergeCards(this.bundled.cards, stored.cards).cards, this.setCards).cards)
      return report
    } finally {
      this.underWay = null
    }
  }
}
