// The deck open in the editor: its card list with unlimited undo/redo, autosaved after every
// edit. A failed save leaves the last saved deck in the database untouched; the edit stays here,
// the user is told, and the next edit (or "retry") saves again.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { AnyCard as Card } from '@shared/games'
import type { DeckEntry } from '@shared/game/module'
import type { DeckFormatId as DeckFormat } from '../db/schema'
import { addCopiesBy, countOfBy, removeCopiesBy, setCopiesBy } from '@shared/game/deck-edit'
import { defaultFormatOf, entryKeyOf, validateLists } from '../lib/deck-rules'
import { canRedo, canUndo, commit, redo as redoHistory, startHistory, undo as undoHistory, type History } from '@shared/game/history'
import { api } from '../api'
import { deckRepository } from '../db'
import { fromStored } from '../db/records'
import { takeEarlyDeck, type EarlyDeck } from '../lib/early-deck'
import type { DeckRecord, DeckVersionRecord } from '../db/schema'
import { useDeckCardsStore } from './deckCards'
import { useGameStore } from './game'

/** What undo/redo step through: the card list and the format. */
export interface DeckState {
  entries: DeckEntry[]
  format: DeckFormat
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'error'

export const useDeckEditorStore = defineStore('deckEditor', () => {
  const cards = useDeckCardsStore()
  const shown = useGameStore()
  const deck = shallowRef<DeckRecord | null>(null)
  const history = shallowRef<History<DeckState>>(startHistory({ entries: [], format: defaultFormatOf(shown.current) }))
  const saveState = ref<SaveState>('idle')
  const saveError = ref<string | null>(null)
  const loadError = ref<string | null>(null)
  const versions = shallowRef<DeckVersionRecord[]>([])
  const loading = ref(false)

  const entries = computed(() => history.value.present.entries)
  const format = computed(() => history.value.present.format)
  const total = computed(() => entries.value.reduce((s, e) => s + e.count, 0))
  /** All codes resolved (known or unknown): validation and stats can be trusted. */
  const cardsReady = computed(() => entries.value.every((e) => cards.isResolved(e.code)))
  /** The open deck's game (the one shown, until a deck is open). */
  const game = computed(() => deck.value?.game ?? shown.current)
  const keyOf = computed(() => entryKeyOf(game.value))
  const countOf = (code: string) => countOfBy(keyOf.value, entries.value, code)
  const validation = computed(() => validateLists(game.value, { entries: entries.value }, format.value, cards.lookup))
  const undoable = computed(() => canUndo(history.value))
  const redoable = computed(() => canRedo(history.value))

  /** Bumped by each open: an older open that finishes late leaves the newer deck alone. */
  let opening = 0

  async function open(id: string): Promise<boolean> {
    const ticket = ++opening
    loading.value = true
    loadError.value = null
    try {
      const early = takeEarlyDeck(id)
      const record = (await earlyRecord(early)) ?? (await deckRepository().get(id))
      if (ticket !== opening) return false
      if (!record || record.deletedAt !== null) {
        deck.value = null
        loadError.value = 'not-found'
        return false
      }
      // The deck is put on screen with its card data, so that it is drawn once: put there before
      // (while main answers), it was drawn a first time with every card unresolved, for nothing,
      // and on a page load that cold first draw held the main thread when the card data came.
      if (early && record.game === api.game) await cards.adopt(early.cards)
      await cards.ensure(record.entries.map((e) => e.code))
      if (ticket !== opening) return false
      deck.value = record
      history.value = startHistory({ entries: record.entries, format: record.format })
      saveState.value = 'idle'
      saveError.value = null
      // Neither is needed to show the deck: not awaited (a failure to record the date is harmless).
      void deckRepository().markOpened(id).catch(() => {})
      void refreshVersions().catch(() => {})
      return true
    } catch (error) {
      if (ticket === opening) loadError.value = message(error)
      return false
    } finally {
      if (ticket === opening) loading.value = false
    }
  }

  function close() {
    deck.value = null
    history.value = startHistory({ entries: [], format: defaultFormatOf(shown.current) })
    versions.value = []
  }

  function apply(next: DeckState) {
    history.value = commit(history.value, next)
    void save()
  }

  function add(code: string, n = 1, card?: Card) {
    if (!deck.value) return
    if (card) cards.remember([card])
    else void cards.ensure([code])
    apply({ ...history.value.present, entries: addCopiesBy(keyOf.value, entries.value, code, n) })
  }

  function remove(code: string, n = 1) {
    if (!deck.value || countOf(code) === 0) return
    apply({ ...history.value.present, entries: removeCopiesBy(keyOf.value, entries.value, code, n) })
  }

  function set(code: string, count: number) {
    if (!deck.value) return
    apply({ ...history.value.present, entries: setCopiesBy(keyOf.value, entries.value, code, count) })
  }

  function setFormat(next: DeckFormat) {
    if (!deck.value || next === format.value) return
    apply({ ...history.value.present, format: next })
  }

  function replaceEntries(next: DeckEntry[]) {
    if (!deck.value) return
    void cards.ensure(next.map((e) => e.code))
    apply({ ...history.value.present, entries: next })
  }

  function undo() {
    if (!canUndo(history.value)) return
    history.value = undoHistory(history.value)
    void save()
  }

  function redo() {
    if (!canRedo(history.value)) return
    history.value = redoHistory(history.value)
    void save()
  }

  // --- autosave: one write at a time, always of the latest state -----------------------------
  let running: Promise<void> | null = null
  let dirty = false

  function save(): Promise<void> {
    dirty = true
    running ??= flush()
    return running
  }

  async function flush(): Promise<void> {
    try {
      while (dirty && deck.value) {
        dirty = false
        const id = deck.value.id
        const { entries: list, format: fmt } = history.value.present
        saveState.value = 'saving'
        try {
          const before = deck.value.lastVersionAt
          const saved = await deckRepository().save(id, { entries: list, format: fmt })
          if (deck.value?.id !== id) return
          deck.value = saved
          saveState.value = dirty ? 'saving' : 'saved'
          saveError.value = null
          if (saved.lastVersionAt !== before) await refreshVersions()
        } catch (error) {
          saveState.value = 'error'
          saveError.value = message(error)
          return
        }
      }
    } finally {
      running = null
    }
  }

  /** Name, notes and tags: saved at once, not part of undo (text fields have their own). */
  async function updateMeta(patch: { name?: string; notes?: string; tags?: string[] }) {
    if (!deck.value) return
    deck.value = { ...deck.value, ...patch }
    try {
      deck.value = await deckRepository().save(deck.value.id, patch)
      saveError.value = null
      if (saveState.value === 'error') saveState.value = 'saved'
    } catch (error) {
      saveState.value = 'error'
      saveError.value = message(error)
    }
  }

  async function refreshVersions() {
    if (!deck.value) return
    versions.value = await deckRepository().versions(deck.value.id)
  }

  /** A named version of the deck as it is now (saved first). */
  async function snapshot(name: string) {
    if (!deck.value) return
    await save()
    if (saveState.value === 'error') return
    await deckRepository().snapshot(deck.value.id, name, 'named')
    await refreshVersions()
  }

  /** Puts a version's cards back, as an edit (so it can be undone), after keeping the current list as a version. */
  async function restoreVersion(version: DeckVersionRecord) {
    if (!deck.value) return
    await save()
    if (saveState.value === 'error') return
    await deckRepository().snapshot(deck.value.id, null, 'before-restore')
    await refreshVersions()
    void cards.ensure(version.entries.map((e) => e.code))
    apply({ entries: version.entries.map((e) => ({ ...e })), format: version.format })
  }

  return {
    deck, game, history, entries, format, total, countOf, validation, cardsReady, saveState, saveError, loadError, versions, loading,
    undoable, redoable,
    open, close, add, remove, set, setFormat, replaceEntries, undo, redo, save, updateMeta, refreshVersions, snapshot, restoreVersion,
  }
})

/** The deck as the page's early read found it (lib/early-deck.ts); undefined: read it from the repository. */
async function earlyRecord(early: EarlyDeck | null): Promise<DeckRecord | undefined> {
  const stored = early && (await early.record)
  return stored ? fromStored(stored) : undefined
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
