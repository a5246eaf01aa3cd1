// One card database per game, each with its own index: requests pick theirs by game id.
import type { GameId } from '@shared/games'
import type { CatalogService } from './catalog-service'

/** A catalog for every registered game (a new game without one is a compile error). */
export type Catalogs = { readonly [G in GameId]: CatalogService }
