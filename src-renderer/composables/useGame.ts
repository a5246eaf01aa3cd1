import { computed } from 'vue'
import { getActivePinia } from 'pinia'
import { DEFAULT_GAME, gameModule } from '@shared/games'
import { rendererGame } from '../games'
import { useGameStore } from '../stores/game'

/**
 * The game the app shows: its id, its rules module and its own UI parts, following the switcher.
 * A part shown on its own, outside an app with stores (a component test), shows the default game.
 */
export function useGame() {
  const store = getActivePinia() ? useGameStore() : null
  const id = computed(() => store?.current ?? DEFAULT_GAME)
  return {
    id,
    module: computed(() => gameModule(id.value)),
    parts: computed(() => rendererGame(id.value)),
  }
}
