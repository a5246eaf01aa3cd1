// The goldfish game state of Magic: plain JSON, never mutated. Every action returns a new state
// that shares its unchanged parts with the previous one, so undo keeps the previous state.
import type { Outcome, Refusal, TableEvent } from '../../../game/core'
import type { RngState } from '../../../game/rng'
import type { Color, ManaSymbol } from '../card'
import type { Phase } from './phases'
import type { MtgQuestion } from './questions'

export type { Phase } from './phases'

/** A card instance: 'c1'…'c100', numbered in deck order before the first shuffle. */
export type CardId = string
/** A dummy creature on the goldfish's side, placed by hand: 'd1', 'd2'… */
export type DummyId = string

export const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'exile', 'stack', 'command'] as const
export type ZoneName = (typeof ZONES)[number]
/** library[0] is the top card; stack's last card is the top of the stack; the others keep arrival order. */
export type Zones = { readonly [Z in ZoneName]: readonly CardId[] }

/** The mana a pool holds: the five colours and colourless. */
export const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const
export type ManaType = (typeof MANA_TYPES)[number]
export type ManaPool = { readonly [M in ManaType]: number }

/** A plain mana ability read from the oracle text: `{T}: Add {R} or {G}.` is two choices. */
export interface ManaAbility {
  /** Each choice is the mana one activation adds. */
  choices: ManaType[][]
}

/** What the engine needs of a card: its front face's rules, read once when the game starts. */
export interface CardDef {
  key: string
  name: string
  supertypes: string[]
  types: string[]
  subtypes: string[]
  cost: ManaSymbol[]
  manaValue: number
  /** Printed power and toughness as numbers (`*` reads as 0); null when not a creature card. */
  power: number | null
  toughness: number | null
  loyalty: number | null
  /** Lower-case keywords: haste, vigilance, flash, first strike… */
  keywords: string[]
  manaAbilities: ManaAbility[]
  /** Every choice of every mana ability, flattened (tapForMana's `choice` indexes it). */
  manaChoices: ManaType[][]
  colors: Color[]
  /** Read once from the types: the engine asks them at every step. */
  creature: boolean
  land: boolean
  legendary: boolean
}

/** A permanent on the battlefield; it starts anew each time it enters. */
export interface Permanent {
  tapped: boolean
  /** Damage marked this turn (5.2: it wears off in the cleanup step). */
  damage: number
  /** Damage from a source with deathtouch was marked (CR 704.5h). */
  deathtouched: boolean
  /** The game turn it came under the player's control (3.2.a-1: summoning sickness). */
  since: number
  counters: Readonly<Record<string, number>>
}

/** A creature of the goldfish, placed by hand to block. */
export interface Dummy {
  id: DummyId
  power: number
  toughness: number
  damage: number
  deathtouched: boolean
}

/** Combat of the current turn (3): attackers, and the dummies blocking each. */
export interface Combat {
  readonly attackers: readonly CardId[]
  /** Attacker → its blockers in damage assignment order (3.3.b). */
  readonly blocks: Readonly<Record<CardId, readonly DummyId[]>>
  readonly declared: boolean
  readonly blockersDeclared: boolean
  /** Creatures that dealt damage in the first-strike step (3.4: only double strike deals again). */
  readonly struckFirst: readonly string[]
}

/** A question the rules ask before anything else happens. */
export type Pending =
  | { kind: 'mulligan'; bottom: number }
  | { kind: 'attackers' }
  | { kind: 'blockers' }
  | { kind: 'discard'; count: number }
  | { kind: 'legend'; name: string; cards: CardId[] }
  // CR 903.9a: the commander was put into the graveyard or exile: the owner may move it to the command zone
  | { kind: 'commander'; card: CardId; zone: 'graveyard' | 'exile' }

export type Result = 'ongoing' | 'won' | 'lost'
export type EndKind = 'opponent-life' | 'own-life' | 'empty-library' | 'conceded'
export type Side = 'player' | 'opponent'

export interface GameState {
  readonly v: 1
  readonly format: string
  readonly onThePlay: boolean
  readonly seed: number
  readonly rng: RngState
  /** Card rules by card key, shared by every state of the game. */
  readonly defs: Readonly<Record<string, CardDef>>
  /** The card key of each instance, shared by every state of the game. */
  readonly instances: Readonly<Record<CardId, string>>
  readonly zones: Zones
  readonly permanents: Readonly<Record<CardId, Permanent>>
  /** Both players' turns: 0 before the first. */
  readonly turn: number
  readonly ownTurn: number
  readonly phase: Phase
  readonly pool: ManaPool
  readonly landsPlayed: number
  readonly life: number
  readonly opponent: { readonly life: number; readonly dummies: readonly Dummy[]; readonly nextDummy: number }
  readonly combat: Combat | null
  /** The question the rules wait on (questions.ts), the engine core's one slot. */
  readonly question: MtgQuestion | null
  /** The cleanup step gave priority (something happened): passing starts a new cleanup (5.2). */
  readonly cleanupAgain: boolean
  readonly mulligans: number
  /** The player drew from an empty library since the last check (CR 704.5b). */
  readonly drewFromEmpty: boolean
  readonly result: Result
  readonly endedBy: { rule: string; kind: EndKind } | null
  /** The steps where "to the next stop" stops when the player has something to do there (stops.ts). */
  readonly stops: readonly Phase[]
  /** A Commander game's commanders (CR 903); null in other games. */
  readonly commander: CommanderState | null
}

