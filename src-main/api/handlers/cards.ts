import type { Catalogs } from '../../catalog/catalogs'
import { importRequestBody } from '../../catalog/import/import-request-body'
import type { BodyHandlers, HandlerTable } from '../dispatch'

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

/** cards.import bodies over HTTP, parsed and checked on the import's worker thread. */
export function cardBodyHandlers(catalogs: Catalogs): BodyHandlers {
  return { 'cards.import': (body) => importRequestBody(catalogs, body) }
}
