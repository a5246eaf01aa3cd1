// The handler table: every channel of src-shared/api.ts implemented once, over the services.
// Each group of channels has its module in handlers/; this file only puts them together.
import type { Catalogs } from '../catalog/catalogs'
import type { HandlerTable } from './dispatch'
import { appHandlers } from './handlers/app'
import { cardHandlers } from './handlers/cards'
import { gameHandlers } from './handlers/game'
import type { GameSessions } from '../engine/game-sessions'
import { decklistHandlers } from './handlers/decklist'
import { imageHandlers } from './handlers/images'
import { exportHandlers } from './handlers/export'
import type { DesktopFiles } from '../export/save-file'
import type { ImageService } from '../images/image-service'
import { labHandlers } from './handlers/lab'
import type { LabService } from '../lab/lab-service'
import { setHandlers } from './handlers/sets'
import type { CardSetStore } from '../card-sets/card-set-store'
import { cardUpdateHandlers, type CardUpdaters } from './handlers/card-update'

export interface Services {
  /** One card database per game: a request's `game` picks its own. */
  catalogs: Catalogs
  appVersion: string
  images: ImageService
  games: GameSessions
  /** The desktop app's save dialog (Electron only; null over HTTP and in the CLI). */
  files?: DesktopFiles | null
  lab: LabService
  /** The user's card sets, for games whose players make their cards. */
  sets: CardSetStore
  /** Card-data updates from official sources, for the games that have one. */
  updaters?: CardUpdaters
}

export function createHandlers({ catalogs, appVersion, images, games, files, lab, sets, updaters }: Services): HandlerTable {
  return {
    ...appHandlers(() => catalogs.fftcg, appVersion),
    ...cardHandlers(catalogs),
    ...gameHandlers(games),
    ...decklistHandlers(catalogs),
    ...imageHandlers(images),
    ...exportHandlers(catalogs, files ?? null),
    ...labHandlers(lab),
    ...setHandlers(sets),
    ...cardUpdateHandlers(updaters ?? {}),
  }
}
