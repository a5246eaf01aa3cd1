import { toValue, type MaybeRefOrGetter } from 'vue'
import { useI18n } from 'vue-i18n'
import type { GameId } from '@shared/games'
import { rendererGame } from '../games'
import { useGame } from './useGame'

/**
 * A card field's value as the player reads it: an enum value by the name the game's parts give
 * (`element.fire` → Fire); any other value (a creature's type) as it is, never as an i18n key.
 * The game is the app's, unless one is given (a part that shows a named game's cards).
 */
export function useValueName(game?: MaybeRefOrGetter<GameId | undefined>) {
  const { t } = useI18n()
  const { parts } = useGame()
  return (field: string, value: string): string => {
    const id = toValue(game)
    const key = (id ? rendererGame(id) : parts.value).valueNameKey?.(field, value)
    return key ? t(key) : value
  }
}
