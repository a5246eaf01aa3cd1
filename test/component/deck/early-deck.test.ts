// A page loaded on a deck's address reads the deck and asks for its cards before the app runs
// (issue 16: deck open after a page load). The early read creates nothing, upgrades nothing, is
// taken once, and the editor shows the same deck with the same cards as a read through Dexie.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import type { Card } from '@shared/games/fftcg/card'
import { makeCard } from '../fixtures'

const fake = vi.hoisted(() => ({ calls: [] as { game?: string; codes: string[] }[], fail: false }))
const KNOWN: Record<string, Card> = {
  '1-001H': makeCard({ code: '1-001H', name: 'Auron', cost: 6 }),
  '1-003C': makeCard({ code: '1-003C', name: 'Red Mage', type: 'backup', cost: 2, power: null }),
}
async function askCards(request: { game?: string; codes: string[] }) {
  fake.calls.push(request)
  if (fake.fail) throw new Error('main is not there')
  return { cards: request.codes.filter((c) => KNOWN[c]).map((c) => KNOWN[c]!), unknown: request.codes.filter((c) => !KNOWN[c]) }
}
vi.mock('../../../src-renderer/api', () => ({
  api: {
    game: 'fftcg',
    invoke: async (channel: string, request: { codes: string[] }) => {
      if (channel !== 'cards.get') throw new Error(`unexpected ${channel}`)
      return askCards(request)
    },
  },
}))

const { DeckLabDatabase, DeckRepository, setDeckRepository } = await import('../../../src-renderer/db')
const { SCHEMA_VERSION } = await import('../../../src-renderer/db/schema')
const early = await import('../../../src-renderer/lib/early-deck')
const { useDeckEditorStore } = await import('../../../src-renderer/stores/deckEditor')
const { useDeckCardsStore } = await import('../../../src-renderer/stores/deckCards')

let db: InstanceType<typeof DeckLabDatabase>
let repo: InstanceType<typeof DeckRepository>
let name: string
let n = 0
const ask = (game: string, codes: string[]) => askCards({ game, codes })

beforeEach(() => {
  setActivePinia(createPinia())
  fake.calls = []
  fake.fail = false
  name = `early-${++n}-${Math.random()}`
  db = new DeckLabDatabase(name)
  repo = new DeckRepository(db)
  setDeckRepository(repo)
})
afterEach(async () => {
  early.takeEarlyDeck('') // drops a read a test left
  setDeckRepository(null)
  db.close()
  await Dexie.delete(name)
})

async function storedDeck() {
  const deck = await repo.create({ name: 'Early', piles: { main: [{ code: '1-001H', count: 3 }, { code: ' 1-003c ', count: 2 }, { code: '99-999Z', count: 1 }] } })
  return deck
}

describe('the deck address of a page', () => {
  it.each([
    ['#/decks/abc-123', 'abc-123'],
    ['#/decks/a%20b', 'a b'],
    ['#/decks/import', null],
    ['#/decks', null],
    ['#/cards', null],
    ['#/decks/abc/extra', null],
    ['#/decks/%E0%A4%A', null],
  ])('%s → %s', (hash, id) => expect(early.deckIdOfHash(hash)).toBe(id))
})

