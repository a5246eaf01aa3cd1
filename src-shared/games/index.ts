// The registry of game modules: generic layers find a game here by its id, and nowhere else.
import type { AnyGameModule, TurnFigure } from '../game/module'
import { creatures } from './creatures'
import { fftcg } from './fftcg'
import { vanguard } from './vanguard'
import { mtg } from './mtg'

export const GAMES = { fftcg, creatures, vanguard, mtg } as const satisfies Record<string, AnyGameModule>

export type GameId = keyof typeof GAMES
export const GAME_IDS = Object.keys(GAMES) as [GameId, ...GameId[]]
/** The game of every command and request that names none (the CLI's default). */
export const DEFAULT_GAME: GameId = 'fftcg'

export function isGameId(id: unknown): id is GameId {
  return typeof id === 'string' && Object.hasOwn(GAMES, id)
}

/** The module of a game; throws a RangeError that lists the games for an unknown id. */
export function gameModule<G extends GameId>(id: G): (typeof GAMES)[G]
export function gameModule(id: string): AnyGameModule
export function gameModule(id: string): AnyGameModule {
  if (!isGameId(id)) throw new RangeError(`Unknown game "${id.slice(0, 40)}" (games: ${GAME_IDS.join(', ')})`)
  return GAMES[id]
}

/**
 * The figures a game's playtest history keeps by turn; none for a game this version does not know
 * (its records' legacy turns then keep their own names: nothing is lost).
 */
export function turnFiguresOfGame(id: unknown): readonly TurnFigure[] {
  return isGameId(id) ? GAMES[id].play.turnFigures : []
}

// Each game's own types that the API contract carries, as unions over the games (the request's
// `game` tells which): one interface per game, in its folder's types.ts.
import type { FftcgTypes } from './fftcg/types'
import type { CreatureTypes } from './creatures/types'
import type { VanguardTypes } from './vanguard/types'
import type { MtgTypes } from './mtg/types'

export interface GameTypes {
  fftcg: FftcgTypes
  creatures: CreatureTypes
  vanguard: VanguardTypes
  mtg: MtgTypes
}
export type AnyCard = GameTypes[GameId]['card']
export type AnyGameState = GameTypes[GameId]['state']
export type AnyAction = GameTypes[GameId]['action']
export type AnyGameEvent = GameTypes[GameId]['event']
export type AnyRefusal = GameTypes[GameId]['refusal']
export type AnyCardId = GameTypes[GameId]['cardId']
/** A deck format id of any game (deck.formats). */
export type AnyDeckFormat = GameTypes[GameId]['format']
/** A decklist writer of any game (decklist.writers). */
export type AnyWriterName = GameTypes[GameId]['writer']
/** Every game's deck format ids (a request's or record's format is then checked against its own game's). */
export const DECK_FORMAT_IDS = [...new Set(GAME_IDS.flatMap((id) => GAMES[id].deck.formats.map((f) => f.id as AnyDeckFormat)))] as [AnyDeckFormat, ...AnyDeckFormat[]]
/** Every game's decklist writers (a request's writer is then checked against its own game's). */
export const DECKLIST_WRITERS = [...new Set(GAME_IDS.flatMap((id) => GAMES[id].decklist.writers))] as [AnyWriterName, ...AnyWriterName[]]

// The types of each game's filters, facets, lab and board, as unions over the games; the parts of a
// lab report are read off the report type (each game's lab results read their own game's parts).
export type CardFilters = GameTypes[GameId]['filters']
export type CardFacets = GameTypes[GameId]['facets']
/** A sort key of cards.search of any game (a request's is checked against its own game's). */
export type AnySortKey = GameTypes[GameId]['sortKey']
export type LabPolicy = GameTypes[GameId]['policy']
export type PolicyInput = GameTypes[GameId]['policyInput']
export type LabReport = GameTypes[GameId]['labReport']
export type PolicyReport = LabReport['policies'][number]
/** The turn rows of the games whose policy reports have them (Magic's reports lands by turn instead). */
export type TurnReport = PolicyReport extends infer P ? (P extends { turns: readonly (infer T)[] } ? T : never) : never
export type Comparison = LabReport['comparisons'][number]
/** A proportion with its 95% interval, and a mean with its own (every game's lab figures). */
export type { Estimate, MeanEstimate } from '../game/estimates'
export type BoardShape = GameTypes[GameId]['board']
