import { parseDecklist } from '@shared/decklist/parse'
import { writeDecklist } from '@shared/decklist/write'
import type { CatalogService } from '../../catalog/catalog-service'
import type { HandlerTable } from '../dispatch'

export function decklistHandlers(catalog: CatalogService): Pick<HandlerTable, 'decklist.parse' | 'decklist.format'> {
  return {
    'decklist.parse': ({ text }) => parseDecklist(text, catalog.cardResolver()),
    'decklist.format': ({ writer, ...deck }) => {
      const resolver = catalog.cardResolver()
      return { text: writeDecklist(deck, writer, (code) => resolver.byCode(code)) }
    },
  }
}
