// "Update Magic card data": Scryfall's bulk-data list, its oracle-cards entry, the file streamed
// through the card reader, and the new catalog switched in atomically under the user-data lock
// only when all of it succeeded. A failed, cancelled or malformed download keeps the previous
// catalog. A file already downloaded (same `updated_at`) is not fetched again: Scryfall makes it
// twice a day and asks clients not to fetch what they have.
import { ApiError } from '@shared/api'
import { withUserDataLockAsync } from '../../../user-data-lock'
import { sourceName } from '../../../net/http-address'
import type { DownloadBounds } from '../../../net/download-bounds'
import type { JsonShapeLimits } from '../../../net/json-shape-guard'
import { fetchOracleEntry } from './bulk-list'
import { cancelledDownload, fetchWithRetries, type FetchRetryOptions } from '../../../net/fetch-with-retries'
import { readOracleCatalogSource, writeOracleCatalog } from './oracle-catalog-file'
import { BULK_SHAPE, readBulkStream, type BulkCardReader } from './read-bulk-stream'
import { checkedBulkBase, loadBulkBase, scryfallRequest } from './scryfall-source'

/**
 * The oracle-cards file is about 160 MB decoded (30 MB gzipped): 512 MiB either way is three
 * times that. A slow line gets 20 minutes an attempt, but never a minute of silence.
 */
export const ORACLE_FILE_BOUNDS: DownloadBounds = {
  maxReceivedBytes: 512 * 1024 * 1024,
  maxDecodedBytes: 512 * 1024 * 1024,
  deadlineMs: 20 * 60_000,
  idleMs: 60_000,
}

export interface BulkProgress {
  phase: 'list' | 'download' | 'storing'
  /** Bytes of the file read so far (decoded), of `totalBytes` (the list's size; 0 when unknown). */
  bytes: number
  totalBytes: number
  /** Card objects read so far. */
  objects: number
}

export interface BulkUpdateReport {
  base: string
  downloadUri: string
  /** Scryfall's time for the file. */
  updatedAt: string
  /** True when the catalog already had this file: nothing was downloaded or written. */
  upToDate: boolean
  /** Cards in the catalog now. */
  cards: number
  /** Card objects in the file. */
  objects: number
  /** Objects left out by the reader, by Scryfall layout, and their sum. */
  skipped: Record<string, number>
  skippedTotal: number
  duplicates: number
  bytes: number
  ms: number
}

export interface BulkUpdateOptions {
  userDataDir: string
  readCard: BulkCardReader
  /** The API address for this run (else the setting, else Scryfall's). */
  base?: string
  /** Download even when the catalog has this file already. */
  force?: boolean
  signal?: AbortSignal
  onProgress?: (progress: BulkProgress) => void
  /** Bounds, retries, fetch (tests make them short and small); `bounds` apply to the list and the file. */
  fetchOptions?: Omit<FetchRetryOptions, 'signal'>
  /** Caps of the file's JSON shape (default BULK_SHAPE). */
  shape?: Partial<JsonShapeLimits>
  now?: () => Date
}

export async function updateOracleCards(options: BulkUpdateOptions): Promise<BulkUpdateReport> {
  const started = performance.now()
  const base = options.base !== undefined ? checkedBulkBase(options.base) : loadBulkBase(options.userDataDir)
  const fetchOptions = { ...options.fetchOptions, signal: options.signal }
  const progress = (p: BulkProgress) => options.onProgress?.(p)
  progress({ phase: 'list', bytes: 0, totalBytes: 0, objects: 0 })
  const entry = await fetchOracleEntry(base, fetchOptions)
  const report = { base, downloadUri: entry.downloadUri, updatedAt: entry.updatedAt }
  const stored = readOracleCatalogSource(options.userDataDir)
  if (!options.force && stored?.source.updatedAt === entry.updatedAt && stored.source.downloadUri === entry.downloadUri)
    return { ...report, upToDate: true, cards: stored.count, objects: 0, skipped: {}, skippedTotal: 0, duplicates: 0, bytes: 0, ms: performance.now() - started }

  const read = await fetchWithRetries(entry.downloadUri, scryfallRequest('the oracle-cards file'), (response, attempt) => {
    if (!response.body) throw new ApiError('source-failed', `${sourceName(entry.downloadUri)} sent an empty oracle-cards file; nothing was changed`)
    const totalBytes = entry.size || undecodedLength(response)
    progress({ phase: 'download', bytes: 0, totalBytes, objects: 0 })
    return readBulkStream(sourceName(entry.downloadUri), response.body, datedReader(options.readCard, entry.updatedAt), {
      signal: attempt.signal,
      shape: { ...BULK_SHAPE, ...options.shape },
      onProgress: (bytes, objects) => progress({ phase: 'download', bytes, totalBytes, objects }),
    })
  }, ORACLE_FILE_BOUNDS, fetchOptions)
  if (options.signal?.aborted) throw cancelledDownload(entry.downloadUri)
  progress({ phase: 'storing', bytes: read.bytes, totalBytes: read.bytes, objects: read.objects })
  const source = { ...report, downloadedAt: (options.now?.() ?? new Date()).toISOString() }
  await withUserDataLockAsync(options.userDataDir, () => writeOracleCatalog(options.userDataDir, { source, cards: read.cards }))
  const skippedTotal = Object.values(read.skipped).reduce((sum, n) => sum + n, 0)
  return { ...report, upToDate: false, cards: read.cards.length, objects: read.objects, skipped: read.skipped, skippedTotal, duplicates: read.duplicates, bytes: read.bytes, ms: performance.now() - started }
}

/** Each card dated with the file's `updated_at`: its legalities are Scryfall's as of that day (issue 32). */
function datedReader(read: BulkCardReader, updatedAt: string): BulkCardReader {
  const dataDate = /^\d{4}-\d{2}-\d{2}/.exec(updatedAt)?.[0]
  return (object, index) => {
    const card = read(object, index)
    return card && dataDate && !card.dataDate ? { ...card, dataDate } : card
  }
}

/** Content-Length counts the bytes sent: the decoded size only when the file is not compressed. */
function undecodedLength(response: Response): number {
  if (response.headers.get('content-encoding')) return 0
  const length = Number(response.headers.get('content-length') ?? NaN)
  return Number.isSafeInteger(length) && length >= 0 ? length : 0
}
