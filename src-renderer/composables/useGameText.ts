import { useI18n } from 'vue-i18n'
import { useGame } from './useGame'

/**
 * A text a game words its own way: `<key>ByGame.<game id>` when the game has one (the creature
 * game's lab intro, its decklist example), else `<key>`, the default (FFTCG's) wording.
 */
export function useGameText() {
  const { t, te } = useI18n()
  const { id } = useGame()
  return (key: string, values: Record<string, unknown> = {}) => {
    const own = `${key}ByGame.${id.value}`
    return te(own) ? t(own, values) : t(key, values)
  }
}
