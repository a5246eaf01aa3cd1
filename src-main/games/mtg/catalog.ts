// Magic's catalog: the bundled cards (resources/mtg-cards.json, built by scripts/build-mtg-cards.ts
// from ../shared/data/mtg/), replaced whole by Scryfall's oracle cards once downloaded, with the
// cards of imported files over them (card-store.ts). Searched through the generic field index over
// search rows (the card plus flat parts, src-shared/games/mtg/card-fields.ts); answers give the
// cards themselves, not the rows.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ImportReport } from '@shared/api'
import type { CardSchema } from '@shared/game/module'
import { gameModule } from '@shared/games'
import type { MtgSearchRow } from '@shared/games/mtg/card-fields'
import { catalogCard, plainCard, type MtgCatalogCard } from '@shared/games/mtg/catalog-card'
import { arenaCardsUnlessAsked } from '@shared/games/mtg/data/arena'
import { MTG_FORMATS } from '@shared/games/mtg/deck/formats'
import { readBuiltMtgBundle, type MtgBundleMeta } from '@shared/games/mtg/data/bundle'
import { mtgResolver } from '@shared/games/mtg/decklist'
import { fieldCardIndex } from '../../catalog/field-index'
import { parseFieldQuery } from '../../catalog/field-query'
import { findResourcesDir } from '../../catalog/resources-dir'
import { mergeByKey } from '../../catalog/set-imports'
import type { BundledCards, BundledMeta, CardIndex, CatalogDriver } from '../../game/main-game'
import { cardDiff, type CardDiff } from './card-diff'
import { MtgCardStore, ORACLE_FORMAT, replacesBundled } from './card-store'
import { readMtgCardFile, type MtgCardFileRead } from './read-card-file'
import { lazySearchRows } from './search-rows'
import type { BulkUpdateReport } from './update/oracle-bulk-update'

export const BUNDLED_FILE = 'mtg-cards.json'
const GAME = 'mtg'

/** The bundle's provenance in the catalog's words: its files, each with where it came from. */
export function bundledMeta(meta: MtgBundleMeta): BundledMeta {
  const sources = meta.sources.map((s) => `${s.file.replace(/^.*\//, '')} (${s.origin})`)
  return {
    source: `${meta.sources.length} files of ../shared/data/mtg/: ${sources.join('; ')}`,
    // The bundle hashes each of its files: the catalog's one hash is the first's (all are in `source`'s files' meta).
    sourceSha256: meta.sources[0]?.sha256 ?? '',
    builtAt: meta.builtAt,
    cardCount: meta.cardCount,
    generator: meta.generator,
  }
}

/** The bundled cards (checked card by card when built, by shape here: readBuiltMtgBundle); the provenance names every source file. */
export function loadMtgBundle(path: string): BundledCards<MtgCatalogCard> {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`bundled card data ${path}: ${(error as Error).message}`)
  }
  const bundle = readBuiltMtgBundle(json, path)
  return { meta: bundledMeta(bundle.meta), cards: bundle.cards.map(catalogCard) }
}

type Row = MtgSearchRow & { code: string }

