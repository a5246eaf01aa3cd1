// One GET to Scryfall (or the address set in its place), as FFTCG's updater does it: the headers
// Scryfall asks for, a timeout on silence (a 150 MB file may take minutes, but never stalls for
// long), a few retries with a growing pause for what may pass (5xx, 429, a cut connection, a
// stall), none for what will not (4xx, no network), and cancel at any time. The answer is handed
// to `consume` while the attempt's timer runs; a retry starts `consume` again from scratch.
import { ApiError } from '@shared/api'
import { abortableSleep, networkCode, OFFLINE_CODES, type FetchFn } from '../../../net/fetch-failures'
import { sourceName } from '../../../net/http-address'
import { SCRYFALL_HEADERS } from './scryfall-source'

export interface FetchRetryOptions {
  signal?: AbortSignal
  /** Longest silence allowed in an attempt: before the headers, or between two pieces of the body (default 60 s). */
  idleTimeoutMs?: number
  /** Attempts in all (default 3). */
  attempts?: number
  /** Pause before the 2nd attempt; doubled before each next one (default 2 s). */
  backoffMs?: number
  fetch?: FetchFn
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** Scryfall limits a client that got a 429 for 30 s: a retry sooner would only get another. */
export const RATE_LIMIT_PAUSE_MS = 30_000

/** A failure that may pass: the attempt is made again. */
export class Transient extends Error {
  constructor(message: string, readonly pauseMs = 0) {
    super(message)
  }
}

export interface Consume<T> {
  (response: Response, attempt: { signal: AbortSignal; alive: () => void }): Promise<T>
}

export const cancelledDownload = (url: string) => new ApiError('cancelled', `the download from ${sourceName(url)} was cancelled; nothing was changed`)

/** `what` names the thing asked for in messages ("the bulk-data list"). Throws ApiError: 'offline', 'source-failed', 'cancelled', or what `consume` throws. */
export async function fetchWithRetries<T>(url: string, what: string, consume: Consume<T>, options: FetchRetryOptions = {}): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? 3)
  const sleep = options.sleep ?? abortableSleep
  let pause = options.backoffMs ?? 2000
  const failures: string[] = []
  for (let attempt = 1; ; attempt++) {
    if (options.signal?.aborted) throw cancelledDownload(url)
    try {
      return await fetchOnce(url, what, consume, options)
    } catch (error) {
      if (!(error instanceof Transient)) throw error
      failures.push(error.message)
      if (attempt >= attempts)
        throw new ApiError('source-failed', `${sourceName(url)} did not give ${what} after ${attempts} attempts (${failures.join('; ')}); nothing was changed`)
      await sleep(Math.max(pause, error.pauseMs), options.signal).catch(() => undefined)
      pause *= 2
    }
  }
}

async function fetchOnce<T>(url: string, what: string, consume: Consume<T>, options: FetchRetryOptions): Promise<T> {
  const idleMs = options.idleTimeoutMs ?? 60_000
  const idle = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const alive = () => {
    clearTimeout(timer)
    timer = setTimeout(() => idle.abort(new Transient(`no data for ${idleMs < 1000 ? `${idleMs} ms` : `${Math.round(idleMs / 1000)} s`}`)), idleMs)
  }
  const signal = options.signal ? AbortSignal.any([options.signal, idle.signal]) : idle.signal
  const doFetch = options.fetch ?? ((u, init) => fetch(u, init))
  alive()
  try {
    const response = await doFetch(url, { method: 'GET', signal, redirect: 'follow', headers: SCRYFALL_HEADERS })
    try {
      checkStatus(url, what, response)
      return await consume(response, { signal, alive })
    } finally {
      if (response.body && !response.bodyUsed) await response.body.cancel().catch(() => undefined)
    }
  } catch (error) {
    if (options.signal?.aborted) throw cancelledDownload(url)
    if (idle.signal.aborted) throw idle.signal.reason as Transient
    if (error instanceof ApiError || error instanceof Transient) throw error
    const code = networkCode(error)
    if (code && OFFLINE_CODES.has(code))
      throw new ApiError('offline', `Cannot reach ${sourceName(url)} (${code}): check the internet connection, or the Magic card data address in the settings. Nothing was changed.`)
    throw new Transient(`network error: ${code ?? (error instanceof Error ? error.message : String(error))}`)
  } finally {
    clearTimeout(timer)
  }
}

function checkStatus(url: string, what: string, response: Response): void {
  const { status } = response
  if (status === 429) throw new Transient('HTTP 429 (too many requests)', retryAfterMs(response) ?? RATE_LIMIT_PAUSE_MS)
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
