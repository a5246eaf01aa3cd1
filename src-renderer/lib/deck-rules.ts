// A game's deck rules as the generic screens call them: the editor's lists checked by the game's
// module (deck.validate over its piles), and copies counted by its own entry key.
import type { AnyGameModule, DeckEntry } from '@shared/game/module'
import { gameModule, type GameId } from '@shared/games'
import { pilesOfLists, type Lists } from '../db/records'
import type { DeckFormatId } from '../db/schema'
import type { CardLookup, DeckValidation } from './game-types'

/** A new deck's format: its game's first (its default: FFTCG's constructed, the creature game's standard). */
export function defaultFormatOf(game: GameId): DeckFormatId {
  return gameModule(game).deck.formats[0]!.id as DeckFormatId
}

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

/** The main pile's size in a format, as the deck counter shows it ("50", "40+"), and whether `total` fits it. */
export function mainPileSize(game: GameId, format: string, total: number): { target: string; fits: boolean } {
  const rules: AnyGameModule['deck'] = gameModule(game).deck
  const size = rules.formats.find((f) => f.id === format)?.sizes[rules.piles[0]!.id]
  if (!size) return { target: '?', fits: false }
  const target = size.max === size.min ? String(size.min) : size.max === undefined ? `${size.min}+` : `${size.min}–${size.max}`
  return { target, fits: total >= size.min && (size.max === undefined || total <= size.max) }
}
