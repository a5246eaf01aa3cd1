// Issue 29.1: the card sets in a backup file, read record by record (a damaged set or picture is
// left out and reported, the rest restored), planned beside the user's sets (new, same, differing
// by revision: keep mine, take the backup's, keep both), and written by main all or none.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@shared/api-envelope'
import { planSetRestore, readBackup, resolveSetRestore, UnresolvedConflictsError, type BackupCardSet } from '@shared/backup'
import type { UserCardSpec } from '@shared/game/user-cards'
import { creatureUserCards } from '@shared/games/creatures/user-cards'
import { CardSetStore } from '../../../src-main/card-sets/card-set-store'
import { makePng } from '../card-sets/pictures'
import v2 from '../../fixtures/backup-v2.json'

const creature = (code: string, name = 'Ember Fox') => ({ code, name, category: 'creature', level: 1, atk: 300, def: 200 })
const PNG = makePng('A', 63, 88)
const PICTURE = 'ab'.repeat(16) + '.png'
const set = (extra: Partial<BackupCardSet> = {}): BackupCardSet => ({
  game: 'creatures', id: 'set-aaa', name: 'Mine', revision: 3, updatedAt: '2026-12-01T10:00:00.000Z', cards: [creature('MY-001')], pictures: {}, ...extra,
})
const fileWith = (cardSets: unknown[], pictures: unknown[] = [], version = 4) =>
  JSON.stringify({ ...v2, deckLabBackup: version, cardSets, pictures })

describe('reading the card sets of a backup file', () => {
  it('reads a version 4 file’s sets and the pictures they show', () => {
    const read = readBackup(fileWith([set({ pictures: { 'MY-001': PICTURE } })], [{ game: 'creatures', id: PICTURE, base64: PNG.toString('base64') }]))
    if (!read.ok) throw new Error(read.reason)
    expect(read.skippedCount).toBe(0)
    expect(read.backup.cardSets).toEqual([set({ pictures: { 'MY-001': PICTURE } })])
    expect(read.backup.pictures).toEqual([{ game: 'creatures', id: PICTURE, base64: PNG.toString('base64') }])
    expect(read.backup.decks.length).toBe(v2.decks.length)
  })

  it('reads versions 2 and 3 (no sets) as holding none', () => {
    for (const version of [2, 3]) {
      const read = readBackup(JSON.stringify({ ...v2, deckLabBackup: version }))
      if (!read.ok) throw new Error(read.reason)
      expect([read.backup.cardSets, read.backup.pictures]).toEqual([[], []])
      expect(read.backup.decks.length).toBe(v2.decks.length)
    }
  })

  it('leaves out a set whose card its game refuses, naming the set, card and field; the decks still restore', () => {
    const bad = set({ id: 'set-bad', name: 'Broken', cards: [creature('MY-001'), { ...creature('MY-002'), level: 99 }] })
    const read = readBackup(fileWith([set(), bad]))
    if (!read.ok) throw new Error(read.reason)
    expect(read.backup.cardSets.map((s) => s.id)).toEqual(['set-aaa'])
    expect(read.skipped).toEqual([expect.objectContaining({ record: 'cardSets[1] "Broken"', field: 'cards.1.level' })])
    expect(read.backup.decks.length).toBe(v2.decks.length)
  })

  it('leaves out a set of a game whose players make no cards, and a picture the file does not hold (the card comes without it)', () => {
    const read = readBackup(fileWith([set({ game: 'fftcg' as never }), set({ pictures: { 'MY-001': PICTURE } })]))
    if (!read.ok) throw new Error(read.reason)
    expect(read.skipped.map((p) => [p.record, p.field])).toEqual([
      ['cardSets[0] "Mine"', 'game'],
      ['cardSets creatures/set-aaa "Mine"', `pictures.MY-001`],
    ])
    expect(read.backup.cardSets).toEqual([set()])
  })

  it('leaves out a picture that is not base64 or too big, and the second of two sets with one id', () => {
    const tooBig = 'A'.repeat(Math.ceil((2 * 1024 * 1024) / 3) * 4 + 4)
    const read = readBackup(fileWith([set(), set({ name: 'Again' })], [{ game: 'creatures', id: PICTURE, base64: 'not base64!' }, { game: 'creatures', id: PICTURE, base64: tooBig }]))
    if (!read.ok) throw new Error(read.reason)
    expect(read.skipped.map((p) => [p.record, p.field])).toEqual([
      ['pictures[0]', 'base64'],
      ['pictures[1]', 'base64'],
      ['cardSets[1] "Again"', 'id'],
    ])
  })
})

