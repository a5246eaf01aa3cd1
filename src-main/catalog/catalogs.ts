// One card database per game, each with its own index: requests pick theirs by game id.
import { GAME_IDS, type GameId } from '@shared/games'
import { MAIN_GAMES } from '../games'
import type { CardImportRead, CardStoreOf, CatalogDriver } from '../games/main-game'
import { CatalogService, type CatalogOptions } from './catalog-service'
import { readCardImportOffThread } from './import/read-off-thread'

type DriverOf<G extends GameId> = (typeof MAIN_GAMES)[G]['catalog']
type CatalogOf<G extends GameId> = DriverOf<G> extends CatalogDriver<infer Card, infer Store, infer Read> ? CatalogService<Card, Store, Read> : never

/** A catalog for every registered game (a new game without one is a compile error). */
export type Catalogs = { readonly [G in GameId]: CatalogOf<G> }

/** Every game's catalog, each over its game's driver. */
export function createCatalogs(options: CatalogOptions): Catalogs {
  // Object.fromEntries loses the link between each id and its driver's types; each id gets its own.
  const driverOf = (game: GameId): CatalogDriver<unknown, CardStoreOf<unknown>, CardImportRead> => MAIN_GAMES[game].catalog
  return Object.fromEntries(GAME_IDS.map((game) => [game, new CatalogService(game, driverOf(game), { readImport: (fileName, content, read) => readCardImportOffThread(game, fileName, content, read), ...options })])) as unknown as Catalogs
}
