// One card database per game, each with its own index: requests pick theirs by game id. Each is
// opened (read and indexed) on its first use, so that a command, a server or an app showing one
// game never pays for the others' cards (issue 30: Magic's alone took most of every CLI call).
import { GAME_IDS, type GameId } from '@shared/games'
import { MAIN_GAMES } from '../games'
import type { CardImportRead, CardStoreOf, CatalogDriver } from '../game/main-game'
import { CatalogService, type CatalogOptions } from './catalog-service'
import { readCardImportOffThread } from './import/read-off-thread'

type DriverOf<G extends GameId> = (typeof MAIN_GAMES)[G]['catalog']
type CatalogOf<G extends GameId> = DriverOf<G> extends CatalogDriver<infer Card, infer Store, infer Read> ? CatalogService<Card, Store, Read> : never

/** A catalog for every registered game (a new game without one is a compile error). */
export type Catalogs = { readonly [G in GameId]: CatalogOf<G> }

export interface OpenedCatalogs {
  catalogs: Catalogs
  /** The game's catalog was opened already (reading `catalogs[game]` opens it). */
  isOpen(game: GameId): boolean
}

/**
 * Every game's catalog, each over its game's driver, opened when first read; `opened` is told of
 * each right after it opens (the card sets feed it then). A catalog that fails to open throws at
 * that read and is tried again at the next.
 */
export function openCatalogs(options: CatalogOptions, opened?: (game: GameId) => void): OpenedCatalogs {
  // Object.fromEntries loses the link between each id and its driver's types; each id gets its own.
  const driverOf = (game: GameId): CatalogDriver<unknown, CardStoreOf<unknown>, CardImportRead> => MAIN_GAMES[game].catalog
  const open = new Map<GameId, CatalogService>()
  const catalogs = {}
  for (const game of GAME_IDS) {
    Object.defineProperty(catalogs, game, {
      enumerable: true,
      get() {
        let catalog = open.get(game)
        if (!catalog) {
          catalog = new CatalogService(game, driverOf(game), { readImport: (fileName, content, read) => readCardImportOffThread(game, fileName, content, read), ...options })
          open.set(game, catalog)
          opened?.(game)
        }
        return catalog
      },
    })
  }
  return { catalogs: catalogs as Catalogs, isOpen: (game) => open.has(game) }
}

/** Every game's catalog, each opened on first use. */
export function createCatalogs(options: CatalogOptions): Catalogs {
  return openCatalogs(options).catalogs
}
