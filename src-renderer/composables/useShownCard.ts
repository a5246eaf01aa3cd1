import { toValue, type MaybeRefOrGetter } from 'vue'
import { gameModule, type AnyCard, type GameId } from '@shared/games'
import type { Locale } from '@shared/game/module'
import { useGame } from './useGame'
import { useLocale } from './useLocale'

/**
 * A card as the player reads it in the app's language: its name, jobs and text in that language
 * where its game's data has them (the module's `cards.inLocale`), else the card as it is. Every
 * generic screen shows cards through this rather than picking a language's field itself.
 */
export function useShownCard(game?: MaybeRefOrGetter<GameId | undefined>) {
  const { module } = useGame()
  const { locale } = useLocale()
  const shown = <Card extends AnyCard>(card: Card): Card => {
    const id = toValue(game)
    const inLocale = (id ? gameModule(id) : module.value).cards.inLocale as ((card: Card, locale: Locale) => Card) | undefined
    return inLocale ? inLocale(card, locale.value) : card
  }
  return {
    shown,
    /** The card's name in the app's language ('' for a nameless card). */
    nameOf: (card: AnyCard | null | undefined): string => (card ? shown(card).name : ''),
  }
}
