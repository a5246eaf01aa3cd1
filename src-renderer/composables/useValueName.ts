import { useI18n } from 'vue-i18n'
import { useGame } from './useGame'

/**
 * A card field's value as the player reads it: an enum value by the name the game's parts give
 * (`element.fire` → Fire); any other value (a creature's type) as it is, never as an i18n key.
 */
export function useValueName() {
  const { t } = useI18n()
  const { parts } = useGame()
  return (field: string, value: string): string => {
    const key = parts.value.valueNameKey?.(field, value)
    return key ? t(key) : value
  }
}
