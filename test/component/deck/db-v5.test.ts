// Issue 11, item 4: user data knows its game. Schema v5 gives every record of a v4 database
// `game: 'fftcg'` and turns a deck's (and a version's) lists into named piles, nothing lost; the
// library then lists the current game's decks only, and new records take the current game.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import type { GameId } from '@shared/games'
import { DeckLabDatabase } from '../../../src-renderer/db/database'
import { DeckRepository } from '../../../src-renderer/db/decks'
import { LabResultRepository } from '../../../src-renderer/db/labResults'
import { PlaytestRepository } from '../../../src-renderer/db/playtests'
import { deckRepository, setDeckRepository } from '../../../src-renderer/db'
import { api } from '../../../src-renderer/api'
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_VERSION, type DeckRecordV4, type DeckVersionRecordV4, type LabResultRecord, type PlaytestRecordV5 } from '../../../src-renderer/db/schema'

let name: string
beforeEach(() => {
  name = `decklab-v5-${Math.random()}`
})
afterEach(async () => {
  await Dexie.delete(name)
})

const card = (i: number, count = 1 + (i % 3)) => ({ code: `${1 + (i % 20)}-${String(i).padStart(3, '0')}C`, count })

/** What a v4 library holds: decks with and without a Limit Break pile (empty too), deleted ones, every kind of version, playtests and lab runs. */
function v4Library(decks = 24) {
  const deckRecords: DeckRecordV4[] = []
  const versions: DeckVersionRecordV4[] = []
  const playtests: Omit<PlaytestRecordV5, 'game'>[] = []
  const labResults: Omit<LabResultRecord, 'game'>[] = []
  for (let d = 0; d < decks; d++) {
    const entries = Array.from({ length: 1 + (d % 7) }, (_, i) => card(d * 10 + i))
    const limitBreak = d % 3 === 0 ? [card(500 + d, 1)] : d % 3 === 1 ? [] : undefined
    deckRecords.push({
      id: `deck-${d}`, name: `Deck ${d}`, format: d % 4 === 0 ? 'limited' : 'constructed', entries, ...(limitBreak ? { limitBreak } : {}),
      notes: d % 2 ? `notes ${d}` : '', tags: d % 5 === 0 ? ['fire', `t${d}`] : [], createdAt: 1_000 + d, updatedAt: 2_000 + d,
      lastOpenedAt: d % 2 ? 3_000 + d : null, deletedAt: d % 6 === 5 ? 4_000 + d : null, editsSinceVersion: d % 20, lastVersionAt: d % 2 ? 2_500 : null,
    })
    const reasons = ['named', 'auto-edits', 'auto-time', 'before-delete', 'before-restore', 'created'] as const
    for (let v = 0; v < 1 + (d % 4); v++)
      versions.push({
        id: `v-${d}-${v}`, deckId: `deck-${d}`, createdAt: 1_500 + v, name: v === 0 ? `named ${d}` : null, entries: entries.slice(v),
        ...(v === 1 && limitBreak ? { limitBreak } : {}), reason: reasons[(d + v) % reasons.length]!, format: 'constructed', deckName: `Deck ${d}`,
      })
    playtests.push({
      id: `p-${d}`, deckId: d % 4 === 3 ? null : `deck-${d}`, versionId: d % 2 ? `v-${d}-0` : null, deckName: `Deck ${d}`, entries, format: 'constructed',
      seed: d, onThePlay: d % 2 === 0, mulligan: false, turns: [{ turn: 1, backups: 1, damageDealt: 0, damageTaken: d % 2 }], result: 'ongoing',
      endedOnTurn: null, endedBy: null, startedAt: 5_000 + d, endedAt: 6_000 + d,
    })
    if (d % 2 === 0)
      labResults.push({
        id: `lab-${d}`, deckId: `deck-${d}`, versionId: null, entriesHash: `h${d}`, entries, deckName: `Deck ${d}`, createdAt: 7_000 + d,
        parameters: { games: 100, seed: d, onThePlay: true, format: 'constructed', turns: 5, policies: ['backup'] }, results: { games: 100, policies: [{}] },
      })
  }
  return { decks: deckRecords, versions, playtests, labResults }
}

