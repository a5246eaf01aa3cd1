// The deck open in the editor: its piles (the game's deck.piles) with unlimited undo/redo,
// autosaved after every edit; each edit targets a pile, the main deck unless said. A failed save leaves the last saved deck in the database untouched; the edit stays here,
// the user is told, and the next edit (or "retry") saves again.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { AnyCard as Card, GameId } from '@shared/games'
import type { DeckEntry } from '@shared/game/module'
import type { DeckFormatId as DeckFormat, Piles } from '../db/schema'
import { addCopiesBy, countOfBy, removeCopiesBy, setCopiesBy } from '@shared/game/deck-edit'
import { defaultFormatOf, entryKeyOf, pilesOfFormat, validatePiles } from '../lib/deck-rules'
import { canRedo, canUndo, commit, redo as redoHistory, startHistory, undo as undoHistory, type History } from '@shared/game/history'
import { api } from '../api'
import { deckRepository } from '../db'
import { mainPileOf, pilesWithMain } from '../db/records'
import { pileCodes } from '@shared/game/deck-piles'
import { takeEarlyDeck, type EarlyDeck } from '../lib/early-deck'
import type { DeckRecord, DeckVersionRecord } from '../db/schema'
import { useDeckCardsStore } from './deckCards'
import { useGameStore } from './game'

/** What undo/redo step through: the deck's piles and its format. */
export interface DeckState {
  piles: Piles
  format: DeckFormat
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'error'

export const useDeckEditorStore = defineStore('deckEditor', () => {
  const cards = useDeckCardsStore()
  const shown = useGameStore()
  const deck = shallowRef<DeckRecord | null>(null)
  const history = shallowRef<History<DeckState>>(emptyHistory(shown.current))
  const saveState = ref<SaveState>('idle')
  const saveError = ref<string | null>(null)
  const loadError = ref<string | null>(null)
  const versions = shallowRef<DeckVersionRecord[]>([])
  const loading = ref(false)

  /** The open deck's game (the one shown, until a deck is open). */
  const game = computed(() => deck.value?.game ?? shown.current)
  const mainPile = computed(() => mainPileOf(game.value))
  const piles = computed(() => history.value.present.piles)
  /** The main pile: what the statistics, versions, lab and playtest read. */
  const entries = computed(() => piles.value[mainPile.value] ?? [])
  const format = computed(() => history.value.present.format)
  /** The piles the deck's format is built from (FFTCG: the main deck; Vanguard: the ride deck too). */
  const shownPiles = computed(() => pilesOfFormat(game.value, format.value))
  /** The pile that adding from the search goes to (the main deck until another shown pile is chosen). */
  const chosenPile = ref<string | null>(null)
  const targetPile = computed(() => (shownPiles.value.some((p) => p.id === chosenPile.value) ? chosenPile.value! : mainPile.value))
  const total = computed(() => entries.value.reduce((s, e) => s + e.count, 0))
  /** All codes resolved (known or unknown): validation and stats can be trusted. */
  const cardsReady = computed(() => pileCodes(piles.value).every((code) => cards.isResolved(code)))
  const keyOf = computed(() => entryKeyOf(game.value))
  const pileEntries = (pile: string) => piles.value[pile] ?? []
  /** Copies of a card in a pile (the target pile unless said). */
  const countOf = (code: string, pile = targetPile.value) => countOfBy(keyOf.value, pileEntries(pile), code)
  const validation = computed(() => validatePiles(game.value, piles.value, format.value, cards.lookup))
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
      // Read before the editor existed (a page loaded on this deck): shown before any await, so
      // in the editor's first render.
      if (early?.ready && showAtOnce(early.ready)) return true
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
      await cards.ensure(pileCodes(record.piles))
      if (ticket !== opening) return false
      show(record)
      return true
    } catch (error) {
      if (ticket === opening) loadError.value = message(error)
      return false
    } finally {
      if (ticket === opening) loading.value = false
    }
  }

