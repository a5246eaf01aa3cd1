// Magic's "Update card data" through the dispatch (issue 14, item 1): Scryfall's bulk oracle-cards
// file from local servers standing in for api.scryfall.com and data.scryfall.io, run as a catalog
// import (progress, cancel), switched in place of the bundled cards, the address a setting; every
// failure and a cancel leave the catalog as it was.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CardUpdateInfo, CardUpdateReport, CatalogStats, ImportStatus, SearchResult } from '@shared/api'
import { createMainServices } from '../../../src-main/services'
import { startReplayServer, type ReplayAnswer, type ReplayServer } from '../../fixtures/fftcg-official/replay-server'
import { bulkFile, bulkList, NOT_DECK_CARDS, scryfallObjects } from '../../fixtures/scryfall-bulk/bulk-files'
import { bundle } from '../mtg/fixtures'

const objects = scryfallObjects()
const FILE = bulkFile(objects)
const SIZE = Buffer.byteLength(FILE)
let servers: ReplayServer[] = []
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()))
  servers = []
})

/** The API's list pointing at the file server, which answers `file`. */
async function scryfall(file: ReplayAnswer[] = [{ body: FILE }]): Promise<string> {
  const files = await startReplayServer(file)
  const api = await startReplayServer([{ body: bulkList(files.url, SIZE) }])
  servers.push(files, api)
  return api.url
}

function mtgServices() {
  const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-mtg-update-')) })
  return async <T>(channel: string, payload: object = {}): Promise<T> => {
    const envelope = await services.dispatch(channel, { game: 'mtg', ...payload }, { transport: 'http' })
    if (!envelope.ok) throw Object.assign(new Error(envelope.error.message), { code: envelope.error.code, details: envelope.error.details })
    return envelope.value as T
  }
}

describe('Magic card data update from Scryfall’s bulk oracle cards', () => {
  it('says where the cards come from before any update: all bundled, Scryfall’s address, never updated', async () => {
    const call = mtgServices()
    const info = await call<CardUpdateInfo>('cardUpdate.info')
    expect(info).toEqual({ source: 'https://api.scryfall.com', defaultSource: 'https://api.scryfall.com', customSource: false, origins: { bundled: bundle.cards.length, updated: 0, imported: 0, lastUpdate: null } })
  })

  it('downloads from the address set, replaces the bundled cards with the file’s, and says what came in', async () => {
    const call = mtgServices()
    const base = await scryfall()
    expect((await call<CardUpdateInfo>('cardUpdate.setSource', { source: base })).customSource).toBe(true)
    const report = await call<CardUpdateReport>('cardUpdate.run')
    // Every fixture of a deck card is read, tokens and art cards left out (a meld result too).
    const deckObjects = objects.filter((o) => !NOT_DECK_CARDS.has(o.layout))
    expect(report.received).toBeGreaterThan(deckObjects.length - 5)
    expect(report.received).toBeLessThanOrEqual(deckObjects.length)
    expect(report.added + report.changed + report.unchanged).toBe(report.received)
    const stats = await call<CatalogStats>('cards.stats')
    expect(stats.total).toBe(report.received)
    expect(report.total).toBe(report.received)
    expect(stats.provenance.imports.map((i) => i.format)).toEqual(['scryfall-oracle-cards'])
    // A bundled card the file does not have is gone: the downloaded catalog replaced the bundle.
    const fixtureNames = new Set(objects.map((o) => o.name))
    const gone = bundle.cards.find((c) => !fixtureNames.has(c.name))!
    expect((await call<{ unknown: string[] }>('cards.get', { codes: [gone.id] })).unknown).toEqual([gone.id])
    expect((await call<SearchResult>('cards.search', { query: 'name:"renowned weaponsmith"' })).total).toBe(1)
    const info = await call<CardUpdateInfo>('cardUpdate.info')
    expect(info.origins).toMatchObject({ bundled: 0, updated: report.received, imported: 0, lastUpdate: { cards: report.received } })
    // The same file again: nothing downloaded, nothing new or changed.
    const again = await call<CardUpdateReport>('cardUpdate.run')
    expect(again).toMatchObject({ added: 0, changed: 0, unchanged: report.received })
  })

  it('reports progress as a catalog import, and a cancel keeps the bundled catalog', async () => {
    const call = mtgServices()
    const base = await scryfall([{ body: FILE, dribble: { bytes: 4096, everyMs: 40 } }])
    const running = call<CardUpdateReport>('cardUpdate.run', { source: base }).catch((e: { code?: string }) => e)
    let status: ImportStatus = { running: false, progress: null }
    for (let i = 0; i < 100 && !(status.progress?.chars ?? 0); i++) {
      await new Promise((done) => setTimeout(done, 30))
      status = await call<ImportStatus>('cards.importStatus')
    }
    expect(status.progress).toMatchObject({ phase: 'reading', totalChars: SIZE })
    expect(await call<{ cancelled: boolean }>('cards.importCancel')).toEqual({ cancelled: true })
    expect(await running).toMatchObject({ code: 'cancelled' })
    expect((await call<CatalogStats>('cards.stats')).total).toBe(bundle.cards.length)
  })

  it('refuses a cut file naming the byte, and an address that is not http(s) naming the field; nothing changes', async () => {
    const call = mtgServices()
    const base = await scryfall([{ body: FILE.slice(0, 5000) }])
    const cut = await call('cardUpdate.run', { source: base }).catch((e: Error & { code?: string }) => e)
    expect(cut).toMatchObject({ code: 'import-rejected' })
    expect((cut as Error).message).toMatch(/at byte \d+ after \d+ card objects; nothing was changed/)
    const bad = await call('cardUpdate.setSource', { source: 'ftp://example.org/' }).catch((e: Error & { details?: unknown }) => e)
    expect((bad as { details?: unknown }).details).toEqual([expect.objectContaining({ field: 'source' })])
    expect((await call<CatalogStats>('cards.stats')).total).toBe(bundle.cards.length)
    expect((await call<CardUpdateInfo>('cardUpdate.info')).customSource).toBe(false)
  })
})
