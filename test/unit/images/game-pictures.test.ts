// Pictures of every game with an official image host, through the one image service: Magic from
// Scryfall's addresses (both faces of a card that turns over, a polite client), each game's host
// and queue apart, each game's pictures cached under names of their own. Against a local host.
import { mkdtempSync, readdirSync, existsSync } from 'node:fs'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { MtgCard } from '@shared/games/mtg/card'
import type { GameId } from '@shared/games'
import { VanguardCardSchema } from '@shared/games/vanguard/card'
import { parsePictureCode, pictureAddress, pictureCode } from '@shared/games/mtg/picture'
import { ImageService, IMAGE_CACHE_DIR } from '../../../src-main/images/image-service'
import { INDEX_FILE, cacheKey, cacheName } from '../../../src-main/images/image-cache'
import { imageHostOfGame, pictureResolver } from '../../../src-main/games/game-pictures'
import { cardImageRequestOf } from '../../../src-main/images/image-http'
import { cardImageUrl } from '@shared/images/card-image-url'
import { labelOfPath, makePng, startImageHost, type ImageHost } from './test-image-host'

// Real cards of the bundled Magic data, by name.
const bundled = (JSON.parse(readFileSync(join(import.meta.dirname, '../../../resources/mtg-cards.json'), 'utf8')) as { cards: MtgCard[] }).cards
const named = (name: string) => bundled.find((c) => c.name === name)!
const researcher = named('Aberrant Researcher // Perfected Form') // transform, with Scryfall's address
const mace = named('+2 Mace') // a single face
const shock = named('Shock') // no address in the data (from MTGJSON)
const FFTCG_CARD = { code: '1-001H', image: 'https://fftcg.cdn.sewest.net/images/cards/full/1-001H_eg.jpg' }

// Stil Vampir as the cfv-online BT03 file gives it (../shared/data/vanguard/SOURCE.md §5), its official picture address included.
const STIL_VAMPIR_IMAGE = 'https://en.cf-vanguard.com/wordpress/wp-content/images/cardlist/bt03/BT03_001EN.png'
const vampir = VanguardCardSchema.parse({ code: 'BT03/001EN', name: 'Stil Vampir', grade: 3, power: 10000, shield: 0, critical: 1, skill: 'twin-drive', unitType: 'normal', nations: ['Dark Zone'], clan: 'Dark Irregulars', set: 'BT03', image: STIL_VAMPIR_IMAGE })
const imageless = VanguardCardSchema.parse({ code: 'D-SD01/013', name: 'Blaze Fist Monk, Nikko', grade: 0, power: 5000, shield: 15000, critical: 1, trigger: 'front', skill: 'boost', unitType: 'trigger' })

const catalogs: Partial<Record<GameId, Map<string, unknown>>> = {
  mtg: new Map(bundled.map((c) => [c.id, c])),
  fftcg: new Map([[FFTCG_CARD.code, FFTCG_CARD]]),
  vanguard: new Map([vampir, imageless].map((c) => [c.code, c])),
}
const resolve = pictureResolver((game, code) => catalogs[game]?.get(code) ?? null)

let host: ImageHost
let dir: string
let service: ImageService

const makeService = () =>
  new ImageService({ userDataDir: dir, resolve, hostOfGame: imageHostOfGame, defaultHost: host.url, userAgent: 'DeckLab/test (card pictures)', indexDelayMs: 10, sleep: async () => undefined })
const cacheFiles = () => (existsSync(join(dir, IMAGE_CACHE_DIR)) ? readdirSync(join(dir, IMAGE_CACHE_DIR)).filter((f) => f !== INDEX_FILE && !f.endsWith('.tmp')).sort() : [])

beforeAll(async () => {
  host = await startImageHost()
})
afterAll(() => host.close())
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'decklab-game-pictures-'))
  host.requests.length = 0
  host.arrivals.length = 0
  host.behaviour.clear()
  host.delayMs = 0
  host.peak = 0
  service = makeService()
})
afterEach(() => service.flush())

