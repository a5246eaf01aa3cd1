import type { Catalogs } from '../../catalog/catalogs'
import type { HandlerTable } from '../dispatch'

export function cardHandlers(catalogs: Catalogs): Pick<HandlerTable, `cards.${string}` & keyof HandlerTable> {
  return {
    'cards.search': (request) => catalogs[request.game].search(request),
    'cards.get': ({ game, codes }) => catalogs[game].get(codes),
    'cards.facets': ({ game }) => catalogs[game].facets(),
    'cards.stats': ({ game }) => catalogs[game].stats(),
    'cards.import': ({ game, fileName, content }) => catalogs[game].importFile(fileName, content),
    'cards.importStatus': ({ game }) => catalogs[game].importStatus(),
    'cards.importCancel': ({ game }) => catalogs[game].cancelImport(),
  }
}
