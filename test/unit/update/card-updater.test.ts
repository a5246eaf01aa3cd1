// The update end to end in main, against the replay server: merged into the user's catalog with
// the imports' atomic write, a report of what was added and changed, and nothing changed by a
// failed, malformed or cancelled update.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiError } from '@shared/api'
import type { Card } from '@shared/games/fftcg/card'
import { createCatalogs } from '../../../src-main/catalog/catalogs'
import { UserCardStore, USER_CARDS_FILE } from '../../../src-main/games/fftcg/catalog/user-card-store'
import { CardUpdater } from '../../../src-main/games/fftcg/update/card-updater'
import { OFFICIAL_CARDS_URL } from '../../../src-main/games/fftcg/update/official-source'
import { createMainServices } from '../../../src-main/services'
import { startReplayServer, type ReplayServer } from '../../fixtures/fftcg-official/replay-server'

const BUNDLED = 3853
let dir: string
let server: ReplayServer
const fast = { backoffMs: 5, sleep: async () => undefined, bounds: { idleMs: 2000 } }

function open(now = new Date('2026-11-24T04:00:00Z')) {
  const catalogs = createCatalogs({ userDataDir: dir, now: () => now })
  const store = new UserCardStore(dir)
  return { catalog: catalogs.fftcg, store, updater: new CardUpdater({ userDataDir: dir, catalog: catalogs.fftcg, store, fetchOptions: fast, now: () => now }) }
}
const card = (catalog: ReturnType<typeof open>['catalog'], code: string) => catalog.get([code]).cards[0] as Card | undefined

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'decklab-update-'))
})
afterEach(async () => {
  await server?.close()
})

