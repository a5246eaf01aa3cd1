import type { GameSessions } from '../../engine/game-sessions'
import type { HandlerTable } from '../dispatch'

export function gameHandlers(games: GameSessions): Pick<HandlerTable, `game.${string}` & keyof HandlerTable> {
  return {
    'game.new': (request) => games.create(request),
    'game.apply': ({ gameId, action }) => games.apply(gameId, action),
    'game.undo': ({ gameId }) => games.undo(gameId),
    'game.redo': ({ gameId }) => games.redo(gameId),
    'game.get': ({ gameId }) => games.current(gameId),
    'game.legal': ({ gameId }) => games.legal(gameId),
    'game.log': ({ gameId, locale }) => games.log(gameId, locale),
    'game.replay': (request) => games.replay(request),
    'game.close': ({ gameId }) => games.close(gameId),
  }
}
