// One download of the official card list, as the service deserves: one request at a time (the
// catalog runs updates one after another), a clear User-Agent, each attempt bounded in time and
// size and its JSON in shape (src-main/net/: a 127 MB `[{},{},…]` used to cost 1.3 GB), a few
// retries with a growing pause for failures that may pass (5xx, 429, a cut connection, a
// timeout), none for those that will not (4xx, no network, a bound, a bad redirect). Nothing is
// stored here.
import { ApiError } from '@shared/api'
import { DownloadBoundError, type DownloadBounds } from '../../../net/download-bounds'
import { fetchWithRetries, Transient, type FetchRetryOptions, type SourceRequest } from '../../../net/fetch-with-retries'
import { JsonShapeGuard, type JsonShapeLimits } from '../../../net/json-shape-guard'
import { EVERY_CARD_QUERY, USER_AGENT, sourceName } from './official-source'

export type { FetchFn } from '../../../net/fetch-failures'

export interface FetchOfficialOptions extends FetchRetryOptions {
  /** Bytes received so far, and the total when the server says it (else 0). */
  onBytes?: (received: number, total: number) => void
  /** Replaces some of OFFICIAL_SHAPE's caps (tests). */
  shape?: Partial<JsonShapeLimits>
}

/**
 * The official list is about 10 MB with every language: 40 MiB is four times that. An attempt
 * gets 3 minutes in all (a slow line), but never 30 s of silence.
 */
export const OFFICIAL_BOUNDS: DownloadBounds = {
  maxReceivedBytes: 40 * 1024 * 1024,
  maxDecodedBytes: 40 * 1024 * 1024,
  deadlineMs: 3 * 60_000,
  idleMs: 30_000,
}

/** About 4,000 records of about 80 values each, texts under 20,000 characters: a few times that. */
export const OFFICIAL_SHAPE: JsonShapeLimits = {
  maxDepth: 16,
  maxStringBytes: 256 * 1024,
  maxMembers: 25_000,
  maxItems: 2_000_000,
}

const REQUEST: SourceRequest = {
  what: 'the card list',
  method: 'POST',
  headers: { 'user-agent': USER_AGENT, accept: 'application/json', 'content-type': 'application/json' },
  body: JSON.stringify(EVERY_CARD_QUERY),
  addressSetting: 'the source address',
}

export const cancelledUpdate = (source: string) => new ApiError('cancelled', `the update from ${sourceName(source)} was cancelled; nothing was changed`)

/** The response's text. Throws ApiError: 'offline', 'source-failed' (a bound, or after the retries), 'cancelled'. */
export async function fetchOfficialCards(source: string, options: FetchOfficialOptions = {}): Promise<string> {
  const shape = { ...OFFICIAL_SHAPE, ...options.shape }
  return fetchWithRetries(source, REQUEST, (response, attempt) => readBody(response, attempt.signal, shape, options.onBytes), OFFICIAL_BOUNDS, options)
}

async function readBody(response: Response, signal: AbortSignal, shape: JsonShapeLimits, onBytes: FetchOfficialOptions['onBytes']): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN)
  const total = Number.isSafeInteger(declared) && declared >= 0 && !response.headers.has('content-encoding') ? declared : 0
  if (!response.body) throw new Transient('empty answer')
  const guard = new JsonShapeGuard(shape)
  const chunks: Uint8Array[] = []
  let received = 0
  const reader = response.body.getReader()
  onBytes?.(0, total)
  try {
    for (;;) {
      if (signal.aborted) throw signal.reason
      const { done, value } = await reader.read()
      if (done) break
      guard.write(value)
      received += value.byteLength
      chunks.push(value)
      onBytes?.(received, total)
    }
  } catch (error) {
    if (error instanceof DownloadBoundError || signal.aborted) throw error
    throw new Transient(`the answer was cut after ${received} bytes`)
  } finally {
    reader.releaseLock()
  }
  if (total && received !== total) throw new Transient(`got ${received} of ${total} bytes`)
  guard.end()
  // The guard has checked every byte is UTF-8: nothing is replaced here.
  return Buffer.concat(chunks, received).toString('utf8')
}
