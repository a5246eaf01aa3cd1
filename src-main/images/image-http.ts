// The one answer to "the image of card X" for both doors: the bridge's GET /card-image/<game>/<code>
// and Electron's card-image://<game>/<code> protocol. 200 with the bytes, or 204 when there is none to
// show now (no image, not cached and not fetchable): the UI then draws the card.
import { DEFAULT_GAME, isGameId, type GameId } from '@shared/games'
import { CARD_IMAGE_ROUTE } from '@shared/images/card-image-url'
import { mainGame } from '../games'
import { parseSetPictureImageCode } from '@shared/channels/card-set-pictures'

export interface CardImageSource {
  image(code: string, signal?: AbortSignal, game?: GameId): Promise<{ bytes: Buffer; type: string } | null>
}

/** What a card-image URL asks for: a game's card (or face, or set picture) by its code. */
export interface CardImageRequest {
  game: GameId
  code: string
}

export interface CardImageAnswer {
  status: 200 | 204 | 400
  type: string
  body: Buffer
  headers: Record<string, string>
}

/**
 * The code in `/card-image/fftcg/1-001H` (bridge path) or `card-image://fftcg/1-001H` (protocol
 * URL), spelt as its game spells its codes. The game comes first; a URL without one (older pages:
 * `/card-image/1-001H`, `card-image://1-001h`, whose host is lower-cased) is FFTCG's. A set
 * picture's code names its game too: a URL of another game is refused, as is an unknown game.
 */
export function codeFromCardImageUrl(url: string): string | null {
  return cardImageRequestOf(url)?.code ?? null
}

/** The game and code a card-image URL names (see codeFromCardImageUrl), or null. */
export function cardImageRequestOf(url: string): CardImageRequest | null {
  const named = gameAndCodeOf(url)
  if (!named) return null
  const picture = parseSetPictureImageCode(named.code)
  // A user-made card's picture (src-main/card-sets/picture-door.ts), or the game's card code.
  if (picture) return named.game === null || named.game === picture.game ? { game: picture.game as GameId, code: named.code.toLowerCase() } : null
  const game = named.game ?? DEFAULT_GAME
  if (!isGameId(game)) return null
  const code = mainGame(game).images.codeOf(named.code)
  return code === null ? null : { game, code }
}

/** The URL's game (null when it names none) and its raw code, decoded. */
function gameAndCodeOf(url: string): { game: string | null; code: string } | null {
  let parsed: URL
  try {
    parsed = new URL(url, 'http://127.0.0.1')
  } catch {
    return null
  }
  let segments: string[]
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
    if (!parsed.pathname.startsWith(CARD_IMAGE_ROUTE)) return null
    segments = parsed.pathname.slice(CARD_IMAGE_ROUTE.length).split('/')
  } else segments = [parsed.host, ...parsed.pathname.split('/')]
  segments = segments.filter((s) => s !== '')
  if (segments.length === 0 || segments.length > 2) return null
  try {
    const [first, second] = segments.map((s) => decodeURIComponent(s))
    return second === undefined ? { game: null, code: first! } : { game: first!.toLowerCase(), code: second }
  } catch {
    return null
  }
}

export async function answerCardImage(source: CardImageSource, request: CardImageRequest | null, signal?: AbortSignal): Promise<CardImageAnswer> {
  if (request === null) return { status: 400, type: 'text/plain; charset=utf-8', body: Buffer.from('Not a card code'), headers: {} }
  const image = await source.image(request.code, signal, request.game)
  if (!image) {
    return { status: 204, type: 'text/plain', body: Buffer.alloc(0), headers: { 'cache-control': 'no-store', 'x-card-image': 'unavailable' } }
  }
  // The browser may keep it for the session; a cleared cache or new host only matter for new images.
  return { status: 200, type: image.type, body: image.bytes, headers: { 'cache-control': 'private, max-age=3600' } }
}
