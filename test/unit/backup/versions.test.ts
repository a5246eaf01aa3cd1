// Issue 11, item 4: backups become version 2 (every record names its game, decks and versions keep
// named piles), then version 3 (a playtest's turns in its game's figures). A version 1 file, written
// by the release before (test/fixtures/backup-v1.json was made by its writer), still restores as
// FFTCG with nothing lost; so does a version 2 file (test/fixtures/backup-v2.json, below); a newer
// file is "too new", not damaged.
import 'fake-indexeddb/auto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BACKUP_VERSION, readBackup } from '@shared/backup'
import { createAppI18n } from '../../../src-renderer/i18n'
import type { DeckLabDatabase } from '../../../src-renderer/db/database'
import { freshDb } from './fresh-db'
import { DeckRepository } from '../../../src-renderer/db/decks'
import { backupText, createBackup, restoreBackup } from '../../../src-renderer/db/backup'

const v1Text = readFileSync(new URL('../../fixtures/backup-v1.json', import.meta.url), 'utf8')
type Entry = { code: string; count: number }
type V1Record = Record<string, unknown> & { id: string; entries: Entry[]; limitBreak?: Entry[] }
const v1 = JSON.parse(v1Text) as { deckLabBackup: number; decks: V1Record[]; versions: V1Record[]; playtests: V1Record[]; labResults: V1Record[]; settings: Record<string, string> }


type LegacyTurn = { turn: number; backups: number; damageDealt: number; damageTaken: number }
const fftcgTurns = (turns: LegacyTurn[]) => turns.map((t) => ({ turn: t.turn, figures: { backups: t.backups, damageDealt: t.damageDealt, damageTaken: t.damageTaken } }))
const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id))
async function dump(db: DeckLabDatabase) {
  return { decks: byId(await db.decks.toArray()), versions: byId(await db.versions.toArray()), playtests: byId(await db.playtests.toArray()), labResults: byId(await db.labResults.toArray()) }
}

describe('backup version 1 (the release before) restores into schema v5', () => {
  it('is a real version 1 file: two lists per deck, no game, a Limit Break pile', () => {
    expect(v1.deckLabBackup).toBe(1)
    expect(BACKUP_VERSION).toBe(4)
    expect(v1.decks.some((d) => d.limitBreak?.length)).toBe(true)
    expect(v1.versions.some((v) => v.limitBreak?.length)).toBe(true)
    expect([...v1.decks, ...v1.versions, ...v1.playtests, ...v1.labResults].some((r) => 'game' in r || 'piles' in r)).toBe(false)
  })

  it('restores every record as FFTCG, lists moved to piles, nothing lost', async () => {
    const read = readBackup(v1Text)
    if (!read.ok) throw new Error(read.reason)
    expect(read.skipped).toEqual([])
    const db = freshDb('decklab-backup-versions')
    expect(await restoreBackup(db, read.backup)).toEqual({ decks: v1.decks.length, versions: v1.versions.length, playtests: v1.playtests.length, labResults: v1.labResults.length })
    const piled = ({ entries, limitBreak, ...rest }: V1Record) => ({ ...rest, game: 'fftcg', piles: limitBreak ? { main: entries, limitBreak } : { main: entries } })
    expect(await dump(db)).toEqual({
      decks: byId(v1.decks.map(piled)),
      versions: byId(v1.versions.map(piled)),
      // the turns in FFTCG's figures by key (schema v6), the same numbers
      playtests: byId(v1.playtests.map((p) => ({ ...p, game: 'fftcg', turns: fftcgTurns(p.turns as LegacyTurn[]) }))),
      labResults: byId(v1.labResults.map((r) => ({ ...r, game: 'fftcg' }))),
    })
    // the editor gets its lists back as they were written
    const ice = v1.decks.find((d) => d.name === 'Ice LB')!
    expect(await new DeckRepository(db).get(ice.id)).toMatchObject({ game: 'fftcg', piles: { main: ice.entries, limitBreak: ice.limitBreak } })
    expect(read.backup.settings).toEqual(v1.settings)
  })

  it('a damaged version 1 record is reported with its version 1 field, the rest kept', () => {
    const copy = JSON.parse(v1Text)
    copy.decks[0].limitBreak[0].count = 0
    const read = readBackup(JSON.stringify(copy))
    if (!read.ok) throw new Error(read.reason)
    expect(read.skipped[0]).toMatchObject({ record: expect.stringMatching(/^decks\[0\]/), field: 'limitBreak.0.count' })
    expect(read.backup.decks).toHaveLength(v1.decks.length - 1)
  })
})