describe('updating card data from the official card browser', () => {
  it('adds the new set and the reprint pair, names what changed in each card, keeps every language', async () => {
    server = await startReplayServer([{ file: 'update-1.json' }])
    const { catalog, store, updater } = open()
    const report = await updater.update(server.url)
    expect(report).toMatchObject({ source: server.url, received: 8, added: 4, changed: 3, unchanged: 1, total: BUNDLED + 4 })
    expect(report.addedCodes).toEqual(['27-001H', '27-002C', '27-003R', 'PR-300'])
    // Provenance: the bundled data still counts its own cards, the catalog all of them.
    expect(catalog.provenance().cardCount).toBe(BUNDLED)
    expect(catalog.stats().total).toBe(BUNDLED + 4)
    expect(report.changedCards).toEqual([
      { code: '1-001H', fields: ['locale.fr', 'locale.ja'] },
      { code: '24-001L', fields: ['elements', 'text', 'exBurst', 'multicard', 'locale.fr'] },
      { code: '12-114R', fields: ['locale.fr'] },
    ])
    expect(report.changedFields).toMatchObject({ 'locale.fr': 3, multicard: 1, elements: 1 })
    expect(card(catalog, '24-001')).toMatchObject({ elements: ['fire', 'water'], multicard: false, exBurst: true })
    expect(card(catalog, '27-002')).toMatchObject({ name: 'Moogle (XIV)', elements: ['water', 'lightning'], multicard: true, set: 'Journey of Discovery' })
    expect(card(catalog, '27-003')?.code).toBe('27-003R')
    expect(card(catalog, 'PR-300')?.aliases).toEqual(['27-003'])
    const stored = store.load().rawCards.find((raw) => raw.fullCode === '1-001H')!
    expect(stored.locales).toMatchObject({ fr: { type: 'Avant-garde', jobs: ['Gardien'] }, ja: { name: 'アーロン' } })
    expect(stored.updatedAt).toBe('2026-11-24T04:00:00.000Z')
  })

  it('never erases what the official record lacks (12-114R has no text, image nor flags there)', async () => {
    server = await startReplayServer([{ file: 'update-1.json' }])
    const { catalog, updater } = open()
    const before = card(catalog, '12-114R')!
    await updater.update(server.url)
    const after = card(catalog, '12-114R')!
    expect(after.text).toEqual(before.text)
    expect(after.plainText).not.toBe('')
    expect(after).toMatchObject({ image: before.image, multicard: before.multicard, exBurst: before.exBurst })
  })

  it('update again: only what changed since is counted, and a restart keeps it all', async () => {
    server = await startReplayServer([{ file: 'update-1.json' }, { file: 'update-2.json' }])
    const { updater } = open()
    await updater.update(server.url)
    const again = await updater.update(server.url)
    expect(again).toMatchObject({ received: 9, added: 1, changed: 1, unchanged: 7, total: BUNDLED + 5, addedCodes: ['27-004C'], changedCards: [{ code: '27-001H', fields: ['power'] }] })
    const restarted = open()
    expect(card(restarted.catalog, '27-001')?.power).toBe(8000)
    // Written by the updates: 3 changed bundled cards and 5 new ones; 1-011C stayed as bundled.
    expect(restarted.updater.info().origins).toEqual({ bundled: BUNDLED - 3, updated: 8, imported: 0, lastUpdate: { at: '2026-11-24T04:00:00.000Z', cards: 2 } })
  })

  it('the second response shape (a bare array of records) is read the same way', async () => {
    server = await startReplayServer([{ file: 'bare-array.json' }])
    expect(await open().updater.update(server.url)).toMatchObject({ received: 2, added: 2 })
  })

  it('malformed records: each is named with its field, and nothing is written', async () => {
    server = await startReplayServer([{ file: 'malformed.json' }])
    const { catalog, updater } = open()
    const error = await failure(updater.update(server.url))
    expect(error.code).toBe('import-rejected')
    expect(error.message).toMatch(/^127\.0\.0\.1:\d+: 4 problems found in 7 records; nothing was changed$/)
    expect(error.details.map((d) => [d.record, d.field])).toEqual([
      ['27-010C', 'cost'],
      ['27-011C', 'element'],
      ['27-012C', 'name_fr'],
      ['#7', 'code'],
    ])
    expect(existsSync(join(dir, USER_CARDS_FILE))).toBe(false)
    expect(catalog.stats().total).toBe(BUNDLED)
  })

  it('offline, a failing server, or a cancel mid-way: nothing changes', async () => {
    server = await startReplayServer([{ status: 503, body: '' }])
    const { catalog, updater } = open()
    expect((await failure(updater.update(server.url))).code).toBe('source-failed')
    expect(server.requests).toHaveLength(3)

    server.script([{ file: 'update-1.json', dribble: { bytes: 300, everyMs: 15 } }])
    const running = updater.update(server.url)
    await new Promise((done) => setTimeout(done, 80))
    expect(catalog.importStatus()).toMatchObject({ running: true, progress: { phase: 'reading', fileName: expect.stringMatching(/^127\.0\.0\.1:/) } })
    expect(catalog.importStatus().progress!.chars).toBeGreaterThan(0)
    expect(catalog.cancelImport()).toEqual({ cancelled: true })
    expect((await failure(running)).code).toBe('cancelled')

    await server.close()
    expect((await failure(updater.update(server.url))).code).toBe('offline')
    expect(existsSync(join(dir, USER_CARDS_FILE))).toBe(false)
    expect(catalog.stats().total).toBe(BUNDLED)
  })

  it('the source is a setting: the official address by default, checked when set', async () => {
    server = await startReplayServer([{ file: 'bare-array.json' }])
    const { updater } = open()
    expect(updater.info()).toMatchObject({ source: OFFICIAL_CARDS_URL, customSource: false, origins: { bundled: BUNDLED, updated: 0, imported: 0, lastUpdate: null } })
    expect((await failure(updater.setSource('ftp://example.com/cards'))).code).toBe('invalid-request')
    expect((await failure(updater.setSource('https://user:secret@example.com/'))).code).toBe('invalid-request')
    expect(await updater.setSource(server.url)).toMatchObject({ source: server.url, customSource: true })
    expect(await updater.update()).toMatchObject({ source: server.url, added: 2 })
    expect((await updater.setSource(null)).source).toBe(OFFICIAL_CARDS_URL)
  })

  it('the channel checks its payload in main', async () => {
    const { dispatch } = createMainServices({ userDataDir: dir })
    const bad = await dispatch('cardUpdate.run', { game: 'fftcg', source: 42 }, { transport: 'http' })
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'source' }] } })
    const extra = await dispatch('cardUpdate.setSource', { game: 'fftcg', source: null, path: '/etc' }, { transport: 'http' })
    expect(extra).toMatchObject({ ok: false, error: { code: 'invalid-request' } })
  })
})

