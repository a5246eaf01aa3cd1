// One request to a card-data source, as every updater makes it: each attempt bounded
// (bounded-download.ts: a deadline, an idle timer, sizes, checked redirects), a few retries with a
// growing pause for what may pass (5xx, 429, a cut connection, a stall), none for what will not
// (4xx, no network, a size or shape bound, a bad redirect), and cancel at any time. The answer is
// handed to `consume` while the attempt's timers run; a retry starts `consume` again from scratch.
import { ApiError } from '@shared/api'
import { openDownload, type DownloadAttempt, type DownloadRequest } from './bounded-download'
import { DownloadBoundError, RedirectError, type DownloadBounds } from './download-bounds'
import { abortableSleep, networkCode, OFFLINE_CODES, type FetchFn } from './fetch-failures'
import { sourceName } from './http-address'

export interface FetchRetryOptions {
  signal?: AbortSignal
  /** Replaces some of the source's bounds (tests make them small). */
  bounds?: Partial<DownloadBounds>
  /** Attempts in all (default 3). */
  attempts?: number
  /** Pause before the 2nd attempt; doubled before each next one (default 2 s). */
  backoffMs?: number
  fetch?: FetchFn
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** What is asked, and how messages name it. */
export interface SourceRequest extends DownloadRequest {
  /** "the bulk-data list", "the card list". */
  what: string
  /** The setting to check when the host cannot be reached ("the Magic card data address"). */
  addressSetting: string
  /** The pause after a 429 without Retry-After (default: the usual backoff). */
  rateLimitPauseMs?: number
}

/** A failure that may pass: the attempt is made again. */
export class Transient extends Error {
  constructor(message: string, readonly pauseMs = 0) {
    super(message)
  }
}

export interface Consume<T> {
  (response: Response, attempt: { signal: AbortSignal }): Promise<T>
}

export const cancelledDownload = (url: string) => new ApiError('cancelled', `the download from ${sourceName(url)} was cancelled; nothing was changed`)

/** `bounds` are the source's. Throws ApiError: 'offline', 'source-failed', 'cancelled', or what `consume` throws. */
export async function fetchWithRetries<T>(url: string, request: SourceRequest, consume: Consume<T>, bounds: DownloadBounds, options: FetchRetryOptions = {}): Promise<T> {
  const attemptBounds = { ...bounds, ...options.bounds }
  const attempts = Math.max(1, options.attempts ?? 3)
  const sleep = options.sleep ?? abortableSleep
  let pause = options.backoffMs ?? 2000
  const failures: string[] = []
  for (let attempt = 1; ; attempt++) {
    if (options.signal?.aborted) throw cancelledDownload(url)
    try {
      return await fetchOnce(url, request, consume, attemptBounds, options)
    } catch (error) {
      if (!(error instanceof Transient)) throw error
      failures.push(error.message)
      if (attempt >= attempts)
        throw new ApiError('source-failed', `${sourceName(url)} did not give ${request.what} after ${attempts} attempts (${failures.join('; ')}); nothing was changed`)
      await sleep(Math.max(pause, error.pauseMs), options.signal).catch(() => undefined)
      pause *= 2
    }
  }
}

async function fetchOnce<T>(url: string, request: SourceRequest, consume: Consume<T>, bounds: DownloadBounds, options: FetchRetryOptions): Promise<T> {
  let attempt: DownloadAttempt | undefined
  try {
    attempt = await openDownload(url, request, { bounds, signal: options.signal, fetch: options.fetch })
    checkStatus(url, request, attempt.response)
    return await consume(attempt.response, { signal: attempt.signal })
  } catch (error) {
    if (options.signal?.aborted) throw cancelledDownload(url)
    // A timer that stopped the attempt is the cause, whatever the reader then said.
    throw failureOf(url, request, attempt?.signal.aborted ? attempt.signal.reason : error)
  } finally {
    await attempt?.close()
  }
}

/** An attempt's failure said as what it is: to be retried (Transient), or final (ApiError). */
export function failureOf(url: string, request: SourceRequest, error: unknown): Error {
  if (error instanceof ApiError || error instanceof Transient) return error
  if (error instanceof DownloadBoundError) {
    if (error.retryable) return new Transient(error.message)
    const how = error.bound === 'invalid-utf8' ? 'with' : 'past a bound:'
    return new ApiError('source-failed', `${sourceName(url)} sent ${request.what} ${how} ${error.message}; nothing was changed`)
  }
  if (error instanceof RedirectError) return new ApiError('source-failed', `${error.message}: refused and not retried (another attempt would go the same way); nothing was changed`)
  const code = networkCode(error)
  if (code && OFFLINE_CODES.has(code))
    return new ApiError('offline', `Cannot reach ${sourceName(url)} (${code}): check the internet connection, or ${request.addressSetting} in the settings. Nothing was changed.`)
  return new Transient(`network error: ${code ?? (error instanceof Error ? error.message : String(error))}`)
}

function checkStatus(url: string, { what, rateLimitPauseMs }: SourceRequest, response: Response): void {
  const { status } = response
  if (status === 429) throw new Transient('HTTP 429 (too many requests)', retryAfterMs(response) ?? rateLimitPauseMs ?? 0)
  if (status >= 500) throw new Transient(`HTTP ${status}`, retryAfterMs(response) ?? 0)
  if (status !== 200) throw new ApiError('source-failed', `${sourceName(url)} answered HTTP ${status} for ${what}: is the address right? Nothing was changed.`)
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== '' && !type.includes('json'))
    throw new ApiError('source-failed', `${sourceName(url)} answered with ${type}, not ${what} in JSON: is the address right? Nothing was changed.`)
}

/** `Retry-After` in seconds, capped at 2 minutes (a bigger wait is not one a person sits through). */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? NaN)
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 120) * 1000 : undefined
}
