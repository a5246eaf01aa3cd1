import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { DeckLabDatabase } from '../../../src-renderer/db/database'
import { DeckRepository } from '../../../src-renderer/db/decks'
import { PlaytestRepository } from '../../../src-renderer/db/playtests'
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_VERSION, type PlaytestRecord } from '../../../src-renderer/db/schema'

let name = ''
let n = 0
afterEach(async () => {
  await Dexie.delete(name)
})

function record(id: string, deckId: string | null, endedAt: number, seed = 39): PlaytestRecord {
  return {
    id,
    deckId,
    versionId: null,
    deckName: 'Fire',
    entries: [{ code: '1-001H', count: 3 }],
    format: 'constructed',
    seed,
    onThePlay: true,
    mulligan: false,
    turns: [{ turn: 1, figures: { backups: 1, damageDealt: 0, damageTaken: 0 } }],
    result: 'ongoing',
    endedOnTurn: null,
    endedBy: null,
    startedAt: endedAt - 1000,
    endedAt,
  }
}

describe('playtest history in IndexedDB (schema v3)', () => {
  it('opens a v2 database with its decks intact and the new playtest table ready', async () => {
    name = `playtest-migration-${++n}-${Math.random()}`
    const v2 = new Dexie(name)
    v2.version(1).stores(SCHEMA_V1)
    v2.version(2).stores(SCHEMA_V2)
    await v2.table('decks').add({
      id: 'd1', name: 'Old', format: 'constructed', entries: [{ code: '1-001H', count: 3 }], notes: '', createdAt: 1, updatedAt: 2,
      tags: ['x'], lastOpenedAt: null, deletedAt: null, editsSinceVersion: 0, lastVersionAt: null,
    })
    v2.close()

    const db = new DeckLabDatabase(name)
    await db.open()
    expect(db.verno).toBe(SCHEMA_VERSION)
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(3)
    expect((await new DeckRepository(db).get('d1'))?.name).toBe('Old')
    const repo = new PlaytestRepository(db)
    await repo.save(record('p1', 'd1', 100))
    await repo.save(record('p2', 'd1', 300, 7))
    await repo.save(record('p3', 'other', 200))
    await repo.save(record('p4', null, 250))
    expect((await repo.forDeck('d1')).map((r) => r.id)).toEqual(['p2', 'p1'])
    // the same game saved again (it went on after an undo) replaces its summary
    await repo.save({ ...record('p1', 'd1', 400), result: 'won', endedOnTurn: 4 })
    expect((await repo.forDeck('d1')).map((r) => [r.id, r.result])).toEqual([
      ['p1', 'won'],
      ['p2', 'ongoing'],
    ])
    db.close()
  })
})
