// Magic's cards in the user-data folder, over the bundled ones: the oracle catalog downloaded from
// Scryfall (`mtg-oracle-cards.json`, update/oracle-catalog-file.ts), which replaces the bundled
// cards whole, and the cards of imported files (`mtg-imported-cards.json`), which replace cards of
// the same id. Both are read again only when their file changed (provenance asks on every stats call).
import { existsSync, readFileSync, renameSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { MtgCard } from '@shared/games/mtg/card'
import { catalogCard, type MtgCatalogCard } from '@shared/games/mtg/catalog-card'
import { writeFileAtomic } from '../../images/atomic-file'
import { withUserDataLockAsync } from '../../user-data-lock'
import type { CardStoreOf, ImportRecord } from '../../game/main-game'
import { ORACLE_CATALOG_FILE, readOracleCatalog, type OracleCatalogSource } from './update/oracle-catalog-file'

export const IMPORTED_CARDS_FILE = 'mtg-imported-cards.json'
const KIND = 'deck-lab/mtg-imported-cards'
/** How the import history names the Scryfall download. */
export const ORACLE_FORMAT = 'scryfall-oracle-cards'

interface ImportedFile {
  imports: ImportRecord[]
  cards: MtgCard[]
}

/** Stored cards that make a whole catalog (the downloaded oracle cards): the bundled cards give way to them. */
const WHOLE_CATALOGS = new WeakSet<readonly MtgCatalogCard[]>()
export const replacesBundled = (stored: readonly MtgCatalogCard[]) => WHOLE_CATALOGS.has(stored)

/** The import history's line for a download. */
export function oracleImportRecord(source: OracleCatalogSource, cards: number): ImportRecord {
  return { fileName: `Scryfall oracle cards of ${source.updatedAt}`, format: ORACLE_FORMAT, importedAt: source.downloadedAt, cards }
}

/** A file's identity: read again when it changes. */
function stamp(file: string): string | null {
  try {
    const s = statSync(file)
    return `${s.ino}:${s.size}:${s.mtimeMs}`
  } catch {
    return null
  }
}

export class MtgCardStore implements CardStoreOf<MtgCatalogCard> {
  private cached: { stamps: string; value: { cards: MtgCatalogCard[]; imports: ImportRecord[] } } | null = null

  constructor(readonly userDataDir: string) {}

  private get importedPath() {
    return join(this.userDataDir, IMPORTED_CARDS_FILE)
  }

  load(): { cards: MtgCatalogCard[]; imports: ImportRecord[] } {
    const stamps = `${stamp(join(this.userDataDir, ORACLE_CATALOG_FILE))}|${stamp(this.importedPath)}`
    if (this.cached?.stamps === stamps) return this.cached.value
    const oracle = readOracleCatalog(this.userDataDir)
    const imported = this.loadImported()
    const byId = new Map((oracle?.cards ?? []).map((card) => [card.id, card]))
    for (const card of imported.cards) byId.set(card.id, card)
    const cards = [...byId.values()].map(catalogCard)
    if (oracle) WHOLE_CATALOGS.add(cards)
    const value = { cards, imports: [...(oracle ? [oracleImportRecord(oracle.source, oracle.cards.length)] : []), ...imported.imports] }
    this.cached = { stamps, value }
    return value
  }

  /** The imported cards; a damaged file is moved aside (`.corrupt-<time>`) so that no import writes over it. */
  private loadImported(): ImportedFile {
    const path = this.importedPath
    if (!existsSync(path)) return { imports: [], cards: [] }
    try {
      const json = JSON.parse(readFileSync(path, 'utf8')) as { kind?: unknown; version?: unknown } & Partial<ImportedFile>
      if (json.kind === KIND && json.version === 1 && Array.isArray(json.cards) && Array.isArray(json.imports)) return { imports: json.imports, cards: json.cards }
    } catch {
      // damaged: set aside below
    }
    renameSync(path, `${path}.corrupt-${Date.now()}`)
    return { imports: [], cards: [] }
  }

  /** Cards of imported files (replacing a card of the catalog, or new to it). */
  importedCount(): number {
    return existsSync(this.importedPath) ? this.loadImported().cards.length : 0
  }

  /** Adds a file's cards (a card of the same id replaced) and its line in the history, atomically. */
  async saveImport(cards: readonly MtgCard[], record: ImportRecord): Promise<void> {
    await withUserDataLockAsync(this.userDataDir, async () => {
      const before = this.loadImported()
      const byId = new Map(before.cards.map((card) => [card.id, card]))
      for (const card of cards) byId.set(card.id, card)
      const file = { kind: KIND, version: 1, imports: [...before.imports, record], cards: [...byId.values()] }
      await writeFileAtomic(this.importedPath, JSON.stringify(file))
    })
  }
}
