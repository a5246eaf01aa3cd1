import { parseDecklist } from '@shared/decklist/parse'
import { gameModule } from '@shared/games'
import type { Catalogs } from '../../catalog/catalogs'
import type { HandlerTable } from '../dispatch'

export function decklistHandlers(catalogs: Catalogs): Pick<HandlerTable, 'decklist.parse' | 'decklist.format'> {
  return {
    'decklist.parse': ({ game, text }) => parseDecklist(text, catalogs[game].cardResolver()),
    'decklist.format': ({ game, writer, ...deck }) => {
      const resolver = catalogs[game].cardResolver()
      return { text: gameModule(game).decklist.write(deck, writer, (code) => resolver.byCode(code)) }
    },
  }
}