/** Fills a database through the v4 schema, as the release before this one did. */
async function fillV4(library: ReturnType<typeof v4Library>) {
  const v4 = new Dexie(name)
  v4.version(1).stores(SCHEMA_V1)
  v4.version(2).stores(SCHEMA_V2)
  v4.version(3).stores(SCHEMA_V3)
  v4.version(4).stores(SCHEMA_V4)
  await v4.table('decks').bulkAdd(library.decks)
  await v4.table('versions').bulkAdd(library.versions)
  await v4.table('playtests').bulkAdd(library.playtests)
  await v4.table('labResults').bulkAdd(library.labResults)
  expect(v4.verno).toBe(4)
  v4.close()
}

const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id))

describe('schema v5: every record knows its game, decks keep named piles (issue 11.4)', () => {
  it('migrates a v4 database: every deck, version, playtest and lab run kept, with game fftcg, counts matching', async () => {
    const library = v4Library()
    await fillV4(library)
    const db = new DeckLabDatabase(name)
    await db.open()
    expect(db.verno).toBe(SCHEMA_VERSION)
    // v6 follows (db-v6.test.ts): the playtests' turns come out in FFTCG's figures by key
    expect(SCHEMA_VERSION).toBe(6)

    expect(await db.decks.count()).toBe(library.decks.length)
    expect(await db.versions.count()).toBe(library.versions.length)
    expect(await db.playtests.count()).toBe(library.playtests.length)
    expect(await db.labResults.count()).toBe(library.labResults.length)

    // Each list moved to the pile of the same name; an absent Limit Break pile stays absent, an empty one empty.
    const asV5 = <T extends { entries: unknown[]; limitBreak?: unknown[] }>({ entries, limitBreak, ...rest }: T) => ({
      ...rest, game: 'fftcg', piles: limitBreak ? { main: entries, limitBreak } : { main: entries },
    })
    expect(byId(await db.decks.toArray())).toEqual(byId(library.decks.map(asV5)))
    expect(byId(await db.versions.toArray())).toEqual(byId(library.versions.map(asV5)))
    const v6Turns = (turns: PlaytestRecordV5['turns']) => turns.map((t) => ({ turn: t.turn, figures: { backups: t.backups, damageDealt: t.damageDealt, damageTaken: t.damageTaken } }))
    expect(byId(await db.playtests.toArray())).toEqual(byId(library.playtests.map((p) => ({ ...p, game: 'fftcg', turns: v6Turns(p.turns) }))))
    expect(byId(await db.labResults.toArray())).toEqual(byId(library.labResults.map((r) => ({ ...r, game: 'fftcg' }))))
    expect(await db.decks.get('deck-0')).toMatchObject({ piles: { main: library.decks[0]!.entries, limitBreak: [card(500, 1)] } })
    expect((await db.decks.get('deck-2'))!.piles).not.toHaveProperty('limitBreak')
    db.close()
  })

  it('the library reads migrated decks as the editor had them, and its indexes work on them', async () => {
    const library = v4Library()
    await fillV4(library)
    const db = new DeckLabDatabase(name)
    const repo = new DeckRepository(db)
    // handed out as stored: the lists as the piles of the same name
    const { entries, limitBreak, ...rest } = library.decks[3]!
    expect(await repo.get('deck-3')).toEqual({ ...rest, game: 'fftcg', piles: { main: entries, ...(limitBreak ? { limitBreak } : {}) } })
    const listed = await repo.list()
    const alive = library.decks.filter((d) => d.deletedAt === null)
    expect(listed.map((d) => d.id)).toEqual([...alive].sort((a, b) => b.updatedAt - a.updatedAt).map((d) => d.id))
    expect((await repo.deleted()).map((d) => d.id).sort()).toEqual(library.decks.filter((d) => d.deletedAt !== null).map((d) => d.id).sort())
    expect((await repo.withTag('fire')).map((d) => d.id).sort()).toEqual(['deck-0', 'deck-10', 'deck-15', 'deck-20'])
    expect((await repo.versions('deck-3')).map((v) => v.id)).toEqual(['v-3-3', 'v-3-2', 'v-3-1', 'v-3-0'])
    db.close()
  })

  it("lists the current game's decks only", async () => {
    const db = new DeckLabDatabase(name)
    let game = 'fftcg' as GameId
    const repo = new DeckRepository(db, { game: () => game })
    const fire = await repo.create({ name: 'Fire', piles: { main: [card(1)] } })
    await repo.markOpened(fire.id)
    // a deck of a second game, as the next modules will bring (only FFTCG is registered today)
    const fields = (await repo.get(fire.id))!
    await db.decks.add({ ...fields, id: 'burn', name: 'Burn', game: 'mtg' as GameId, piles: { main: [card(2)] }, tags: ['fire'], updatedAt: fields.updatedAt + 1 })
    expect((await repo.list()).map((d) => d.name)).toEqual(['Fire'])
    expect((await repo.recent()).map((d) => d.name)).toEqual(['Fire'])
    expect((await repo.withTag('fire')).map((d) => d.name)).toEqual([])
    game = 'mtg' as GameId
    expect((await repo.list()).map((d) => d.name)).toEqual(['Burn'])
    expect((await repo.recent()).map((d) => d.name)).toEqual(['Burn'])
    expect((await repo.withTag('fire')).map((d) => d.name)).toEqual(['Burn'])
    db.close()
  })

  it('creates decks, versions, playtests and lab runs in the current game', async () => {
    const db = new DeckLabDatabase(name)
    let game = 'fftcg' as GameId
    const repo = new DeckRepository(db, { game: () => game })
    const fire = await repo.create({ name: 'Fire', piles: { main: [card(1)] } })
    expect(fire.game).toBe('fftcg')
    expect((await db.decks.get(fire.id))!.game).toBe('fftcg')
    expect((await repo.snapshot(fire.id, 'first')).game).toBe('fftcg')
    // the game comes from the app at each call: a game no module knows is refused, and nothing is saved
    game = 'chess' as GameId
    await expect(repo.create({ name: 'Burn' })).rejects.toThrow(/cannot be saved: game/)
    await expect(repo.importDeck({ name: 'Burn', piles: { main: [card(2)] } })).rejects.toThrow(/cannot be saved: game/)
    expect(await db.decks.count()).toBe(1)
    // a copy stays in its source's game
    expect((await repo.duplicate(fire.id, 'Fire (copy)')).game).toBe('fftcg')

    const { playtests: [played] } = v4Library(1)
    await new PlaytestRepository(db, () => 'fftcg').save({ ...played!, turns: [{ turn: 1, figures: { backups: 1, damageDealt: 0, damageTaken: 0 } }] })
    expect((await db.playtests.get(played!.id))!.game).toBe('fftcg')
    const lab = new LabResultRepository(db, () => 0, () => game)
    const run = await lab.save({ deckId: fire.id, versionId: null, deckName: 'Fire', entries: [card(1)], parameters: { games: 1, seed: 1, onThePlay: true, format: 'constructed', turns: 1, policies: [] }, results: { games: 1, policies: [] } as never })
    expect((await db.labResults.get(run.id))!.game).toBe('chess')
    db.close()
  })

  it("the app's library asks the api for the current game at every call", () => {
    setDeckRepository(null)
    const repo = deckRepository()
    try {
      expect(repo.game()).toBe('fftcg')
      api.setGame('chess' as GameId)
      expect(repo.game()).toBe('chess')
    } finally {
      api.setGame('fftcg')
      setDeckRepository(null)
    }
  })

  it('hands a deck out as it is stored: named piles, an absent Limit Break pile absent and an empty one empty', async () => {
    const db = new DeckLabDatabase(name)
    const repo = new DeckRepository(db)
    const withLb = await repo.importDeck({ name: 'Fire', piles: { main: [card(1)], limitBreak: [card(2, 1)] } })
    expect(await db.decks.get(withLb.id)).toEqual(await repo.get(withLb.id))
    expect((await repo.get(withLb.id))!.piles).toEqual({ main: [card(1)], limitBreak: [card(2, 1)] })
    const plain = await repo.create({ name: 'Ice', piles: { main: [card(3)] } })
    expect((await repo.get(plain.id))!.piles).toEqual({ main: [card(3)] })
    await repo.save(withLb.id, { piles: { main: [card(1)], limitBreak: [] } })
    expect((await db.decks.get(withLb.id))!.piles).toEqual({ main: [card(1)], limitBreak: [] })
  })
})
