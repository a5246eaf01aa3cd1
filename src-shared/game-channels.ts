// The channels whose requests name their game (zod-free: the renderer imports it). Every client
// puts the game it is showing into these requests through `withGame`; main validates it.
import type { Channel } from './api'
import type { GameId } from './games'

export const GAME_CHANNELS = [
  'cards.search',
  'cards.get',
  'cards.facets',
  'cards.stats',
  'cards.import',
  'cards.importStatus',
  'cards.importCancel',
  'cardUpdate.run',
  'cardUpdate.info',
  'cardUpdate.setSource',
  'game.new',
  'game.apply',
  'game.undo',
  'game.redo',
  'game.get',
  'game.legal',
  'game.log',
  'game.replay',
  'game.close',
  'decklist.parse',
  'decklist.format',
  'export.sheetPdf',
  'images.prefetch',
  'lab.start',
  'lab.compare',
  'lab.status',
  'lab.result',
  'lab.cancel',
  'sets.spec',
  'sets.list',
  'sets.get',
  'sets.save',
  'sets.delete',
  'sets.import',
  'sets.export',
  'sets.attachImage',
  'sets.picture',
  'sets.options',
] as const satisfies readonly Channel[]

export type GameChannel = (typeof GAME_CHANNELS)[number]
const SET: ReadonlySet<string> = new Set(GAME_CHANNELS)

export function carriesGame(channel: string): channel is GameChannel {
  return SET.has(channel)
}

/** The request with `game` set, for a channel that carries one; a game the caller named is kept. */
export function withGame(channel: string, request: unknown, game: GameId): unknown {
  if (!carriesGame(channel) || request === null || typeof request !== 'object' || Array.isArray(request)) return request
  return 'game' in request ? request : { game, ...request }
}
