// The goldfish game state of the creature game: plain JSON, never mutated. Every action returns
// a new state sharing its unchanged parts with the previous one, so undo keeps the previous state.
import type { Outcome, Question, Refusal, TableEvent } from '../../../game/core'
import type { RngState } from '../../../game/rng'
import type { CreatureCard } from '../card'
import type { DeckFormat } from '../deck/deck'
import type { Phase } from './phases'

export type { Phase } from './phases'

/** A card instance: 'c1'…'c40', numbered in deck order before the first shuffle. */
export type CardId = string
/** A dummy creature of the goldfish opponent: 'o1', 'o2'… */
export type DummyId = string

/**
 * The zones of "Le Plateau": the creature and magic slots, the terrain zone, the graveyard, the
 * deck, the hand, the isolation zone both players share, and the equipment attached to
 * creatures (2.1: an equipped card no longer takes a magic slot).
 */
export const ZONES = ['deck', 'hand', 'creatures', 'magic', 'equipped', 'terrain', 'graveyard', 'isolation'] as const
export type ZoneName = (typeof ZONES)[number]
/** deck[0] is the top card; the other zones keep arrival order. */
export type Zones = { readonly [Z in ZoneName]: readonly CardId[] }

/** 1.2: offensive (upright), defensive (sideways), rest (turned towards its owner). */
export const POSTURES = ['offensive', 'defensive', 'rest'] as const
export type Posture = (typeof POSTURES)[number]
/** Postures a creature may be summoned in (1.2, "Le déroulement": never straight into rest). */
export type SummonPosture = Exclude<Posture, 'rest'>

/** What the table needs of a card: all of it but its text (the catalog keeps it); its picture, a file name, is drawn on the table. */
export type CardDef = Omit<CreatureCard, 'text'>

/** A card on the board (creature, magic, equipment or terrain); it starts anew each time it enters. */
export interface CardStatus {
  /** Creatures only; other cards keep 'offensive' (meaningless for them). */
  posture: Posture
  /** While resting: how many of its owner's turn starts are left before it gets up (1.3). */
  restTurns: number
  /** The player's own turn in which it entered (RS: no sacrifice of a creature summoned this turn). */
  since: number
  /** Declared an attack this turn. */
  attacked: boolean
  /** Atk and Def changes applied by hand (skills, equipment, terrains: 1.4, 2.1, 3.1). */
  atkMod: number
  defMod: number
  /** An equipment card: the creature it is attached to (2.1). */
  attachedTo: CardId | null
  counters: Readonly<Record<string, number>>
}

/** A creature of the goldfish opponent, filled in by hand to test attacks. */
export interface Dummy {
  id: DummyId
  atk: number
  def: number
  posture: Posture
}

/** An attack declared in the clash phase, resolved at its end (1.3.1, "Le déroulement"). */
export interface DeclaredAttack {
  attacker: CardId
  /** A dummy, or null for an attack on an empty field (straight at the LP). */
  target: DummyId | null
}

export type Result = 'ongoing' | 'won' | 'lost'

export interface GameState {
  readonly v: 1
  readonly format: DeckFormat
  readonly onThePlay: boolean
  readonly seed: number
  readonly rng: RngState
  /** Card data by code, shared by every state of the game. */
  readonly defs: Readonly<Record<string, CardDef>>
  /** The code of each instance, shared by every state of the game. */
  readonly instances: Readonly<Record<CardId, string>>
  readonly zones: Zones
  readonly status: Readonly<Record<CardId, CardStatus>>
  /** Both players' turns: 0 during setup. */
  readonly turn: number
  /** How many of the player's own turns have started. */
  readonly ownTurn: number
  readonly phase: Phase
  /** Action points left (PA: 3, back to 3 at the start of the player's turn). */
  readonly ap: number
  readonly lp: number
  readonly opponent: { readonly lp: number; readonly creatures: readonly Dummy[]; readonly nextDummy: number }
  readonly attacks: readonly DeclaredAttack[]
  readonly mulliganUsed: boolean
  readonly result: Result
  readonly endedBy: { rule: string; kind: EndKind } | null
  /** The core's slot for a question waiting for an answer: this game asks none yet, so always null. */
  readonly question: Question | null
}

