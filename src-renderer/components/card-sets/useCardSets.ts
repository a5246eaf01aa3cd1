// The card sets of the game the app shows: the list, the set open, and every change sent to main
// at once (main keeps the revision: an edit made on an older one comes back refused, not lost).
import { computed, ref } from 'vue'
import { ApiError, type ApiErrorDetail } from '@shared/api-envelope'
import type { CardSet, CardSetSummary, UserCardSpecView } from '@shared/api'
import { api } from '../../api'
import { useCardSearchStore } from '../../stores/cardSearch'

/** What was being done when main refused: its problems show next to that part of the screen. */
export type SetAction = 'load' | 'card' | 'set' | 'import' | 'picture'

export interface Refusal {
  action: SetAction
  message: string
  details: ApiErrorDetail[]
}

function refusalOf(action: SetAction, error: unknown): Refusal {
  if (error instanceof ApiError) return { action, message: error.message, details: error.details }
  return { action, message: error instanceof Error ? error.message : String(error), details: [] }
}

export function useCardSets() {
  const spec = ref<UserCardSpecView | null>(null)
  const sets = ref<CardSetSummary[]>([])
  const open = ref<CardSet | null>(null)
  const refusal = ref<Refusal | null>(null)
  const busy = ref(false)
  /** What the last import left out and why (main's notes): shown until the next import. */
  const importNotes = ref<ApiErrorDetail[]>([])
  /** The game's demo set is hidden from searches (a game whose bundled cards are a demo set). */
  const hideDemo = ref(false)
  /** A card of the open set by main's key for it; a card not saved yet by its key field as typed (main maps it). */
  const keyOf = (card: unknown) => {
    const at = open.value?.cards.indexOf(card) ?? -1
    return at >= 0 ? open.value!.keys[at]! : String((card as Record<string, unknown>)[spec.value?.keyField ?? 'code'] ?? '')
  }

  async function run<T>(action: SetAction, work: () => Promise<T>): Promise<T | null> {
    busy.value = true
    refusal.value = null
    try {
      return await work()
    } catch (error) {
      refusal.value = refusalOf(action, error)
      return null
    } finally {
      busy.value = false
    }
  }

  async function load(): Promise<void> {
    await run('load', async () => {
      spec.value = await api.invoke('sets.spec', {})
      sets.value = (await api.invoke('sets.list', {})).sets
      if (spec.value.bundledIsDemo) hideDemo.value = (await api.invoke('sets.options', {})).hideDemo
    })
  }

  /** The demo set out of searches (Cards view, deck builder) or back in: main keeps the choice. */
  async function setHideDemo(hidden: boolean): Promise<void> {
    const options = await run('set', () => api.invoke('sets.options', { hideDemo: hidden }))
    if (!options) return
    hideDemo.value = options.hideDemo
    // The Cards view and the deck builder keep their last results: they search again, facets too.
    const search = useCardSearchStore()
    search.facets = null
    await Promise.all([search.search(), search.loadFacets()])
  }

  async function openSet(id: string): Promise<void> {
    await run('set', async () => (open.value = await api.invoke('sets.get', { id })))
  }

  /** Saves the open set with these cards and pictures (or a new set when none is open). */
  async function saveSet(name: string, cards: unknown[], pictures: Record<string, string>, action: SetAction = 'set'): Promise<boolean> {
    const current = open.value
    const saved = await run(action, () =>
      api.invoke('sets.save', current ? { id: current.id, revision: current.revision, name, cards, pictures } : { name, cards, pictures }),
    )
    if (!saved) return false
    open.value = saved
    sets.value = (await api.invoke('sets.list', {})).sets
    return true
  }

  /** A new, empty set, opened. */
  async function saveSetAsNew(name: string): Promise<boolean> {
    open.value = null
    return saveSet(name, [], {})
  }

  /** The open set's cards with `card` in place of the one keyed `replacing` (or added). */
  function withCard(card: unknown, replacing: string | null): unknown[] {
    const cards = open.value?.cards ?? []
    const at = replacing === null ? -1 : cards.findIndex((c) => keyOf(c) === replacing)
    return at < 0 ? [...cards, card] : cards.map((c, i) => (i === at ? card : c))
  }

  async function putCard(card: unknown, replacing: string | null, picture?: string | null): Promise<boolean> {
    if (!open.value) return false
    const pictures = { ...open.value.pictures }
    if (replacing !== null) delete pictures[replacing]
    const keep = picture === undefined && replacing !== null ? open.value.pictures[replacing] : picture
    if (keep) pictures[keyOf(card)] = keep
    return saveSet(open.value.name, withCard(card, replacing), pictures, 'card')
  }

  async function removeCard(key: string): Promise<boolean> {
    if (!open.value) return false
    const { [key]: _, ...pictures } = open.value.pictures
    return saveSet(open.value.name, open.value.cards.filter((c) => keyOf(c) !== key), pictures)
  }

  async function deleteSet(): Promise<void> {
    const current = open.value
    if (!current) return
    const done = await run('set', () => api.invoke('sets.delete', { id: current.id, revision: current.revision }))
    if (done) {
      open.value = null
      sets.value = (await api.invoke('sets.list', {})).sets
    }
  }

  async function importText(text: string, into: boolean): Promise<boolean> {
    const current = open.value
    const result = await run('import', () => api.invoke('sets.import', into && current ? { text, into: { id: current.id, revision: current.revision } } : { text }))
    if (!result) return false
    importNotes.value = result.notes
    open.value = result.set
    sets.value = (await api.invoke('sets.list', {})).sets
    return true
  }

  async function exportSet(format: 'json' | 'csv') {
    const current = open.value
    return current ? run('set', () => api.invoke('sets.export', { id: current.id, format })) : null
  }

  async function attachPicture(base64: string) {
    return run('picture', () => api.invoke('sets.attachImage', { base64 }))
  }

  return {
    spec,
    sets,
    open,
    refusal,
    importNotes,
    hideDemo,
    setHideDemo,
    busy,
    keyOf,
    hasSpec: computed(() => spec.value !== null),
    load,
    openSet,
    saveSet,
    saveSetAsNew,
    putCard,
    removeCard,
    deleteSet,
    importText,
    exportSet,
    attachPicture,
  }
}
