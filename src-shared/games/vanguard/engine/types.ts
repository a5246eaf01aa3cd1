// The goldfish game state of Vanguard: plain JSON, never mutated (every action returns a new state
// sharing its unchanged parts). Zones and circles are those of the rules text (ZONE DE JEUX, Phase
// principale: the five rear-guard circles in three columns around the vanguard circle).
import type { RngState } from '../../../game/rng'
import type { VanguardCard } from '../card'
import type { DeckFormat } from '../deck/deck'
import type { Phase } from './phases'

export type { Phase } from './phases'

/** A card instance: 'c1'…'c50', numbered in deck order before the first shuffle. */
export type CardId = string

export const ZONES = ['deck', 'hand', 'rideDeck', 'vanguard', 'rearguard', 'guardian', 'soul', 'drop', 'damage', 'trigger', 'order'] as const
export type ZoneName = (typeof ZONES)[number]
/** deck[0] is the top card; the other zones keep arrival order (vanguard: one card). */
export type Zones = { readonly [Z in ZoneName]: readonly CardId[] }

/** The rear-guard circles (RC); the vanguard circle (VC) is the middle of the front row. */
export const CIRCLES = ['frontLeft', 'backLeft', 'backCenter', 'backRight', 'frontRight'] as const
export type Circle = (typeof CIRCLES)[number]
export type Column = 'left' | 'center' | 'right'
export const COLUMN_OF: Readonly<Record<Circle, Column>> = { frontLeft: 'left', backLeft: 'left', backCenter: 'center', backRight: 'right', frontRight: 'right' }
export const isFrontRow = (circle: Circle) => circle === 'frontLeft' || circle === 'frontRight'

/** What the rules need of a card: all of it but its text (the catalog keeps that). */
export type CardDef = Omit<VanguardCard, 'text'>

export type Result = 'ongoing' | 'won' | 'lost'

export interface GameState {
  readonly v: 1
  readonly format: DeckFormat
  readonly onThePlay: boolean
  readonly seed: number
  readonly rng: RngState
  readonly defs: Readonly<Record<string, CardDef>>
  readonly instances: Readonly<Record<CardId, string>>
  readonly zones: Zones
  /** Which rear-guard is on which circle (the `rearguard` zone lists the same cards). */
  readonly circles: Readonly<Record<Circle, CardId | null>>
  /** Units in [Rest]; every other unit on a circle is [Stand]. */
  readonly rested: readonly CardId[]
  /** Both players' turns: 0 before the first. */
  readonly turn: number
  readonly phase: Phase
  /** A normal ride was made this turn (Phase de Ride: once per turn, from the hand or the ride deck). */
  readonly rodeThisTurn: boolean
  readonly mulliganUsed: boolean
  readonly result: Result
}

export interface RuleError {
  kind: ErrorKind
  rule: string
  reason: string
  params: Record<string, string | number>
}

export type ErrorKind =
  | 'game-over'
  | 'wrong-phase'
  | 'not-in-zone'
  | 'mulligan-used'
  | 'bad-cards'
  | 'already-rode'
  | 'bad-grade'
  | 'not-a-unit'
  | 'no-ride-deck'
  | 'bad-circle'

export type EngineResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: RuleError }

/** What happened, for the log and the UI; `kind` is stable, the rest are its params. */
export type GameEvent =
  | { kind: 'gameStarted'; onThePlay: boolean; deckSize: number; vanguard: CardId; rideDeck: number }
  | { kind: 'shuffled' }
  | { kind: 'drew'; cards: CardId[] }
  | { kind: 'deckEmpty' }
  | { kind: 'redrew'; returned: CardId[] }
  | { kind: 'keptHand' }
  | { kind: 'turnStarted'; turn: number }
  | { kind: 'opponentTurn'; turn: number }
  | { kind: 'phase'; phase: Phase }
  | { kind: 'phaseSkipped'; phase: Phase; rule: string }
  | { kind: 'stood'; cards: CardId[] }
  | { kind: 'rode'; card: CardId; from: 'hand' | 'rideDeck'; toSoul: CardId; discarded: CardId | null }
  | { kind: 'called'; card: CardId; circle: Circle; retired: CardId | null }
  | { kind: 'movedInColumn'; from: Circle; to: Circle; swapped: CardId | null }
