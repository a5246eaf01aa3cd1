// The handler table: every channel of src-shared/api.ts implemented once, over the services.
// Each group of channels has its module in handlers/; this file only puts them together.
import type { CatalogService } from '../catalog/catalog-service'
import type { HandlerTable } from './dispatch'
import { appHandlers } from './handlers/app'
import { cardHandlers } from './handlers/cards'
import { gameHandlers } from './handlers/game'
import type { GameSessions } from '../engine/game-sessions'
import { decklistHandlers } from './handlers/decklist'
import { imageHandlers } from './handlers/images'
import type { ImageService } from '../images/image-service'

export interface Services {
  catalog: CatalogService
  appVersion: string
  images: ImageService
  games: GameSessions
}

export function createHandlers({ catalog, appVersion, images, games }: Services): HandlerTable {
  return {
    ...appHandlers(catalog, appVersion),
    ...cardHandlers(catalog),
    ...gameHandlers(games),
    ...decklistHandlers(catalog),
    ...imageHandlers(images),
  }
}
