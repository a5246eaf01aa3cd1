// A Vanguard deck in the library (issue 13): its game requires a ride pile (the ride deck or the
// starting vanguard) that the editor does not list yet. Regression: creating a Vanguard deck was
// refused ("the ride pile is missing"), so the Decks view made none.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import type { GameId } from '@shared/games'
import { DeckLabDatabase } from '../../../src-renderer/db/database'
import { DeckRepository } from '../../../src-renderer/db/decks'
import { fromStored, toStored } from '../../../src-renderer/db/records'

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
    const deck = await repo.create({ name: 'Nirvana', entries: [nikko] })
    expect(deck.game).toBe('vanguard')
    expect(deck.format).toBe('ride-deck')
    expect((await db.decks.get(deck.id))!.piles).toEqual({ main: [nikko], ride: [] })
    await repo.snapshot(deck.id, 'first')
    expect(await db.versions.where('deckId').equals(deck.id).count()).toBe(1)
    db.close()
  })

  it('keeps a ride pile it read back under its own id, and never as a field of the record', () => {
    const ride = [{ code: 'D-SD01/004', count: 1 }]
    // a record read back carries its ride pile under its id (listsOfPiles), which the Lists type does not name
    const readBack = { id: 'd', game: 'vanguard', name: 'N', entries: [nikko], ride } as { id: string; game: string; name: string; entries: typeof ride }
    const stored = toStored(readBack)
    expect(stored).toEqual({ id: 'd', game: 'vanguard', name: 'N', piles: { main: [nikko], ride } })
    expect(toStored(fromStored(stored))).toEqual(stored)
  })

  it('keeps an imported decklist’s other pile (the parsed list’s limitBreak) as the ride pile, never dropped', () => {
    const ride = [{ code: 'D-SD01/004', count: 1 }]
    expect(toStored({ id: 'd', game: 'vanguard', name: 'N', entries: [nikko], limitBreak: ride }).piles).toEqual({ main: [nikko], ride })
  })

  it('leaves FFTCG’s optional Limit Break pile absent when the deck has none', () => {
    expect(toStored({ id: 'd', game: 'fftcg', name: 'F', entries: [] })).toEqual({ id: 'd', game: 'fftcg', name: 'F', piles: { main: [] } })
  })
})
