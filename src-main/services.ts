// Builds the main-process services and the one dispatch function all transports share.
import { createDispatch, type Dispatch } from './api/dispatch'
import { createHandlers } from './api/handlers'
import { CatalogService } from './catalog/catalog-service'
import { GameSessions } from './engine/game-sessions'
import { ImageService } from './images/image-service'
import { LabService } from './lab/lab-service'
import { APP_VERSION } from './version'
import type { DesktopFiles } from './export/save-file'

export interface MainServices {
  catalog: CatalogService
  images: ImageService
  games: GameSessions
  lab: LabService
  dispatch: Dispatch
}

export function createMainServices(options: { userDataDir: string; bundledPath?: string; imageHost?: string; files?: DesktopFiles }): MainServices {
  const catalog = new CatalogService(options)
  const images = new ImageService({
    userDataDir: options.userDataDir,
    defaultHost: options.imageHost,
    resolve: (code) => catalog.get([code]).cards[0] ?? null,
  })
  const games = new GameSessions(catalog)
  const lab = new LabService((deck) => games.resolveDeck(deck).cards)
  const dispatch = createDispatch(createHandlers({ catalog, appVersion: APP_VERSION, images, games, files: options.files, lab }))
  return { catalog, images, games, lab, dispatch }
}
