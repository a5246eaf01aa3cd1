// "Update card data" for Magic: Scryfall's bulk oracle-cards file downloaded, streamed through the
// module's Scryfall reader and switched in atomically (update/oracle-bulk-update.ts), run as one of
// the catalog's imports so that it shares their rules: one at a time, progress
// (`cards.importStatus`), cancel (`cards.importCancel`, refused once the switch has begun), and the
// catalog indexed again afterwards. A failed or cancelled download changes nothing.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ApiError, UPDATE_REPORT_LIST_MAX, type CardUpdateInfo, type CardUpdateReport, type ImportProgress } from '@shared/api'
import type { MtgCard } from '@shared/games/mtg/card'
import type { MtgCatalogCard } from '@shared/games/mtg/catalog-card'
import { readScryfallCard } from '@shared/games/mtg/data/scryfall'
import { sourceName } from '../../net/http-address'
import type { CardDataUpdater, UpdatableCatalog } from '../../game/main-game'
import { MtgCardStore } from './card-store'
import type { MtgCardFileRead } from './read-card-file'
import type { OracleDownloadRead } from './catalog'
import { readOracleCatalogSource } from './update/oracle-catalog-file'
import { updateOracleCards, type BulkProgress, type BulkUpdateOptions } from './update/oracle-bulk-update'
import { BULK_SETTINGS_FILE, checkedBulkBase, loadBulkBase, saveBulkBase, SCRYFALL_API } from './update/scryfall-source'

export interface MtgCardUpdaterOptions {
  userDataDir: string
  catalog: UpdatableCatalog<MtgCardFileRead | OracleDownloadRead>
  /** Timeouts, retries, fetch (tests make them short). */
  fetchOptions?: BulkUpdateOptions['fetchOptions']
  now?: () => Date
}

/** One Scryfall card object as a card of the catalog, or null for what is not a card of a deck (tokens, art series…). */
export function readOracleObject(object: unknown, index: number): MtgCard | null {
  const outcome = readScryfallCard(object, { file: 'oracle-cards', index: index + 1 }, '')
  return 'card' in outcome ? outcome.card.card : null
}

/** The bulk download's progress in the words of a catalog import (what the Card data page and the CLI show). */
export function importProgressOf(progress: BulkProgress): Pick<ImportProgress, 'phase' | 'chars' | 'totalChars' | 'records' | 'totalRecords'> {
  if (progress.phase === 'storing') return { phase: 'storing', chars: progress.bytes, totalChars: progress.bytes, records: progress.objects, totalRecords: progress.objects }
  return { phase: 'reading', chars: progress.bytes, totalChars: progress.totalBytes, records: 0, totalRecords: 0 }
}

/** Whether the user chose the address (a settings file with an address in it). */
function chosenBase(userDataDir: string): boolean {
  const file = join(userDataDir, BULK_SETTINGS_FILE)
  if (!existsSync(file)) return false
  try {
    return typeof (JSON.parse(readFileSync(file, 'utf8')) as { base?: unknown }).base === 'string'
  } catch {
    return false
  }
}

export class MtgCardUpdater implements CardDataUpdater {
  constructor(private readonly options: MtgCardUpdaterOptions) {}

  info(): CardUpdateInfo {
    const { userDataDir, catalog } = this.options
    const downloaded = readOracleCatalogSource(userDataDir)
    const total = catalog.stats().total
    const imported = new MtgCardStore(userDataDir).importedCount()
    return {
      source: loadBulkBase(userDataDir),
      defaultSource: SCRYFALL_API,
      customSource: chosenBase(userDataDir),
      origins: {
        bundled: downloaded ? 0 : Math.max(0, total - imported),
        updated: downloaded ? Math.max(0, total - imported) : 0,
        imported: Math.min(imported, total),
        lastUpdate: downloaded ? { at: downloaded.source.downloadedAt, cards: downloaded.count } : null,
      },
    }
  }

  async setSource(source: string | null): Promise<CardUpdateInfo> {
    mkdirSync(this.options.userDataDir, { recursive: true })
    await saveBulkBase(this.options.userDataDir, source === null || source === '' ? null : checkedSource(source))
    return this.info()
  }

  /** Downloads from `source` (else the setting, else Scryfall) and switches the catalog to its cards. */
  async update(source?: string): Promise<CardUpdateReport> {
    const { userDataDir, catalog, fetchOptions, now = () => new Date() } = this.options
    const base = source !== undefined ? checkedSource(source) : loadBulkBase(userDataDir)
    let taken: OracleDownloadRead | null = null
    const stored = await catalog.importWith(sourceName(base), 0, async ({ signal, onProgress }) => {
      const download = await updateOracleCards({ userDataDir, readCard: readOracleObject, base, signal, fetchOptions, now, onProgress: (p) => onProgress?.(importProgressOf(p)) })
      taken = { name: sourceName(download.downloadUri), download }
      return taken
    })
    const read = taken as OracleDownloadRead | null
    if (!read?.diff) throw new ApiError('internal', 'the download finished without its cards')
    const { diff, download } = read
    return {
      source: base,
      at: now().toISOString(),
      received: download.cards,
      added: diff.added.length,
      changed: diff.changed.length,
      unchanged: diff.unchanged,
      total: stored.total,
      addedCodes: diff.added.slice(0, UPDATE_REPORT_LIST_MAX),
      changedCards: diff.changed.slice(0, UPDATE_REPORT_LIST_MAX),
      changedFields: diff.changedFields,
    }
  }
}

/** The address checked as the channel's `source` field (the setting's own check names `base`). */
function checkedSource(source: string): string {
  try {
    return checkedBulkBase(source)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    throw new ApiError('invalid-request', error.message, [{ field: 'source', message: `expected an http(s) address such as ${SCRYFALL_API}` }])
  }
}