describe('backup version 2 and 3 records', () => {
  it('round-trips: a v1 library restored, backed up again as version 4 (the current), restores the same', async () => {
    const first = readBackup(v1Text)
    if (!first.ok) throw new Error(first.reason)
    const db = freshDb('decklab-backup-versions')
    await restoreBackup(db, first.backup)
    const text = backupText(await createBackup(db, { now: 1_700_000_000_000 }))
    const file = JSON.parse(text)
    expect(file.deckLabBackup).toBe(4)
    expect(file.decks.every((d: Record<string, unknown>) => d.game === 'fftcg' && 'piles' in d && !('entries' in d))).toBe(true)
    const again = readBackup(text)
    if (!again.ok) throw new Error(again.reason)
    expect(again.skipped).toEqual([])
    const empty = freshDb('decklab-backup-versions')
    await restoreBackup(empty, again.backup)
    expect(await dump(empty)).toEqual(await dump(db))
  })

  it('leaves out a record of an unknown game or with a pile its game has not, saying where', async () => {
    const db = freshDb('decklab-backup-versions')
    await new DeckRepository(db).create({ name: 'Fire', piles: { main: [{ code: '1-001H', count: 3 }] } })
    await new DeckRepository(db).create({ name: 'Ice', piles: { main: [{ code: '10-032H', count: 1 }] } })
    const backup = await createBackup(db)
    const cases: [string, (f: { decks: Record<string, any>[] }) => void, RegExp][] = [
      ['unknown game', (f) => (f.decks[0]!.game = 'chess'), /game/],
      ['unknown pile', (f) => (f.decks[0]!.piles.sideboard = []), /piles\.sideboard.*no pile "sideboard" in a fftcg deck/],
      ['main pile missing', (f) => delete f.decks[0]!.piles.main, /piles\.main.*missing/],
      ['Limit Break pile too big', (f) => (f.decks[0]!.piles.limitBreak = Array.from({ length: 51 }, (_, i) => ({ code: `1-${i}`, count: 1 }))), /piles\.limitBreak.*50/],
      ['lists of version 1 in a version 2 file', (f) => (f.decks[0]!.entries = []), /entries/],
    ]
    for (const [what, change, message] of cases) {
      const copy = JSON.parse(JSON.stringify(backup))
      change(copy)
      const read = readBackup(JSON.stringify(copy))
      if (!read.ok) throw new Error(`${what}: ${read.reason}`)
      expect(read.backup.decks, what).toHaveLength(1)
      expect(`${read.skipped[0]!.field}: ${read.skipped[0]!.message}`, what).toMatch(message)
    }
  })
})

describe('playtest turns in a backup: both shapes read (issue 11, schema v6)', () => {
  /** A version 2 file as the release before wrote it: every game's turns in FFTCG's words. */
  function v2WithLegacyTurns() {
    const playtest = (id: string, game: string, format: string, turns: LegacyTurn[]) => ({
      id, game, deckId: null, versionId: null, deckName: 'Pasted', entries: [{ code: '1-001H', count: 3 }], format, seed: 3, onThePlay: true,
      mulligan: false, turns, result: 'ongoing', endedOnTurn: null, endedBy: null, startedAt: 1_000, endedAt: 2_000,
    })
    return {
      deckLabBackup: 2, createdAt: '2026-11-01T10:00:00.000Z', decks: [], versions: [], labResults: [], settings: {},
      playtests: [
        playtest('fire', 'fftcg', 'constructed', [{ turn: 1, backups: 1, damageDealt: 0, damageTaken: 0 }, { turn: 2, backups: 2, damageDealt: 3, damageTaken: 1 }]),
        playtest('wolves', 'creatures', 'standard', [{ turn: 1, backups: 2, damageDealt: 1500, damageTaken: 500 }]),
      ],
    }
  }

  it('reads a version 2 file’s legacy turns into each game’s figures, and restores them', async () => {
    const read = readBackup(JSON.stringify(v2WithLegacyTurns()))
    if (!read.ok) throw new Error(read.reason)
    expect(read.skipped).toEqual([])
    const turnsOf = (id: string) => read.backup.playtests.find((p) => p.id === id)!.turns
    expect(turnsOf('fire')).toEqual([
      { turn: 1, figures: { backups: 1, damageDealt: 0, damageTaken: 0 } },
      { turn: 2, figures: { backups: 2, damageDealt: 3, damageTaken: 1 } },
    ])
    expect(turnsOf('wolves')).toEqual([{ turn: 1, figures: { creatures: 2, lpDealt: 1500, lpTaken: 500 } }])
    const db = freshDb('decklab-backup-versions')
    await restoreBackup(db, read.backup)
    expect((await db.playtests.get('wolves'))!.turns).toEqual([{ turn: 1, figures: { creatures: 2, lpDealt: 1500, lpTaken: 500 } }])
  })

  it('reads turns already in the game’s figures as they are', () => {
    const file = v2WithLegacyTurns()
    const figures = [{ turn: 1, figures: { creatures: 4, lpDealt: 0, lpTaken: 0 } }]
    file.playtests[1]!.turns = figures as never
    const read = readBackup(JSON.stringify(file))
    if (!read.ok) throw new Error(read.reason)
    expect(read.backup.playtests.find((p) => p.id === 'wolves')!.turns).toEqual(figures)
  })
})

