// The game the app shows. Remembered across launches (localStorage, under the backup's
// `decklab.` prefix); every request carries it (api.setGame) and the library lists its decks.
// Switching drops what belongs to the previous game: its search, open deck, cached cards and lab
// run. An import draft keeps the pasted text (the player typed it) and is read again as a list of
// the new game, so nothing typed is lost and nothing of the old game is saved under the new one.
import { defineStore, type Pinia } from 'pinia'
import { ref } from 'vue'
import { DEFAULT_GAME, isGameId, type GameId } from '@shared/games'
import { api } from '../api'
import { useCardSearchStore } from './cardSearch'
import { useDeckCardsStore } from './deckCards'
import { useDeckEditorStore } from './deckEditor'
import { useDeckLibraryStore } from './deckLibrary'
import { useDecklistImportStore } from './decklistImport'
import { useLabStore } from './lab'

export const GAME_STORAGE_KEY = 'decklab.game'

/** The remembered game; an unknown or unreadable value (an old backup, a removed game) gives the default. */
export function storedGame(storage: Storage | undefined = globalThis.localStorage): GameId {
  try {
    const value = storage?.getItem(GAME_STORAGE_KEY)
    return isGameId(value) ? value : DEFAULT_GAME
  } catch {
    return DEFAULT_GAME
  }
}

function storeGame(game: GameId, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(GAME_STORAGE_KEY, game)
  } catch {
    // storage disabled: the choice holds for this session
  }
}

export const useGameStore = defineStore('game', () => {
  const current = ref<GameId>(storedGame())

  async function resetGameBound() {
    const search = useCardSearchStore()
    search.query = ''
    search.resetFilters()
    // another game's sort keys are others (creatures have no cost)
    search.sort = { by: 'auto', dir: 'asc' }
    search.facets = null
    useDeckCardsStore().clear()
    useDeckEditorStore().close()
    const lab = useLabStore()
    if (lab.running) await lab.cancel()
    lab.reset()
    lab.deckId = null
    const library = useDeckLibraryStore()
    library.tagFilter = null
    library.dismissUndo()
    const draft = useDecklistImportStore()
    await Promise.all([search.search(), search.loadFacets(), library.load(), draft.rows.length ? draft.reparse() : undefined])
  }

  /** Shows another game; resolves when its cards and decks are loaded. */
  async function choose(game: GameId): Promise<void> {
    if (!isGameId(game) || game === current.value) return
    current.value = game
    storeGame(game)
    api.setGame(game)
    await resetGameBound()
  }

  return { current, choose }
})

/** At start-up: the remembered game, set on the API before the first screen asks for anything. */
export function startGame(pinia?: Pinia): void {
  api.setGame(useGameStore(pinia).current)
}
