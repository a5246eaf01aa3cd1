import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { DeckLabDatabase } from '../../../src-renderer/db/database'
import { AUTO_VERSION_EDITS, AUTO_VERSION_MS, DeckRepository, KEEP_DELETED_MS } from '../../../src-renderer/db/decks'
import { SCHEMA_V1, SCHEMA_VERSION, type DeckRecordV1, type DeckVersionRecordV1 } from '../../../src-renderer/db/schema'
import { diffDecks } from '@shared/games/fftcg/deck/diff'

let name: string
let db: DeckLabDatabase
let now: number
let repo: DeckRepository
let counter = 0

beforeEach(() => {
  name = `decklab-test-${++counter}-${Math.random()}`
  db = new DeckLabDatabase(name)
  now = 1_700_000_000_000
  repo = new DeckRepository(db, () => now)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(name)
})

const withoutEntries = <T extends { entries: unknown }>({ entries: _, ...rest }: T) => rest

describe('deck library in IndexedDB', () => {
  it('creates, lists newest first, renames and keeps notes, tags and format', async () => {
    const a = await repo.create({ name: 'Fire', tags: ['fire', ' fire ', ''] })
    now += 1000
    const b = await repo.create({ name: 'Ice', format: 'limited', notes: 'for the league' })
    expect((await repo.list()).map((d) => d.name)).toEqual(['Ice', 'Fire'])
    expect(a.tags).toEqual(['fire'])
    now += 1000
    await repo.save(a.id, { name: 'Fire aggro', tags: ['fire', 'aggro'] })
    const listed = await repo.list()
    expect(listed[0]).toMatchObject({ name: 'Fire aggro', tags: ['fire', 'aggro'], format: 'constructed' })
    expect(listed[1]).toMatchObject({ id: b.id, format: 'limited', notes: 'for the league' })
    expect((await repo.withTag('aggro')).map((d) => d.id)).toEqual([a.id])
  })

  it('autosaves card lists and keeps the last opened decks', async () => {
    const a = await repo.create({ name: 'A' })
    const b = await repo.create({ name: 'B' })
    await repo.save(a.id, { piles: { main: [{ code: '1-001H', count: 3 }] } })
    expect((await repo.get(a.id))!.piles.main).toEqual([{ code: '1-001H', count: 3 }])
    now += 10
    await repo.markOpened(b.id)
    now += 10
    await repo.markOpened(a.id)
    expect((await repo.recent()).map((d) => d.name)).toEqual(['A', 'B'])
  })

  it('duplicates a deck with its cards, notes and tags', async () => {
    const a = await repo.create({ name: 'A', piles: { main: [{ code: '1-001H', count: 2 }] }, notes: 'n', tags: ['t'] })
    const copy = await repo.duplicate(a.id, 'A (copy)')
    expect(copy).toMatchObject({ name: 'A (copy)', piles: { main: [{ code: '1-001H', count: 2 }] }, notes: 'n', tags: ['t'] })
    expect(copy.id).not.toBe(a.id)
  })

  it('deletes with a version taken first, and the deletion can be undone', async () => {
    const a = await repo.create({ name: 'A', piles: { main: [{ code: '1-001H', count: 2 }] } })
    await repo.delete(a.id)
    expect(await repo.list()).toEqual([])
    const versions = await repo.versions(a.id)
    expect(versions).toHaveLength(1)
    expect(versions[0]).toMatchObject({ reason: 'before-delete', piles: { main: [{ code: '1-001H', count: 2 }] }, deckName: 'A' })
    await repo.restore(a.id)
    expect((await repo.list()).map((d) => d.name)).toEqual(['A'])
  })

  it('purges decks deleted more than 30 days ago, with their versions', async () => {
    const a = await repo.create({ name: 'A' })
    const b = await repo.create({ name: 'B' })
    await repo.delete(a.id)
    now += KEEP_DELETED_MS + 1
    await repo.delete(b.id)
    expect(await repo.purgeDeleted()).toBe(1)
    expect(await repo.get(a.id)).toBeUndefined()
    expect(await repo.versions(a.id)).toEqual([])
    expect(await repo.get(b.id)).toBeDefined()
  })
})

