import { parseDecklist } from '@shared/decklist/parse'
import { gameModule } from '@shared/games'
import { withKnownFormat } from '@shared/channels/decklist'
import type { Catalogs } from '../../catalog/catalogs'
import { mainGame } from '../../games'
import type { MainGame } from '../../game/main-game'
import type { HandlerTable } from '../dispatch'
import { exportLookup } from './card-lookup'

export function decklistHandlers(catalogs: Catalogs): Pick<HandlerTable, 'decklist.parse' | 'decklist.format'> {
  return {
    'decklist.parse': ({ game, text }) => withKnownFormat((mainGame(game) as MainGame).parseDecklist?.(text, catalogs[game]) ?? parseDecklist(text, catalogs[game].cardResolver())),
    'decklist.format': ({ game, writer, language, ...deck }) => {
      const lookup = exportLookup(game, catalogs[game].cardResolver(), language)
      return { text: gameModule(game).decklist.write(deck, writer, lookup) }
    },
  }
}
