import { parseDecklist } from '@shared/decklist/parse'
import { writeDecklist } from '@shared/decklist/write'
import type { Catalogs } from '../../catalog/catalogs'
import type { HandlerTable } from '../dispatch'

export function decklistHandlers(catalogs: Catalogs): Pick<HandlerTable, 'decklist.parse' | 'decklist.format'> {
  return {
    'decklist.parse': ({ game, text }) => parseDecklist(text, catalogs[game].cardResolver()),
    'decklist.format': ({ game, writer, ...deck }) => {
      const resolver = catalogs[game].cardResolver()
      return { text: writeDecklist(deck, writer, (code) => resolver.byCode(code)) }
    },
  }
}
