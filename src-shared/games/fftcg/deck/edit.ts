// Deck edits for FFTCG: the generic ones (game/deck-edit.ts) keyed by the code without rarity letter.
import { addCopiesBy, countOfBy, removeCopiesBy, setCopiesBy } from '../../../game/deck-edit'
import { entryKey, type DeckEntry } from './deck'

export { sameEntries } from '../../../game/deck-edit'

/** Adds `n` copies of `code` (to its line if one names the same code key, else as a new line at the end). */
export const addCopies = (entries: readonly DeckEntry[], code: string, n = 1): DeckEntry[] => addCopiesBy(entryKey, entries, code, n)
/** Removes up to `n` copies of `code`; a line that reaches 0 goes. */
export const removeCopies = (entries: readonly DeckEntry[], code: string, n = 1): DeckEntry[] => removeCopiesBy(entryKey, entries, code, n)
/** Sets the count of `code` (0 removes the line). */
export const setCopies = (entries: readonly DeckEntry[], code: string, count: number): DeckEntry[] => setCopiesBy(entryKey, entries, code, count)
export const countOf = (entries: readonly DeckEntry[], code: string): number => countOfBy(entryKey, entries, code)
