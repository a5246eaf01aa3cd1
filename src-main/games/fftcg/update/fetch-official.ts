// One download of the official card list, as the service deserves: one request at a time (the
// catalog runs updates one after another), a clear User-Agent, a timeout per attempt, a few
// retries with a growing pause for failures that may pass (5xx, 429, a cut connection, a
// timeout), none for those that will not (4xx, no network). Nothing is stored here.
import { ApiError } from '@shared/api'
import { abortableSleep, networkCode, OFFLINE_CODES, type FetchFn } from '../../../net/fetch-failures'
import { EVERY_CARD_QUERY, USER_AGENT, sourceName } from './official-source'

export type { FetchFn } from '../../../net/fetch-failures'

export interface FetchOfficialOptions {
  signal?: AbortSignal
  /** Each attempt, request to last byte (default 60 s). */
  timeoutMs?: number
  /** Attempts in all (default 3). */
  attempts?: number
  /** Pause before the 2nd attempt; doubled before each next one (default 2 s). */
  backoffMs?: number
  /** Bytes received so far, and the total when the server says it (else 0). */
  onBytes?: (received: number, total: number) => void
  fetch?: FetchFn
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** The official list is about 10 MB with every language; anything far bigger is not a card list. */
export const MAX_RESPONSE_BYTES = 128 * 1024 * 1024

class Transient extends Error {}

export const cancelledUpdate = (source: string) => new ApiError('cancelled', `the update from ${sourceName(source)} was cancelled; nothing was changed`)

/** The response's text. Throws ApiError: 'offline', 'source-failed' (after the retries), 'cancelled'. */
export async function fetchOfficialCards(source: string, options: FetchOfficialOptions = {}): Promise<string> {
  const attempts = Math.max(1, options.attempts ?? 3)
  const sleep = options.sleep ?? abortableSleep
  let pause = options.backoffMs ?? 2000
  const failures: string[] = []
  for (let attempt = 1; ; attempt++) {
    if (options.signal?.aborted) throw cancelledUpdate(source)
    try {
      return await fetchOnce(source, options)
    } catch (error) {
      if (!(error instanceof Transient)) throw error
      failures.push(error.message)
      if (attempt >= attempts) {
        throw new ApiError('source-failed', `${sourceName(source)} did not answer with the card list after ${attempts} attempts (${failures.join('; ')}); nothing was changed`)
      }
    }
    await sleep(pause, options.signal).catch(() => undefined)
    pause *= 2
  }
}

async function fetchOnce(source: string, options: FetchOfficialOptions): Promise<string> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const doFetch = options.fetch ?? ((url, init) => fetch(url, init))
  try {
    const response = await doFetch(source, {
      method: 'POST',
      signal,
      redirect: 'follow',
      headers: { 'user-agent': USER_AGENT, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(EVERY_CARD_QUERY),
    })
    try {
      return await readBody(source, response, signal, options.onBytes)
    } finally {
      if (response.body && !response.bodyUsed) await response.body.cancel().catch(() => undefined)
    }
  } catch (error) {
    if (options.signal?.aborted) throw cancelledUpdate(source)
    if (error instanceof ApiError || error instanceof Transient) throw error
    if (timeout.aborted) throw new Transient(`no answer within ${duration(options.timeoutMs ?? 60_000)}`)
    const code = networkCode(error)
    if (code && OFFLINE_CODES.has(code))
      throw new ApiError('offline', `Cannot reach ${sourceName(source)} (${code}): check the internet connection, or the source address in the settings. Nothing was changed.`)
    throw new Transient(`network error: ${code ?? (error instanceof Error ? error.message : String(error))}`)
  }
}

async function readBody(source: string, response: Response, signal: AbortSignal, onBytes: FetchOfficialOptions['onBytes']): Promise<string> {
  const { status } = response
  if (status === 429 || status >= 500) throw new Transient(`HTTP ${status}`)
  if (status !== 200) throw new ApiError('source-failed', `${sourceName(source)} answered HTTP ${status}: is the source address right? Nothing was changed.`)
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== '' && !type.includes('json'))
    throw new ApiError('source-failed', `${sourceName(source)} answered with ${type}, not the JSON card list: is the source address right? Nothing was changed.`)
  const declared = Number(response.headers.get('content-length') ?? NaN)
  const total = Number.isSafeInteger(declared) && declared >= 0 ? declared : 0
  if (total > MAX_RESPONSE_BYTES) throw new ApiError('source-failed', `${sourceName(source)} announced ${total} bytes, more than a card list (${MAX_RESPONSE_BYTES}); nothing was changed`)
  if (!response.body) throw new Transient('empty answer')
  const chunks: Uint8Array[] = []
  let received = 0
  const reader = response.body.getReader()
  onBytes?.(0, total)
  try {
    for (;;) {
      if (signal.aborted) throw signal.reason
      const { done, value } = await reader.read()
      if (done) break
      received += value.byteLength
      if (received > MAX_RESPONSE_BYTES) throw new ApiError('source-failed', `the answer of ${sourceName(source)} is over ${MAX_RESPONSE_BYTES} bytes; nothing was changed`)
      chunks.push(value)
      onBytes?.(received, total)
    }
  } catch (error) {
    if (error instanceof ApiError || signal.aborted) throw error
    throw new Transient(`the answer was cut after ${received} bytes`)
  } finally {
    reader.releaseLock()
  }
  if (total && received !== total) throw new Transient(`got ${received} of ${total} bytes`)
  return Buffer.concat(chunks, received).toString('utf8')
}

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`)
