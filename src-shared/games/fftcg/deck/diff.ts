// What changed between two versions of an FFTCG deck, card by card (lines naming the same code key).
import { diffDecksBy, type DeckDiff } from '../../../game/deck-edit'
import { entryKey, type DeckEntry } from './deck'

export type { DeckDiff, DeckDiffLine } from '../../../game/deck-edit'

/** Lines in `after`'s order, then lines only in `before`; unchanged cards are left out. */
export function diffDecks(before: readonly DeckEntry[], after: readonly DeckEntry[]): DeckDiff {
  return diffDecksBy(entryKey, before, after)
}
