// A deck as named piles (the module's deck.piles, the main deck first), read the same way by the
// CLI, main's handlers and the renderer: which pile is the main one, every code, sizes.
import type { DeckEntry, DeckFormatSpec, DeckPiles, PileSpec, SizeRange } from './module'

/** The id of the game's main pile: the first of its deck.piles. */
export function mainPileId(rules: { readonly piles: readonly PileSpec[] }): string {
  return rules.piles[0]!.id
}

/** The main pile's entries (none when the deck has not got it). */
export function mainPile(rules: { readonly piles: readonly PileSpec[] }, piles: DeckPiles): readonly DeckEntry[] {
  return piles[mainPileId(rules)] ?? []
}

/** The deck's non-empty piles the game is played with besides the main one (PileSpec.played: Vanguard's ride deck), as game.new and lab.start take them. */
export function playedPiles(rules: { readonly piles: readonly PileSpec[] }, piles: DeckPiles): Record<string, DeckEntry[]> {
  const ids = rules.piles.filter((p) => p.played).map((p) => p.id)
  return Object.fromEntries(ids.filter((id) => piles[id]?.length).map((id) => [id, piles[id]!.map((e) => ({ code: e.code, count: e.count }))]))
}

/** Each pile's codes, one per copy: how a game takes its played piles aside (the new-game option named by the pile's id). */
export function codesPerCopy(piles: Readonly<Record<string, readonly DeckEntry[]>> = {}): Record<string, string[]> {
  return Object.fromEntries(Object.entries(piles).map(([id, entries]) => [id, entries.flatMap((e) => Array.from({ length: e.count }, () => e.code))]))
}

/** Every code of every pile, once each, in pile order. */
export function pileCodes(piles: DeckPiles): string[] {
  return [...new Set(Object.values(piles).flatMap((entries) => entries.map((e) => e.code)))]
}

/** The number of cards of a list. */
export function cardCount(entries: readonly DeckEntry[]): number {
  return entries.reduce((n, e) => n + e.count, 0)
}

/** A count against the size a format asks for. */
export interface SizeCount extends SizeRange {
  count: number
  fits: boolean
}

const against = (count: number, size: SizeRange): SizeCount => ({ count, min: size.min, ...(size.max !== undefined ? { max: size.max } : {}), fits: count >= size.min && (size.max === undefined || count <= size.max) })

/**
 * A deck's size as its format counts it: `total` over the piles the format's `total` names
 * (Vanguard: ride deck and main deck, 50), else the main pile alone (FFTCG's Limit Break is not
 * counted, 8.1.1.1); `piles`, each pile the format gives a size. null total: an unknown format.
 */
export function deckSizes(rules: { readonly piles: readonly PileSpec[]; readonly formats: readonly DeckFormatSpec[] }, format: string, piles: DeckPiles): { total: SizeCount | null; piles: Record<string, SizeCount> } {
  const spec = rules.formats.find((f) => f.id === format)
  if (!spec) return { total: null, piles: {} }
  const main = mainPileId(rules)
  const counted = spec.total?.piles ?? [main]
  const totalSize = spec.total ?? spec.sizes[main]
  const count = counted.reduce((n, id) => n + cardCount(piles[id] ?? []), 0)
  return {
    total: totalSize ? against(count, totalSize) : null,
    piles: Object.fromEntries(Object.entries(spec.sizes).map(([id, size]) => [id, against(cardCount(piles[id] ?? []), size)])),
  }
}
