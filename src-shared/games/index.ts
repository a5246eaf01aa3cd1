// The registry of game modules: generic layers find a game here by its id, and nowhere else.
import type { AnyGameModule } from '../game/module'
import { fftcg } from './fftcg'

export const GAMES = { fftcg } as const satisfies Record<string, AnyGameModule>

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

// Each game's own types and schemas that the API contract carries. With one game they are
// FFTCG's; a second game makes each of them a union (the request's `game` tells which).
import type { Card as FftcgCard } from './fftcg/card'
import type { DeckFormat as FftcgDeckFormat } from './fftcg/deck/deck'
import type { WriterName as FftcgWriter } from './fftcg/decklist-write'
import type { CardFilters as FftcgFilters, Facets as FftcgFacets } from './fftcg/card-filters'
import type { LabPolicy as FftcgPolicy, PolicyInput as FftcgPolicyInput } from './fftcg/lab/policy'
import type { LabReport as FftcgLabReport } from './fftcg/lab/report'
import type { Action as FftcgAction, BoardShape as FftcgBoard, CardId as FftcgCardId, GameEvent as FftcgEvent, GameState as FftcgState, RuleError as FftcgRefusal } from './fftcg/engine'

export interface GameTypes {
  fftcg: {
    card: FftcgCard
    cardId: FftcgCardId
    state: FftcgState
    action: FftcgAction
    event: FftcgEvent
    refusal: FftcgRefusal
    format: FftcgDeckFormat
    writer: FftcgWriter
    filters: FftcgFilters
    facets: FftcgFacets
    policy: FftcgPolicy
    policyInput: FftcgPolicyInput
    labReport: FftcgLabReport
    board: FftcgBoard
  }
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
/** Every game's decklist writers (a request's writer is then checked against its own game's). */
export const DECKLIST_WRITERS = [...new Set(GAME_IDS.flatMap((id) => GAMES[id].decklist.writers))] as [AnyWriterName, ...AnyWriterName[]]

// The types of each game's filters, facets, lab and board, as unions over the games; the parts of a
// lab report are read off the report type, so a second game's report adds its own parts.
export type CardFilters = GameTypes[GameId]['filters']
export type CardFacets = GameTypes[GameId]['facets']
export type LabPolicy = GameTypes[GameId]['policy']
export type PolicyInput = GameTypes[GameId]['policyInput']
export type LabReport = GameTypes[GameId]['labReport']
export type PolicyReport = LabReport['policies'][number]
export type TurnReport = PolicyReport['turns'][number]
export type CardReport = PolicyReport['cards'][number]
export type Comparison = LabReport['comparisons'][number]
export type PairedDifference = Comparison['backupsByTurn2']
/** A proportion with its 95% interval, and a mean with its own (the lab's figures). */
export type Estimate = PolicyReport['mulligan']
export type MeanEstimate = TurnReport['damage']
export type HandRequirement = LabPolicy['keepIf'][number]
export type BoardShape = GameTypes[GameId]['board']
