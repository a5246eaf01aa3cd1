// How a picture of a user-made card is named (zod-free: the renderer imports it). Pictures are
// stored by the hash of their bytes and shown through the card-image door (image-http.ts) under
// a code of their own, `set-picture.<game>.<hash>.<ext>`, that no card code can take. A hash of
// 32 hex digits keeps the code within a host name's 63 characters (Electron's card-image://).

export const SET_PICTURE_EXTENSIONS = ['png', 'jpg', 'webp'] as const
/** `<32 hex digits>.<png|jpg|webp>`: a picture of the user-data folder's card-sets/<game>/images. */
export const SET_PICTURE_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp)$/
const PREFIX = 'set-picture.'
const CODE_PATTERN = /^set-picture\.([a-z][a-z0-9-]{0,30})\.([0-9a-f]{32}\.(?:png|jpg|webp))$/

/** The card-image code of a set picture (what `cardImageUrl` takes). */
export function setPictureImageCode(game: string, picture: string): string {
  return `${PREFIX}${game}.${picture}`
}

/** The game and picture a card-image code names, or null when it is not a set picture's. */
export function parseSetPictureImageCode(code: string): { game: string; picture: string } | null {
  const match = CODE_PATTERN.exec(code.toLowerCase())
  return match ? { game: match[1]!, picture: match[2]! } : null
}
