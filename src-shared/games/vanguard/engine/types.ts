// The goldfish game state of Vanguard: plain JSON, never mutated (every action returns a new state
// sharing its unchanged parts). Zones and circles are those of the rules text (ZONE DE JEUX, Phase
// principale: the five rear-guard circles in three columns around the vanguard circle).
import type { Outcome, Question, Refusal, TableEvent } from '../../../game/core'
import type { RngState } from '../../../game/rng'
import type { REFUSAL_FR } from './log'
import type { Trigger, VanguardCard } from '../card'
import type { DeckFormat } from '../deck/deck'
import type { BattleStep, Phase } from './phases'

export type { Phase } from './phases'

/** A card instance: 'c1'…'c50', numbered in deck order before the first shuffle. */
export type CardId = string

/** `removed`: cards removed from the game (Phase d’assistance G). */
export const ZONES = ['deck', 'hand', 'rideDeck', 'vanguard', 'rearguard', 'guardian', 'soul', 'drop', 'damage', 'trigger', 'order', 'removed'] as const
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

/** The goldfish opponent: a vanguard of a chosen grade and power, and its damage zone (a count). */
export interface Goldfish {
  readonly grade: number
  readonly power: number
  readonly damage: number
}

/**
 * The goldfish's front-row rear-guard circles, where the player may set dummy rear-guards to
 * attack (2. Étape d’attaque: "choisissez l'une des unités de votre adversaire au premier rang").
 */
export const GOLDFISH_CIRCLES = ['left', 'right'] as const
export type GoldfishCircle = (typeof GOLDFISH_CIRCLES)[number]
/** The goldfish's dummy rear-guards: each one's power, null where there is none. */
export type GoldfishRearguards = Readonly<Record<GoldfishCircle, number | null>>
/** What an attack targets: the goldfish's vanguard or one of its dummy rear-guards. */
export type AttackTarget = 'vanguard' | GoldfishCircle

/** The battle under way (Phase de combat, steps 2 to 6); null at the start step. */
export interface Battle {
  readonly step: BattleStep
  /** The attacked unit (l’unité attaquée). */
  readonly target: AttackTarget
  readonly attacker: CardId
  readonly booster: CardId | null
  /** The shield the goldfish guards with (set by the player for this attack). */
  readonly guard: number
  /** Drive checks still to make (Étape de conduite). */
  readonly drives: number
}

/** A revealed trigger waiting for the player to say where its critical and power go. */
export interface PendingTrigger {
  readonly card: CardId
  readonly trigger: Trigger
  /** The check that revealed it: a drive check (the card then goes to the hand) or a damage check (to the damage zone). */
  readonly check: 'drive' | 'damage'
  /** Left to give, in this order: +1 critical (critical trigger), then the power. */
  readonly critical: number
  readonly power: number
  /** The goldfish's attack on your vanguard under way (a damage check, or damage taken in its guard step), asked again once the trigger is given. */
  readonly defence: Defence | null
}

/**
 * The goldfish's attack on the player's vanguard (3. Étape de garde): its power and critical as the
 * player sets them; the guardians called or moved to (GC) guard the vanguard.
 */
export interface Defence {
  readonly step: 'guard' | 'damage'
  readonly power: number
  readonly critical: number
}

/** Phase d’assistance G under way: the top five revealed, then two cards of the hand to remove. */
export interface PendingGAssist {
  readonly stage: 'take' | 'remove'
  /** The revealed cards of the next grade (stage `take`). */
  readonly choices: readonly CardId[]
}

/** The question waiting in the core's one slot (questions.ts): its kind says which data it keeps. */
export type VanguardQuestion =
  | Question<'triggerUnit', PendingTrigger>
  | Question<'gAssistTake' | 'gAssistRemove', PendingGAssist>
  | Question<'guard', Defence>

/** Power and critical given until end of turn (triggers). */
export type Boosts = Readonly<Record<CardId, { readonly power: number; readonly critical: number }>>

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
  /** The rule that ended the game; null while it goes on. */
  readonly endedBy: string | null
  readonly goldfish: Goldfish
  readonly goldfishRearguards: GoldfishRearguards
  readonly battle: Battle | null
  /** The question the rules wait on (a trigger's unit, G assist, the guard step); null: none. */
  readonly question: VanguardQuestion | null
  readonly boosts: Boosts
  /** Damage (and order) zone cards turned face down (Counter Blast). */
  readonly faceDown: readonly CardId[]
  /** An order was played this turn (Phase principale: "un seul ordre par tour"). */
  readonly orderPlayed: boolean
  readonly gAssistUsed: boolean
  /** Damage checks still to make (take N damage, or a hit on the vanguard). */
  readonly damageChecks: number
}

/** A refusal naming its rule (the engine core's, with this game's kinds). */
export type RuleError = Refusal<ErrorKind>

/** The refusals' kinds: those the log writes in French (log.ts), so none lacks its text. */
export type ErrorKind = keyof typeof REFUSAL_FR

export type EngineResult = Outcome<GameState, GameEvent, RuleError>

/** What happened, for the log and the UI; `kind` is stable, the rest are its params. */
export type GameEvent =
  /** The table actions' events (moved, searched, shuffled, looked, arranged), written by the core. */
  | TableEvent<ZoneName>
  | { kind: 'gameStarted'; onThePlay: boolean; deckSize: number; vanguard: CardId; rideDeck: number }
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
  | { kind: 'goldfishSet'; grade: number; power: number }
  | { kind: 'goldfishRearguardSet'; circle: GoldfishCircle; power: number | null }
  | { kind: 'attacked'; attacker: CardId; booster: CardId | null; power: number; guard: number; target: AttackTarget }
  | { kind: 'driveCheck'; card: CardId; trigger: Trigger | null; resolves: boolean }
  | { kind: 'triggerGiven'; card: CardId; unit: CardId; power: number; critical: number }
  | { kind: 'triggerEffect'; card: CardId; effect: 'draw' | 'heal' | 'over-removed' }
  | { kind: 'toHand'; card: CardId }
  | { kind: 'battleResult'; hit: boolean; power: number; defence: number; damage: number; goldfishDamage: number; target: AttackTarget }
  | { kind: 'battleClosed' }
  | { kind: 'gameWon'; rule: string }
  | { kind: 'gameLost'; rule: string; cause: 'deckOut' | 'damage' | 'conceded' }
  | { kind: 'damageCheck'; card: CardId; trigger: Trigger | null; resolves: boolean }
  | { kind: 'toDamage'; card: CardId; damage: number }
  | { kind: 'orderPlayed'; card: CardId; to: 'drop' | 'order' }
  | { kind: 'opponentAttacked'; power: number; critical: number }
  | { kind: 'guarded'; card: CardId; shield: number; from: 'hand' | Circle }
  | { kind: 'defenceResult'; hit: boolean; power: number; defence: number; damage: number }
  | { kind: 'guardiansRetired'; cards: CardId[] }
  | { kind: 'gAssistRevealed'; cards: CardId[]; found: number }
  | { kind: 'gAssistTook'; card: CardId }
  | { kind: 'removedFromGame'; cards: CardId[] }
  | { kind: 'flipped'; card: CardId; faceDown: boolean }
  | { kind: 'standChanged'; card: CardId; stand: boolean }
  | { kind: 'unitModified'; card: CardId; power: number; critical: number }
  | { kind: 'soulBlast'; cards: CardId[] }
  | { kind: 'soulCharge'; cards: CardId[] }
