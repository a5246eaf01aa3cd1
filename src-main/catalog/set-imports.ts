// The parts of a catalog driver whose imports are the user's card sets (src-main/card-sets/, the
// Card sets screen's own store), so cards live in one home: the creature game's and Vanguard's.
import type { ImportReport } from '@shared/api'
import type { CardSets, CardStoreOf } from '../game/main-game'
import type { SetFileRead } from './import/read-set-file'

/** The catalog's imports are the user's card sets: their cards reach it through useSetCards. */
export class SetImportStore<Card> implements CardStoreOf<Card> {
  constructor(
    readonly game: string,
    readonly sets: CardSets,
  ) {}

  load() {
    const imports = this.sets.list(this.game).sets.map((set) => ({ fileName: set.name, format: 'card set', importedAt: set.updatedAt, cards: set.cardCount }))
    return { cards: [] as Card[], imports }
  }
}

/** Cards by key, the later list's card replacing the earlier's. */
export function mergeByKey<Card>(keyOf: (card: Card) => string): (bundled: readonly Card[], stored: readonly Card[]) => Card[] {
  return (bundled, stored) => {
    const merged = new Map(bundled.map((card) => [keyOf(card), card]))
    for (const card of stored) merged.set(keyOf(card), card)
    return [...merged.values()]
  }
}

/** A file read stored as a new card set (named after the file); its report counts the cards new to the catalog. */
export function storeAsCardSet<Card>(keyOf: (card: Card) => string) {
  return async (read: SetFileRead, store: SetImportStore<Card>, current: readonly Card[]): Promise<ImportReport> => {
    const name = read.name.replace(/\.[a-z]+$/i, '').slice(0, 80) || undefined
    const { set, added, replaced } = await store.sets.importFile({ game: store.game, text: read.text, format: read.format, name })
    const keys = new Set(current.map(keyOf))
    const fresh = (set.cards as Card[]).filter((card) => !keys.has(keyOf(card))).length
    return { format: `${read.format} card set "${set.name}"`, added, updated: replaced, unchanged: 0, total: current.length + fresh }
  }
}