  /** Shows the early read's deck if every card of it is resolved by its answer; false: open reads as usual. */
  function showAtOnce(ready: NonNullable<EarlyDeck['ready']>): boolean {
    const record = ready.record
    if (!record || record.deletedAt !== null || record.game !== api.game) return false
    cards.adoptNow(ready.cards)
    if (!pileCodes(record.piles).every((code) => cards.isResolved(code))) return false
    show(record)
    return true
  }

  function show(record: DeckRecord) {
    deck.value = record
    chosenPile.value = null
    history.value = startHistory({ piles: record.piles, format: record.format })
    saveState.value = 'idle'
    saveError.value = null
    // Neither is needed to show the deck: not awaited (a failure to record the date is harmless).
    void deckRepository().markOpened(record.id).catch(() => {})
    void refreshVersions().catch(() => {})
  }

  function close() {
    deck.value = null
    history.value = emptyHistory(shown.current)
    chosenPile.value = null
    versions.value = []
  }

  function apply(next: DeckState) {
    history.value = commit(history.value, next)
    void save()
  }

  /** The state with one pile's list replaced. */
  const withPile = (pile: string, list: DeckEntry[]): DeckState => ({ ...history.value.present, piles: { ...piles.value, [pile]: list } })

  function add(code: string, n = 1, card?: Card, pile = targetPile.value) {
    if (!deck.value) return
    if (card) cards.remember([card])
    else void cards.ensure([code])
    apply(withPile(pile, addCopiesBy(keyOf.value, pileEntries(pile), code, n)))
  }

  function remove(code: string, n = 1, pile = targetPile.value) {
    if (!deck.value || countOf(code, pile) === 0) return
    apply(withPile(pile, removeCopiesBy(keyOf.value, pileEntries(pile), code, n)))
  }

  function set(code: string, count: number, pile = targetPile.value) {
    if (!deck.value) return
    apply(withPile(pile, setCopiesBy(keyOf.value, pileEntries(pile), code, count)))
  }

  /** The pile that adding from the search goes to: one of the piles shown. */
  function choosePile(pile: string) {
    chosenPile.value = pile
  }

  function setFormat(next: DeckFormat) {
    if (!deck.value || next === format.value) return
    apply({ ...history.value.present, format: next })
  }

  /** The main pile replaced by another list. */
  function replaceEntries(next: DeckEntry[]) {
    if (!deck.value) return
    void cards.ensure(next.map((e) => e.code))
    apply(withPile(mainPile.value, next))
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
        const { piles: list, format: fmt } = history.value.present
        saveState.value = 'saving'
        try {
          const before = deck.value.lastVersionAt
          const saved = await deckRepository().save(id, { piles: list, format: fmt })
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

  /**
   * Puts a version's cards back, as an edit (so it can be undone), after keeping the current list
   * as a version. A pile the version has not got (versions taken before they kept every pile) stays as it is.
   */
  async function restoreVersion(version: DeckVersionRecord) {
    if (!deck.value) return
    await save()
    if (saveState.value === 'error') return
    await deckRepository().snapshot(deck.value.id, null, 'before-restore')
    await refreshVersions()
    void cards.ensure(pileCodes(version.piles))
    const restored = Object.fromEntries(Object.entries(version.piles).map(([id, list]) => [id, list.map((e) => ({ ...e }))]))
    apply({ piles: { ...piles.value, ...restored }, format: version.format })
  }

  return {
    deck, game, history, piles, entries, format, shownPiles, targetPile, total, countOf, validation, cardsReady, saveState, saveError, loadError, versions, loading,
    undoable, redoable,
    open, close, add, remove, set, choosePile, setFormat, replaceEntries, undo, redo, save, updateMeta, refreshVersions, snapshot, restoreVersion,
  }
})

/** The deck as the page's early read found it (lib/early-deck.ts); undefined: read it from the repository. */
async function earlyRecord(early: EarlyDeck | null): Promise<DeckRecord | undefined> {
  const stored = early && (await early.record)
  return stored ?? undefined
}

function emptyHistory(game: GameId): History<DeckState> {
  return startHistory({ piles: pilesWithMain(game), format: defaultFormatOf(game) })
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
