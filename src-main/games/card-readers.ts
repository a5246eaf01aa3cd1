// The card-file reader of each game, in a registry of its own: the import worker thread imports
// this one, not src-main/games/index.ts (every catalog, search and PDF module). The main
// registry's catalog drivers hold the same functions.
import type { GameId } from '@shared/games'
import { readCreatureSetFile } from './creatures/read-set-file'
import { readCardImport } from './fftcg/import/import-card-file'
import { readVanguardSetFile } from './vanguard/read-set-file'
import { readMtgCardFile } from './mtg/read-card-file'
import { entryOfGame, type CatalogDriver } from '../game/main-game'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ReadImport = CatalogDriver<any, any, any>['readImport']

export const CARD_READERS = { fftcg: readCardImport, creatures: readCreatureSetFile, vanguard: readVanguardSetFile, mtg: readMtgCardFile } as const satisfies Record<GameId, ReadImport>

/** The reader of a game's card files; throws a RangeError for an unknown id. */
export function cardReaderOf(id: string): ReadImport {
  return entryOfGame<ReadImport>(CARD_READERS, id)
}
