// What the library keeps of a deck, and so what a backup carries (fake IndexedDB): a duplicate has
// the whole deck (its Limit Break pile too), and purging a deleted deck takes everything kept of it
// along (versions, playtests, saved lab runs), so that no record is left that nothing could show.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import { readBackup } from '@shared/backup'
import type { LabReport } from '@shared/games/fftcg/lab/report'
import { DeckLabDatabase } from '../../../src-renderer/db/database'
import { DeckRepository, KEEP_DELETED_MS } from '../../../src-renderer/db/decks'
import { LabResultRepository } from '../../../src-renderer/db/labResults'
import { PlaytestRepository } from '../../../src-renderer/db/playtests'
import { backupText, createBackup } from '../../../src-renderer/db/backup'
import type { DeckRecord, PlaytestRecord } from '../../../src-renderer/db/schema'
import single from '../../component/lab/fixtures/single-report.json'

const report = single as unknown as LabReport
let db: DeckLabDatabase
let now: number
let decks: DeckRepository
let lab: LabResultRepository
let playtests: PlaytestRepository

beforeEach(() => {
  now = 1_700_000_000_000
  db = new DeckLabDatabase(`decklab-library-${Math.random()}`)
  decks = new DeckRepository(db, () => now)
  lab = new LabResultRepository(db, () => now)
  playtests = new PlaytestRepository(db)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(db.name)
})

function playtest(id: string, deck: DeckRecord | null): PlaytestRecord {
  return {
    id, deckId: deck?.id ?? null, versionId: null, deckName: deck?.name ?? 'Pasted', entries: [{ code: '1-001H', count: 3 }], format: 'constructed',
    seed: 1, onThePlay: true, mulligan: false, turns: [], result: 'won', endedOnTurn: 5, endedBy: 'damage', startedAt: now, endedAt: now + 1,
  }
}

const labRun = (deck: DeckRecord) =>
  lab.save({ deckId: deck.id, versionId: null, deckName: deck.name, entries: deck.piles.main!, results: report,
    parameters: { games: 20_000, seed: 7, onThePlay: true, format: 'constructed', turns: 5, policies: ['backup'] } })

describe('duplicating a deck', () => {
  it('copies its Limit Break pile with its cards, notes and tags', async () => {
    const a = await decks.create({ name: 'A', piles: { main: [{ code: '1-001H', count: 2 }] }, notes: 'n', tags: ['t'] })
    await db.decks.update(a.id, { 'piles.limitBreak': [{ code: '22-112R', count: 1 }, { code: '23-010L', count: 1 }] })
    const copy = await decks.duplicate(a.id, 'A (copy)')
    expect(copy.id).not.toBe(a.id)
    expect(await db.decks.get(copy.id)).toMatchObject({
      name: 'A (copy)',
      piles: { main: [{ code: '1-001H', count: 2 }], limitBreak: [{ code: '22-112R', count: 1 }, { code: '23-010L', count: 1 }] },
      notes: 'n',
      tags: ['t'],
      deletedAt: null,
    })
    // a copy, not the same lists: changing one leaves the other
    await db.decks.update(copy.id, { 'piles.limitBreak': [] })
    expect((await db.decks.get(a.id))!.piles.limitBreak).toHaveLength(2)
  })

  it('gives a deck without a Limit Break pile a copy without one', async () => {
    const a = await decks.create({ name: 'A', piles: { main: [{ code: '1-001H', count: 2 }] } })
    const copy = await decks.duplicate(a.id, 'A (copy)')
    expect((await db.decks.get(copy.id))!.piles).not.toHaveProperty('limitBreak')
  })
})

describe('purging deleted decks', () => {
  it('removes the versions, playtests and saved lab runs of the decks purged, and only theirs', async () => {
    const old = await decks.create({ name: 'Old', piles: { main: [{ code: '1-001H', count: 3 }] } })
    const recent = await decks.create({ name: 'Recent', piles: { main: [{ code: '1-002R', count: 3 }] } })
    const kept = await decks.create({ name: 'Kept', piles: { main: [{ code: '1-003C', count: 3 }] } })
    for (const deck of [old, recent, kept]) {
      await decks.snapshot(deck.id, 'named')
      await playtests.save(playtest(`p-${deck.name}`, deck))
      await labRun(deck)
      await labRun(deck)
    }
    await playtests.save(playtest('p-pasted', null))
    await decks.delete(old.id)
    now += KEEP_DELETED_MS + 1
    await decks.delete(recent.id)

    expect(await decks.purgeDeleted()).toBe(1)
    expect(await decks.get(old.id)).toBeUndefined()
    expect(await decks.versions(old.id)).toEqual([])
    expect(await playtests.forDeck(old.id)).toEqual([])
    expect(await lab.forDeck(old.id)).toEqual([])
    // the deck deleted lately (its deletion can still be undone) and the others keep everything
    for (const deck of [recent, kept]) {
      expect(await decks.get(deck.id), deck.name).toBeDefined()
      expect((await decks.versions(deck.id)).length, deck.name).toBeGreaterThan(0)
      expect(await playtests.forDeck(deck.id), deck.name).toHaveLength(1)
      expect(await lab.forDeck(deck.id), deck.name).toHaveLength(2)
    }
    // a playtest of a pasted list belongs to no deck: never purged
    expect(await db.playtests.get('p-pasted')).toBeDefined()
    expect(await db.playtests.count()).toBe(3)
    expect(await db.labResults.count()).toBe(4)

    // and a backup of what is left holds every run, and reads
    const backup = await createBackup(db, { now })
    expect(backup.labResults).toHaveLength(4)
    expect(readBackup(backupText(backup)).ok).toBe(true)
  })

  it('leaves everything as it was when the purge cannot finish', async () => {
    const old = await decks.create({ name: 'Old', piles: { main: [{ code: '1-001H', count: 3 }] } })
    await labRun(old)
    await playtests.save(playtest('p-old', old))
    await decks.delete(old.id)
    now += KEEP_DELETED_MS + 1
    const before = { decks: await db.decks.count(), versions: await db.versions.count(), playtests: await db.playtests.count(), labResults: await db.labResults.count() }
    // the last write of the purge (the deck itself) fails: the runs and playtests removed before it come back
    const failing = vi.spyOn(db.decks, 'delete').mockRejectedValueOnce(new Error('disk full'))
    await expect(decks.purgeDeleted()).rejects.toThrow('disk full')
    expect(failing).toHaveBeenCalledOnce()
    failing.mockRestore()
    expect({ decks: await db.decks.count(), versions: await db.versions.count(), playtests: await db.playtests.count(), labResults: await db.labResults.count() }).toEqual(before)
  })
})
