import { describe, expect, it } from 'vitest'
import { MAX_SET_PICTURE_BYTES } from '../../../src-shared/channels/sets'
import { checkPicture, PICTURE_SIDE } from '../../../src-main/card-sets/picture-check'
import { jpegOf, makePng, webpOf } from './pictures'

describe('card set pictures: type, size and dimensions', () => {
  it('accepts PNG, JPEG and WebP, reading their dimensions from the header', () => {
    expect(checkPicture(makePng('A', 63, 88))).toEqual({ ok: true, type: 'image/png', extension: 'png', width: 63, height: 88 })
    expect(checkPicture(jpegOf(630, 880))).toEqual({ ok: true, type: 'image/jpeg', extension: 'jpg', width: 630, height: 880 })
    expect(checkPicture(webpOf(300, 420))).toEqual({ ok: true, type: 'image/webp', extension: 'webp', width: 300, height: 420 })
  })

  it('refuses bytes that are not a picture, whatever they are called', () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200)])
    expect(checkPicture(gif)).toEqual({ ok: false, code: 'pictureNotImage', params: { detail: expect.stringContaining('magic bytes') }, message: expect.stringContaining('magic bytes') })
  })

  it('refuses a picture over 2 MiB', () => {
    const big = Buffer.concat([jpegOf(100, 100), Buffer.alloc(MAX_SET_PICTURE_BYTES)])
    expect(checkPicture(big)).toEqual({ ok: false, code: 'pictureTooBig', params: { bytes: big.length, max: MAX_SET_PICTURE_BYTES }, message: expect.stringContaining('at most 2097152') })
  })

  it('refuses dimensions no card picture has (a decompression bomb, a 1-pixel image)', () => {
    expect(checkPicture(jpegOf(60000, 60000))).toMatchObject({
      ok: false,
      code: 'pictureSide',
      params: { width: 60000, height: 60000, min: PICTURE_SIDE.min, max: PICTURE_SIDE.max },
      message: expect.stringContaining('60000×60000'),
    })
    expect(checkPicture(makePng('A', PICTURE_SIDE.min - 1, 40))).toMatchObject({ ok: false, code: 'pictureSide' })
  })
})
