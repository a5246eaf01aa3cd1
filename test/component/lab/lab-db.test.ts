import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import type { LabReport } from '@shared/games/fftcg/lab/report'
import { DeckLabDatabase } from '../../../src-renderer/db/database'
import { LabResultRepository, entriesHash } from '../../../src-renderer/db/labResults'
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_VERSION } from '../../../src-renderer/db/schema'
import single from './fixtures/single-report.json'

const report = single as unknown as LabReport
let name: string

beforeEach(() => {
  name = `lab-db-${Math.random()}`
})
afterEach(async () => {
  await Dexie.delete(name)
})

const params = { games: 20_000, seed: 7, onThePlay: true, format: 'constructed' as const, turns: 5, policies: ['backup'] }

describe('saved lab runs in IndexedDB (schema v4)', () => {
  it('opens a v3 database with its decks, versions and playtests intact and the lab table ready', async () => {
    const v3 = new Dexie(name)
    v3.version(1).stores(SCHEMA_V1)
    v3.version(2).stores(SCHEMA_V2)
    v3.version(3).stores(SCHEMA_V3)
    const deck = { id: 'd1', name: 'Fire', format: 'constructed', entries: [{ code: '1-001H', count: 3 }], notes: 'n', createdAt: 1, updatedAt: 2, tags: ['fire'], lastOpenedAt: null, deletedAt: null, editsSinceVersion: 0, lastVersionAt: null }
    const version = { id: 'v1', deckId: 'd1', createdAt: 5, name: 'first', entries: deck.entries, reason: 'named', format: 'constructed', deckName: 'Fire' }
    const playtest = { id: 'p1', deckId: 'd1', versionId: 'v1', deckName: 'Fire', entries: deck.entries, format: 'constructed', seed: 1, onThePlay: true, mulligan: false, turns: [], result: 'won', endedOnTurn: 5, endedBy: 'damage', startedAt: 10, endedAt: 20 }
    await v3.table('decks').add(deck)
    await v3.table('versions').add(version)
    await v3.table('playtests').add(playtest)
    expect(v3.verno).toBe(3)
    v3.close()

    const db = new DeckLabDatabase(name)
    await db.open()
    expect(db.verno).toBe(SCHEMA_VERSION) // v4, then v5 (every record's game, decks' piles)
    const { entries, ...deckFields } = deck
    const { entries: versionEntries, ...versionFields } = version
    expect(await db.decks.get('d1')).toEqual({ ...deckFields, game: 'fftcg', piles: { main: entries } })
    expect(await db.versions.get('v1')).toEqual({ ...versionFields, game: 'fftcg', piles: { main: versionEntries } })
    expect(await db.playtests.get('p1')).toEqual({ ...playtest, game: 'fftcg' })
    expect(await db.decks.where('tags').equals('fire').count()).toBe(1) // v2 indexes still work
    expect(await db.labResults.count()).toBe(0)
    const repo = new LabResultRepository(db)
    await repo.save({ deckId: 'd1', versionId: 'v1', deckName: 'Fire', entries: deck.entries, parameters: params, results: report })
    expect(await repo.forDeck('d1')).toHaveLength(1)
    db.close()
  })

  it('saves runs and lists them per deck, newest first; deletes one', async () => {
    const db = new DeckLabDatabase(name)
    let now = 1000
    const repo = new LabResultRepository(db, () => now)
    const entries = [{ code: '1-003', count: 3 }, { code: '1-011', count: 2 }]
    const a = await repo.save({ deckId: 'd1', versionId: null, deckName: 'A', entries, parameters: params, results: report })
    now += 10
    const b = await repo.save({ deckId: 'd1', versionId: 'v2', deckName: 'A', entries: [...entries].reverse(), parameters: { ...params, seed: 8 }, results: report })
    now += 10
    await repo.save({ deckId: 'd2', versionId: null, deckName: 'B', entries, parameters: params, results: report })
    const list = await repo.forDeck('d1')
    expect(list.map((r) => r.id)).toEqual([b.id, a.id])
    expect(list[0]).toMatchObject({ versionId: 'v2', parameters: { seed: 8 }, createdAt: 1010 })
    expect(list[0]!.results.policies[0]!.mulligan).toEqual(report.policies[0]!.mulligan)
    // the same card list in another order has the same hash
    expect(list[0]!.entriesHash).toBe(list[1]!.entriesHash)
    expect(entriesHash(entries)).not.toBe(entriesHash([{ code: '1-003', count: 2 }, { code: '1-011', count: 2 }]))
    await repo.remove(a.id)
    expect((await repo.forDeck('d1')).map((r) => r.id)).toEqual([b.id])
    expect(await repo.forDeck('d2')).toHaveLength(1)
    db.close()
  })
})
