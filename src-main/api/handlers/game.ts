import type { GameSessions } from '../../engine/game-sessions'
import type { HandlerTable } from '../dispatch'

export function gameHandlers(games: GameSessions): Pick<HandlerTable, `game.${string}` & keyof HandlerTable> {
  return {
    'game.new': (request) => games.create(request),
    'game.apply': ({ game, gameId, action }) => games.apply(game, gameId, action),
    'game.undo': ({ game, gameId }) => games.undo(game, gameId),
    'game.redo': ({ game, gameId }) => games.redo(game, gameId),
    'game.get': ({ game, gameId }) => games.current(game, gameId),
    'game.legal': ({ game, gameId }) => games.legal(game, gameId),
    'game.log': ({ game, gameId, locale }) => games.log(game, gameId, locale),
    'game.replay': (request) => games.replay(request),
    'game.close': ({ game, gameId }) => games.close(game, gameId),
  }
}