/** What the Commander rules follow (commander.ts). */
export interface CommanderState {
  readonly cards: readonly CardId[]
  /** CR 903.8: times each was cast from the command zone (the tax is {2} per earlier cast). */
  readonly casts: Readonly<Record<CardId, number>>
  /** CR 903.10a: combat damage each has dealt to the goldfish this game. */
  readonly damage: Readonly<Record<CardId, number>>
  /** CR 903.9a: commanders the player chose to leave in the graveyard or exile (asked again once they leave it). */
  readonly left: readonly CardId[]
}

export type RuleError = Refusal<ErrorKind>

export type ErrorKind =
  | 'game-over'
  | 'pending'
  | 'not-pending'
  | 'wrong-step'
  | 'not-your-turn'
  | 'stack-not-empty'
  | 'not-in-zone'
  | 'same-zone'
  | 'land-played'
  | 'not-a-land'
  | 'is-a-land'
  | 'sorcery-speed'
  | 'cannot-pay'
  | 'bad-payment'
  | 'no-mana-ability'
  | 'tapped'
  | 'summoning-sick'
  | 'not-a-creature'
  | 'bad-attackers'
  | 'bad-blockers'
  | 'bad-cards'
  | 'no-counters'
  | 'mulligan-over'
  | 'bad-amount'
  | 'no-dummy'
  | 'no-priority'
  | 'not-commander'

export type EngineResult = Outcome<GameState, GameEvent, RuleError>

/** What happened, for the log and the UI; `kind` is stable, the rest are its params. */
export type GameEvent =
  | { kind: 'gameStarted'; onThePlay: boolean; deckSize: number; life: number }
  | { kind: 'drew'; cards: CardId[] }
  | { kind: 'drewFromEmpty' }
  | { kind: 'mulligan'; count: number }
  | { kind: 'keptHand'; bottom: CardId[] }
  | { kind: 'turnStarted'; turn: number; ownTurn: number }
  | { kind: 'opponentTurn'; turn: number }
  | { kind: 'step'; phase: Phase }
  | { kind: 'stepSkipped'; phase: Phase; rule: string }
  | { kind: 'untapped'; cards: CardId[] }
  | { kind: 'manaEmptied'; amount: number }
  | { kind: 'landPlayed'; card: CardId }
  | { kind: 'manaAdded'; card: CardId | null; mana: ManaType[] }
  | { kind: 'cast'; card: CardId; x: number; paid: ManaType[]; life: number }
  | { kind: 'resolved'; card: CardId; to: ZoneName }
  | { kind: 'attackers'; cards: CardId[] }
  | { kind: 'blockers'; blocks: { dummy: DummyId; attacker: CardId }[] }
  | { kind: 'combatDamage'; source: string; target: string; amount: number; first: boolean }
  | { kind: 'lifeChanged'; side: Side; amount: number; life: number }
  | { kind: 'died'; card: CardId; rule: string }
  | { kind: 'dummyDied'; dummy: DummyId; rule: string }
  | { kind: 'legendKept'; kept: CardId; graveyard: CardId[] }
  | { kind: 'discarded'; cards: CardId[] }
  | { kind: 'damageWoreOff' }
  | { kind: 'cleanupPriority' }
  // moved, counter, searched, shuffled, looked, arranged: the table actions' events (the engine core's)
  | TableEvent<ZoneName>
  | { kind: 'tapChanged'; card: CardId; tapped: boolean }
  | { kind: 'dummyAdded'; dummy: DummyId; power: number; toughness: number }
  | { kind: 'dummyRemoved'; dummy: DummyId }
  | { kind: 'commanderTax'; card: CardId; tax: number }
  | { kind: 'commanderMoved'; card: CardId; from: ZoneName; toCommand: boolean }
  | { kind: 'commanderDamage'; card: CardId; total: number }
  | { kind: 'gameWon'; rule: string }
  | { kind: 'gameLost'; rule: string; reason: Exclude<EndKind, 'opponent-life'> }
