import type { CardResolver, DecklistCard } from '@shared/decklist/parse'
import type { Locale } from '@shared/game/module'
import { gameModule, type GameId } from '@shared/games'

/**
 * Finds a deck's cards by code for an export, named in `language` where the game's card data has
 * names in it (its module's cards.inLocale), else as they are.
 */
export function exportLookup(game: GameId, resolver: CardResolver<DecklistCard>, language: Locale = 'en'): (code: string) => DecklistCard | null {
  const inLocale = gameModule(game).cards.inLocale as ((card: DecklistCard, locale: Locale) => DecklistCard) | undefined
  if (!inLocale || language === 'en') return (code) => resolver.byCode(code)
  return (code) => {
    const card = resolver.byCode(code)
    return card && inLocale(card, language)
  }
}
