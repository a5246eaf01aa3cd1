// A Magic card's pictures as Scryfall serves them: the card's `imageUrl` is the front face in the
// normal size (https://cards.scryfall.io/normal/front/…/<id>.jpg); a card that turns over has its
// back face at the same address with `back` for `front` (Scryfall's card_faces[1].image_uris).
// One picture code per face, so that each is downloaded and cached once: the card's id for the
// front, `<id>-back` for the back.
import { DOUBLE_FACED } from './card-fields'
import type { MtgCard } from './card'

export type PictureFace = 'front' | 'back'

const ORACLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const BACK = '-back'

/** The picture code of a card's face (what the card-image door names). */
export function pictureCode(id: string, face: PictureFace = 'front'): string {
  return face === 'back' ? id + BACK : id
}

/** The card id and face a picture code names (lower-cased), or null when it names none. */
export function parsePictureCode(raw: string): { id: string; face: PictureFace } | null {
  const code = raw.trim().toLowerCase()
  const face: PictureFace = code.endsWith(BACK) ? 'back' : 'front'
  const id = face === 'back' ? code.slice(0, -BACK.length) : code
  return ORACLE_ID.test(id) ? { id, face } : null
}

/** Scryfall's current image host; older data names its earlier ones (see scryfallPicturePath). */
export const SCRYFALL_IMAGE_HOST = 'https://cards.scryfall.io'

/**
 * The face's picture address on Scryfall's current host, or null when the card has none: no
 * address in the data, or a back face asked of a card that does not turn over (a split or
 * adventure card is one picture; a meld card's back is another card).
 */
export function pictureAddress(card: Pick<MtgCard, 'imageUrl' | 'layout'>, face: PictureFace): string | null {
  if (!card.imageUrl) return null
  let url: URL
  try {
    url = new URL(card.imageUrl)
  } catch {
    return null
  }
  let path = scryfallPicturePath(url.pathname)
  if (face === 'back') {
    if (!DOUBLE_FACED.has(card.layout) || !path.includes('/front/')) return null
    path = path.replace('/front/', '/back/')
  }
  return SCRYFALL_IMAGE_HOST + path + url.search
}

/** `c1.scryfall.com/file/scryfall-cards/normal/…` (2020–2022) and `img.scryfall.com/cards/normal/…` (before) are now `cards.scryfall.io/normal/…`. */
function scryfallPicturePath(path: string): string {
  for (const prefix of ['/file/scryfall-cards/', '/cards/']) if (path.startsWith(prefix)) return path.slice(prefix.length - 1)
  return path
}