/** The field index over the cards' search rows; what it finds is answered with the cards. */
export function mtgCardIndex(cards: MtgCatalogCard[]): CardIndex<MtgCatalogCard> {
  const schema = gameModule(GAME).cards as unknown as CardSchema<Row>
  const rows = lazySearchRows(cards) as Row[]
  const byId = new Map(cards.map((card) => [card.id, card]))
  const cardOf = (row: { id: string }) => byId.get(row.id)!
  // By name as the module reads lists, and by id too: a Deck Lab deck file names its cards by code
  // (the id), and the writers take the cards themselves (decklist.format's lookup is byCode).
  const resolver = () => ({ ...mtgResolver(cards), byCode: (code: string) => withIdentity(byId.get(code.trim())) })
  const index = fieldCardIndex(rows, { game: GAME, schema, resolver })
  return {
    cards,
    search(request) {
      // Without words to rank by, by name (the index's default order, `code`, is the oracle id's).
      const sorted = request.sort || relevant(request.query) ? request : { ...request, sort: { by: 'name' as const, dir: 'asc' as const } }
      const deckLegality = MTG_FORMATS.find((f) => f.id === request.deckFormat)?.legality ?? null
      const asked = arenaCardsUnlessAsked(sorted.query, deckLegality)
      const found = index.search({ ...sorted, query: asked.query })
      // A query error points into the query the user wrote.
      const result = found.error && asked.shift ? { ...found, error: { ...found.error, position: Math.max(0, found.error.position - asked.shift) } } : found
      return { ...result, cards: (result.cards as unknown as Row[]).map(cardOf) }
    },
    get: (code) => {
      const row = index.get(code)
      return row ? cardOf(row) : null
    },
    facets: () => index.facets(),
    resolver: () => index.resolver(),
    stats: () => index.stats(),
  }
}

const withIdentity = (card: MtgCatalogCard | undefined) => (card ? { ...card, identity: card.id } : null)

function relevant(query: string): boolean {
  const parsed = parseFieldQuery(query, gameModule(GAME).cards.fields)
  return parsed.ok && parsed.words.length > 0
}

const mergeById = mergeByKey((card: MtgCatalogCard) => card.id)

/**
 * Scryfall's oracle cards are English only: each keeps the French of the bundled card of the same
 * oracle id (MTGJSON's foreignData), where a French printing exists (issue 32).
 */
export function keepFrench(bundled: readonly MtgCatalogCard[], stored: readonly MtgCatalogCard[]): MtgCatalogCard[] {
  const french = new Map(bundled.flatMap((card) => (card.fr ? [[card.id, card.fr] as const] : [])))
  return stored.map((card) => {
    const fr = card.fr ?? french.get(card.id)
    return fr && !card.fr ? { ...card, fr } : card
  })
}

/** A download of Scryfall's oracle cards, already switched in (card-updater.ts); `diff` is filled as it is taken in. */
export interface OracleDownloadRead {
  name: string
  download: BulkUpdateReport
  diff?: CardDiff
}

export const mtgCatalog: CatalogDriver<MtgCatalogCard, MtgCardStore, MtgCardFileRead | OracleDownloadRead> = {
  bundledPath: (resourcesDir = findResourcesDir(BUNDLED_FILE, import.meta.url)) => join(resourcesDir, BUNDLED_FILE),
  openBundled(path) {
    const bundle = loadMtgBundle(path)
    return { bundle, index: mtgCardIndex(bundle.cards) }
  },
  loadBundled: loadMtgBundle,
  index: mtgCardIndex,
  // The downloaded oracle cards are a whole catalog: the bundled cards give way to them.
  merge: (bundled, stored) => (replacesBundled(stored) ? keepFrench(bundled, stored) : mergeById(bundled, stored)),
  openStore: (userDataDir) => new MtgCardStore(userDataDir),
  readImport: readMtgCardFile,
  async storeImport(read, store, current, now): Promise<ImportReport> {
    // A download was switched in by the updater already: the store reads the new file.
    if ('download' in read) {
      const after = store.load().cards
      // Compared as the catalog will hold them: with the French the merge keeps (keepFrench).
      read.diff = cardDiff(current, keepFrench(current, after).map(plainCard))
      const { added, changed, unchanged } = read.diff
      return { format: ORACLE_FORMAT, added: added.length, updated: changed.length, unchanged, total: after.length }
    }
    const { added, changed, unchanged } = cardDiff(current, read.cards)
    await store.saveImport(read.cards, { fileName: read.name, format: read.format, importedAt: now.toISOString(), cards: read.cards.length })
    return { format: read.format, added: added.length, updated: changed.length, unchanged, total: current.length + added.length }
  },
}
