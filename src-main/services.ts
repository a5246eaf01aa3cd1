// Builds the main-process services and the one dispatch function all transports share.
import { createDispatch, type Dispatch } from './api/dispatch'
import { createHandlers } from './api/handlers'
import { cardBodyHandlers } from './api/handlers/cards'
import type { CatalogService } from './catalog/catalog-service'
import { DEFAULT_GAME } from '@shared/games'
import { openCatalogs, type Catalogs } from './catalog/catalogs'
import { GameSessions } from './engine/game-sessions'
import { ImageService } from './images/image-service'
import { labDeckCards } from './lab/lab-deck-cards'
import { LabService } from './lab/lab-service'
import { APP_VERSION } from './version'

/** Who downloads card pictures, as Scryfall asks every client to say. */
const IMAGE_USER_AGENT = `DeckLab/${APP_VERSION} (desktop deck builder; card pictures, one download each, cached)`
import type { DesktopFiles } from './export/save-file'
import { GAME_IDS, gameModule, isGameId, type GameId } from '@shared/games'
import { CardSetStore } from './card-sets/card-set-store'
import { withSetPictures } from './card-sets/picture-door'
import { feedCatalogs, type TakesSetCards } from './card-sets/catalog-link'
import type { CardImageSource } from './images/image-http'
import type { MainGame } from './game/main-game'
import { MAIN_GAMES } from './games'
import { imageHostOfGame, pictureResolver } from './games/game-pictures'
import type { CardUpdaters } from './api/handlers/card-update'

export interface MainServices {
  /** One card database per game, each opened on its first use. */
  catalogs: Catalogs
  /** The game's catalog was opened (read and indexed) already. */
  catalogOpen(game: GameId): boolean
  /** The default game's (FFTCG's), which the app's data provenance still uses alone. */
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

export function createMainServices(options: { userDataDir: string; resourcesDir?: string; imageHost?: string; files?: DesktopFiles }): MainServices {
  const sets = new CardSetStore({ userDataDir: options.userDataDir, specOf: (game) => (isGameId(game) ? gameModule(game).userCards : undefined) })
  // A game whose players make cards stores its card imports as card sets (one home for them).
  // Each catalog opens on first use; the sets' cards go into it as it opens.
  let feedSetCards: (game: GameId) => void = () => undefined
  const { catalogs, isOpen } = openCatalogs({ ...options, sets }, (game) => feedSetCards(game))
  const images = new ImageService({
    userDataDir: options.userDataDir,
    defaultHost: options.imageHost,
    userAgent: IMAGE_USER_AGENT,
    hostOfGame: imageHostOfGame,
    resolve: pictureResolver((game, code) => catalogs[game].get([code]).cards[0] ?? null),
  })
  const games = new GameSessions(catalogs)
  const lab = new LabService((game, deck, piles, format) => labDeckCards(game, format, games.resolveDeck(game, deck, format, piles)))
  // The sets' cards were checked by the game's own schema: they are that game's cards.
  const catalogTaking = (game: GameId) => catalogs[game] as unknown as Required<TakesSetCards>
  feedSetCards = feedCatalogs(
    sets,
    (game) =>
      isGameId(game) && gameModule(game).userCards && isOpen(game)
        ? { useSetCards: (cards) => catalogTaking(game).useSetCards(cards), hideBundledInSearch: (hidden) => catalogTaking(game).hideBundledInSearch(hidden) }
        : undefined,
    GAME_IDS,
  )
  // An updater holds its game's catalog: made on its game's first update request, not at start.
  const updaters: CardUpdaters = {}
  for (const game of GAME_IDS) {
    const make = (MAIN_GAMES[game] as MainGame).updater
    if (!make) continue
    let updater: ReturnType<typeof make> | undefined
    Object.defineProperty(updaters, game, { enumerable: true, get: () => (updater ??= make({ userDataDir: options.userDataDir, catalog: catalogs[game] })) })
  }
  const handlers = createHandlers({ catalogs, appVersion: APP_VERSION, images, games, files: options.files, lab, sets, updaters })
  const dispatch = createDispatch(handlers, undefined, cardBodyHandlers(catalogs))
  return {
    catalogs,
    catalogOpen: isOpen,
    get catalog() {
      return catalogs[DEFAULT_GAME]
    },
    images,
    games,
    lab,
    sets,
    cardImages: withSetPictures(images, sets),
    dispatch,
  }
}
