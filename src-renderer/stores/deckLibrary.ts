// The deck library: every saved deck, the recently opened ones, and delete with undo.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { DeckFormatId as DeckFormat } from '../db/schema'
import { deckRepository } from '../db'
import type { DeckRecord } from '../db/schema'
import { useDeckCardsStore } from './deckCards'
import { pileCodes } from '@shared/game/deck-piles'

export const useDeckLibraryStore = defineStore('deckLibrary', () => {
  const cards = useDeckCardsStore()
  const decks = shallowRef<DeckRecord[]>([])
  const recent = shallowRef<DeckRecord[]>([])
  const loaded = ref(false)
  const error = ref<string | null>(null)
  /** The last deleted deck, while its deletion can be undone from the library. */
  const lastDeleted = shallowRef<DeckRecord | null>(null)
  const tagFilter = ref<string | null>(null)

  const tags = computed(() => [...new Set(decks.value.flatMap((d) => d.tags))].sort((a, b) => a.localeCompare(b)))
  const shown = computed(() => (tagFilter.value ? decks.value.filter((d) => d.tags.includes(tagFilter.value!)) : decks.value))

  async function guard<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await work()
      error.value = null
      return result
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e)
      return undefined
    }
  }

  async function load() {
    await guard(async () => {
      const repo = deckRepository()
      const [all, last] = await Promise.all([repo.list(), repo.recent(5)])
      decks.value = all
      recent.value = last
      // A deck brought back by other means (a restored backup) has nothing left to undo.
      if (lastDeleted.value && all.some((d) => d.id === lastDeleted.value!.id)) lastDeleted.value = null
      loaded.value = true
      void cards.ensure(all.flatMap((d) => pileCodes(d.piles)))
    })
  }

  async function create(name: string, format?: DeckFormat): Promise<DeckRecord | undefined> {
    const deck = await guard(() => deckRepository().create({ name, format }))
    await load()
    return deck
  }

  async function rename(id: string, name: string) {
    if (!name.trim()) return
    await guard(() => deckRepository().save(id, { name: name.trim() }))
    await load()
  }

  async function duplicate(id: string, name: string) {
    const copy = await guard(() => deckRepository().duplicate(id, name))
    await load()
    return copy
  }

  async function remove(id: string) {
    const deck = decks.value.find((d) => d.id === id) ?? null
    const done = await guard(() => deckRepository().delete(id).then(() => true))
    if (done) lastDeleted.value = deck
    await load()
  }

  async function undoDelete() {
    const deck = lastDeleted.value
    if (!deck) return
    const done = await guard(() => deckRepository().restore(deck.id).then(() => true))
    if (done) lastDeleted.value = null
    await load()
  }

  function dismissUndo() {
    lastDeleted.value = null
  }

  return { decks, recent, loaded, error, lastDeleted, tagFilter, tags, shown, load, create, rename, duplicate, remove, undoDelete, dismissUndo }
})
