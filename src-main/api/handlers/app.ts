import type { CatalogService } from '../../catalog/catalog-service'
import type { HandlerTable } from '../dispatch'

/** `catalog` gives the default game's catalog when asked (catalogs open on first use). */
export function appHandlers(catalog: () => CatalogService, appVersion: string): Pick<HandlerTable, 'app.info'> {
  return {
    'app.info': (_request, { transport }) => ({
      name: 'Deck Lab',
      version: appVersion,
      transport,
      catalog: catalog().provenance(),
    }),
  }
}
