// Builds the main-process services and the one dispatch function all transports share.
import { createDispatch, type Dispatch } from './api/dispatch'
import { createHandlers } from './api/handlers'
import { cardBodyHandlers } from './api/handlers/cards'
import type { CatalogService } from './catalog/catalog-service'
import { DEFAULT_GAME } from '@shared/games'
import { createCatalogs, type Catalogs } from './catalog/catalogs'
import { GameSessions } from './engine/game-sessions'
import { ImageService } from './images/image-service'
import { LabService } from './lab/lab-service'
import { APP_VERSION } from './version'
import type { DesktopFiles } from './export/save-file'

export interface MainServices {
  /** One card database per game. */
  catalogs: Catalogs
  /** The default game's (FFTCG's), which the app's data provenance still uses alone. */
  catalog: CatalogService
  images: ImageService
  games: GameSessions
  lab: LabService
  dispatch: Dispatch
}

export function createMainServices(options: { userDataDir: string; resourcesDir?: string; imageHost?: string; files?: DesktopFiles }): MainServices {
  const catalogs = createCatalogs(options)
  const catalog = catalogs[DEFAULT_GAME]
  const images = new ImageService({
    userDataDir: options.userDataDir,
    defaultHost: options.imageHost,
    resolve: (code, game = DEFAULT_GAME) => catalogs[game].get([code]).cards[0] ?? null,
  })
  const games = new GameSessions(catalogs)
  const lab = new LabService((game, deck) => games.resolveDeck(game, deck).cards)
  const dispatch = createDispatch(createHandlers({ catalogs, appVersion: APP_VERSION, images, games, files: options.files, lab }), undefined, cardBodyHandlers(catalogs))
  return { catalogs, catalog, images, games, lab, dispatch }
}