describe('Magic pictures: Scryfall’s addresses, each face once', () => {
  it('reads a face’s picture address from the card’s Scryfall address (normal size; the back at /back/)', () => {
    expect(pictureAddress(researcher, 'front')).toBe(researcher.imageUrl)
    expect(pictureAddress(researcher, 'back')).toBe(researcher.imageUrl!.replace('/normal/front/', '/normal/back/'))
    // one picture only: a single-faced card, a card with no address
    expect(pictureAddress(mace, 'back')).toBeNull()
    expect(pictureAddress(shock, 'front')).toBeNull()
    // older Scryfall hosts have moved to cards.scryfall.io, same picture path
    const old = { ...mace, imageUrl: 'https://c1.scryfall.com/file/scryfall-cards/normal/front/e/8/e882c9f9-bf30-46b6-bedc-379d2c80e5cb.jpg?1627701221' }
    expect(pictureAddress(old, 'front')).toBe(mace.imageUrl)
  })

  it('names a face by the card’s oracle id, -back for the back, in any case, and nothing else', () => {
    expect(parsePictureCode(researcher.id.toUpperCase())).toEqual({ id: researcher.id, face: 'front' })
    expect(parsePictureCode(pictureCode(researcher.id, 'back'))).toEqual({ id: researcher.id, face: 'back' })
    expect(parsePictureCode('1-001H')).toBeNull()
    expect(parsePictureCode(`${researcher.id}-side`)).toBeNull()
    for (const viaProtocol of [true, false]) {
      const url = cardImageUrl('mtg', pictureCode(researcher.id, 'back'), viaProtocol)
      expect(cardImageRequestOf(viaProtocol ? url : `/${url}`)).toEqual({ game: 'mtg', code: `${researcher.id}-back` })
    }
  })

  it('downloads the front on first sight from the image host with Scryfall’s path, then serves it from disk', async () => {
    const image = await service.image(researcher.id, undefined, 'mtg')
    const frontPath = new URL(researcher.imageUrl!).pathname
    expect(host.requests).toEqual([frontPath])
    expect(image?.bytes.equals(makePng(labelOfPath(frontPath)))).toBe(true)
    expect(cacheFiles()).toEqual([`${cacheKey('mtg', researcher.id)}.png`])
    await service.image(researcher.id, undefined, 'mtg')
    await service.flush()
    // offline afterwards: a new service (the next start) answers from the cache, asking nothing
    await host.close()
    const restarted = makeService()
    expect((await restarted.image(researcher.id, undefined, 'mtg'))?.bytes.equals(image!.bytes)).toBe(true)
    host = await startImageHost({ port: host.port })
    expect(host.requests).toEqual([])
  })

  it('downloads the back face as a picture of its own, and has no back for a single-faced card', async () => {
    const back = await service.image(pictureCode(researcher.id, 'back'), undefined, 'mtg')
    expect(back?.bytes.equals(makePng(labelOfPath(new URL(researcher.imageUrl!).pathname.replace('/front/', '/back/'))))).toBe(true)
    expect(back?.bytes.equals(makePng(labelOfPath(new URL(researcher.imageUrl!).pathname)))).toBe(false)
    expect(host.requests).toEqual([new URL(researcher.imageUrl!).pathname.replace('/front/', '/back/')])
    expect(await service.image(pictureCode(mace.id, 'back'), undefined, 'mtg')).toBeNull()
    expect(await service.image(shock.id, undefined, 'mtg')).toBeNull()
    expect(host.requests).toHaveLength(1)
  })

  it('asks Scryfall one picture at a time, at least 100 ms apart, naming itself', async () => {
    host.delayMs = 30
    const ids = bundled.filter((c) => c.imageUrl).slice(0, 5).map((c) => c.id)
    const { jobId } = service.prefetch(ids, 'mtg')
    // and one on screen at the same time: it waits its turn too
    const [shown] = await Promise.all([service.image(mace.id, undefined, 'mtg'), until(() => !service.jobStatus(jobId).running)])
    expect(shown).not.toBeNull()
    expect(service.jobStatus(jobId)).toMatchObject({ total: 5, done: 5, failed: 0 })
    expect(host.peak).toBe(1)
    expect(host.arrivals).toHaveLength(ids.includes(mace.id) ? 5 : 6)
    // when each request left (arrivals at the host jitter with the machine's load); a timer may fire 1 ms early
    const starts = service.queueOf('mtg').starts
    expect(starts).toHaveLength(host.arrivals.length)
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(99)
    expect(new Set(host.arrivals.map((a) => a.userAgent))).toEqual(new Set(['DeckLab/test (card pictures)']))
  })

  it('keeps FFTCG’s pace apart: its downloads run several at once beside Magic’s one', async () => {
    host.delayMs = 80
    const fftcgCodes = ['1-002R', '1-003C', '1-004C', '1-005R']
    for (const code of fftcgCodes) catalogs.fftcg!.set(code, { code, image: FFTCG_CARD.image.replace('1-001H', code) })
    await Promise.all([...fftcgCodes.map((c) => service.image(c)), service.image(researcher.id, undefined, 'mtg')])
    expect(host.peak).toBeGreaterThan(1)
    expect(cacheFiles()).toEqual([...fftcgCodes.map((c) => `${c}.png`), `${cacheKey('mtg', researcher.id)}.png`].sort())
  })
})

