// A Vanguard deck in the library (issue 13): its game requires a ride pile (the ride deck or the
// starting vanguard). Regression: creating a Vanguard deck was refused ("the ride pile is
// missing"), so the Decks view made none.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import type { GameId } from '@shared/games'
import { DeckLabDatabase } from '../../../src-renderer/db/database'
import { DeckRepository } from '../../../src-renderer/db/decks'

let name: string
beforeEach(() => {
  name = `decklab-vanguard-${Math.random()}`
})
afterEach(async () => {
  await Dexie.delete(name)
})
const nikko = { code: 'D-SD01/013', count: 4 }

describe('a Vanguard deck record', () => {
  it('DC-ride-deck: a new deck is stored with an empty ride pile and can be edited and saved again', async () => {
    const db = new DeckLabDatabase(name)
    const repo = new DeckRepository(db, { game: () => 'vanguard' as GameId })
    const deck = await repo.create({ name: 'Nirvana', piles: { main: [nikko] } })
    expect(deck.game).toBe('vanguard')
    expect(deck.format).toBe('ride-deck')
    expect((await db.decks.get(deck.id))!.piles).toEqual({ main: [nikko], ride: [] })
    await repo.snapshot(deck.id, 'first')
    expect(await db.versions.where('deckId').equals(deck.id).count()).toBe(1)
    db.close()
  })

  it('keeps an imported decklist’s ride pile under its own id', async () => {
    const ride = [{ code: 'D-SD01/004', count: 1 }]
    const db = new DeckLabDatabase(name)
    const repo = new DeckRepository(db, { game: () => 'vanguard' as GameId })
    const deck = await repo.create({ name: 'N', piles: { main: [nikko], ride } })
    expect((await db.decks.get(deck.id))!.piles).toEqual({ main: [nikko], ride })
    db.close()
  })

  it('leaves FFTCG’s optional Limit Break pile absent when the deck has none', async () => {
    const db = new DeckLabDatabase(name)
    const repo = new DeckRepository(db, { game: () => 'fftcg' as GameId })
    const deck = await repo.create({ name: 'F' })
    expect((await db.decks.get(deck.id))!.piles).toEqual({ main: [] })
    db.close()
  })
})
