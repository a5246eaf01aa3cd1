// Builds the main-process services and the one dispatch function all transports share.
import { createDispatch, type Dispatch } from './api/dispatch'
import { createHandlers } from './api/handlers'
import { cardBodyHandlers } from './api/handlers/cards'
import { CatalogService } from './catalog/catalog-service'
import type { Catalogs } from './catalog/catalogs'
import { GameSessions } from './engine/game-sessions'
import { ImageService } from './images/image-service'
import { LabService } from './lab/lab-service'
import { APP_VERSION } from './version'
import type { DesktopFiles } from './export/save-file'
import { GAME_IDS, gameModule, isGameId } from '@shared/games'
import type { Card as FftcgCard } from '@shared/games/fftcg/card'
import { CardSetStore } from './card-sets/card-set-store'
import { withSetPictures } from './card-sets/picture-door'
import { feedCatalogs } from './card-sets/catalog-link'
import type { CardImageSource } from './images/image-http'

export interface MainServices {
  /** One card database per game. */
  catalogs: Catalogs
  /** FFTCG's, which card images and the app's data provenance still use alone. */
  catalog: CatalogService
  images: ImageService
  games: GameSessions
  lab: LabService
  /** The user's card sets (games whose module has `userCards`). */
  sets: CardSetStore
  /** What the card-image door answers from: the image cache, and the card sets' pictures. */
  cardImages: CardImageSource
  dispatch: Dispatch
}

export function createMainServices(options: { userDataDir: string; bundledPath?: string; imageHost?: string; files?: DesktopFiles }): MainServices {
  const catalogs: Catalogs = { fftcg: new CatalogService(options) }
  const catalog = catalogs.fftcg
  const images = new ImageService({
    userDataDir: options.userDataDir,
    defaultHost: options.imageHost,
    resolve: (code) => catalog.get([code]).cards[0] ?? null,
  })
  const games = new GameSessions(catalogs)
  const lab = new LabService((game, deck) => games.resolveDeck(game, deck).cards)
  const sets = new CardSetStore({ userDataDir: options.userDataDir, specOf: (game) => (isGameId(game) ? gameModule(game).userCards : undefined) })
  // The sets' cards were checked by the game's own schema: they are that game's cards.
  feedCatalogs(sets, (game) => (isGameId(game) && gameModule(game).userCards ? { useSetCards: (cards) => catalogs[game].useSetCards(cards as FftcgCard[]) } : undefined), GAME_IDS)
  const handlers = createHandlers({ catalogs, appVersion: APP_VERSION, images, games, files: options.files, lab, sets })
  const dispatch = createDispatch(handlers, undefined, cardBodyHandlers(catalogs))
  return { catalogs, catalog, images, games, lab, sets, cardImages: withSetPictures(images, sets), dispatch }
}
