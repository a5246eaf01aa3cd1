// What a card set's picture may be: a whole PNG, JPEG or WebP (by its bytes, not its name), at
// most 2 MiB, with dimensions a card picture can have. The dimensions come from the header, so a
// "picture" that would decode to gigapixels is refused before any renderer tries.
import { MAX_SET_PICTURE_BYTES } from '@shared/channels/sets'
import { coded, type CodedMessage } from '@shared/game/set-problems'
import { checkImageBytes, EXTENSIONS, type ImageType } from '../images/image-bytes'

export const PICTURE_SIDE = { min: 16, max: 6000 } as const

/** A refusal's `message` is its English reason; its code and values are for the renderer. */
export type PictureCheck = { ok: true; type: ImageType; extension: string; width: number; height: number } | ({ ok: false } & CodedMessage)

export function checkPicture(bytes: Uint8Array): PictureCheck {
  if (bytes.length > MAX_SET_PICTURE_BYTES)
    return refused(coded('pictureTooBig', `the picture has ${bytes.length} bytes; at most ${MAX_SET_PICTURE_BYTES} (2 MiB)`, { bytes: bytes.length, max: MAX_SET_PICTURE_BYTES }))
  const image = checkImageBytes(bytes)
  if (!image.ok) return refused(coded('pictureNotImage', `not a picture Deck Lab shows: ${image.reason}`, { detail: image.reason }))
  const size = dimensions(bytes, image.type)
  if (!size) return refused(coded('pictureNoSize', 'the picture’s size cannot be read from its header'))
  const { width, height } = size
  if ([width, height].some((side) => side < PICTURE_SIDE.min || side > PICTURE_SIDE.max)) {
    const message = `the picture is ${width}×${height} pixels; each side must be ${PICTURE_SIDE.min} to ${PICTURE_SIDE.max}`
    return refused(coded('pictureSide', message, { width, height, min: PICTURE_SIDE.min, max: PICTURE_SIDE.max }))
  }
  return { ok: true, type: image.type, extension: EXTENSIONS[image.type], width, height }
}

function refused(problem: CodedMessage): PictureCheck {
  return { ok: false, ...problem }
}

/** Width and height from the image's header; null when it has none we can read. */
export function dimensions(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const fits = (offset: number, length: number) => offset + length <= bytes.length
  if (type === 'image/png') return fits(16, 8) ? { width: view.getUint32(16), height: view.getUint32(20) } : null
  if (type === 'image/webp') return webpDimensions(bytes, view)
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC).
  for (let at = 2; fits(at, 9); ) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) }
    at += 2 + view.getUint16(at + 2)
  }
  return null
}

function webpDimensions(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16))
  if (chunk === 'VP8 ' && bytes.length >= 30) return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const [b1, b2, b3, b4] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!]
    return { width: 1 + (((b2 & 0x3f) << 8) | b1), height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)) }
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16)
    return { width: 1 + u24(24), height: 1 + u24(27) }
  }
  return null
}
