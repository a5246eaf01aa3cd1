// The renderer's one door to the main process. Views and stores import `api` and never learn
// which transport is behind it: the Electron preload (IPC), or the loopback HTTP bridge.
import { ApiError, unwrapEnvelope, type DeckLabApi, type Envelope } from '@shared/api'

/** Same-origin HTTP client for browser mode: `POST /api/<channel>`, JSON in, Envelope out.
 *  Authentication is the HttpOnly cookie set when the user opened the printed URL. */
export function createHttpApi(fetchImpl: typeof fetch = (...args) => fetch(...args)): DeckLabApi {
  return {
    async invoke(channel, request) {
      let response: Response
      try {
        response = await fetchImpl(`/api/${encodeURIComponent(channel)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request ?? {}),
          credentials: 'same-origin',
        })
      } catch (cause) {
        throw new ApiError('internal', `network error: ${(cause as Error).message}`)
      }
      let envelope: Envelope<never>
      try {
        envelope = (await response.json()) as Envelope<never>
      } catch {
        throw new ApiError('internal', `HTTP ${response.status}: the response is not an envelope`)
      }
      if (envelope === null || typeof envelope !== 'object' || typeof envelope.ok !== 'boolean') {
        throw new ApiError('internal', `HTTP ${response.status}: the response is not an envelope`)
      }
      return unwrapEnvelope(envelope)
    },
  }
}

export const api: DeckLabApi = globalThis.window?.deckLab ?? createHttpApi()