describe('planning the sets of a backup beside the user’s', () => {
  const backup = { cardSets: [set(), set({ id: 'set-new', name: 'New' }), set({ id: 'set-old', revision: 2, cards: [creature('MY-001', 'Older Fox')] })], pictures: [] }
  const mine = [set({ revision: 5, updatedAt: '2026-12-05T10:00:00.000Z' }), set({ id: 'set-old', revision: 7, cards: [creature('MY-001', 'Newer Fox')] })]

  it('says which sets are new, the same (whatever their revision), and which differ, with both revisions', () => {
    const plan = planSetRestore(mine, backup)
    expect(plan.added.map((s) => s.id)).toEqual(['set-new'])
    expect(plan.same.map((s) => s.id)).toEqual(['set-aaa'])
    expect(plan.conflicts.map((c) => [c.key, c.mine.revision, c.theirs.revision])).toEqual([['creatures/set-old', 7, 2]])
  })

  it('refuses to write while a conflict is unsettled; keep mine writes nothing of it', () => {
    expect(() => resolveSetRestore(mine, backup, {}, (n) => n)).toThrow(UnresolvedConflictsError)
    const changes = resolveSetRestore(mine, backup, { 'creatures/set-old': 'mine' }, (n) => n)
    expect(changes.sets.map((s) => [s.id, s.as, s.revision])).toEqual([['set-new', 'new', 3]])
  })

  it('take the backup’s replaces mine at my revision; keep both adds a copy under its own name', () => {
    const theirs = resolveSetRestore(mine, backup, { 'creatures/set-old': 'theirs' }, (n) => `${n} (backup)`)
    expect(theirs.sets[1]).toMatchObject({ id: 'set-old', as: 'replace', revision: 7, cards: [creature('MY-001', 'Older Fox')] })
    const both = resolveSetRestore(mine, backup, { 'creatures/set-old': 'both' }, (n) => `${n} (backup)`)
    expect(both.sets[1]).toMatchObject({ as: 'copy', name: 'Mine (backup)' })
  })
})

describe('main writes a backup’s sets all or none', () => {
  const spec = creatureUserCards as UserCardSpec<unknown>
  const newStore = () => {
    const dir = mkdtempSync(join(tmpdir(), 'decklab-sets-restore-'))
    return { dir, store: new CardSetStore({ userDataDir: dir, specOf: (g) => (g === 'creatures' ? spec : undefined) }) }
  }
  const entry = (extra: object = {}) => ({ game: 'creatures' as const, id: 'set-aaa', name: 'Mine', cards: [creature('MY-001')], pictures: {}, as: 'new' as const, revision: 3, ...extra })

  it('writes a new set under its own id and revision, with its pictures', async () => {
    const { store } = newStore()
    const { picture } = await store.attachPicture('creatures', PNG)
    await store.restore({ sets: [entry({ pictures: { 'MY-001': picture } })] })
    expect(store.get('creatures', 'set-aaa')).toMatchObject({ revision: 3, name: 'Mine', pictures: { 'MY-001': picture } })
  })

  it('writes nothing when one set of several is refused (its card, then a picture not attached)', async () => {
    const { store } = newStore()
    const badCard = await store.restore({ sets: [entry(), entry({ id: 'set-bbb', name: 'Broken', cards: [{ ...creature('MY-002'), level: 99 }] })] }).catch((e: ApiError) => e)
    expect(badCard).toBeInstanceOf(ApiError)
    expect((badCard as ApiError).details[0]).toMatchObject({ record: 'sets[1] "Broken" #1', field: 'level' })
    const noPicture = await store.restore({ sets: [entry(), entry({ id: 'set-bbb', pictures: { 'MY-001': PICTURE } })] }).catch((e: ApiError) => e)
    expect((noPicture as ApiError).details[0]).toMatchObject({ field: 'pictures', problem: { code: 'missingPicture' } })
    expect(store.list('creatures').sets).toEqual([])
  })

  it('replaces mine only at the revision planned on, and keeps mine beside it as a before-restore file', async () => {
    const { dir, store } = newStore()
    const mine = await store.save({ game: 'creatures', name: 'Mine', cards: [creature('MY-001', 'Newer Fox')], pictures: {} })
    const stale = await store.restore({ sets: [entry({ id: mine.id, as: 'replace', revision: mine.revision + 1 })] }).catch((e: ApiError) => e)
    expect((stale as ApiError).details[0]).toMatchObject({ problem: { code: 'staleRevision' } })
    await store.restore({ sets: [entry({ id: mine.id, as: 'replace', revision: mine.revision, cards: [creature('MY-001', 'Older Fox')] })] })
    expect(store.get('creatures', mine.id)).toMatchObject({ revision: mine.revision + 1, cards: [expect.objectContaining({ name: 'Older Fox' })] })
    const folder = join(dir, 'card-sets', 'creatures')
    const aside = readdirSync(folder).filter((name) => name.startsWith(`${mine.id}.json.before-restore-`))
    expect(aside).toHaveLength(1)
    expect(JSON.parse(readFileSync(join(folder, aside[0]!), 'utf8')).cards[0].name).toBe('Newer Fox')
    expect(store.list('creatures').sets).toHaveLength(1)
  })

  it('refuses a new set whose id exists now (the plan is stale), and writes a copy under a new id', async () => {
    const { dir, store } = newStore()
    await store.restore({ sets: [entry()] })
    const again = await store.restore({ sets: [entry()] }).catch((e: ApiError) => e)
    expect((again as ApiError).details[0]).toMatchObject({ problem: { code: 'setExists', params: { id: 'set-aaa' } } })
    const copy = await store.restore({ sets: [entry({ as: 'copy', name: 'Mine (backup)' })] })
    expect(copy.sets[0]!.id).not.toBe('set-aaa')
    expect(existsSync(join(dir, 'card-sets', 'creatures', `${copy.sets[0]!.id}.json`))).toBe(true)
    expect(store.list('creatures').sets.map((s) => s.name)).toEqual(['Mine', 'Mine (backup)'])
  })
})
