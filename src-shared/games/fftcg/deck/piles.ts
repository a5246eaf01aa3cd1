// An FFTCG deck's two lists as named piles (the module's deck.piles: 'main' and 'limitBreak').
// The deck editor still works on `entries` + `limitBreak`; the database and the backup file keep
// `piles`. These two functions are the one mapping between both, and each undoes the other.
import type { DeckEntry } from '../../../game/module'

export const MAIN_PILE = 'main'
export const LIMIT_BREAK_PILE = 'limitBreak'

/** The editor's lists. `limitBreak` absent and `limitBreak: []` stay apart (nothing is rewritten). */
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
