// What counts as a card image: JPEG, PNG or WebP, recognised by their bytes (magic numbers) and
// complete (each format's end marker or declared length). A damaged or partial download is never
// stored or served: a browser would show a broken image where the drawn card belongs.

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** Smaller than any real card scan; larger than any (official scans are 100–400 KB). */
export const MIN_IMAGE_BYTES = 64
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024

export const EXTENSIONS: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

export function isImageType(value: string): value is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(value)
}

/** `image/JPEG; charset=x` → `image/jpeg`; `image/jpg` (seen on some hosts) counts as JPEG. */
export function baseContentType(header: string | null | undefined): string {
  const base = (header ?? '').split(';')[0]!.trim().toLowerCase()
  return base === 'image/jpg' || base === 'image/pjpeg' ? 'image/jpeg' : base
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)
}

/** The format the bytes are in, from their first bytes only; null when none of ours. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

export type ImageCheck = { ok: true; type: ImageType } | { ok: false; reason: string }

/**
 * Checks that `bytes` is one whole image of an accepted type. The end checks catch a download
 * cut short without a Content-Length (chunked), which the byte count alone cannot.
 */
export function checkImageBytes(bytes: Uint8Array): ImageCheck {
  if (bytes.length < MIN_IMAGE_BYTES) return { ok: false, reason: `too small (${bytes.length} bytes)` }
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: `too large (${bytes.length} bytes)` }
  const type = sniffImageType(bytes)
  if (!type) return { ok: false, reason: 'not a JPEG, PNG or WebP image (magic bytes)' }
  if (type === 'image/png') {
    // The IEND chunk closes every PNG: 4 length bytes (0) + "IEND" + CRC.
    if (!startsWith(bytes, PNG_IEND, bytes.length - PNG_IEND.length)) return { ok: false, reason: 'PNG is incomplete (no IEND chunk)' }
  } else if (type === 'image/jpeg') {
    // End Of Image marker; a few encoders leave padding after it, so look near the end.
    const tail = bytes.subarray(Math.max(0, bytes.length - 1024))
    let found = false
    for (let i = tail.length - 2; i >= 0 && !found; i--) found = tail[i] === 0xff && tail[i + 1] === 0xd9
    if (!found) return { ok: false, reason: 'JPEG is incomplete (no end-of-image marker)' }
  } else {
    const declared = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true)
    if (declared + 8 !== bytes.length && declared + 9 !== bytes.length) return { ok: false, reason: 'WebP is incomplete (RIFF size)' }
  }
  return { ok: true, type }
}
