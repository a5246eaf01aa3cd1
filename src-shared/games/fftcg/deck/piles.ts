// An FFTCG deck's piles (the module's deck.piles): the main deck, and the Limit Break pile that
// decklists and deck files may carry beside it (kept, not validated: 8.1 counts the main deck).
import type { DeckEntry, PileSpec } from '../../../game/module'
import { DECK_LIMITS } from '../../../decklist/limits'

export const MAIN_PILE = 'main'
export const LIMIT_BREAK_PILE = 'limitBreak'

export const FFTCG_PILES: readonly PileSpec[] = [
  { id: MAIN_PILE, names: { en: 'Main deck', fr: 'Deck principal' } },
  { id: LIMIT_BREAK_PILE, names: { en: 'Limit Break', fr: 'Limit Break' }, optional: true, maxEntries: DECK_LIMITS.limitBreakEntries },
]

/** The two lists of FFTCG's deck file (version 1) and sheets. `limitBreak` absent and `limitBreak: []` stay apart. */
export interface FftcgLists {
  entries: DeckEntry[]
  limitBreak?: DeckEntry[]
}

export type Piles = Record<string, DeckEntry[]>

export function pilesOfLists(lists: FftcgLists): Piles {
  return { [MAIN_PILE]: lists.entries, ...(lists.limitBreak ? { [LIMIT_BREAK_PILE]: lists.limitBreak } : {}) }
}

export function listsOfPiles(piles: Readonly<Piles>): FftcgLists {
  const limitBreak = piles[LIMIT_BREAK_PILE]
  return { entries: piles[MAIN_PILE] ?? [], ...(limitBreak ? { limitBreak } : {}) }
}
