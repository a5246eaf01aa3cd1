// The zod-free half of the API contract: errors, envelopes and the bridge a transport exposes.
// The renderer imports this (and search-sort.ts) without pulling zod into its bundle.
import type { Channel, RequestOf, ResponseOf } from './api'

/**
 * A problem as data, for the renderer to say in the user's language (the i18n key
 * `problems.<kind>.<code>` with `params`; kinds: cardImport, cardSet). `message` beside it stays
 * the English words, for the CLI and logs.
 */
export interface Problem {
  code: string
  params: Record<string, string | number>
  line?: number
  field?: string
}

/** Errors that reach a caller: what went wrong, and where (record, field, line). */
export interface ApiErrorDetail {
  record?: string
  line?: number
  field?: string
  /** English, for the CLI and logs; the renderer words `problem` in the app's language. */
  message: string
  /** The message as data (card imports and card sets alike). */
  problem?: Problem
}

/** Where a problem is, as a detail names it. */
type DetailPlace = Pick<ApiErrorDetail, 'record' | 'line' | 'field'>

/** A problem given flat (`{ code, params, message }` and where, as card sets' checks give it) as a detail. */
export function codedDetail({ code, params, message, record, line, field }: DetailPlace & { code: string; params: Readonly<Record<string, string | number>>; message: string }): ApiErrorDetail {
  const place: DetailPlace = { ...(record !== undefined ? { record } : {}), ...(line !== undefined ? { line } : {}), ...(field !== undefined ? { field } : {}) }
  return { ...place, message, problem: { code, params: { ...params } } }
}
export interface ApiErrorShape {
  code: 'invalid-request' | 'unknown-channel' | 'import-rejected' | 'not-found' | 'busy' | 'cancelled' | 'internal'
    // An official card-data update: no connection to the source, or the source failed (timeouts, 5xx after retries, not JSON).
    | 'offline' | 'source-failed' | 'unsupported'
  message: string
  details?: ApiErrorDetail[]
  /** The message as data (see Problem), when the error has one. */
  problem?: Problem
}

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorShape['code'],
    message: string,
    readonly details: ApiErrorDetail[] = [],
    readonly problem?: Problem,
  ) {
    super(message)
    this.name = 'ApiError'
  }
  toJSON(): ApiErrorShape {
    return { code: this.code, message: this.message, details: this.details, ...(this.problem ? { problem: this.problem } : {}) }
  }

  /** The error an envelope or a worker thread's reply carries, rebuilt. */
  static from(shape: ApiErrorShape): ApiError {
    return new ApiError(shape.code, shape.message, shape.details ?? [], shape.problem)
  }
}

/** What every transport carries back: a value, or an error shape. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: ApiErrorShape }

/** The one object the renderer talks to, whatever the transport behind it. */
export interface DeckLabApi {
  invoke<C extends Channel>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>>
}

/** Turns a transport envelope back into a value, or throws the ApiError it carries. */
export function unwrapEnvelope<T>(envelope: Envelope<T>): T {
  if (envelope.ok) return envelope.value
  throw ApiError.from(envelope.error)
}

/**
 * What a transport puts at `window.deckLab`: the Electron preload (IPC) or, in browser mode,
 * the HTTP client. It carries envelopes so that errors keep their code and details across
 * the context bridge (which would strip an Error's own fields).
 */
export interface DeckLabBridge {
  invoke(channel: Channel, request: unknown): Promise<Envelope<unknown>>
}

export function apiFromBridge(bridge: DeckLabBridge): DeckLabApi {
  return {
    invoke: async <C extends Channel>(channel: C, request: RequestOf<C>) =>
      unwrapEnvelope((await bridge.invoke(channel, request)) as Envelope<ResponseOf<C>>),
  }
}
