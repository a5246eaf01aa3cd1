// Backup and restore of the whole library (fake IndexedDB): a round trip gives the same data, a
// damaged or foreign file is refused with where and why and changes nothing, and a deck that
// differs is never overwritten without the user's choice.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { readBackup, UnresolvedConflictsError, type BackupFile } from '@shared/backup'
import { DeckLabDatabase } from '../../../src-renderer/db/database'
import { DeckRepository } from '../../../src-renderer/db/decks'
import { backupText, createBackup, planBackupRestore, restoreBackup } from '../../../src-renderer/db/backup'
import type { PlaytestRecord } from '../../../src-renderer/db/schema'

let names: string[] = []
let open: DeckLabDatabase[] = []
let counter = 0
let now = 1_700_000_000_000

function freshDb(): DeckLabDatabase {
  const name = `decklab-backup-${++counter}-${Math.random()}`
  names.push(name)
  const db = new DeckLabDatabase(name)
  open.push(db)
  return db
}

async function dump(db: DeckLabDatabase) {
  const byId = <T extends { id: string }>(list: T[]) => list.sort((a, b) => a.id.localeCompare(b.id))
  return {
    decks: byId(await db.decks.toArray()),
    versions: byId(await db.versions.toArray()),
    playtests: byId(await db.playtests.toArray()),
  }
}

function playtest(id: string, deckId: string | null): PlaytestRecord {
  return {
    id, deckId, versionId: null, deckName: 'Fire', entries: [{ code: '1-001H', count: 3 }], format: 'constructed', seed: 42, onThePlay: true,
    mulligan: false, turns: [{ turn: 1, backups: 1, damageDealt: 0, damageTaken: 0 }], result: 'won', endedOnTurn: 6, endedBy: 'damage',
    startedAt: now, endedAt: now + 60_000,
  }
}

/** A library with what users make: edited decks with versions, tags, notes, a deleted deck, playtests. */
async function populate(db: DeckLabDatabase) {
  const repo = new DeckRepository(db, () => now)
  const fire = await repo.create({ name: 'Fire', tags: ['fire', 'aggro'], notes: 'Mulligan without Backups.', entries: [{ code: '1-001H', count: 3 }] })
  now += 1000
  await repo.save(fire.id, { entries: [{ code: '1-001H', count: 3 }, { code: '1-002R', count: 2 }] })
  await repo.snapshot(fire.id, 'before regionals')
  const ice = await repo.create({ name: 'Ice', format: 'limited', entries: [{ code: '10-032H', count: 1 }] })
  const gone = await repo.create({ name: 'Old wind', entries: [{ code: '1-050C', count: 2 }] })
  await repo.delete(gone.id)
  await db.decks.update(ice.id, { limitBreak: [{ code: '22-112R', count: 1 }] })
  await db.playtests.bulkAdd([playtest('p1', fire.id), playtest('p2', null)])
  return { repo, fire, ice, gone }
}

beforeEach(() => {
  names = []
  open = []
  now = 1_700_000_000_000
})
afterEach(async () => {
  for (const db of open) db.close()
  for (const name of names) await Dexie.delete(name)
})

describe('backup, wipe, restore', () => {
  it('gives back exactly the same decks, versions, deleted decks and playtests', async () => {
    const db = freshDb()
    await populate(db)
    const before = await dump(db)
    const text = backupText(await createBackup(db, { now, settings: { 'decklab.locale': 'fr' }, app: { name: 'Deck Lab', version: '0.1.0' } }))

    // wipe: the whole database gone
    db.close()
    await Dexie.delete(db.name)
    const empty = freshDb()
    expect((await dump(empty)).decks).toEqual([])

    const read = readBackup(text)
    if (!read.ok) throw new Error(read.reason)
    expect(read.backup.settings).toEqual({ 'decklab.locale': 'fr' })
    const plan = await planBackupRestore(empty, read.backup)
    expect(plan).toMatchObject({ conflicts: [], same: [], newVersions: before.versions.length, newPlaytests: 2 })
    await restoreBackup(empty, read.backup, {}, { now })
    expect(await dump(empty)).toEqual(before)
    // the deleted deck is still deleted, and its deletion can still be undone
    expect((await new DeckRepository(empty).deleted()).map((d) => d.name)).toEqual(['Old wind'])
  })

  it('restoring the same backup twice changes nothing the second time', async () => {
    const db = freshDb()
    await populate(db)
    const backup = await createBackup(db, { now })
    const before = await dump(db)
    expect(await planBackupRestore(db, backup)).toMatchObject({ added: [], conflicts: [], newVersions: 0, newPlaytests: 0 })
    await restoreBackup(db, backup)
    expect(await dump(db)).toEqual(before)
  })
})

