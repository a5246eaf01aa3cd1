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

// Each game's own types and schemas that the API contract carries, as unions over the games (the
// request's `game` tells which).
import type { Card as FftcgCard } from './fftcg/card'
import type { DeckFormat as FftcgDeckFormat } from './fftcg/deck/deck'
import type { WriterName as FftcgWriter } from './fftcg/decklist-write'
import type { CardFilters as FftcgFilters, Facets as FftcgFacets } from './fftcg/card-filters'
import type { LabPolicy as FftcgPolicy, PolicyInput as FftcgPolicyInput } from './fftcg/lab/policy'
import type { LabReport as FftcgLabReport } from './fftcg/lab/report'
import type { SortKey as FftcgSortKey } from '../search-sort'
import type { Action as FftcgAction, BoardShape as FftcgBoard, CardId as FftcgCardId, GameEvent as FftcgEvent, GameState as FftcgState, RuleError as FftcgRefusal } from './fftcg/engine'
import type { CreatureCard } from './creatures/card'
import type { DeckFormat as CreatureDeckFormat } from './creatures/deck/deck'
import type { WriterName as CreatureWriter } from './creatures/decklist'
import type { CreatureFacets, CreatureFilters, CreatureSortKey } from './creatures/card-filters'
import type { LabPolicy as CreaturePolicy, PolicyInput as CreaturePolicyInput } from './creatures/lab/policy'
import type { CreatureLabReport } from './creatures/lab/report'
import type { Action as CreatureAction, BoardShape as CreatureBoard, CardId as CreatureCardId, GameEvent as CreatureEvent, GameState as CreatureState, RuleError as CreatureRefusal } from './creatures/engine'
import type { VanguardCard } from './vanguard/card'
import type { DeckFormat as VanguardDeckFormat } from './vanguard/deck/deck'
import type { WriterName as VanguardWriter } from './vanguard/decklist'
import type { VanguardFacets, VanguardFilters, VanguardSortKey } from './vanguard/card-filters'
import type { VanguardBoard } from './vanguard'
import type { LabPolicy as VanguardPolicy, PolicyInput as VanguardPolicyInput } from './vanguard/lab/policy'
import type { VanguardLabReport } from './vanguard/lab/report'
import type { Action as VanguardAction, CardId as VanguardCardId, GameEvent as VanguardEvent, GameState as VanguardState, RuleError as VanguardRefusal } from './vanguard/engine'
import type { MtgCatalogCard } from './mtg/catalog-card'
import type { MtgFormatId } from './mtg/deck/formats'
import type { WriterName as MtgWriter } from './mtg/decklist'
import type { MtgFacets, MtgFilters, MtgSortKey } from './mtg/card-filters'
import type { MtgBoard } from './mtg'
import type { LabPolicy as MtgPolicy, PolicyInput as MtgPolicyInput } from './mtg/lab/policy'
import type { MtgLabReport } from './mtg/lab/report'
import type { Action as MtgAction, CardId as MtgCardId, GameEvent as MtgEvent, GameState as MtgState, RuleError as MtgRefusal } from './mtg/engine'

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
    sortKey: FftcgSortKey
    policy: FftcgPolicy
    policyInput: FftcgPolicyInput
    labReport: FftcgLabReport
    board: FftcgBoard
  }
  creatures: {
    card: CreatureCard
    cardId: CreatureCardId
    state: CreatureState
    action: CreatureAction
    event: CreatureEvent
    refusal: CreatureRefusal
    format: CreatureDeckFormat
    writer: CreatureWriter
    filters: CreatureFilters
    facets: CreatureFacets
    sortKey: CreatureSortKey
    policy: CreaturePolicy
    policyInput: CreaturePolicyInput
    labReport: CreatureLabReport
    board: CreatureBoard
  }
  vanguard: {
    card: VanguardCard
    cardId: VanguardCardId
    state: VanguardState
    action: VanguardAction
    event: VanguardEvent
    refusal: VanguardRefusal
    format: VanguardDeckFormat
    writer: VanguardWriter
    filters: VanguardFilters
    facets: VanguardFacets
    sortKey: VanguardSortKey
    policy: VanguardPolicy
    policyInput: VanguardPolicyInput
    labReport: VanguardLabReport
    board: VanguardBoard
  }
  mtg: {
    card: MtgCatalogCard
    cardId: MtgCardId
    state: MtgState
    action: MtgAction
    event: MtgEvent
    refusal: MtgRefusal
    format: MtgFormatId
    writer: MtgWriter
    filters: MtgFilters
    facets: MtgFacets
    sortKey: MtgSortKey
    policy: MtgPolicy
    policyInput: MtgPolicyInput
    labReport: MtgLabReport
    board: MtgBoard
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
