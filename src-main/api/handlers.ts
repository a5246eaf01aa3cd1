// The handler table: every channel of src-shared/api.ts implemented once, over the services.
import type { CatalogService } from '../catalog/catalog-service'
import type { HandlerTable } from './dispatch'

export interface Services {
  catalog: CatalogService
  appVersion: string
}

export function createHandlers({ catalog, appVersion }: Services): HandlerTable {
  return {
    'app.info': (_request, { transport }) => ({
      name: 'Deck Lab',
      version: appVersion,
      transport,
      catalog: catalog.provenance(),
    }),
    'cards.search': (request) => catalog.search(request),
    'cards.get': ({ codes }) => catalog.get(codes),
    'cards.facets': () => catalog.facets(),
    'cards.stats': () => catalog.stats(),
    'cards.import': ({ fileName, content }) => catalog.importFile(fileName, content),
  }
}
