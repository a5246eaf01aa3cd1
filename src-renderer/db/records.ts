// The library's records as the editor uses them (`entries`, `limitBreak`) and as schema v5 stores
// them (named piles): the repositories write and read through these two, and nothing else does.
import type { DeckEntry } from '@shared/games/fftcg/deck/deck'
import { listsOfPiles, pilesOfLists, type FftcgLists, type Piles } from '@shared/games/fftcg/deck/piles'

type WithLists = { entries: DeckEntry[]; limitBreak?: DeckEntry[] }

export function toStored<T extends WithLists>(record: T): Omit<T, 'entries' | 'limitBreak'> & { piles: Piles } {
  const { entries, limitBreak, ...rest } = record
  return { ...rest, piles: pilesOfLists({ entries, ...(limitBreak ? { limitBreak } : {}) }) }
}

export function fromStored<T extends { piles: Piles }>(record: T): Omit<T, 'piles'> & FftcgLists {
  const { piles, ...rest } = record
  return { ...rest, ...listsOfPiles(piles) }
}