describe('Vanguard pictures: the official addresses a card file gives', () => {
  it('keeps a card’s official picture address, and refuses one that is not an http(s) address', () => {
    expect(vampir.image).toBe(STIL_VAMPIR_IMAGE)
    expect('image' in imageless).toBe(false)
    const bad = VanguardCardSchema.safeParse({ ...vampir, image: 'javascript:alert(1)' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.path).toEqual(['image'])
  })

  it('downloads the picture once from the image host with the official path, cached under the game’s name', async () => {
    const image = await service.image(vampir.code, undefined, 'vanguard')
    expect(image?.type).toBe('image/png')
    expect(host.requests).toEqual(['/wordpress/wp-content/images/cardlist/bt03/BT03_001EN.png'])
    // under the catalog's key (no language suffix), its slash written safely
    expect(cacheFiles()).toEqual(['vanguard.BT03_002f001.png'])
    expect((await service.image(vampir.code, undefined, 'vanguard'))?.bytes.equals(image!.bytes)).toBe(true)
    expect(host.requests).toHaveLength(1)
  })

  it('has no picture for a card whose file gives none, and asks nothing', async () => {
    expect(await service.image(imageless.code, undefined, 'vanguard')).toBeNull()
    expect(host.requests).toEqual([])
  })
})

describe('the host of each game', () => {
  it('says each game’s official host when no host is set, and the set one for every game otherwise', async () => {
    const official = new ImageService({ userDataDir: dir, resolve, hostOfGame: imageHostOfGame })
    // the creature game has no official pictures
    expect((await official.cacheInfo()).defaultHosts).toEqual({ fftcg: 'https://fftcg.cdn.sewest.net', mtg: 'https://cards.scryfall.io', vanguard: 'https://en.cf-vanguard.com' })
    expect((await service.cacheInfo()).defaultHosts).toEqual({ fftcg: host.url, mtg: host.url, vanguard: host.url })
  })
})

describe('the cache names each game’s pictures apart', () => {
  it('keeps the default game’s codes as before, and writes another game’s as <game>.<code> with only safe characters', () => {
    expect(cacheKey('fftcg', '1-001H')).toBe('1-001H')
    expect(cacheKey('vanguard', 'D-BT01/001')).toBe('vanguard.D-BT01_002f001')
    // one name per code: the escape character itself is escaped
    expect(cacheKey('vanguard', 'D-BT01_002f001')).not.toBe(cacheKey('vanguard', 'D-BT01/001'))
    expect(cacheKey('mtg', '../../etc/passwd')).toMatch(/^mtg\.[A-Za-z0-9_-]+$/)
    for (const key of [cacheKey('vanguard', 'D-BT01/001'), cacheKey('mtg', `${researcher.id}-back`)]) expect(cacheName(key!)).toBe(key)
    expect(cacheKey('mtg', 'x'.repeat(45))).toBeNull()
    expect(cacheName('mtg.a/b')).toBeNull()
  })
})

async function until(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now()
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}
