// The library's records as the editor uses them (`entries`, and the deck's other piles under their
// ids: FFTCG's `limitBreak`) and as schema v5 stores them (named piles). The game's deck.piles
// says which pile is which: its first is the main deck. The repositories write and read through
// these two, and nothing else does.
import type { DeckEntry } from '@shared/game/module'
import { gameModule, isGameId } from '@shared/games'
import type { Piles } from './schema'

/** The editor's lists. A pile absent and a pile `[]` stay apart (nothing is rewritten). */
export interface Lists {
  entries: DeckEntry[]
  limitBreak?: DeckEntry[]
}
type ListKey = keyof Lists

/**
 * A record's piles by its game's module. A game this release does not know (a newer release's
 * record) is read by its `main` pile alone; saving it is refused by the record checks.
 */
const pileIds = (game: string): string[] => (isGameId(game) ? gameModule(game).deck.piles.map((p) => p.id) : ['main'])
/** The piles a deck of the game always has (Vanguard's ride pile; not FFTCG's Limit Break). */
const requiredPiles = (game: string): Set<string> => new Set(isGameId(game) ? gameModule(game).deck.piles.filter((p) => !p.optional).map((p) => p.id) : ['main'])

export function pilesOfLists(game: string, lists: Lists): Piles {
  const [main, ...others] = pileIds(game)
  const required = requiredPiles(game)
  const piles: Piles = { [main!]: lists.entries }
  // `limitBreak` is the one other pile of a parsed decklist: a game without a Limit Break keeps it as its second pile (Vanguard's ride deck).
  const secondList = others.includes('limitBreak') ? undefined : lists.limitBreak
  for (const id of others) {
    const list = lists[id as ListKey] ?? (id === others[0] ? secondList : undefined)
    // A pile the editor does not list yet but the game requires is stored empty, so the deck saves.
    if (list) piles[id] = list
    else if (required.has(id)) piles[id] = []
  }
  return piles
}

export function listsOfPiles(game: string, piles: Readonly<Piles>): Lists {
  const [main, ...others] = pileIds(game)
  const lists: Lists = { entries: piles[main!] ?? [] }
  for (const id of others) if (piles[id]) lists[id as Exclude<ListKey, 'entries'>] = piles[id]
  return lists
}

type WithLists = Lists & { game: string }

export function toStored<T extends WithLists>(record: T): Omit<T, ListKey> & { piles: Piles } {
  // Every list of the game's piles goes into `piles` (a record read back carries its other piles by id).
  const rest = { ...record } as Record<string, unknown>
  for (const id of ['entries', 'limitBreak', ...pileIds(record.game).slice(1)]) delete rest[id]
  return { ...(rest as Omit<T, ListKey>), piles: pilesOfLists(record.game, record) }
}

export function fromStored<T extends { piles: Piles; game: string }>(record: T): Omit<T, 'piles'> & Lists {
  const { piles, ...rest } = record
  return { ...rest, ...listsOfPiles(record.game, piles) }
}
