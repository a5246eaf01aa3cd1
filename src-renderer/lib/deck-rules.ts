// A game's deck rules as the generic screens call them: a deck's piles checked by the game's
// module (deck.validate), the piles its format uses, and copies counted by its own entry key.
import type { AnyGameModule, DeckEntry, DeckPiles, PileSpec, SizeRange } from '@shared/game/module'
import { cardCount, deckSizes, mainPile, type SizeCount } from '@shared/game/deck-piles'
import { gameModule, type GameId } from '@shared/games'
import type { DeckFormatId } from '../db/schema'
import type { CardLookup, DeckValidation } from './game-types'

/** A new deck's format: its game's first (its default: FFTCG's constructed, the creature game's standard). */
export function defaultFormatOf(game: GameId): DeckFormatId {
  return gameModule(game).deck.formats[0]!.id as DeckFormatId
}

export function validatePiles(game: GameId, piles: DeckPiles, format: string, lookup: CardLookup): DeckValidation {
  // Seen as any game's rules: the lookup finds the cards of this very game.
  const rules: AnyGameModule['deck'] = gameModule(game).deck
  return rules.validate(piles, format, lookup)
}

/**
 * The piles a deck of this format is built from, in the game's order: the main pile, and each
 * other pile the format gives a size (Vanguard's ride deck). FFTCG's Limit Break pile has none
 * (8.1 counts the main deck): the editor shows the main deck alone and keeps that pile as it is.
 */
export function pilesOfFormat(game: GameId, format: string): readonly PileSpec[] {
  const rules: AnyGameModule['deck'] = gameModule(game).deck
  const sizes = rules.formats.find((f) => f.id === format)?.sizes ?? {}
  return rules.piles.filter((pile, i) => i === 0 || pile.id in sizes)
}

/** The key under which the game counts a code's copies (FFTCG: the code without its rarity letter). */
export function entryKeyOf(game: GameId): (code: string) => string {
  return gameModule(game).cards.entryKey
}

export type { DeckEntry }

/** A size as a counter shows it: "50", "40+", "60–100". */
export const sizeTarget = (size: SizeRange): string => (size.max === size.min ? String(size.min) : size.max === undefined ? `${size.min}+` : `${size.min}–${size.max}`)

export interface ShownSize {
  count: number
  target: string
  fits: boolean
}
const shown = (size: SizeCount): ShownSize => ({ count: size.count, target: sizeTarget(size), fits: size.fits })

/**
 * The deck counter of a deck in its format, from the game's deck rules: the whole deck as the
 * rules count it (Vanguard's 50 with the ride deck, FFTCG's main deck without the Limit Break
 * pile), and each pile the format gives a size.
 */
export function deckSize(game: GameId, format: string, piles: DeckPiles): ShownSize & { piles: Record<string, ShownSize> } {
  const rules = gameModule(game).deck as AnyGameModule['deck']
  const sizes = deckSizes(rules, format, piles)
  const total = sizes.total ? shown(sizes.total) : { count: cardCount(mainPile(rules, piles)), target: '?', fits: false }
  return { ...total, piles: Object.fromEntries(Object.entries(sizes.piles).map(([id, size]) => [id, shown(size)])) }
}
