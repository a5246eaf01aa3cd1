// The renderer's one door to the main process. Views and stores import `api` and never learn
// which transport is behind `window.deckLab`: the Electron preload (IPC), or, in browser mode,
// the same-origin HTTP client installed here when no preload did.
import { apiFromBridge, type DeckLabBridge, type Envelope } from '@shared/api-envelope'
import type { Channel, RequestOf, ResponseOf } from '@shared/api'
import { withGame, type GameChannel } from '@shared/game-channels'
import type { GameId } from '@shared/games'

function failure(message: string): Envelope<never> {
  return { ok: false, error: { code: 'internal', message } }
}

/** Request bodies from this size on are sent as a Blob (see requestBody). */
export const BLOB_BODY_CHARS = 1024 * 1024

/**
 * A big body (a card file of tens of MiB) as a Blob, not a string: Chromium copied a 40 MiB
 * string body on the page's thread and passed it to its network process whole, and the page's
 * other requests waited behind it, so the import's progress polls were answered only after
 * seconds or at its end ("Importing…" throughout). A Blob is streamed from the browser's
 * blob store instead.
 */
export function requestBody(request: unknown): string | Blob {
  const text = JSON.stringify(request ?? {})
  return text.length >= BLOB_BODY_CHARS ? new Blob([text], { type: 'application/json' }) : text
}

/** Browser mode: `POST api/<channel>`, JSON in, envelope out. Authentication is the HttpOnly
 *  cookie set when the user opened the printed URL, kept to the app's path of this launch: the
 *  URL is relative to the page, so the request goes under that path and carries the cookie. */
export function createHttpBridge(fetchImpl: typeof fetch = (...args) => fetch(...args)): DeckLabBridge {
  return {
    async invoke(channel, request) {
      let response: Response
      try {
        response = await fetchImpl(`api/${encodeURIComponent(channel)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: requestBody(request),
          credentials: 'same-origin',
        })
      } catch (cause) {
        return failure(`network error: ${(cause as Error).message}`)
      }
      let envelope: Envelope<unknown>
      try {
        envelope = (await response.json()) as Envelope<unknown>
      } catch {
        return failure(`HTTP ${response.status}: the response is not an envelope`)
      }
      if (envelope === null || typeof envelope !== 'object' || typeof envelope.ok !== 'boolean') {
        return failure(`HTTP ${response.status}: the response is not an envelope`)
      }
      return envelope
    },
  }
}

if (globalThis.window && !window.deckLab) window.deckLab = createHttpBridge()

/** A request as callers write it: the game is the one the app shows, unless they name another. */
export type RendererRequestOf<C extends Channel> = C extends GameChannel
  ? Omit<RequestOf<C>, 'game'> & { game?: GameId }
  : RequestOf<C>

export interface RendererApi {
  invoke<C extends Channel>(channel: C, request: RendererRequestOf<C>): Promise<ResponseOf<C>>
  /** The game requests are about from now on. */
  setGame(game: GameId): void
  readonly game: GameId
}

/** The API over a bridge, adding the current game to every request that carries one. */
export function createApi(bridge: DeckLabBridge, game: GameId = 'fftcg'): RendererApi {
  const inner = apiFromBridge({ invoke: (channel, request) => bridge.invoke(channel, withGame(channel, request, current)) })
  let current = game
  return {
    invoke: (channel, request) => inner.invoke(channel, request as never),
    setGame: (next) => void (current = next),
    get game() {
      return current
    },
  }
}

export const api: RendererApi = createApi(globalThis.window?.deckLab ?? createHttpBridge())
