// The card database of the main process: bundled cards, with the user's imports merged over
// them, indexed for search. One instance serves every transport.
import { ApiError } from '@shared/api'
import type { CatalogStats, DataProvenance, Facets, GetCardsResult, ImportProgress, ImportReport, ImportStatus, ParsedRequestOf, SearchResult } from '@shared/api'
import type { CardResolver } from '@shared/decklist/parse'
import type { GameId } from '@shared/games'
import type { BundledCards, CardImportRead, CardIndex, CardSets, CardStoreOf, CatalogDriver } from '../game/main-game'
import { cancelledImport, type ReadOptions } from './import/read-options'

export interface CatalogOptions {
  /** The folder of the bundled card files (default: the driver's own search for resources/). */
  resourcesDir?: string
  /** Folder for the user's imported card data. */
  userDataDir: string
  /** The app's card sets, where a game whose players make cards stores its imports. */
  sets?: CardSets
  now?: () => Date
  /**
   * Reads a card file for importFile (catalogs.ts gives the worker-thread reader, which picks the
   * game's reader by id; default: the driver's reader, here). Injected so that this generic service
   * does not import the list of all games.
   */
  readImport?: (fileName: string, content: string, options: ReadOptions) => Promise<CardImportRead>
}

/** Imports that may wait for the one under way. */
const MAX_IMPORTS_WAITING = 2

/** One game's catalog, over the game's driver (src-main/games/<id>/); `game` names it to the import thread. */
export class CatalogService<Card = unknown, Store extends CardStoreOf<Card> = CardStoreOf<Card>, Read extends CardImportRead = CardImportRead> {
  private state: CardIndex<Card>
  private lastImport: Promise<unknown> = Promise.resolve()
  private importsWaiting = 0
  private underWay: { progress: Omit<ImportProgress, 'elapsedMs'>; abort: AbortController; started: number } | null = null
  private readonly bundled: BundledCards<Card>
  private readonly store: Store
  private readonly now: () => Date
  /** Cards of the user's own sets (src-main/card-sets), over the bundled and imported ones. */
  private setCards: Card[] = []
  /** Searches over the user's set cards alone (the bundled demo set hidden, issue 29.7); null: over all. */
  private searchOnly: CardIndex<Card> | null = null

  private readonly readImportFile: (fileName: string, content: string, options: ReadOptions) => Promise<Read>

  constructor(
    readonly game: GameId,
    private readonly driver: CatalogDriver<Card, Store, Read>,
    options: CatalogOptions,
  ) {
    this.now = options.now ?? (() => new Date())
    const readHere = async (fileName: string, content: string, { signal, onProgress }: ReadOptions) => {
      if (signal?.aborted) throw cancelledImport(fileName)
      return driver.readImport(fileName, content, onProgress)
    }
    // The injected reader is the game's own (chosen by this catalog's id), so its read is this driver's Read.
    this.readImportFile = (options.readImport as typeof readHere | undefined) ?? readHere
    this.store = driver.openStore(options.userDataDir, options.sets)
    const stored = this.store.load()
    const cardsPath = driver.bundledPath(options.resourcesDir)
    if (stored.cards.length === 0) {
      // With no imports the cards are exactly the bundled ones: their prebuilt indexes apply.
      const start = driver.openBundled(cardsPath)
      this.bundled = start.bundle
      this.state = start.index
    } else {
      this.bundled = driver.loadBundled(cardsPath)
      this.state = this.indexWith(stored.cards)
    }
  }

  /** Takes the user's set cards (after each change of the sets) and indexes them by key. */
  useSetCards(cards: Card[]): void {
    // No sets before nor now: the catalog stays as it is (its prebuilt indexes too).
    if (cards.length === 0 && this.setCards.length === 0) return
    this.setCards = cards
    this.state = this.indexWith(this.store.load().cards)
    if (this.searchOnly) this.searchOnly = this.driver.index(this.setCards)
  }

  /**
   * The bundled cards left out of searches (the Cards view, the deck builder) or put back. Only
   * searches: a deck or decklist naming a bundled card still finds it (get, the resolver).
   */
  hideBundledInSearch(hidden: boolean): void {
    if (hidden === (this.searchOnly !== null)) return
    this.searchOnly = hidden ? this.driver.index(this.setCards) : null
  }

  /** The bundled cards, the imported ones over them, the user's set cards over both, indexed. */
  private indexWith(stored: readonly Card[]): CardIndex<Card> {
    const cards = this.driver.merge(this.bundled.cards, stored)
    return this.driver.index(this.setCards.length ? this.driver.merge(cards, this.setCards) : cards)
  }

  search(request: ParsedRequestOf<'cards.search'>): SearchResult {
    return (this.searchOnly ?? this.state).search(request)
  }

  get(codes: string[]): GetCardsResult {
    const cards: Card[] = []
    const unknown: string[] = []
    for (const code of codes) {
      const card = this.state.get(code)
      if (card) cards.push(card)
      else unknown.push(code)
    }
    return { cards: cards as GetCardsResult['cards'], unknown }
  }

  /** Finds the cards a decklist names, in the current catalog (imports included). */
  cardResolver(): CardResolver {
    return this.state.resolver()
  }

  facets(): Facets {
    return this.state.facets()
  }

  provenance(): DataProvenance {
    const { meta } = this.bundled
    return {
      source: meta.source,
      builtAt: meta.builtAt,
      // The bundled data's own cards (the page says "built into Deck Lab: N cards"), not the catalog's total.
      cardCount: this.bundled.cards.length,
      imports: this.store.load().imports,
    }
  }

  stats(): CatalogStats {
    return { ...this.state.stats(), provenance: this.provenance() }
  }

  /**
   * All or nothing: a rejected file throws an ApiError and leaves the database as it was. A big
   * file is read on a worker thread; storing it and the new index are made here.
   */
  importFile(fileName: string, content: string): Promise<ImportReport> {
    return this.importWith(fileName, content.length, (options) => this.readImportFile(fileName, content, options))
  }

  /** As importFile, the file read by `read` when its turn comes (a request body parsed on a worker thread). */
  importWith(fileName: string, totalChars: number, read: (options: ReadOptions) => Promise<Read>): Promise<ImportReport> {
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

  private async importNow(fileName: string, totalChars: number, readFile: (options: ReadOptions) => Promise<Read>): Promise<ImportReport> {
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
      const report = await this.driver.storeImport(read, this.store, this.state.cards, this.now())
      const stored = this.store.load()
      this.state = this.indexWith(stored.cards)
      return report
    } finally {
      this.underWay = null
    }
  }
}