describe('versions', () => {
  it(`takes an automatic version every ${AUTO_VERSION_EDITS} edits of the card list`, async () => {
    const a = await repo.create({ name: 'A' })
    for (let i = 1; i <= AUTO_VERSION_EDITS * 2 + 3; i++) {
      now += 1000
      await repo.save(a.id, { piles: { main: [{ code: '1-001H', count: i }] } })
    }
    const versions = await repo.versions(a.id)
    expect(versions.map((v) => [v.reason, v.piles.main![0]!.count])).toEqual([
      ['auto-edits', 40],
      ['auto-edits', 20],
    ])
    // renaming is not an edit of the card list
    await repo.save(a.id, { name: 'B' })
    expect((await repo.get(a.id))!.editsSinceVersion).toBe(3)
  })

  it('takes an automatic version at the first edit 10 minutes after the last one', async () => {
    const a = await repo.create({ name: 'A' })
    await repo.save(a.id, { piles: { main: [{ code: '1-001H', count: 1 }] } })
    now += AUTO_VERSION_MS
    await repo.save(a.id, { piles: { main: [{ code: '1-001H', count: 2 }] } })
    expect((await repo.versions(a.id)).map((v) => v.reason)).toEqual(['auto-time'])
  })

  it('keeps named versions and diffs any two of them', async () => {
    const a = await repo.create({ name: 'A', piles: { main: [{ code: '1-001H', count: 3 }, { code: '1-003C', count: 2 }] } })
    now += 1
    const v1 = await repo.snapshot(a.id, 'First list')
    await repo.save(a.id, { piles: { main: [{ code: '1-001H', count: 1 }, { code: '8-017C', count: 3 }] } })
    now += 1
    const v2 = await repo.snapshot(a.id, '  After testing ')
    const listed = await repo.versions(a.id)
    expect(listed.map((v) => v.name)).toEqual(['After testing', 'First list'])
    expect(diffDecks(v1.piles.main!, v2.piles.main!).lines).toEqual([
      { code: '1-001H', before: 3, after: 1, change: 'changed' },
      { code: '8-017C', before: 0, after: 3, change: 'added' },
      { code: '1-003C', before: 2, after: 0, change: 'removed' },
    ])
  })
})

describe('a write that fails leaves the saved deck intact', () => {
  it('rolls back the whole edit when the automatic version cannot be written', async () => {
    const a = await repo.create({ name: 'A' })
    for (let i = 1; i < AUTO_VERSION_EDITS; i++) await repo.save(a.id, { piles: { main: [{ code: '1-001H', count: i }] } })
    const before = await repo.get(a.id)
    // the 20th edit writes the deck and a version in one transaction; the version write fails
    db.versions.hook('creating', () => {
      throw new Error('QuotaExceededError: disk full')
    })
    await expect(repo.save(a.id, { piles: { main: [{ code: '1-001H', count: 99 }] }, name: 'changed' })).rejects.toThrow(/disk full/)
    expect(await repo.get(a.id)).toEqual(before)
    expect(await repo.versions(a.id)).toEqual([])
  })

  it('keeps the deck when the deck write itself fails', async () => {
    const a = await repo.create({ name: 'A', piles: { main: [{ code: '1-001H', count: 1 }] } })
    db.decks.hook('updating', () => {
      throw new Error('write refused')
    })
    db.decks.hook('creating', () => {
      throw new Error('write refused')
    })
    await expect(repo.save(a.id, { piles: { main: [] } })).rejects.toThrow(/write refused/)
    expect((await repo.get(a.id))!.piles.main).toEqual([{ code: '1-001H', count: 1 }])
  })
})

describe('schema migration', () => {
  it('opens a database created by schema v1 with every deck and version preserved', async () => {
    db.close()
    await Dexie.delete(name)
    const v1 = new Dexie(name)
    v1.version(1).stores(SCHEMA_V1)
    const deck: DeckRecordV1 = {
      id: 'd1', name: 'Old deck', format: 'limited', entries: [{ code: '1-001H', count: 3 }, { code: '30-999', count: 1 }],
      notes: 'from v1', createdAt: 1000, updatedAt: 2000,
    }
    const version: DeckVersionRecordV1 = { id: 'v1', deckId: 'd1', createdAt: 1500, name: 'Before the league', entries: [{ code: '1-001H', count: 2 }] }
    const auto: DeckVersionRecordV1 = { id: 'v2', deckId: 'd1', createdAt: 1600, name: null, entries: [] }
    await v1.table('decks').add(deck)
    await v1.table('versions').bulkAdd([version, auto])
    v1.close()

    db = new DeckLabDatabase(name)
    repo = new DeckRepository(db, () => now)
    await db.open()
    expect(db.verno).toBe(SCHEMA_VERSION) // v1 → v2 (decks) → every later version
    const { entries: deckEntries, ...deckFields } = deck
    expect(await repo.get('d1')).toEqual({
      ...deckFields, piles: { main: deckEntries }, game: 'fftcg', tags: [], lastOpenedAt: null, deletedAt: null, editsSinceVersion: 0, lastVersionAt: null,
    })
    expect(await repo.versions('d1')).toEqual([
      { ...withoutEntries(auto), piles: { main: auto.entries }, game: 'fftcg', reason: 'auto-edits', format: 'limited', deckName: 'Old deck' },
      { ...withoutEntries(version), piles: { main: version.entries }, game: 'fftcg', reason: 'named', format: 'limited', deckName: 'Old deck' },
    ])
    // and the v2 indexes work on migrated data
    await repo.save('d1', { tags: ['league'] })
    expect((await repo.withTag('league')).map((d) => d.id)).toEqual(['d1'])
    await repo.markOpened('d1')
    expect((await repo.recent()).map((d) => d.id)).toEqual(['d1'])
  })
})
