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

export type Transport = 'ipc' | 'http' | 'cli'
export interface CallContext {
  transport: Transport
}

export type HandlerTable = {
  [C in Channel]: (request: ParsedRequestOf<C>, context: CallContext) => ResponseOf<C> | Promise<ResponseOf<C>>
}

export type Dispatch = (channel: unknown, payload: unknown, context: CallContext) => Promise<Envelope<unknown>>

/** Names each schema problem by its field path, so a caller sees what and where. */
export function detailsFromIssues(issues: z.core.$ZodIssue[]): ApiErrorDetail[] {
  return issues.slice(0, 50).map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(request)',
    message: issue.message,
  }))
}

export function createDispatch(handlers: HandlerTable, log: (error: unknown) => void = console.error): Dispatch {
  return async (channel, payload, context) => {
    try {
      if (!isChannel(channel)) throw new ApiError('unknown-channel', `Unknown channel: ${String(channel).slice(0, 80)}`)
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
