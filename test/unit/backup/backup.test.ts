// Backup and restore of the whole library (fake IndexedDB): a round trip gives the same data (saved
// lab runs included), a damaged or foreign file is refused with where and why and changes nothing,
// and a deck that differs is never overwritten without the user's choice.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { describe as describeProblem, readBackup, UnresolvedConflictsError, type BackupFile } from '@shared/backup'
import type { LabReport } from '@shared/games/fftcg/lab/report'
import { DeckLabDatabase } from '../../../src-renderer/db/database'
import { DeckRepository } from '../../../src-renderer/db/decks'
import { LabResultRepository } from '../../../src-renderer/db/labResults'
import { backupText, createBackup, planBackupRestore, restoreBackup } from '../../../src-renderer/db/backup'
import type { LabRunParameters, PlaytestRecord } from '../../../src-renderer/db/schema'
import single from '../../component/lab/fixtures/single-report.json'

const report = single as unknown as LabReport
const labParameters: LabRunParameters = { games: 20_000, seed: 7, onThePlay: true, format: 'constructed', turns: 5, policies: ['backup', { base: 'backup', name: 'mine', keepIf: [{ type: 'backup', count: 1 }] }] }

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
    labResults: byId(await db.labResults.toArray()),
  }
}

function playtest(id: string, deckId: string | null): PlaytestRecord {
  return {
    id, game: 'fftcg', deckId, versionId: null, deckName: 'Fire', entries: [{ code: '1-001H', count: 3 }], format: 'constructed', seed: 42, onThePlay: true,
    mulligan: false, turns: [{ turn: 1, figures: { backups: 1, damageDealt: 0, damageTaken: 0 } }], result: 'won', endedOnTurn: 6, endedBy: 'damage',
    startedAt: now, endedAt: now + 60_000,
  }
}

/**
 * A library with what users make: edited decks with versions, tags, notes, a deleted deck,
 * playtests, and saved lab runs (one made on a kept version, one of the deleted deck).
 */
async function populate(db: DeckLabDatabase) {
  const repo = new DeckRepository(db, () => now)
  const fire = await repo.create({ name: 'Fire', tags: ['fire', 'aggro'], notes: 'Mulligan without Backups.', piles: { main: [{ code: '1-001H', count: 3 }] } })
  now += 1000
  await repo.save(fire.id, { piles: { main: [{ code: '1-001H', count: 3 }, { code: '1-002R', count: 2 }] } })
  const regionals = await repo.snapshot(fire.id, 'before regionals')
  const ice = await repo.create({ name: 'Ice', format: 'limited', piles: { main: [{ code: '10-032H', count: 1 }] } })
  const gone = await repo.create({ name: 'Old wind', piles: { main: [{ code: '1-050C', count: 2 }] } })
  const lab = new LabResultRepository(db, () => now)
  const run = (deck: { id: string; name: string; piles: Record<string, { code: string; count: number }[]> }, versionId: string | null) =>
    lab.save({ deckId: deck.id, versionId, deckName: deck.name, entries: deck.piles.main!, parameters: labParameters, results: report })
  const fireRun = await run({ ...fire, piles: regionals.piles }, regionals.id)
  now += 1000
  await run(fire, null)
  await run(ice, null)
  await run(gone, null)
  await repo.delete(gone.id)
  await db.decks.update(ice.id, { 'piles.limitBreak': [{ code: '22-112R', count: 1 }] })
  await db.playtests.bulkAdd([playtest('p1', fire.id), playtest('p2', null)])
  return { repo, fire, ice, gone, regionals, fireRun }
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
  it('gives back exactly the same decks, versions, deleted decks, playtests and saved lab runs', async () => {
    const db = freshDb()
    await populate(db)
    const before = await dump(db)
    expect(before.labResults).toHaveLength(4)
    const text = backupText(await createBackup(db, { now, settings: { 'decklab.locale': 'fr' }, app: { name: 'Deck Lab', version: '0.1.0' } }))

    // wipe: the whole database gone
    db.close()
    await Dexie.delete(db.name)
    const empty = freshDb()
    expect((await dump(empty)).decks).toEqual([])

    const read = readBackup(text)
    if (!read.ok) throw new Error(read.reason)
    expect(read.backup.settings).toEqual({ 'decklab.locale': 'fr' })
    expect(read.backup.labResults).toHaveLength(4)
    const plan = await planBackupRestore(empty, read.backup)
    expect(plan).toMatchObject({ conflicts: [], same: [], newVersions: before.versions.length, newPlaytests: 2, newLabResults: 4 })
    expect(await restoreBackup(empty, read.backup, {}, { now })).toEqual({ decks: 3, versions: before.versions.length, playtests: 2, labResults: 4 })
    expect(await dump(empty)).toEqual(before)
    // the runs are listed with their deck again, their report whole
    const fire = before.decks.find((d) => d.name === 'Fire')!
    const runs = await new LabResultRepository(empty).forDeck(fire.id)
    expect(runs).toHaveLength(2)
    expect(runs[1]!.results).toEqual(report)
    // the deleted deck is still deleted, and its deletion can still be undone
    expect((await new DeckRepository(empty).deleted()).map((d) => d.name)).toEqual(['Old wind'])
  })

  it('restoring the same backup twice changes nothing the second time', async () => {
    const db = freshDb()
    await populate(db)
    const backup = await createBackup(db, { now })
    const before = await dump(db)
    expect(await planBackupRestore(db, backup)).toMatchObject({ added: [], conflicts: [], newVersions: 0, newPlaytests: 0, newLabResults: 0 })
    await restoreBackup(db, backup)
    expect(await dump(db)).toEqual(before)
  })
})