describe('a damaged or foreign file is refused with the reason, and nothing changes', () => {
  async function goodBackup(): Promise<{ db: DeckLabDatabase; backup: BackupFile }> {
    const db = freshDb()
    await populate(db)
    return { db, backup: await createBackup(db, { now }) }
  }
  const damaged = (backup: BackupFile, change: (file: Record<string, any>) => void) => {
    const copy = JSON.parse(JSON.stringify(backup)) as Record<string, any>
    change(copy)
    return JSON.stringify(copy)
  }

  it('names the record and the field of each problem', async () => {
    const { backup } = await goodBackup()
    const fire = backup.decks.findIndex((d) => d.name === 'Fire')
    const cases: [string, (f: Record<string, any>) => void, RegExp][] = [
      ['count out of range', (f) => (f.decks[fire].entries[0].count = 0), new RegExp(`decks\\[${fire}\\] "Fire", entries\\.0\\.count`)],
      ['format unknown', (f) => (f.decks[fire].format = 'standard'), /decks\[\d\] "Fire", format/],
      ['unknown field', (f) => (f.decks[0].extra = 1), /decks\[0\].*extra/],
      ['version of no deck', (f) => (f.versions[0].deckId = 'nope'), /versions\[0\], deckId: no deck with id nope/],
      ['id twice', (f) => f.decks.push(f.decks[0]), /id .* is used twice/],
      ['missing list', (f) => delete f.versions, /versions/],
      ['bad date', (f) => (f.createdAt = 'yesterday'), /createdAt/],
    ]
    for (const [what, change, reason] of cases) {
      const read = readBackup(damaged(backup, change))
      expect(read.ok, what).toBe(false)
      if (!read.ok) expect(read.reason, what).toMatch(reason)
    }
  })

  it('says what a foreign file is', () => {
    expect(readBackup('not json')).toMatchObject({ ok: false, reason: expect.stringMatching(/not a JSON file/) })
    expect(readBackup('[1, 2]')).toMatchObject({ ok: false, reason: expect.stringMatching(/not a Deck Lab backup/) })
    expect(readBackup('{"decks": []}')).toMatchObject({ ok: false, reason: expect.stringMatching(/no "deckLabBackup"/) })
    expect(readBackup('{"deckLab": 1, "deck": {}}')).toMatchObject({ ok: false, reason: expect.stringMatching(/deck file, not a backup/) })
    expect(readBackup('{"deckLabBackup": 7}')).toMatchObject({ ok: false, reason: expect.stringMatching(/newer Deck Lab/) })
  })

  it('leaves the database as it was when a restore cannot finish', async () => {
    const { db, backup } = await goodBackup()
    const target = freshDb()
    await populate(target)
    const before = await dump(target)
    // A record the database refuses half-way (the same version id twice, past the file check).
    const broken = { ...backup, decks: backup.decks.map((d) => ({ ...d, id: `${d.id}-x` })), versions: [...backup.versions, backup.versions[0]!].map((v) => ({ ...v, deckId: `${v.deckId}-x` })) }
    await expect(restoreBackup(target, broken)).rejects.toThrow()
    expect(await dump(target)).toEqual(before)
    db.close()
  })
})

describe('conflicts: never overwrite a deck without asking', () => {
  async function changedSinceBackup() {
    const db = freshDb()
    const { repo, fire, ice } = await populate(db)
    const backup = await createBackup(db, { now })
    now += 60_000
    await repo.save(fire.id, { name: 'Fire v2', entries: [{ code: '1-001H', count: 1 }] })
    return { db, repo, fire, ice, backup }
  }

  it('lists the decks that differ, and refuses to restore until each is settled', async () => {
    const { db, fire, backup } = await changedSinceBackup()
    const plan = await planBackupRestore(db, backup)
    expect(plan.conflicts.map((c) => [c.mine.name, c.theirs.name])).toEqual([['Fire v2', 'Fire']])
    expect(plan.same).toHaveLength(2)
    const before = await dump(db)
    await expect(restoreBackup(db, backup)).rejects.toBeInstanceOf(UnresolvedConflictsError)
    expect(await dump(db)).toEqual(before)
    expect(fire.id).toBe(plan.conflicts[0]!.id)
  })

  it('keep mine: the library deck stays as it is', async () => {
    const { db, fire, backup } = await changedSinceBackup()
    await restoreBackup(db, backup, { [fire.id]: 'mine' })
    expect(await db.decks.get(fire.id)).toMatchObject({ name: 'Fire v2', entries: [{ code: '1-001H', count: 1 }] })
  })

  it("take the backup's: the deck comes back, and mine is kept as a version", async () => {
    const { db, repo, fire, backup } = await changedSinceBackup()
    await restoreBackup(db, backup, { [fire.id]: 'theirs' }, { now })
    expect(await db.decks.get(fire.id)).toMatchObject({ name: 'Fire', entries: [{ code: '1-001H', count: 3 }, { code: '1-002R', count: 2 }] })
    const versions = await repo.versions(fire.id)
    expect(versions[0]).toMatchObject({ reason: 'before-restore', deckName: 'Fire v2', entries: [{ code: '1-001H', count: 1 }] })
  })

  it('keep both: the backup deck is added under a new id and name, with its versions', async () => {
    const { db, repo, fire, backup } = await changedSinceBackup()
    const summary = await restoreBackup(db, backup, { [fire.id]: 'both' }, { copyName: (n) => `${n} (backup)` })
    expect(summary.decks).toBe(1)
    const decks = await repo.list()
    const copy = decks.find((d) => d.name === 'Fire (backup)')!
    expect(copy.id).not.toBe(fire.id)
    expect(await db.decks.get(fire.id)).toMatchObject({ name: 'Fire v2' })
    expect((await repo.versions(copy.id)).map((v) => v.name)).toContain('before regionals')
  })
})
