// The one entry point every transport calls: validate the channel and the payload against
// src-shared/api.ts, run the handler, and return a plain-JSON envelope. No transport adds logic.
import type { z } from 'zod'
import {
  ApiError,
  channels,
  isChannel,
  type ApiErrorDetail,
  type Channel,
  type Envelope,
  type ParsedRequestOf,
  type ResponseOf,
} from '@shared/api'
import { JsonBody } from './json-body'
import { refuseIllFormedText } from './request-text'

export type Transport = 'ipc' | 'http' | 'cli'
export interface CallContext {
  transport: Transport
}

export type HandlerTable = {
  [C in Channel]: (request: ParsedRequestOf<C>, context: CallContext) => ResponseOf<C> | Promise<ResponseOf<C>>
}

/**
 * Channels that can take a request body unparsed (a JsonBody): the answer, or undefined to have
 * the dispatch parse and check the body as any other payload (a small body, no worker thread).
 * The handler checks the request against the channel's schema itself.
 */
export type BodyHandlers = {
  [C in Channel]?: (body: Buffer, context: CallContext) => Promise<ResponseOf<C> | undefined>
}

export type Dispatch = (channel: unknown, payload: unknown, context: CallContext) => Promise<Envelope<unknown>>

/** Longest message or field path an error detail carries: an answer never grows with a hostile request. */
const MAX_DETAIL_TEXT = 300

const clip = (text: string) => (text.length > MAX_DETAIL_TEXT ? `${text.slice(0, MAX_DETAIL_TEXT - 1)}…` : text)

/** Names each schema problem by its field path, so a caller sees what and where. */
export function detailsFromIssues(issues: z.core.$ZodIssue[]): ApiErrorDetail[] {
  return issues.slice(0, 50).map((issue) => ({
    field: clip(issue.path.length ? issue.path.join('.') : '(request)'),
    message: clip(issue.code === 'unrecognized_keys' ? unknownKeys(issue.keys) : issue.message),
  }))
}

/** zod lists every unknown key in its message (200,000 keys made a 2.5 MB answer): a few, and the count. */
function unknownKeys(keys: string[]): string {
  const shown = keys.slice(0, 5).map((key) => JSON.stringify(key.slice(0, 40)))
  return `${keys.length} unknown ${keys.length === 1 ? 'field' : 'fields'}: ${shown.join(', ')}${keys.length > 5 ? ', …' : ''}`
}

export function createDispatch(handlers: HandlerTable, log: (error: unknown) => void = console.error, bodyHandlers: BodyHandlers = {}): Dispatch {
  return async (channel, payload, context) => {
    try {
      if (!isChannel(channel)) throw new ApiError('unknown-channel', `Unknown channel: ${String(channel).slice(0, 80)}`)
      if (payload instanceof JsonBody) {
        const fromBody = bodyHandlers[channel] as ((body: Buffer, context: CallContext) => Promise<unknown>) | undefined
        const value = fromBody ? await fromBody(payload.bytes, context) : undefined
        if (value !== undefined) return { ok: true, value }
        payload = payload.parse()
      }
      refuseIllFormedText(payload)
      const parsed = channels[channel].request.safeParse(payload ?? {})
      if (!parsed.success) {
        throw new ApiError('invalid-request', `Invalid request for ${channel}`, detailsFromIssues(parsed.error.issues))
      }
      const handler = handlers[channel] as (request: unknown, context: CallContext) => unknown
      const value = await handler(parsed.data, context)
      return { ok: true, value }
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, error: error.toJSON() }
      log(error)
      return { ok: false, error: { code: 'internal', message: 'Internal error in the main process' } }
    }
  }
}
