import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import type { Card } from '@shared/games/fftcg/card'
import { makeCard } from '../fixtures'

// main's card authority, faked: it knows a handful of cards; it "forgets" 30-999 (a later database update).
const fake = vi.hoisted(() => ({ calls: [] as string[][] }))
vi.mock('../../../src-renderer/api', () => ({
  api: {
    invoke: async (channel: string, request: { codes: string[] }) => {
      if (channel !== 'cards.get') throw new Error(`unexpected ${channel}`)
      fake.calls.push(request.codes)
      const known: Record<string, Card> = {
        '1-001H': makeCard({ code: '1-001H', name: 'Auron', cost: 6 }),
        '1-003C': makeCard({ code: '1-003C', name: 'Red Mage', type: 'backup', cost: 2, power: null }),
        '15-001R': makeCard({ code: '15-001R', name: 'Ifrita', type: 'summon', identity: '9-002', aliases: ['9-002'] }),
        '9-002H': makeCard({ code: '9-002H', name: 'Ifrita', type: 'summon' }),
      }
      const cards = request.codes.filter((c) => known[c]).map((c) => known[c]!)
      return { cards, unknown: request.codes.filter((c) => !known[c]) }
    },
  },
}))

const { DeckLabDatabase, DeckRepository, setDeckRepository } = await import('../../../src-renderer/db')
const { useDeckEditorStore } = await import('../../../src-renderer/stores/deckEditor')
const { useDeckLibraryStore } = await import('../../../src-renderer/stores/deckLibrary')
const { useDeckCardsStore } = await import('../../../src-renderer/stores/deckCards')

let db: InstanceType<typeof DeckLabDatabase>
let repo: InstanceType<typeof DeckRepository>
let name: string
let n = 0

beforeEach(() => {
  setActivePinia(createPinia())
  fake.calls = []
  name = `editor-${++n}-${Math.random()}`
  db = new DeckLabDatabase(name)
  repo = new DeckRepository(db)
  setDeckRepository(repo)
})
afterEach(async () => {
  setDeckRepository(null)
  db.close()
  await Dexie.delete(name)
})

async function openNew(entries = [] as { code: string; count: number }[]) {
  const deck = await repo.create({ name: 'Test', piles: { main: entries } })
  const editor = useDeckEditorStore()
  expect(await editor.open(deck.id)).toBe(true)
  return { editor, id: deck.id }
}

describe('deck editor: undo and redo', () => {
  it('undoes and redoes every edit, without limit, and autosaves each state', async () => {
    const { editor, id } = await openNew()
    for (let i = 0; i < 60; i++) editor.add(i % 2 ? '1-001H' : '1-003C')
    await editor.save()
    expect(editor.total).toBe(60)
    expect((await repo.get(id))!.piles.main).toEqual([{ code: '1-003C', count: 30 }, { code: '1-001H', count: 30 }])
    for (let i = 0; i < 60; i++) editor.undo()
    expect(editor.entries).toEqual([])
    expect(editor.undoable).toBe(false)
    await editor.save()
    expect((await repo.get(id))!.piles.main).toEqual([])
    for (let i = 0; i < 60; i++) editor.redo()
    expect(editor.total).toBe(60)
    expect(editor.redoable).toBe(false)
  })

  it('undoes a format change and a removal', async () => {
    const { editor } = await openNew([{ code: '1-001H', count: 2 }])
    editor.remove('1-001H')
    editor.setFormat('limited')
    expect([editor.total, editor.format]).toEqual([1, 'limited'])
    editor.undo()
    expect([editor.total, editor.format]).toEqual([1, 'constructed'])
    editor.undo()
    expect(editor.total).toBe(2)
  })
})

describe('deck editor: card data from main', () => {
  it('asks main once, in one batch, for the codes of the deck', async () => {
    await openNew([{ code: '1-001H', count: 3 }, { code: '1-003C', count: 3 }])
    expect(fake.calls).toEqual([['1-001H', '1-003C']])
    const cards = useDeckCardsStore()
    await cards.ensure(['1-001h', '1-003C'])
    expect(fake.calls).toHaveLength(1)
  })

  it('splits more than 500 codes into batches', async () => {
    const cards = useDeckCardsStore()
    await cards.ensure(Array.from({ length: 1201 }, (_, i) => `2-${i}`))
    expect(fake.calls.map((c) => c.length)).toEqual([500, 500, 201])
  })

  it('keeps a code main no longer knows, shown as unknown, never dropped', async () => {
    const { editor, id } = await openNew([{ code: '1-001H', count: 3 }, { code: '30-999', count: 2 }])
    expect(editor.cardsReady).toBe(true)
    expect(useDeckCardsStore().isUnknown('30-999')).toBe(true)
    expect(editor.validation.issues.find((i) => i.kind === 'unknown-card')?.cards).toEqual(['30-999'])
    editor.add('1-001H')
    await editor.save()
    expect((await repo.get(id))!.piles.main).toEqual([{ code: '1-001H', count: 4 }, { code: '30-999', count: 2 }])
  })

  it('validates live, counting reprints together (2× 15-001R + 2× 9-002H)', async () => {
    const { editor } = await openNew()
    editor.add('15-001R', 2)
    editor.add('9-002H', 2)
    await useDeckCardsStore().ensure(['15-001R', '9-002H'])
    expect(editor.validation.issues.map((i) => i.kind)).toEqual(['deck-size', 'too-many-copies'])
  })
})

describe('deck editor: a failed save', () => {
  it('tells the user, keeps the edit in memory and the last saved deck in the database, and saves on retry', async () => {
    const { editor, id } = await openNew([{ code: '1-001H', count: 1 }])
    const refuse = () => {
      throw new Error('disk full')
    }
    db.decks.hook('updating', refuse)
    editor.add('1-003C')
    await editor.save()
    expect(editor.saveState).toBe('error')
    expect(editor.saveError).toMatch(/disk full/)
    expect(editor.total).toBe(2)
    expect((await repo.get(id))!.piles.main).toEqual([{ code: '1-001H', count: 1 }])

    db.decks.hook('updating').unsubscribe(refuse)
    await editor.save()
    expect(editor.saveState).toBe('saved')
    expect((await repo.get(id))!.piles.main).toEqual([{ code: '1-001H', count: 1 }, { code: '1-003C', count: 1 }])
  })
})

describe('deck library store', () => {
  it('creates, renames, duplicates, deletes and undoes the deletion', async () => {
    const library = useDeckLibraryStore()
    const deck = (await library.create('Mono fire'))!
    await library.rename(deck.id, 'Mono fire v2')
    await library.duplicate(deck.id, 'Mono fire v2 (copy)')
    expect(library.decks.map((d) => d.name).sort()).toEqual(['Mono fire v2', 'Mono fire v2 (copy)'])
    await library.remove(deck.id)
    expect(library.decks.map((d) => d.name)).toEqual(['Mono fire v2 (copy)'])
    expect(library.lastDeleted?.id).toBe(deck.id)
    await library.undoDelete()
    expect(library.decks).toHaveLength(2)
    expect(library.lastDeleted).toBeNull()
  })
})
