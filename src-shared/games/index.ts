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
import type { Action as FftcgAction, CardId as FftcgCardId, GameEvent as FftcgEvent, GameState as FftcgState, RuleError as FftcgRefusal } from './fftcg/engine'

export interface GameTypes {
  fftcg: { card: FftcgCard; cardId: FftcgCardId; state: FftcgState; action: FftcgAction; event: FftcgEvent; refusal: FftcgRefusal; format: FftcgDeckFormat; writer: FftcgWriter }
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

export { CardFiltersSchema, type CardFilters, type Facets as CardFacets } from './fftcg/card-filters'
export { PolicySchema, PRESET_NAMES, POLICY_PRESETS } from './fftcg/lab/policy'
export type { LabPolicy, HandRequirement, PolicyInput, PresetName } from './fftcg/lab/policy'
export type { LabReport, PolicyReport, TurnReport, CardReport, Comparison, PairedDifference, Estimate, MeanEstimate } from './fftcg/lab/report'
export type { BoardShape } from './fftcg/engine'
