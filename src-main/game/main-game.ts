// What the main process needs of a game beyond its shared module (src-shared/games/<id>/): the
// catalog driver, the lab's simulator for worker threads, the PDF sheet and where card images
// come from. Each game implements it once in src-main/games/<id>/; generic main code (catalogs,
// lab jobs, export, images, the CLI) asks it by game id and never names a game.
import type { CardSetList, CardUpdateInfo, CardUpdateReport, CatalogStats, Facets, GameView, GetCardsResult, ImportProgress, ImportReport, ImportSetResult, ParsedRequestOf, SearchResult } from '@shared/api'
import type { LabReport } from '@shared/channels/lab'
import type { CardResolver, ParsedDecklist } from '@shared/decklist/parse'
import type { GameId } from '@shared/games'

/** A registry's entry for a game id; a RangeError that lists the games for an unknown id. */
export function entryOfGame<T>(registry: Readonly<Record<GameId, T>>, id: string): T {
  if (!Object.hasOwn(registry, id)) throw new RangeError(`Unknown game "${id.slice(0, 40)}" (games: ${Object.keys(registry).join(', ')})`)
  return registry[id as GameId]
}

/** Where a bundled card file comes from (the header of resources/<file>). */
export interface BundledMeta {
  /** Input file of the build, relative to the project root. */
  source: string
  sourceSha256: string
  /** ISO date of the build. */
  builtAt: string
  cardCount: number
  generator: string
}

export interface BundledCards<Card> {
  meta: BundledMeta
  cards: Card[]
}

/** One import kept in the user's card store. */
export interface ImportRecord {
  fileName: string
  format: string
  /** ISO date. */
  importedAt: string
  cards: number
}

/** The user's imported cards of one game, as the catalog reads them. */
export interface CardStoreOf<Card> {
  load(): { cards: Card[]; imports: ImportRecord[] }
}

/** What a card-file read hands on: stored as one import, its name for messages. */
export interface CardImportRead {
  name: string
}

export type ReadProgress = Pick<ImportProgress, 'phase' | 'chars' | 'totalChars' | 'records' | 'totalRecords'>

/** The cards of a catalog and everything found among them: search, codes, facets, decklist names. */
export interface CardIndex<Card> {
  readonly cards: readonly Card[]
  search(request: ParsedRequestOf<'cards.search'>): SearchResult
  /** A card by any spelling of its code (rarity letter or not, alias), or null. */
  get(code: string): Card | null
  facets(): Facets
  resolver(): CardResolver
  /** Counts by the game's own dimensions (the provenance is added by the catalog). */
  stats(): Omit<CatalogStats, 'provenance'>
}

/** The user's card sets (src-main/card-sets), where a game whose players make cards keeps its imports. */
export interface CardSets {
  list(game: string): CardSetList
  importFile(request: { game: string; text: string; format?: 'json' | 'csv'; name?: string }): Promise<ImportSetResult>
}

/** How a game's catalog is loaded, indexed, merged with imports and imported into. */
export interface CatalogDriver<Card, Store extends CardStoreOf<Card>, Read extends CardImportRead> {
  /** The game's bundled card file in `resourcesDir` (default: the resources folder found by the driver). */
  bundledPath(resourcesDir?: string): string
  /** The bundled cards and their index, from the prebuilt pack when the game has one. */
  openBundled(path: string): { bundle: BundledCards<Card>; index: CardIndex<Card> }
  /** The bundled cards alone, to merge imports over. */
  loadBundled(path: string): BundledCards<Card>
  index(cards: Card[]): CardIndex<Card>
  /** The cards with the stored imports over the bundled ones (an imported code replaces its card). */
  merge(bundled: readonly Card[], stored: readonly Card[]): Card[]
  /** `sets`: the app's card sets, for a game whose imports are card sets (absent: the driver opens its own). */
  openStore(userDataDir: string, sets?: CardSets): Store
  /** Reads and checks a card file (runs in a worker thread for big files): all or nothing. */
  readImport(fileName: string, content: string, onProgress?: (progress: ReadProgress) => void): Read
  /** Stores a file read as one import (under the user-data lock). */
  storeImport(read: Read, store: Store, current: readonly Card[], now: Date): ImportReport | Promise<ImportReport>
}

