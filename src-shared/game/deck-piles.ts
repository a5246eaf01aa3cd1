// A deck as named piles (the module's deck.piles, the main deck first), read the same way by the
// CLI, main's handlers and the renderer: which pile is the main one, every code, sizes.
import type { DeckEntry, DeckPiles, PileSpec } from './module'

/** The id of the game's main pile: the first of its deck.piles. */
export function mainPileId(rules: { readonly piles: readonly PileSpec[] }): string {
  return rules.piles[0]!.id
}

/** The main pile's entries (none when the deck has not got it). */
export function mainPile(rules: { readonly piles: readonly PileSpec[] }, piles: DeckPiles): readonly DeckEntry[] {
  return piles[mainPileId(rules)] ?? []
}

/** Every code of every pile, once each, in pile order. */
export function pileCodes(piles: DeckPiles): string[] {
  return [...new Set(Object.values(piles).flatMap((entries) => entries.map((e) => e.code)))]
}

/** The number of cards of a list. */
export function cardCount(entries: readonly DeckEntry[]): number {
  return entries.reduce((n, e) => n + e.count, 0)
}