export type EndKind = 'opponent-lp' | 'own-lp' | 'conceded'

export type RuleError = Refusal<ErrorKind>

export type ErrorKind =
  | 'game-over'
  | 'wrong-phase'
  | 'not-in-zone'
  | 'same-zone'
  | 'wrong-category'
  | 'no-ap'
  | 'slots-full'
  | 'bad-posture'
  | 'sacrifice-count'
  | 'sacrifice-invalid'
  | 'sacrifice-new'
  | 'bad-target'
  | 'must-target'
  | 'first-turn-attack'
  | 'cannot-attack'
  | 'already-attacked'
  | 'mulligan-used'
  | 'bad-order'
  | 'bad-amount'
  | 'no-skill'
  | 'skill-not-in-clash'
  | 'no-dummy'
  | 'resting'
  /** The core's gate: a question waits for its answer (this game asks none yet). */
  | 'pending'

export type EngineResult = Outcome<GameState, GameEvent, RuleError>

export type Side = 'player' | 'opponent'

/** What happened, for the log and the UI; `kind` is stable, the rest are its params. */
export type GameEvent =
  | { kind: 'gameStarted'; onThePlay: boolean; deckSize: number; lp: number }
  /** The eight table actions' events (moved, counter, searched, shuffled, looked, arranged), written by the core. */
  | TableEvent<ZoneName>
  | { kind: 'drew'; cards: CardId[] }
  | { kind: 'deckEmpty' }
  | { kind: 'mulligan'; bottom: CardId[] }
  | { kind: 'keptHand' }
  | { kind: 'turnStarted'; turn: number; ownTurn: number }
  | { kind: 'opponentTurn'; turn: number }
  | { kind: 'phase'; phase: Phase }
  | { kind: 'apReset'; ap: number }
  | { kind: 'restTick'; card: CardId; left: number }
  | { kind: 'gotUp'; card: CardId }
  | { kind: 'summoned'; card: CardId; posture: SummonPosture; sacrifices: CardId[]; ap: number }
  | { kind: 'magicSet'; card: CardId }
  | { kind: 'magicActivated'; card: CardId; target: CardId | null; ap: number }
  | { kind: 'equipped'; card: CardId; target: CardId }
  | { kind: 'terrainPlayed'; card: CardId; replaced: CardId | null }
  | { kind: 'skillUsed'; card: CardId; skill: string; ap: number }
  | { kind: 'postureChanged'; card: CardId; posture: Posture }
  /** `foreseen`: what the attack will do at the end of the clash as things stand when it is declared (absent in older logs). */
  | { kind: 'attackDeclared'; card: CardId; target: DummyId | null; foreseen?: { outcome: ClashOutcome; damage: number; damaged: Side | null } }
  | { kind: 'clash'; attacker: CardId; target: DummyId | null; attackerAtk: number; defenderStat: number | null; defenderPosture: Posture | null; outcome: ClashOutcome; damage: number; damaged: Side | null }
  | { kind: 'destroyed'; card: CardId }
  | { kind: 'dummyDestroyed'; dummy: DummyId }
  | { kind: 'rested'; card: CardId; turns: number }
  | { kind: 'lifeChanged'; side: Side; amount: number; lp: number }
  | { kind: 'statsModified'; card: CardId; atk: number; def: number }
  | { kind: 'dummyAdded'; dummy: DummyId; atk: number; def: number; posture: Posture }
  | { kind: 'dummyChanged'; dummy: DummyId; atk: number; def: number; posture: Posture }
  | { kind: 'dummyRemoved'; dummy: DummyId }
  | { kind: 'gameWon'; rule: string }
  | { kind: 'gameLost'; rule: string; reason: EndKind }

/** How a clash ended (1.3.1, and interpretations I3–I5 for what the text leaves open). */
export type ClashOutcome = 'direct' | 'attacker-wins' | 'defender-wins' | 'both-destroyed' | 'broke-through' | 'repelled' | 'no-effect' | 'target-gone'