/** The opening lab's fast simulator, as a worker thread runs it. */
export interface LabSimulator {
  newAccumulator(): Float64Array
  /** Plays games [from, to) of the run, adding their figures to `acc`. */
  runBlock(seed: number, from: number, to: number, acc: Float64Array): void
}

export interface LabRunSettings {
  policies: unknown[]
  turns: number
  onThePlay: boolean
  format: string
  seed: number
  /** The game's life or damage limit in this format. */
  lifeLimit: number
  /** The deck's played piles by pile id, one code per copy (Vanguard's `ride`), as a new game takes them aside; their cards are in `deck` too. */
  aside?: Readonly<Record<string, readonly string[]>>
}

/** One lab run, planned: what threads need to build the simulator, and how its counts read. */
export interface LabPlan {
  /** Sent to each thread (structured clone) and handed to `simulator` there. */
  readonly sim: unknown
  /** Length of the run's accumulator. */
  readonly size: number
  report(acc: Float64Array): LabReport
}

export interface MainLab {
  plan(deck: readonly unknown[], settings: LabRunSettings): LabPlan
  simulator(sim: unknown): LabSimulator
}

/** A printable deck sheet (the tournament registration form), for games that have one. */
export interface DeckSheet {
  make(input: unknown, lookup: (code: string) => unknown, now: Date): Promise<{ bytes: Uint8Array; pages: number }>
  fileName(deckName: string): string
}

/** A picture's official address, and the code it is cached under (a card's, or one face's). */
export interface ImageAddress {
  code: string
  url: string
}

/** How a host asks to be used (Scryfall: one request at a time, 50–100 ms apart). */
export interface ImageClientManners {
  /** Downloads at the same time. */
  concurrency: number
  /** Least time between the starts of two requests. */
  minIntervalMs: number
}

export interface CardImages {
  /** The card code an image URL names, in the game's canonical spelling, or null when it names none. */
  codeOf(raw: string): string | null
  /** Where the official pictures are (scheme and host); the image-host setting stands in for it (mirrors, tests). None: the game has no official pictures. */
  readonly officialHost?: string
  /** The official address of the picture a code names (from codeOf): `card` looks a code up in the game's catalog. null: none. */
  addressOf?(code: string, card: (code: string) => unknown): ImageAddress | null
  /** Absent: the image service's defaults (a few downloads at once, no spacing). */
  readonly manners?: ImageClientManners
}

/** The game's card data from its official source (FFTCG: src-main/games/fftcg/update/). */
export interface CardDataUpdater {
  info(): CardUpdateInfo
  setSource(source: string | null): Promise<CardUpdateInfo>
  /** From `source`, else the source setting, else the official address. */
  update(source?: string): Promise<CardUpdateReport>
}

/** The CLI's human text of a game's play state and lab report (its --json output is the API's own JSON). */
export interface CliText {
  /** `play`: result, turn, the game's counters and its zones. */
  state(view: GameView): string
  /** `lab`: the report, with `runLine` (games, seed, time, threads: the same for every game) as its second line. */
  lab(report: LabReport, runLine: string, deckName?: string): string
}

/** What a card-data updater needs of its game's catalog (src-main/catalog/catalog-service.ts is one). */
export interface UpdatableCatalog<Read extends CardImportRead = CardImportRead> {
  stats(): CatalogStats
  get(codes: string[]): GetCardsResult
  /** Stores the file `read` gives when the import's turn comes, all or nothing. */
  importWith(fileName: string, totalChars: number, read: (options: { onProgress?: (progress: ReadProgress) => void; signal?: AbortSignal }) => Promise<Read>): Promise<ImportReport>
}

export interface MainGame {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly catalog: CatalogDriver<any, any, any>
  readonly lab?: MainLab
  readonly sheet?: DeckSheet
  readonly images: CardImages
  /** Hosts of the game's official web pages that a link in the app may open in the user's browser (https only). */
  readonly externalHosts?: readonly string[]
  /** A card in full, as the CLI's `cards show` prints it. */
  describeCard(card: unknown): string
  /** For games with an official card source: the updater over the game's catalog. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  updater?(options: { userDataDir: string; catalog: UpdatableCatalog<any> }): CardDataUpdater
  readonly cli: CliText
  /** Reads a decklist in the game's own file formats (Magic's .dek, .cod, .dck…); absent: the shared parser alone. */
  parseDecklist?(text: string, catalog: { cardResolver(): CardResolver; get(codes: string[]): GetCardsResult }): ParsedDecklist
}