/**
 * A real version 2 file: written by createBackup at commit c7bcf1e (the last release to write
 * version 2) over a library filled through the app's repositories — FFTCG decks with versions, a
 * Limit Break pile and a deleted deck, a creature deck, a Vanguard deck with its ride deck, one
 * random legal game of each summed up by usePlaytestSummary (turns already in each game's figures),
 * a saved lab comparison, and settings.
 */
const v2Text = readFileSync(new URL('../../fixtures/backup-v2.json', import.meta.url), 'utf8')
type V2Record = Record<string, unknown> & { id: string; game: string }
const v2 = JSON.parse(v2Text) as { deckLabBackup: number; decks: V2Record[]; versions: V2Record[]; playtests: (V2Record & { turns: unknown[] })[]; labResults: V2Record[]; settings: Record<string, string> }

describe('backup version 2 (the release before) restores with nothing lost, and is written again as version 4', () => {
  it('is a real version 2 file: three games, named piles, turns in each game’s figures', () => {
    expect(v2.deckLabBackup).toBe(2)
    expect(new Set(v2.decks.map((d) => d.game))).toEqual(new Set(['fftcg', 'creatures', 'vanguard']))
    expect(v2.decks.some((d) => (d.piles as Record<string, unknown[]>).limitBreak?.length)).toBe(true)
    expect(v2.decks.some((d) => (d.piles as Record<string, unknown[]>).ride?.length)).toBe(true)
    expect(v2.decks.some((d) => d.deletedAt !== null)).toBe(true)
    expect(v2.playtests.flatMap((p) => p.turns).every((t) => typeof t === 'object' && t !== null && 'figures' in t)).toBe(true)
    expect(v2.labResults.length).toBeGreaterThan(0)
  })

  it('restores every record as it was written, turns and settings included', async () => {
    const read = readBackup(v2Text)
    if (!read.ok) throw new Error(read.reason)
    expect(read.skipped).toEqual([])
    const db = freshDb('decklab-backup-versions')
    expect(await restoreBackup(db, read.backup)).toEqual({ decks: v2.decks.length, versions: v2.versions.length, playtests: v2.playtests.length, labResults: v2.labResults.length })
    expect(await dump(db)).toEqual({ decks: byId(v2.decks), versions: byId(v2.versions), playtests: byId(v2.playtests), labResults: byId(v2.labResults) })
    expect(read.backup.settings).toEqual(v2.settings)
  })

  it('backed up again, the library is a version 4 file that restores the same', async () => {
    const first = readBackup(v2Text)
    if (!first.ok) throw new Error(first.reason)
    const db = freshDb('decklab-backup-versions')
    await restoreBackup(db, first.backup)
    const text = backupText(await createBackup(db, { now: 1_800_000_000_000 }))
    expect(JSON.parse(text).deckLabBackup).toBe(4)
    const again = readBackup(text)
    if (!again.ok) throw new Error(again.reason)
    expect(again.skipped).toEqual([])
    const empty = freshDb('decklab-backup-versions')
    await restoreBackup(empty, again.backup)
    expect(await dump(empty)).toEqual(await dump(db))
  })

  it('the same file as version 5 is too new, not damaged and not read', () => {
    const read = readBackup(v2Text.replace('"deckLabBackup": 2', '"deckLabBackup": 5'))
    expect(read).toMatchObject({ ok: false, tooNew: { version: 5, known: 4 }, refusal: { code: 'too-new' } })
  })
})

describe('a newer backup than the app knows', () => {
  it('version 5 is refused as too new, not as damaged, in English and French', () => {
    const read = readBackup(v1Text.replace('"deckLabBackup": 1', '"deckLabBackup": 5'))
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.tooNew).toEqual({ version: 5, known: 4 })
    expect(read.reason).toMatch(/too new/)
    expect(read.reason).not.toMatch(/damaged/)
    const en = createAppI18n('en').global.t('io.backup.tooNew', read.tooNew!)
    const fr = createAppI18n('fr').global.t('io.backup.tooNew', read.tooNew!)
    expect(en).toMatch(/too new.*version 5.*up to version 4/)
    expect(fr).toMatch(/trop récente.*version 5.*jusqu’à la version 4/)
  })

  it('an unknown version that is not newer is not "too new"', () => {
    for (const version of ['"2"', '0', '1.5']) {
      const read = readBackup(v1Text.replace('"deckLabBackup": 1', `"deckLabBackup": ${version}`))
      expect(read.ok, version).toBe(false)
      if (!read.ok) expect(read.tooNew, version).toBeUndefined()
    }
  })
})
