// "Update card data": the official card list fetched, read, merged over the catalog and stored as
// one of the catalog's imports, so that it shares their rules: one at a time, progress
// (`cards.importStatus`), cancel (`cards.importCancel`), the atomic write under the user-data
// lock, all or nothing. A failed or cancelled update changes nothing.
import type { UpdatableCatalog } from '../../../game/main-game'
import { mkdirSync } from 'node:fs'
import { ApiError, UPDATE_REPORT_LIST_MAX, type CardUpdateInfo, type CardUpdateReport } from '@shared/api'
import type { Card } from '@shared/games/fftcg/card'
import type { UserCardStore } from '../catalog/user-card-store'
import { rawCardKey, type ReadCardImport } from '../import/import-card-file'
import { cancelledUpdate, fetchOfficialCards, type FetchOfficialOptions } from './fetch-official'
import { mergeUpdate, type UpdateMerge } from './merge-update'
import { OFFICIAL_CARDS_URL, normalizeUpdateSource, sourceName } from './official-source'
import { readOfficialCards } from './read-official-cards'
import { loadUpdateSource, saveUpdateSource } from './update-settings'

/** What the import history calls an official update. */
export const UPDATE_FORMAT = 'official-update'

export interface CardUpdaterOptions {
  userDataDir: string
  catalog: UpdatableCatalog<ReadCardImport>
  store: UserCardStore
  /** Fetch, timeouts, retries (tests make them short). */
  fetchOptions?: Omit<FetchOfficialOptions, 'signal' | 'onBytes'>
  now?: () => Date
}

export class CardUpdater {
  private readonly now: () => Date

  constructor(private readonly options: CardUpdaterOptions) {
    this.now = options.now ?? (() => new Date())
  }

  info(): CardUpdateInfo {
    const chosen = loadUpdateSource(this.options.userDataDir)
    const { rawCards, imports } = this.options.store.load()
    const updated = rawCards.filter((raw) => raw.updatedAt !== undefined).length
    const last = imports.filter((i) => i.format === UPDATE_FORMAT).at(-1)
    return {
      source: chosen ?? OFFICIAL_CARDS_URL,
      defaultSource: OFFICIAL_CARDS_URL,
      customSource: chosen !== null,
      origins: {
        bundled: Math.max(0, this.options.catalog.stats().total - rawCards.length),
        updated,
        imported: rawCards.length - updated,
        lastUpdate: last ? { at: last.importedAt, cards: last.cards } : null,
      },
    }
  }

  async setSource(source: string | null): Promise<CardUpdateInfo> {
    const chosen = source === null || source === '' ? null : checkedSource(source)
    mkdirSync(this.options.userDataDir, { recursive: true })
    await saveUpdateSource(this.options.userDataDir, chosen)
    return this.info()
  }

  /** Fetches from `source` (else the setting, else the official address) and stores the cards that changed. */
  async update(source?: string): Promise<CardUpdateReport> {
    const address = source !== undefined ? checkedSource(source) : (loadUpdateSource(this.options.userDataDir) ?? OFFICIAL_CARDS_URL)
    const name = sourceName(address)
    const at = this.now().toISOString()
    let received = 0
    let merged: UpdateMerge | null = null
    const stored = await this.options.catalog.importWith(name, 0, async ({ signal, onProgress }) => {
      const text = await fetchOfficialCards(address, {
        ...this.options.fetchOptions,
        signal,
        onBytes: (bytes, total) => onProgress?.({ phase: 'reading', chars: bytes, totalChars: total, records: 0, totalRecords: 0 }),
      })
      const official = readOfficialCards(name, text, (records, totalRecords) => onProgress?.({ phase: 'reading', chars: text.length, totalChars: text.length, records, totalRecords }))
      received = official.received
      onProgress?.({ phase: 'checking', chars: text.length, totalChars: text.length, records: 0, totalRecords: received })
      merged = this.merge(official.raws, at)
      if (signal?.aborted) throw cancelledUpdate(address)
      return { name, format: UPDATE_FORMAT, raws: merged.raws, imported: merged.cards }
    })
    const done = merged as UpdateMerge | null
    if (!done) throw new ApiError('internal', 'the update finished without its cards')
    return {
      source: address,
      at,
      received,
      added: done.addedCodes.length,
      changed: done.changedCards.length,
      unchanged: done.unchanged,
      total: stored.total,
      addedCodes: done.addedCodes.slice(0, UPDATE_REPORT_LIST_MAX),
      changedCards: done.changedCards.slice(0, UPDATE_REPORT_LIST_MAX),
      changedFields: done.changedFields,
    }
  }

  private merge(fetched: Parameters<typeof mergeUpdate>[0]['fetched'], at: string): UpdateMerge {
    const { catalog, store } = this.options
    const stored = new Map(store.load().rawCards.map((raw) => [rawCardKey(raw), raw]))
    return mergeUpdate({
      fetched,
      at,
      stored: (key) => stored.get(key),
      current: (key) => {
        // get() also finds a card by an alias; only the card under this very key is "the same card".
        const card = catalog.get([key]).cards[0] as Card | undefined
        return card?.key === key ? card : null
      },
    })
  }
}

function checkedSource(source: string): string {
  const address = normalizeUpdateSource(source)
  if (!address)
    throw new ApiError('invalid-request', `the card source must be an http or https address without credentials, got ${JSON.stringify(source.slice(0, 80))}`, [
      { field: 'source', message: 'expected an http(s) address such as https://fftcg.square-enix-games.com/en/get-cards' },
    ])
  return address
}
