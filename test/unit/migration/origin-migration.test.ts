// Issue 17.8: the page's side of carrying the library from the file:// origin to app://deck-lab.
// Two fake-IndexedDB databases stand for the two origins' storage: what the old page exports, the
// app's page restores, every deck, version, playtest, lab run and setting; nothing twice.
import { describe, expect, it, vi } from 'vitest'
import type { OriginMigrationBridge } from '@shared/origin-migration'
import { DeckRepository } from '../../../src-renderer/db/decks'
import type { DeckLabDatabase } from '../../../src-renderer/db/database'
import { runOriginMigration } from '../../../src-renderer/migration/origin-migration'
import { freshDb } from '../backup/fresh-db'

/** main's side, in memory: the library waits between the old page's export and the app page's restore. */
function fakeMain(): OriginMigrationBridge & { waiting: string | null; finished: number } {
  const main = {
    waiting: null as string | null,
    finished: 0,
    exportLibrary: vi.fn(async (text: string) => {
      main.waiting = text
      return true
    }),
    takeLibrary: vi.fn(async () => main.waiting),
    finish: vi.fn(async () => {
      main.finished++
      return true
    }),
  }
  return main
}

function storage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial))
  return {
    get length() {
      return map.size
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  }
}

async function dump(db: DeckLabDatabase) {
  const byId = <T extends { id: string }>(list: T[]) => list.sort((a, b) => a.id.localeCompare(b.id))
  return { decks: byId(await db.decks.toArray()), versions: byId(await db.versions.toArray()), playtests: byId(await db.playtests.toArray()) }
}

async function oldLibrary(db: DeckLabDatabase) {
  let now = 1_700_000_000_000
  const repo = new DeckRepository(db, () => (now += 1000))
  const fire = await repo.create({ name: 'Fire', tags: ['aggro'], notes: 'Keep Backups.', piles: { main: [{ code: '1-001H', count: 3 }] } })
  await repo.save(fire.id, { piles: { main: [{ code: '1-001H', count: 3 }, { code: '1-002R', count: 2 }] } })
  await repo.snapshot(fire.id, 'before regionals')
  const gone = await repo.create({ name: 'Old wind', piles: { main: [{ code: '1-050C', count: 2 }] } })
  await repo.delete(gone.id)
  await db.decks.update(fire.id, { 'piles.limitBreak': [{ code: '22-112R', count: 1 }] })
}

describe('the library crosses from file:// to app:// (issue 17.8)', () => {
  it('the old page exports everything and the app’s page restores the same records and settings', async () => {
    const main = fakeMain()
    const before = freshDb()
    await oldLibrary(before)
    const oldStorage = storage({ 'decklab.locale': 'fr', 'decklab.theme': 'dark', 'other.key': 'x' })
    expect(await runOriginMigration(main, 'file:', before, oldStorage)).toEqual({ kind: 'exported', decks: 2 })
    expect(main.takeLibrary).not.toHaveBeenCalled()

    const after = freshDb()
    const newStorage = storage({ 'decklab.theme': 'light' })
    expect(await runOriginMigration(main, 'app:', after, newStorage)).toEqual({ kind: 'restored', decks: 2, skipped: 0 })
    expect(await dump(after)).toEqual(await dump(before))
    expect(main.finished).toBe(1)
    // settings come along, but one already chosen on the new origin stays; foreign keys stay behind
    expect(newStorage.getItem('decklab.locale')).toBe('fr')
    expect(newStorage.getItem('decklab.theme')).toBe('light')
    expect(newStorage.getItem('other.key')).toBeNull()
  })

  it('a restore run twice (its finish was lost) adds nothing the second time', async () => {
    const main = fakeMain()
    const before = freshDb()
    await oldLibrary(before)
    await runOriginMigration(main, 'file:', before, storage())
    const after = freshDb()
    await runOriginMigration(main, 'app:', after, storage())
    const once = await dump(after)
    expect(await runOriginMigration(main, 'app:', after, storage())).toMatchObject({ kind: 'restored' })
    expect(await dump(after)).toEqual(once)
  })

  it('a damaged library changes nothing and is not finished, so main keeps it', async () => {
    const main = fakeMain()
    main.waiting = '{"deckLabBackup": 2, "decks": [tr'
    const db = freshDb()
    await new DeckRepository(db).create({ name: 'Mine', piles: { main: [] } })
    const before = await dump(db)
    const outcome = await runOriginMigration(main, 'app:', db, storage())
    expect(outcome.kind).toBe('failed')
    expect(await dump(db)).toEqual(before)
    expect(main.finish).not.toHaveBeenCalled()
  })

  it('does nothing without the desktop bridge (browser mode) or with nothing waiting', async () => {
    const db = freshDb()
    expect(await runOriginMigration(undefined, 'http:', db)).toEqual({ kind: 'none' })
    const main = fakeMain()
    expect(await runOriginMigration(main, 'app:', db, storage())).toEqual({ kind: 'none' })
    expect(main.finish).not.toHaveBeenCalled()
    expect(await db.decks.count()).toBe(0)
  })
})
