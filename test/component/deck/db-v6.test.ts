// Issue 11: a playtest's turns in its game's own figures. Schema v6 turns every turn a v5 database
// holds (FFTCG's words for every game: backups, damageDealt, damageTaken) into the figures its
// game's module declares (play.turnFigures), nothing lost; the rest of the library is untouched.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { DeckLabDatabase } from '../../../src-renderer/db/database'
import { PlaytestRepository } from '../../../src-renderer/db/playtests'
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5, SCHEMA_VERSION, type PlaytestRecordV5 } from '../../../src-renderer/db/schema'

let name: string
beforeEach(() => {
  name = `decklab-v6-${Math.random()}`
})
afterEach(async () => {
  await Dexie.delete(name)
})

const legacy = (turn: number, backups: number, damageDealt: number, damageTaken: number) => ({ turn, backups, damageDealt, damageTaken })

function playtest(id: string, game: string, turns: PlaytestRecordV5['turns']): PlaytestRecordV5 {
  return {
    id, game: game as PlaytestRecordV5['game'], deckId: `deck-${id}`, versionId: null, deckName: `Deck ${id}`, entries: [{ code: '1-001H', count: 3 }], format: 'constructed',
    seed: 7, onThePlay: true, mulligan: id.length % 2 === 0, turns, result: 'won', endedOnTurn: turns.length, endedBy: '3.1.1', startedAt: 1_000, endedAt: 2_000,
  }
}

/** What a v5 library holds: playtests of each game, one with no turn, one of a game this version has no module for; a deck beside them. */
const v5Playtests = [
  playtest('fire', 'fftcg', [legacy(1, 1, 0, 0), legacy(2, 2, 3, 1), legacy(3, 3, 4, 0)]),
  playtest('none', 'fftcg', []),
  playtest('wolves', 'creatures', [legacy(1, 1, 1500, 0), legacy(2, 2, 6500, 500)]),
  playtest('dragons', 'vanguard', [legacy(1, 0, 0, 1), legacy(2, 3, 2, 0)]),
  playtest('elves', 'chess', [legacy(1, 2, 3, 4)]),
]
const deck = { id: 'deck-fire', name: 'Fire', format: 'constructed', game: 'fftcg', piles: { main: [{ code: '1-001H', count: 3 }] }, notes: '', tags: [], createdAt: 1, updatedAt: 2, lastOpenedAt: null, deletedAt: null, editsSinceVersion: 0, lastVersionAt: null }

/** Fills a database through the v5 schema, as the release before this one did. */
async function fillV5() {
  const v5 = new Dexie(name)
  v5.version(1).stores(SCHEMA_V1)
  v5.version(2).stores(SCHEMA_V2)
  v5.version(3).stores(SCHEMA_V3)
  v5.version(4).stores(SCHEMA_V4)
  v5.version(5).stores(SCHEMA_V5)
  await v5.table('playtests').bulkAdd(v5Playtests)
  await v5.table('decks').add(deck)
  expect(v5.verno).toBe(5)
  v5.close()
}

const stored = async (db: DeckLabDatabase, id: string) => (await db.playtests.get(id))!

describe('schema v6: playtest turns in the game’s own figures (issue 11)', () => {
  it('turns FFTCG’s v5 turns into its figures: Backups at the turn’s end, damage dealt and taken', async () => {
    await fillV5()
    const db = new DeckLabDatabase(name)
    await db.open()
    expect(db.verno).toBe(SCHEMA_VERSION)
    expect(SCHEMA_VERSION).toBe(6)
    expect((await stored(db, 'fire')).turns).toEqual([
      { turn: 1, figures: { backups: 1, damageDealt: 0, damageTaken: 0 } },
      { turn: 2, figures: { backups: 2, damageDealt: 3, damageTaken: 1 } },
      { turn: 3, figures: { backups: 3, damageDealt: 4, damageTaken: 0 } },
    ])
    expect((await stored(db, 'none')).turns).toEqual([])
    db.close()
  })

  it('gives the creature game’s and Vanguard’s turns their own names (creatures and LP; rear-guards)', async () => {
    await fillV5()
    const db = new DeckLabDatabase(name)
    expect((await stored(db, 'wolves')).turns).toEqual([
      { turn: 1, figures: { creatures: 1, lpDealt: 1500, lpTaken: 0 } },
      { turn: 2, figures: { creatures: 2, lpDealt: 6500, lpTaken: 500 } },
    ])
    expect((await stored(db, 'dragons')).turns).toEqual([
      { turn: 1, figures: { rearguards: 0, damageDealt: 0, damageTaken: 1 } },
      { turn: 2, figures: { rearguards: 3, damageDealt: 2, damageTaken: 0 } },
    ])
    db.close()
  })

  it('loses nothing: every other field as it was, a game with no module keeps the old names, the deck untouched', async () => {
    await fillV5()
    const db = new DeckLabDatabase(name)
    expect(await db.playtests.count()).toBe(v5Playtests.length)
    for (const before of v5Playtests) {
      const { turns: _turns, ...rest } = await stored(db, before.id)
      const { turns: _legacy, ...fields } = before
      expect(rest, before.id).toEqual(fields)
    }
    expect((await stored(db, 'elves')).turns).toEqual([{ turn: 1, figures: { backups: 2, damageDealt: 3, damageTaken: 4 } }])
    expect(await db.decks.get('deck-fire')).toEqual(deck)
    // the history still finds them by deck and date
    expect((await new PlaytestRepository(db).forDeck('deck-wolves')).map((p) => p.id)).toEqual(['wolves'])
    db.close()
  })
})
