// A game's deck rules as the generic screens call them: the editor's lists checked by the game's
// module (deck.validate over its piles), and copies counted by its own entry key.
import type { AnyGameModule, DeckEntry } from '@shared/game/module'
import { gameModule, type GameId } from '@shared/games'
import { pilesOfLists, type Lists } from '../db/records'
import type { CardLookup, DeckValidation } from './game-types'

export function validateLists(game: GameId, lists: Lists, format: string, lookup: CardLookup): DeckValidation {
  // Seen as any game's rules: the lookup finds the cards of this very game.
  const rules: AnyGameModule['deck'] = gameModule(game).deck
  return rules.validate(pilesOfLists(game, lists), format, lookup)
}

/** The key under which the game counts a code's copies (FFTCG: the code without its rarity letter). */
export function entryKeyOf(game: GameId): (code: string) => string {
  return gameModule(game).cards.entryKey
}

export type { DeckEntry }
