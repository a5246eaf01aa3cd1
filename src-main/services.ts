// Builds the main-process services and the one dispatch function all transports share.
import { createDispatch, type Dispatch } from './api/dispatch'
import { createHandlers } from './api/handlers'
import { CatalogService } from './catalog/catalog-service'
import { APP_VERSION } from './version'

export interface MainServices {
  catalog: CatalogService
  dispatch: Dispatch
}

export function createMainServices(options: { userDataDir: string; bundledPath?: string }): MainServices {
  const catalog = new CatalogService(options)
  const dispatch = createDispatch(createHandlers({ catalog, appVersion: APP_VERSION }))
  return { catalog, dispatch }
}
