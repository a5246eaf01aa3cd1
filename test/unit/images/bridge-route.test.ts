import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Dispatch } from '../../../src-main/api/dispatch'
import { codeFromCardImageUrl } from '../../../src-main/images/image-http'
import { cardImageUrl } from '../../../src-shared/images/card-image-url'
import { startHttpBridge, type RunningBridge } from '../../../src-main/web/http-bridge'
import { makePng } from './test-image-host'

const TOKEN = 'image-route-token'
const dispatch: Dispatch = async () => ({ ok: false, error: { code: 'unknown-channel', message: 'no' } })
const asked: string[] = []
const images = {
  image: async (code: string) => {
    asked.push(code)
    return code === '1-001H' ? { bytes: makePng(code), type: 'image/png' } : null
  },
}
let bridge: RunningBridge

beforeAll(async () => {
  bridge = await startHttpBridge({ dispatch, images, token: TOKEN })
})
afterAll(() => bridge.close())

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: bridge.port, path, headers: { host: `127.0.0.1:${bridge.port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}
const auth = { cookie: `decklab_token=${TOKEN}` }

describe('bridge route GET /card-image/<code>', () => {
  it('requires the launch token like everything else, and asks nothing without it', async () => {
    expect((await get('/card-image/1-001H')).status).toBe(401)
    expect((await get('/card-image/1-001H', { cookie: 'decklab_token=guess' })).status).toBe(401)
    expect((await get('/card-image/1-001H', { authorization: 'Bearer nope' })).status).toBe(401)
    expect(asked).toEqual([])
  })

  it('refuses another Origin or Host', async () => {
    expect((await get('/card-image/1-001H', { ...auth, origin: 'http://evil.example' })).status).toBe(403)
    expect((await get('/card-image/1-001H', { ...auth, host: 'evil.example' })).status).toBe(421)
  })

  it('serves the image bytes with their type and the CSP header', async () => {
    const res = await get('/card-image/1-001H', auth)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.body.equals(makePng('1-001H'))).toBe(true)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(String(res.headers['content-security-policy'])).toContain("img-src 'self' data: card-image:")
  })

  it('serves a URL that names the game (issue 11) as one that does not, which is FFTCG’s', async () => {
    const res = await get(`/${cardImageUrl('fftcg', '1-001H', false)}`, auth)
    expect(res.status).toBe(200)
    expect(res.body.equals(makePng('1-001H'))).toBe(true)
  })

  it('refuses an unknown game without asking the image service', async () => {
    const before = asked.length
    expect((await get('/card-image/nogame/1-001H', auth)).status).toBe(400)
    expect(asked.length).toBe(before)
  })

  it('answers 204 No Content at once when there is no image to show (the UI draws the card)', async () => {
    const res = await get('/card-image/2-002R', auth)
    expect(res.status).toBe(204)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('refuses what is not a card code, without asking the image service', async () => {
    const before = asked.length
    expect((await get('/card-image/..%2F..%2Fetc%2Fpasswd', auth)).status).toBe(400)
    expect((await get('/card-image/', auth)).status).toBe(400)
    expect(asked.length).toBe(before)
  })
})

describe('card-image URLs', () => {
  it('reads the code from the bridge path and from the Electron protocol URL (host lower-cased)', () => {
    expect(codeFromCardImageUrl('/card-image/1-001H')).toBe('1-001H')
    expect(codeFromCardImageUrl('card-image://1-001h')).toBe('1-001H')
    expect(codeFromCardImageUrl('card-image://1-001h/')).toBe('1-001H')
    expect(codeFromCardImageUrl('card-image://pr-050')).toBe('PR-050')
    expect(codeFromCardImageUrl('card-image://x/../../etc')).toBeNull()
    expect(codeFromCardImageUrl('/elsewhere/1-001H')).toBeNull()
  })

  it('reads the game, then the code, from both doors, keeping the code’s case in the protocol’s path', () => {
    for (const viaProtocol of [true, false]) {
      const url = cardImageUrl('fftcg', '1-001H', viaProtocol)
      expect(codeFromCardImageUrl(viaProtocol ? url : `/${url}`)).toBe('1-001H')
    }
    expect(codeFromCardImageUrl('card-image://FFTCG/pr-050')).toBe('PR-050')
    expect(codeFromCardImageUrl('/card-image/fftcg/1-001H/extra')).toBeNull()
    expect(codeFromCardImageUrl('/card-image/fftcg/')).toBe(null)
  })

  it('reads a Magic card’s oracle id (what its detail asks for), and refuses anything else under Magic', () => {
    const id = '722ee05f-6815-41b7-9813-5ec3902c1e9f' // Aberrant Researcher
    for (const viaProtocol of [true, false]) {
      const url = cardImageUrl('mtg', id, viaProtocol)
      expect(codeFromCardImageUrl(viaProtocol ? url : `/${url}`)).toBe(id)
    }
    expect(codeFromCardImageUrl(`/card-image/mtg/${id.toUpperCase()}`)).toBe(id)
    expect(codeFromCardImageUrl('/card-image/mtg/1-001H')).toBeNull()
    expect(codeFromCardImageUrl('/card-image/mtg/..%2F..%2Fetc')).toBeNull()
  })

  it('refuses a game that is not registered, and a set picture shown under another game', () => {
    const hash = '0123456789abcdef0123456789abcdef'
    expect(codeFromCardImageUrl('card-image://nogame/1-001H')).toBeNull()
    expect(codeFromCardImageUrl(`card-image://creatures/set-picture.creatures.${hash}.png`)).toBe(`set-picture.creatures.${hash}.png`)
    expect(codeFromCardImageUrl(`/card-image/fftcg/set-picture.creatures.${hash}.png`)).toBeNull()
    // older pages named no game: the picture's code does
    expect(codeFromCardImageUrl(`card-image://set-picture.creatures.${hash}.png`)).toBe(`set-picture.creatures.${hash}.png`)
  })
})
