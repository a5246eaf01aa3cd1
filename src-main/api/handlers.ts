// The handler table: every channel of src-shared/api.ts implemented once, over the services.
// Each group of channels has its module in handlers/; this file only puts them together.
import type { CatalogService } from '../catalog/catalog-service'
import type { HandlerTable } from './dispatch'
import { appHandlers } from './handlers/app'
import { cardHandlers } from './handlers/cards'

export interface Services {
  catalog: CatalogService
  appVersion: string
}

export function createHandlers({ catalog, appVersion }: Services): HandlerTable {
  return {
    ...appHandlers(catalog, appVersion),
    ...cardHandlers(catalog),
  }
}