describe('reading the stored deck before the app runs', () => {
  it('finds the deck as Dexie stored it', async () => {
    const deck = await storedDeck()
    const stored = await early.readStoredDeck(indexedDB, deck.id, name)
    expect(stored?.name).toBe('Early')
    expect(stored?.piles.main).toEqual(deck.piles.main)
  })

  it('finds nothing for an unknown id', async () => {
    await storedDeck()
    expect(await early.readStoredDeck(indexedDB, 'no-such-deck', name)).toBeNull()
  })

  it('creates no database on a first start: Dexie creates it with its schema', async () => {
    const fresh = `never-opened-${Math.random()}`
    expect(await early.readStoredDeck(indexedDB, 'x', fresh)).toBeNull()
    expect(await Dexie.exists(fresh)).toBe(false)
    const created = new DeckLabDatabase(fresh)
    const deck = await new DeckRepository(created).create({ name: 'First', piles: { main: [] } })
    expect((await new DeckRepository(created).get(deck.id))?.name).toBe('First')
    created.close()
    await Dexie.delete(fresh)
  })

  it('leaves a database of another version to Dexie, which upgrades it with its data', async () => {
    const old = `old-${Math.random()}`
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(old, 40) // schema v4, as Dexie stores it
      request.onupgradeneeded = () => {
        const decks = request.result.createObjectStore('decks', { keyPath: 'id' })
        decks.put({ id: 'd1', name: 'Old', format: 'constructed', entries: [{ code: '1-001H', count: 1 }], notes: '', tags: [], createdAt: 1, updatedAt: 1, lastOpenedAt: null, deletedAt: null, editsSinceVersion: 0, lastVersionAt: null })
      }
      request.onsuccess = () => (request.result.close(), resolve())
      request.onerror = () => reject(request.error)
    })
    expect(await early.readStoredDeck(indexedDB, 'd1', old)).toBeNull()
    const upgraded = new DeckLabDatabase(old)
    expect(upgraded.verno).toBe(SCHEMA_VERSION)
    expect((await new DeckRepository(upgraded).get('d1'))?.piles.main).toEqual([{ code: '1-001H', count: 1 }])
    upgraded.close()
    await Dexie.delete(old)
  })

  it('asks main once for every code of the deck, as the card store keys them, with the deck’s game', async () => {
    const deck = await storedDeck()
    const read = early.startEarlyDeck(deck.id, indexedDB, ask, name)
    expect((await read.cards)?.codes).toEqual(['1-001H', '1-003C', '99-999Z'])
    expect(fake.calls).toEqual([{ game: 'fftcg', codes: ['1-001H', '1-003C', '99-999Z'] }])
  })

  it('asks nothing for a deleted deck, and is taken once', async () => {
    const deck = await storedDeck()
    await repo.delete(deck.id)
    early.startEarlyDeck(deck.id, indexedDB, ask, name)
    expect(early.takeEarlyDeck('another')).toBeNull()
    early.startEarlyDeck(deck.id, indexedDB, ask, name)
    const taken = early.takeEarlyDeck(deck.id)!
    expect(early.takeEarlyDeck(deck.id)).toBeNull()
    expect(await taken.cards).toBeNull()
    expect(fake.calls).toEqual([])
  })
})

describe('opening the deck the page was loaded on', () => {
  it('shows the deck read early with the cards asked early, asking main nothing more', async () => {
    const deck = await storedDeck()
    early.startEarlyDeck(deck.id, indexedDB, ask, name)
    const editor = useDeckEditorStore()
    expect(await editor.open(deck.id)).toBe(true)
    expect(editor.entries).toEqual((await repo.get(deck.id))!.piles.main)
    expect(fake.calls).toHaveLength(1)
    const cards = useDeckCardsStore()
    expect(cards.lookup('1-001H')?.name).toBe('Auron')
    expect(cards.isUnknown('99-999Z')).toBe(true)
    expect(editor.validation.total).toBe(6)
  })

  it('shows the deck before open returns to its caller when the early read is in: the editor draws it in its first render', async () => {
    const deck = await storedDeck()
    const read = early.startEarlyDeck(deck.id, indexedDB, ask, name)
    await read.cards
    await Promise.resolve()
    expect(read.ready?.record?.id).toBe(deck.id)
    const editor = useDeckEditorStore()
    const opened = editor.open(deck.id)
    // Nothing awaited yet: a render now already has the deck, its cards and its validation.
    expect(editor.deck?.id).toBe(deck.id)
    expect(editor.entries).toEqual((await repo.get(deck.id))!.piles.main)
    expect(editor.cardsReady).toBe(true)
    expect(editor.validation.total).toBe(6)
    expect(await opened).toBe(true)
    expect(fake.calls).toHaveLength(1)
  })

  it('waits for the early read still on its way, then shows the same deck', async () => {
    const deck = await storedDeck()
    const read = early.startEarlyDeck(deck.id, indexedDB, ask, name)
    expect(read.ready).toBeNull()
    const editor = useDeckEditorStore()
    const opened = editor.open(deck.id)
    expect(editor.deck).toBeNull()
    expect(await opened).toBe(true)
    expect(editor.deck?.id).toBe(deck.id)
    expect(fake.calls).toHaveLength(1)
  })

  it('reads the deck afresh when it is opened again (an edit made since is shown)', async () => {
    const deck = await storedDeck()
    early.startEarlyDeck(deck.id, indexedDB, ask, name)
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    await repo.save(deck.id, { piles: { main: [{ code: '1-001H', count: 1 }] } })
    await editor.open(deck.id)
    expect(editor.entries).toEqual([{ code: '1-001H', count: 1 }])
  })

  it('asks main again when the early request failed', async () => {
    const deck = await storedDeck()
    fake.fail = true
    const read = early.startEarlyDeck(deck.id, indexedDB, ask, name)
    expect(await read.cards).toBeNull()
    fake.fail = false
    const editor = useDeckEditorStore()
    expect(await editor.open(deck.id)).toBe(true)
    expect(fake.calls).toHaveLength(2)
    expect(useDeckCardsStore().lookup('1-003C')?.name).toBe('Red Mage')
  })
})