describe('a damaged or foreign file: refused with the reason, or read record by record', () => {
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

  it('refuses a file whose envelope is damaged, naming the field', async () => {
    const { backup } = await goodBackup()
    const cases: [string, (f: Record<string, any>) => void, RegExp][] = [
      ['missing list', (f) => delete f.versions, /versions/],
      ['bad date', (f) => (f.createdAt = 'yesterday'), /createdAt/],
      ['lab runs not a list', (f) => (f.labResults = {}), /labResults/],
      ['unknown top-level field', (f) => (f.extra = 1), /extra/],
    ]
    for (const [what, change, reason] of cases) {
      const read = readBackup(damaged(backup, change))
      expect(read.ok, what).toBe(false)
      if (!read.ok) expect(read.reason, what).toMatch(reason)
    }
  })

  it('reads every record it can and reports each one left out, with its record and field', async () => {
    const { backup } = await goodBackup()
    const fire = backup.decks.findIndex((d) => d.name === 'Fire')
    // the file's runs in a known order: the first one is Fire's
    backup.labResults.sort((a, b) => (a.deckName === 'Fire' ? 0 : 1) - (b.deckName === 'Fire' ? 0 : 1))
    const cases: [string, (f: Record<string, any>) => void, RegExp, Partial<Record<'decks' | 'versions' | 'labResults', number>>][] = [
      ['count out of range', (f) => (f.decks[fire].piles.main[0].count = 0), new RegExp(`decks\\[${fire}\\] "Fire", piles\\.main\\.0\\.count`), { decks: 1 }],
      ['format unknown', (f) => (f.decks[fire].format = 'standard'), /decks\[\d\] "Fire", format/, { decks: 1 }],
      ['unknown field', (f) => (f.decks[0].extra = 1), /decks\[0\].*extra/, { decks: 1 }],
      ['version of no deck', (f) => (f.versions[0].deckId = 'nope'), /versions\[0\], deckId: no deck with id nope/, { versions: 1 }],
      ['id twice', (f) => f.decks.push(f.decks[0]), /decks\[3\].*id .* is used twice/, { decks: 0 }],
      ['lab run: count out of range', (f) => (f.labResults[0].entries[0].count = 0), /labResults\[0\] "Fire", entries\.0\.count/, { labResults: 1 }],
      ['lab run: negative seed', (f) => (f.labResults[0].parameters.seed = -1), /labResults\[0\] "Fire", parameters\.seed/, { labResults: 1 }],
      ['lab run: no report', (f) => delete f.labResults[0].results, /labResults\[0\] "Fire", results/, { labResults: 1 }],
      ['lab run: no date', (f) => delete f.labResults[0].createdAt, /labResults\[0\] "Fire", createdAt/, { labResults: 1 }],
      ['lab run of no deck', (f) => (f.labResults[0].deckId = 'nope'), /labResults\[0\] "Fire", deckId: no deck with id nope/, { labResults: 1 }],
      ['lab run id twice', (f) => f.labResults.push(f.labResults[0]), /labResults\[4\] "Fire", id: the id .* is used twice/, { labResults: 0 }],
    ]
    // a deck left out takes its versions and lab runs along (the duplicate deck takes nothing: the first copy stays)
    const along = (deck: number) => backup.versions.filter((v) => v.deckId === backup.decks[deck]!.id).length + backup.labResults.filter((r) => r.deckId === backup.decks[deck]!.id).length
    const leftOut: Record<string, number> = { 'count out of range': 1 + along(fire), 'format unknown': 1 + along(fire), 'unknown field': 1 + along(0) }
    for (const [what, change, reason, fewer] of cases) {
      const read = readBackup(damaged(backup, change))
      if (!read.ok) throw new Error(`${what}: ${read.reason}`)
      expect(read.skippedCount, what).toBe(leftOut[what] ?? 1)
      expect(describeProblem(read.skipped[0]!), what).toMatch(reason)
      for (const [collection, n] of Object.entries(fewer)) expect(read.backup[collection as 'decks'].length, what).toBe(backup[collection as 'decks'].length - n)
    }
  })

  it('a deck left out takes its versions and lab runs along, and the rest restores', async () => {
    const { backup } = await goodBackup()
    const fire = backup.decks.find((d) => d.name === 'Fire')!
    const read = readBackup(damaged(backup, (f) => (f.decks.find((d: { id: string }) => d.id === fire.id).name = 'x'.repeat(201))))
    if (!read.ok) throw new Error(read.reason)
    const fireVersions = backup.versions.filter((v) => v.deckId === fire.id).length
    const fireRuns = backup.labResults.filter((r) => r.deckId === fire.id).length
    expect(read.skippedCount).toBe(1 + fireVersions + fireRuns)
    expect(read.skipped[0]).toMatchObject({ field: 'name' })
    const empty = freshDb()
    expect(await restoreBackup(empty, read.backup)).toEqual({
      decks: backup.decks.length - 1,
      versions: backup.versions.length - fireVersions,
      playtests: backup.playtests.length,
      labResults: backup.labResults.length - fireRuns,
    })
    expect((await empty.decks.toArray()).map((d) => d.name).sort()).toEqual(['Ice', 'Old wind'])
  })

  it('reports at most 50 records left out, and counts them all', async () => {
    const { backup } = await goodBackup()
    const read = readBackup(damaged(backup, (f) => {
      for (let i = 0; i < 120; i++) f.playtests.push({ id: `bad-${i}` })
    }))
    if (!read.ok) throw new Error(read.reason)
    expect(read.skipped).toHaveLength(50)
    expect(read.skippedCount).toBe(120)
    expect(read.backup.playtests).toHaveLength(backup.playtests.length)
  })

  it('reads a backup made before lab runs were backed up, as one without runs', async () => {
    const { backup } = await goodBackup()
    const read = readBackup(damaged(backup, (f) => delete f.labResults))
    if (!read.ok) throw new Error(read.reason)
    expect(read.backup.labResults).toEqual([])
    const empty = freshDb()
    expect(await restoreBackup(empty, read.backup)).toMatchObject({ decks: 3, labResults: 0 })
    expect(await empty.labResults.count()).toBe(0)
  })

  it('keeps the fields of a lab run it does not know (the lab may add some)', async () => {
    const { backup } = await goodBackup()
    const read = readBackup(damaged(backup, (f) => {
      f.labResults[0].note = 'kept'
      f.labResults[0].parameters.workers = 4
      f.labResults[0].results.extra = { a: 1 }
    }))
    if (!read.ok) throw new Error(read.reason)
    expect(read.backup.labResults[0]).toMatchObject({ note: 'kept', parameters: { workers: 4 }, results: { extra: { a: 1 } } })
  })

  it('leaves out a lab run whose deck is gone for good, so that the file still reads', async () => {
    const db = freshDb()
    const { fire } = await populate(db)
    await db.labResults.add({ ...(await db.labResults.where('deckId').equals(fire.id).first())!, id: 'orphan', deckId: 'purged-long-ago' })
    const backup = await createBackup(db, { now })
    expect(backup.labResults.map((r) => r.id)).not.toContain('orphan')
    expect(backup.labResults).toHaveLength(4)
    expect(readBackup(backupText(backup)).ok).toBe(true)
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

  it('leaves the database as it was when the lab runs, written last, cannot be written', async () => {
    const { backup } = await goodBackup()
    const target = freshDb()
    // the same run id twice: decks, versions and playtests are written before the runs fail
    const broken = { ...backup, labResults: [...backup.labResults, backup.labResults[0]!] }
    await expect(restoreBackup(target, broken)).rejects.toThrow()
    expect(await dump(target)).toEqual({ decks: [], versions: [], playtests: [], labResults: [] })
  })
})

describe('conflicts: never overwrite a deck without asking', () => {
  async function changedSinceBackup() {
    const db = freshDb()
    const { repo, fire, ice } = await populate(db)
    const backup = await createBackup(db, { now })
    now += 60_000
    await repo.save(fire.id, { name: 'Fire v2', piles: { main: [{ code: '1-001H', count: 1 }] } })
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
    const { db, repo, fire, backup } = await changedSinceBackup()
    await restoreBackup(db, backup, { [fire.id]: 'mine' })
    expect(await repo.get(fire.id)).toMatchObject({ name: 'Fire v2', piles: { main: [{ code: '1-001H', count: 1 }] } })
  })

  it("take the backup's: the deck comes back, and mine is kept as a version", async () => {
    const { db, repo, fire, backup } = await changedSinceBackup()
    await restoreBackup(db, backup, { [fire.id]: 'theirs' }, { now })
    expect(await repo.get(fire.id)).toMatchObject({ name: 'Fire', piles: { main: [{ code: '1-001H', count: 3 }, { code: '1-002R', count: 2 }] } })
    const versions = await repo.versions(fire.id)
    expect(versions[0]).toMatchObject({ reason: 'before-restore', deckName: 'Fire v2', piles: { main: [{ code: '1-001H', count: 1 }] } })
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

  it("keep both: the backup deck's lab runs follow the copy, on the copy's versions", async () => {
    const { db, repo, fire, backup } = await changedSinceBackup()
    const lab = new LabResultRepository(db)
    const mine = await lab.forDeck(fire.id)
    expect(mine).toHaveLength(2)
    expect((await planBackupRestore(db, backup)).newLabResults).toBe(0)

    const summary = await restoreBackup(db, backup, { [fire.id]: 'both' }, { copyName: (n) => `${n} (backup)` })
    expect(summary.labResults).toBe(2)
    const copy = (await repo.list()).find((d) => d.name === 'Fire (backup)')!
    const copied = await lab.forDeck(copy.id)
    expect(copied).toHaveLength(2)
    // new ids, the same runs
    expect(copied.map((r) => r.id).filter((id) => mine.some((m) => m.id === id))).toEqual([])
    const sameRun = (r: (typeof mine)[number]) => ({ ...r, id: '-', deckId: '-', versionId: '-' })
    expect(copied.map(sameRun)).toEqual(mine.map(sameRun))
    // the run made on "before regionals" points at the copy's "before regionals", not the library deck's
    const onVersion = copied.find((r) => r.versionId !== null)!
    const copyVersion = (await repo.versions(copy.id)).find((v) => v.name === 'before regionals')!
    expect(onVersion.versionId).toBe(copyVersion.id)
    expect(copied.find((r) => r.versionId === null)).toBeDefined()
    // the library deck's runs are untouched
    expect(await lab.forDeck(fire.id)).toEqual(mine)
  })

  it("take the backup's or keep mine: the lab runs are the library's, none added twice", async () => {
    for (const resolution of ['mine', 'theirs'] as const) {
      const { db, fire, backup } = await changedSinceBackup()
      const before = await db.labResults.toArray()
      expect((await restoreBackup(db, backup, { [fire.id]: resolution }, { now })).labResults).toBe(0)
      expect(await db.labResults.toArray()).toEqual(before)
    }
  })

  it('a run of the backup the library lost is added back, by id', async () => {
    const { db, fire, backup } = await changedSinceBackup()
    const lab = new LabResultRepository(db)
    const [newest, oldest] = await lab.forDeck(fire.id)
    await lab.remove(oldest!.id)
    expect((await planBackupRestore(db, backup)).newLabResults).toBe(1)
    await restoreBackup(db, backup, { [fire.id]: 'mine' })
    expect((await lab.forDeck(fire.id)).map((r) => r.id)).toEqual([newest!.id, oldest!.id])
  })
})
