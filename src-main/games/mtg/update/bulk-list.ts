// Scryfall's bulk-data list (`GET <base>/bulk-data`, a `list` object of `bulk_data` objects): the
// oracle-cards entry, checked, since its address is the one the download will follow.
import { z } from 'zod'
import { ApiError } from '@shared/api'
import { sourceName } from '../../../net/http-address'
import { DownloadBoundError, type DownloadBounds } from '../../../net/download-bounds'
import { fetchWithRetries, Transient, type FetchRetryOptions } from '../../../net/fetch-with-retries'
import { bulkListUrl, ORACLE_BULK_TYPE, scryfallRequest } from './scryfall-source'

/** The list is a few kB; anything far bigger is not it, and is not read past 1 MiB. */
export const BULK_LIST_BOUNDS: DownloadBounds = {
  maxReceivedBytes: 1024 * 1024,
  maxDecodedBytes: 1024 * 1024,
  deadlineMs: 60_000,
  idleMs: 30_000,
}

export interface BulkEntry {
  /** When Scryfall made the file (ISO time): two downloads of the same one give the same cards. */
  updatedAt: string
  downloadUri: string
  /** Bytes of the file once decoded, as the list says (0 when it says none). */
  size: number
}

const EntrySchema = z.object({
  object: z.literal('bulk_data'),
  type: z.string(),
  updated_at: z.string().min(1).max(100),
  download_uri: z.url({ protocol: /^https?$/ }),
  size: z.number().int().nonnegative().optional(),
})
const ListSchema = z.object({ object: z.literal('list'), data: z.array(z.unknown()) })

export async function fetchOracleEntry(base: string, options: FetchRetryOptions = {}): Promise<BulkEntry> {
  const url = bulkListUrl(base)
  const text = await fetchWithRetries(url, scryfallRequest('the bulk-data list'), readSmallText, BULK_LIST_BOUNDS, options)
  return oracleEntry(url, text)
}

/** The body is bounded by BULK_LIST_BOUNDS as it is read (bounded-download.ts): never held whole past them. */
async function readSmallText(response: Response): Promise<string> {
  return response.text().catch((error: unknown) => {
    if (error instanceof DownloadBoundError) throw error
    throw new Transient(`the answer was cut (${error instanceof Error ? error.message : String(error)})`)
  })
}

/** The oracle-cards entry of the list's text; 'source-failed' saying what is wrong and where. */
export function oracleEntry(url: string, text: string): BulkEntry {
  const fail = (what: string) => new ApiError('source-failed', `the bulk-data list of ${sourceName(url)} ${what}; nothing was changed`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw fail(`is not JSON (${error instanceof Error ? error.message : String(error)})`)
  }
  const list = ListSchema.safeParse(json)
  if (!list.success) throw fail('is not a Scryfall "list" object with "data"')
  const index = list.data.data.findIndex((item) => (item as { type?: unknown } | null)?.type === ORACLE_BULK_TYPE)
  if (index < 0) throw fail(`has no "${ORACLE_BULK_TYPE}" entry`)
  const entry = EntrySchema.safeParse(list.data.data[index])
  if (!entry.success) {
    const issue = entry.error.issues[0]!
    throw fail(`has a bad "${ORACLE_BULK_TYPE}" entry: data[${index}].${issue.path.join('.')}: ${issue.message}`)
  }
  return { updatedAt: entry.data.updated_at, downloadUri: entry.data.download_uri, size: entry.data.size ?? 0 }
}
