// The one answer to "the image of card X" for both doors: the bridge's GET /card-image/<code>
// and Electron's card-image://<code> protocol. 200 with the bytes, or 204 when there is none to
// show now (no image, not cached and not fetchable): the UI then draws the card.
import { DEFAULT_GAME, type GameId } from '@shared/games'
import { CARD_IMAGE_ROUTE } from '@shared/images/card-image-url'
import { mainGame } from '../games'
import { parseSetPictureImageCode } from '@shared/channels/card-set-pictures'

export interface CardImageSource {
  image(code: string, signal?: AbortSignal): Promise<{ bytes: Buffer; type: string } | null>
}

export interface CardImageAnswer {
  status: 200 | 204 | 400
  type: string
  body: Buffer
  headers: Record<string, string>
}

/**
 * The code in `/card-image/1-001H` (bridge path) or `card-image://1-001h` (protocol URL; hosts are
 * lower-cased), spelt as the game spells its codes. The URLs name no game yet: FFTCG's, the default.
 */
export function codeFromCardImageUrl(url: string, game: GameId = DEFAULT_GAME): string | null {
  let parsed: URL
  try {
    parsed = new URL(url, 'http://127.0.0.1')
  } catch {
    return null
  }
  let raw: string
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
    if (!parsed.pathname.startsWith(CARD_IMAGE_ROUTE)) return null
    raw = parsed.pathname.slice(CARD_IMAGE_ROUTE.length)
  } else raw = parsed.host || parsed.pathname.replace(/^\/+/, '')
  try {
    raw = decodeURIComponent(raw.replace(/\/+$/, ''))
  } catch {
    return null
  }
  // A user-made card's picture (src-main/card-sets/picture-door.ts), or the game's card code.
  return parseSetPictureImageCode(raw) ? raw.toLowerCase() : mainGame(game).images.codeOf(raw)
}

export async function answerCardImage(source: CardImageSource, code: string | null, signal?: AbortSignal): Promise<CardImageAnswer> {
  if (code === null) return { status: 400, type: 'text/plain; charset=utf-8', body: Buffer.from('Not a card code'), headers: {} }
  const image = await source.image(code, signal)
  if (!image) {
    return { status: 204, type: 'text/plain', body: Buffer.alloc(0), headers: { 'cache-control': 'no-store', 'x-card-image': 'unavailable' } }
  }
  // The browser may keep it for the session; a cleared cache or new host only matter for new images.
  return { status: 200, type: image.type, body: image.bytes, headers: { 'cache-control': 'private, max-age=3600' } }
}
