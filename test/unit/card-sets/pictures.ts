// Picture bytes for the card-set tests: a real PNG, and JPEG/WebP headers with known dimensions.
export { makePng } from '../images/test-image-host'

/** A JPEG whose start-of-frame (after an APP0 segment) says `width`×`height`; not decodable. */
export function jpegOf(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
  return Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from(app0), Buffer.from(sof0), Buffer.alloc(100, 0x55), Buffer.from([0xff, 0xd9])])
}

/** An extended WebP (VP8X) saying `width`×`height`, with a RIFF size that matches. */
export function webpOf(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(18)
  vp8x.write('VP8X', 0, 'latin1')
  vp8x.writeUInt32LE(10, 4)
  vp8x.writeUIntLE(width - 1, 12, 3)
  vp8x.writeUIntLE(height - 1, 15, 3)
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8x, Buffer.alloc(60)])
  const riff = Buffer.alloc(8)
  riff.write('RIFF', 0, 'latin1')
  riff.writeUInt32LE(body.length, 4)
  return Buffer.concat([riff, body])
}
