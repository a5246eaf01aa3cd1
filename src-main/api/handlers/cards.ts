import type { CatalogService } from '../../catalog/catalog-service'
import type { HandlerTable } from '../dispatch'

export function cardHandlers(catalog: CatalogService): Pick<HandlerTable, `cards.${string}` & keyof HandlerTable> {
  return {
    'cards.search': (request) => catalog.search(request),
    'cards.get': ({ codes }) => catalog.get(codes),
    'cards.facets': () => catalog.facets(),
    'cards.stats': () => catalog.stats(),
    'cards.import': ({ fileName, content }) => catalog.importFile(fileName, content),
  }
}
