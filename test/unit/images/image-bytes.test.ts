import { describe, expect, it } from 'vitest'
import { checkImageBytes, sniffImageType, baseContentType } from '../../../src-main/images/image-bytes'
import { imageUrlOnHost, normalizeImageHost } from '../../../src-main/images/image-source'
import { makeJpegLike, makePng } from './test-image-host'

function webp(size = 200): Buffer {
  const bytes = Buffer.alloc(size, 0)
  bytes.write('RIFF', 0, 'ascii')
  bytes.writeUInt32LE(size - 8, 4)
  bytes.write('WEBPVP8 ', 8, 'ascii')
  return bytes
}

describe('what counts as a whole image', () => {
  it('recognises PNG, JPEG and WebP by their magic bytes', () => {
    expect(sniffImageType(makePng('1-001H'))).toBe('image/png')
    expect(sniffImageType(makeJpegLike())).toBe('image/jpeg')
    expect(sniffImageType(webp())).toBe('image/webp')
    expect(sniffImageType(Buffer.from('<!doctype html><html>'))).toBeNull()
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBeNull()
  })

  it('accepts whole images and refuses cut ones', () => {
    const png = makePng('1-001H')
    expect(checkImageBytes(png)).toEqual({ ok: true, type: 'image/png' })
    expect(checkImageBytes(png.subarray(0, png.length - 10))).toMatchObject({ ok: false, reason: /IEND/ })
    const jpeg = makeJpegLike()
    expect(checkImageBytes(jpeg)).toEqual({ ok: true, type: 'image/jpeg' })
    expect(checkImageBytes(jpeg.subarray(0, 1500))).toMatchObject({ ok: false, reason: /end-of-image/ })
    expect(checkImageBytes(webp())).toEqual({ ok: true, type: 'image/webp' })
    expect(checkImageBytes(webp().subarray(0, 150))).toMatchObject({ ok: false, reason: /RIFF/ })
  })

  it('refuses sizes outside sane bounds', () => {
    expect(checkImageBytes(makePng('1').subarray(0, 20))).toMatchObject({ ok: false, reason: /too small/ })
    const huge = Buffer.alloc(9 * 1024 * 1024)
    huge.set([0xff, 0xd8, 0xff], 0)
    expect(checkImageBytes(huge)).toMatchObject({ ok: false, reason: /too large/ })
  })

  it('reads content types loosely but only accepts image types', () => {
    expect(baseContentType('image/JPEG; charset=binary')).toBe('image/jpeg')
    expect(baseContentType('image/jpg')).toBe('image/jpeg')
    expect(baseContentType(null)).toBe('')
  })
})

describe('the image host setting', () => {
  it('replaces scheme and host, keeps the path', () => {
    expect(imageUrlOnHost('https://fftcg.cdn.sewest.net/images/cards/full/1-001H_eg.jpg', 'http://127.0.0.1:8080')).toBe(
      'http://127.0.0.1:8080/images/cards/full/1-001H_eg.jpg',
    )
    expect(imageUrlOnHost('https://fftcg.cdn.sewest.net/images/cards/full/1-001H_eg.jpg', 'https://mirror.example/fftcg')).toBe(
      'https://mirror.example/fftcg/images/cards/full/1-001H_eg.jpg',
    )
  })

  it('accepts http(s) addresses only, normalised', () => {
    expect(normalizeImageHost('https://mirror.example/')).toBe('https://mirror.example')
    expect(normalizeImageHost(' http://127.0.0.1:9000 ')).toBe('http://127.0.0.1:9000')
    expect(normalizeImageHost('file:///etc/passwd')).toBeNull()
    expect(normalizeImageHost('https://user:pw@mirror.example')).toBeNull()
    expect(normalizeImageHost('mirror.example')).toBeNull()
  })
})
