// The goldfish game state: plain JSON, never mutated. Every action returns a new state that
// shares every unchanged part with the previous one (zones that did not move, the card table),
// so undo is keeping the previous state and a lab can play 100,000 games without deep copies.
import type { CardType, Element, Keyword } from '../card'
import type { CoreState, Outcome, Refusal, TableEvent } from '../../../game/core'

/** A card instance of this game: 'c1'…'c50', numbered in decklist order before the first shuffle. */
export type CardId = string

/** The player's zones of rule 7 (the stack is not kept: abilities are applied by hand). */
export const ZONES = ['deck', 'hand', 'field', 'breakZone', 'damage', 'removed'] as const
export type ZoneName = (typeof ZONES)[number]

/** deck[0] is the top card. Other zones keep arrival order (the last one arrived last). */
export type Zones = { readonly [Z in ZoneName]: readonly CardId[] }

/** The phases of phases.ts (setup, then the turn of rule 9). */
export type { Phase } from './phases'
import type { Phase } from './phases'
export type Result = 'ongoing' | 'won' | 'lost'
export type Format = 'constructed' | 'limited'

/** What the rules need from a card; the full Card stays in the catalog (GameView carries it). */
export interface CardDef {
  key: string
  code: string
  name: string
  elements: readonly Element[]
  type: CardType
  cost: number
  power: number | null
  multicard: boolean | null
  keywords: readonly Keyword[]
  exBurst: boolean
  /** The French name, for the log in French (absent: the same as `name`, or unknown). */
  fr?: { name: string }
}

/** State of a card on the field; it starts anew each time the card enters (7.4). */
export interface CardStatus {
  dull: boolean
  /** Damage taken this turn (removed in the End Phase, 9.5.1.3.1). */
  damage: number
  /** Will not activate in the next Active Phase (15.2.4.2). */
  frozen: boolean
  /** Game turn in which the card came under the player's control (10.1.2.1.1: before `turn` = since the start of the turn). */
  since: number
  /** Has attacked this turn (10.1.2.1.2). */
  attacked: boolean
  /** Power changes "until the end of the turn", applied by hand (9.5.1.3.2). */
  powerMod: number
  counters: Readonly<Record<string, number>>
}

/**
 * The core's state (seed, generator, turn, phase, result, instances, zones, the question slot)
 * and this game's own fields. No FFTCG rule asks a question yet: EX Burst (6.5.2.1, 11.10.2) is
 * an event the player resolves by hand, and the End Phase discard (9.5.1.2) is endTurn's
 * parameter (see docs/engine-actions.md), so `question` stays null.
 */
export interface GameState extends CoreState<ZoneName, Phase> {
  readonly v: 1
  readonly format: Format
  /** Damage that ends the game: 7 constructed, 6 limited (3.1.1). */
  readonly damageLimit: number
  readonly onThePlay: boolean
  /** The rules data of each card of the deck, in decklist order (copies share one), shared by every state of the game. */
  readonly defs: readonly CardDef[]
  /** Each instance's place in `defs` (`c1` → 0), the same for every deck of the size. */
  readonly instances: Readonly<Record<CardId, number>>
  readonly zones: Zones
  /** Only for cards on the field. */
  readonly status: Readonly<Record<CardId, CardStatus>>
  /**
   * Game turn number, counting both players' turns: the player's turns are 1, 3, 5… on the
   * play and 2, 4, 6… on the draw (the goldfish has the others). 0 during setup.
   */
  readonly turn: number
  /** How many of the player's own turns have started (1 = the player's first turn). */
  readonly ownTurn: number
  readonly phase: Phase
  readonly mulliganUsed: boolean
  /** Damage dealt to the goldfish opponent. */
  readonly opponentDamage: number
  readonly result: Result
  /** The rule that ended the game. */
  readonly endedBy: { rule: string; kind: EndKind } | null
}

export type EndKind = 'opponent-damage' | 'damage-zone' | 'draw-empty' | 'damage-empty' | 'conceded'

/** A refusal: the rule that forbids it, an English reason, and a stable kind + params for translations. */
export type RuleError = Refusal<ErrorKind>

export type ErrorKind =
  | 'game-over'
  | 'wrong-phase'
  | 'not-in-zone'
  | 'same-zone'
  | 'not-a-character'
  | 'not-a-forward'
  | 'bad-amount'
  | 'bad-order'
  | 'mulligan-used'
  | 'backups-full'
  | 'same-name'
  | 'light-dark'
  | 'payment-duplicate'
  | 'payment-self'
  | 'payment-light-dark-discard'
  | 'payment-not-backup'
  | 'payment-backup-dull'
  | 'payment-short'
  | 'payment-excess'
  | 'payment-element'
  | 'no-payment'
  | 'attack-none'
  | 'attack-dull'
  | 'attack-summoning-sick'
  | 'attack-already'
  | 'party-element'
  | 'hand-size'
  /** The core's gate: a question waits for its answer (none is asked yet, see GameState). */
  | 'pending'

export type EngineResult = Outcome<GameState, GameEvent, RuleError>

/** What happened, for the log and the UI; `kind` is stable, the rest are its params. The table actions' events are the core's. */
export type GameEvent =
  | TableEvent<ZoneName>
  | { kind: 'gameStarted'; onThePlay: boolean; format: Format; deckSize: number }
  | { kind: 'drew'; cards: CardId[] }
  | { kind: 'mulligan'; bottom: CardId[] }
  | { kind: 'keptHand' }
  | { kind: 'turnStarted'; turn: number; ownTurn: number }
  | { kind: 'opponentTurn'; turn: number }
  | { kind: 'phase'; phase: Phase }
  | { kind: 'activated'; cards: CardId[] }
  | { kind: 'stayedFrozen'; cards: CardId[] }
  | { kind: 'cast'; card: CardId; dull: CardId[]; discard: CardId[]; cp: number; wasted: number }
  | { kind: 'entered'; card: CardId; dull: boolean }
  | { kind: 'summonResolved'; card: CardId }
  | { kind: 'multicardUnknown'; card: CardId; others: CardId[] }
  | { kind: 'attacked'; attackers: CardId[]; dulled: CardId[] }
  | { kind: 'opponentDamaged'; amount: number; total: number }
  | { kind: 'damageTaken'; card: CardId; total: number }
  | { kind: 'exBurst'; card: CardId }
  | { kind: 'broken'; card: CardId; rule: string }
  | { kind: 'discarded'; cards: CardId[]; reason: 'hand-size' }
  | { kind: 'damageRemoved'; cards: CardId[] }
  | { kind: 'dulled'; card: CardId }
  | { kind: 'activatedCard'; card: CardId }
  | { kind: 'frozen'; card: CardId; frozen: boolean }
  | { kind: 'forwardDamaged'; card: CardId; amount: number; total: number }
  | { kind: 'powerModified'; card: CardId; amount: number; power: number }
  | { kind: 'gameWon'; rule: string }
  | { kind: 'gameLost'; rule: string; reason: EndKind }
