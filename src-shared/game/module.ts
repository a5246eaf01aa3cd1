// The contract a card game implements once to be part of Deck Lab (docs/game-modules.md).
// Generic layers (catalog, CLI, sessions, lab, table, phase bar, log) ask the module; they never
// copy a rule. Everything a module returns is plain JSON, as it crosses IPC, HTTP and files.
import type { z } from 'zod'
import type { RngState } from './rng'
import type { UserCardSpec } from './user-cards'

export type Locale = 'en' | 'fr'
/** A text in every language of the app. */
export type Localized = Readonly<Record<Locale, string>>

// --- identity and metadata ------------------------------------------------------------------

export interface GameMeta {
  /** What ends a player's game: life that drops to 0 (Magic) or damage that piles up (FFTCG). */
  readonly lifeKind: 'life' | 'damage'
  /** Starting life, or the damage limit, by deck format id. */
  readonly lifeByFormat: Readonly<Record<string, number>>
  readonly openingHand: number
  readonly drawPerTurn: number
  /** Cards drawn in the first turn of the player who starts, when the rules say fewer. */
  readonly firstTurnDraw?: number
}

// --- card schema and search facets -------------------------------------------------------------

export type CardFieldKind = 'enum' | 'number' | 'text' | 'list' | 'flag'

/** One field of the game's card, and what the generic screens do with it. */
export interface CardField {
  /** The card's property. */
  readonly key: string
  readonly kind: CardFieldKind
  readonly names: Localized
  /** The values of an enum or list field, in display order. */
  readonly values?: readonly string[]
  /** Shown in the filter panel. */
  readonly filter?: boolean
  /** Spellings of the field in the query language (`e:fire`). */
  readonly queryKeys?: readonly string[]
  /** A sort key of the search. */
  readonly sort?: boolean
  /** Its name as a sort key, when not `key` (FFTCG sorts `elements` by `element`). */
  readonly sortKey?: string
  /** Its name in the game's filters (cards.filtersSchema) and facets, when not `key` (`types` for `type`). */
  readonly filterKey?: string
  /** A dimension of the catalog and deck statistics. */
  readonly stats?: boolean
  /** A column of the CLI's card table. */
  readonly column?: boolean
  /** false: a text or list field that free words do not search (Magic's bare words are names only). */
  readonly freeText?: boolean
  /** A text field whose `:` in queries matches the whole value, as `=` does (Magic's `s:m21`). */
  readonly wholeValue?: boolean
  /** An enum whose `values` are in rank order, so that queries compare them (`r>=rare`). */
  readonly ordered?: boolean
  /** The word naming a flag in queries (`is:commander`), when not its key. */
  readonly flagWord?: string
  /** A list field whose values are compared as a set in queries (Magic's colours: `c>=rg`, `id<=wub`). */
  readonly valueSet?: ValueSetQuery
  /**
   * A list field of symbols with repeats, compared as a multiset in queries (Magic's mana costs:
   * `m:2gg`, `m={1}{U}`). `//` in the list separates groups (a card's faces): one group answering is enough.
   */
  readonly symbols?: SymbolsQuery
}

/** How a query reads a `symbols` field's value. */
export interface SymbolsQuery {
  /** The symbols a query value names, with repeats, as the cards' lists hold them; throws an Error saying what it cannot read. */
  read(text: string): string[]
  /** Two values for the query help: as written in full, and as players shorten it (`{2}{G}{G}`, `2gg`). */
  readonly examples: readonly [string, string]
}

/** How a query reads a set of a list field's `values` (each a single letter): `c:rg`, `id<=esper`, `c:m`. */
export interface ValueSetQuery {
  /** What `:` asks: at least these values (Scryfall's `c:`) or at most (`id:`, within a commander's). */
  readonly colon: '>=' | '<='
  /** Words for sets besides the letters themselves, folded: `azorius` → W U, `colorless` → none. */
  readonly names?: Readonly<Record<string, readonly string[]>>
  /** Words for "two values or more" (`m`, `multicolor`). */
  readonly many?: readonly string[]
}

export interface CardSchema<Card> {
  readonly fields: readonly CardField[]
  /** The filter panel's choices as a search request carries them (main checks them with it). */
  readonly filtersSchema: z.ZodType
  /** The catalog key of a card (one per printing's code). */
  keyOf(card: Card): string
  /** The key shared by every printing of the same card: copies count together. */
  identityOf(card: Card): string
  /** The key of a code however it was typed (deck lines naming the same card merge on it). */
  entryKey(code: string): string
  /** false for cards that are not put in a deck (FFTCG's Crystal tokens). */
  deckLegal(card: Card): boolean
  /** How a card is named in messages. */
  label(card: Card): string
  /**
   * The card as shown in a language: its words (name, text…) in `locale` where the data has
   * them, every other field as it is. Absent: the card's words are in one language only.
   */
  inLocale?(card: Card, locale: Locale): Card
}

// --- deck rules ------------------------------------------------------------------------------------

export interface DeckEntry {
  code: string
  count: number
}
/** A deck as named piles (FFTCG main + Limit Break; later sideboard, ride deck…). */
export type DeckPiles = Readonly<Record<string, readonly DeckEntry[]>>
export type CardLookupOf<Card> = (code: string) => Card | null

export interface SizeRange {
  readonly min: number
  /** Absent: no upper bound. */
  readonly max?: number
}

export interface PileSpec {
  readonly id: string
  readonly names: Localized
  /** A pile the deck may leave empty. */
  readonly optional?: boolean
  /** Different codes the pile may hold, when fewer than a main pile's (files and backups are checked with it). */
  readonly maxEntries?: number
  /** A pile a game is played with besides the main pile (Vanguard's ride deck): its codes reach the new game as the option named by the pile's id. */
  readonly played?: boolean
}

export interface DeckFormatSpec {
  readonly id: string
  readonly names: Localized
  /** The size each pile must have in this format, with the rule that says so. */
  readonly sizes: Readonly<Record<string, SizeRange & { rule: string }>>
  /** The whole deck's size when the rules count it over several piles (Vanguard's 50, ride deck included); absent: the main pile's size is the deck's. */
  readonly total?: SizeRange & { rule: string; piles: readonly string[] }
}

export interface CopyLimit {
  readonly max: number
  readonly rule: string
  /** What counts as "the same card" and which cards escape the limit, in words. */
  readonly exceptions: Localized
}

/** A problem of a deck: the rule that says it, the cards concerned, values for the message. */
export interface DeckIssue {
  severity: 'error' | 'warning'
  kind: string
  rule?: string
  cards: string[]
  params: Record<string, string | number>
}

export interface DeckRules<Card, Issue extends DeckIssue = DeckIssue> {
  readonly piles: readonly PileSpec[]
  readonly formats: readonly DeckFormatSpec[]
  readonly copyLimit: CopyLimit
  validate(deck: DeckPiles, format: string, lookup: CardLookupOf<Card>): { valid: boolean; total: number; issues: Issue[] }
  /** The issue as a sentence, ending with its rule number unless `withRule` is false (a screen that shows the rule apart). */
  describeIssue(issue: Issue, locale: Locale, options?: { withRule?: boolean }): string
}

// --- decklist formats ------------------------------------------------------------------------------

/** A heading of a decklist (`Forwards (27)`, `Limit Break`), and what the lines under it are. */
export interface DecklistSection {
  readonly id: string
  /** How players write it: lower case, single spaces, without the count (`forwards`, `limit break deck`). */
  readonly words: readonly string[]
  /**
   * 'pile': its cards go to a pile (`pileOfSection`, else the main pile); 'group': a group of the
   * current pile (FFTCG's card types), whose announced count is checked; 'total': the count of
   * the whole main pile above it (`Total (50)`; `50 cards` is one too).
   */
  readonly kind: 'pile' | 'group' | 'total'
}

/** What the tolerant decklist parser (src-shared/decklist/) learns from a game: its headings and format names. */
export interface DecklistVocabulary {
  readonly sections: readonly DecklistSection[]
  /** How players name each deck format on a `Format:` line, by format id (lower case; ` format` or ` deck` may follow). */
  readonly formatWords: Readonly<Record<string, readonly string[]>>
  /** Which pile a 'pile' section's cards go to (absent: the main pile). */
  readonly pileOfSection: Readonly<Record<string, string>>
}

export interface DecklistFormats<Parsed = unknown> extends DecklistVocabulary {
  /** Names of the writers (`plain`, `sheet`…). */
  readonly writers: readonly string[]
  parse?(text: string): Parsed
  /**
   * Writes a deck (as the decklist.format channel checked it) with one of `writers`; `lookup`
   * finds the game's cards by code.
   */
  write(deck: Readonly<Record<string, unknown>>, writer: string, lookup: (code: string) => unknown): string
}

// --- play ---------------------------------------------------------------------------------------------

/** How the table shows a zone: a face-down pile, a row of cards, numbered slots, a fan in hand. */
export type ZoneLayout = 'pile' | 'row' | 'slots' | 'fan'

export interface ZoneSpec<Zone extends string = string> {
  readonly id: Zone
  readonly names: Localized
  readonly layout: ZoneLayout
  /** Cards face down to the player (the deck). */
  readonly hidden?: boolean
  /** For 'slots': how many. */
  readonly slots?: number
  readonly rule?: string
}

/**
 * One phase or step of the turn. `auto` ones pass by themselves (nobody has priority in them);
 * `onBegin` is what the rules do when it begins (activate, draw…).
 */
export interface PhaseSpec<Phase extends string, State, Event> {
  readonly id: Phase
  readonly names: Localized
  /** A shorter name for the phase bar when the full names do not fit on one line ("Combat" for "Phase de combat"). */
  readonly short?: Localized
  readonly rule?: string
  readonly auto?: boolean
  /** Not part of a turn (the mulligan before the first turn): the phase bar leaves it out. */
  readonly beforeTurns?: boolean
  readonly onBegin?: (state: State, events: Event[]) => State
}

export interface ActionSpec<Type extends string = string> {
  readonly type: Type
  /** A table action any game has (move, draw, shuffle…), applied by hand for an ability. */
  readonly manual?: boolean
}

/**
 * A question the rules ask the player (an EX Burst, a trigger's target): the state holds it until
 * an action answers it, and legal actions are then only answers.
 */
export interface PendingChoice {
  kind: string
  prompt: Localized
  /** The card ids to choose from. */
  from: string[]
  min: number
  max: number
  rule?: string
}

/** What every game starts from: its seed, who starts, and the deck format (an id of deck.formats). */
export interface NewGameOptions {
  seed: number
  onThePlay: boolean
  format: string
}

/** What every game state carries: the seeded generator that makes `apply` deterministic. */
export interface SeededState {
  readonly seed: number
  readonly rng: RngState
}

/** A refusal names its rule. */
export interface RuleRefusal {
  kind: string
  rule: string
  reason: string
  params: Record<string, string | number>
}

/**
 * Where a game stands, in words every game has: what the playtest store keeps after each action
 * and its history sums up by turn, so that neither reads a game's state itself.
 */
export interface PlayProgress {
  /** How many of the player's own turns have begun (0 before the first: nothing to sum up yet). */
  readonly ownTurn: number
  readonly result: 'ongoing' | 'won' | 'lost'
  /** The rule that ended the game; null while it goes on. */
  readonly endedBy: string | null
  /** The player took the opening hand again. */
  readonly mulliganUsed: boolean
  /** Damage dealt to the opponent (or life it lost) since the start. */
  readonly dealt: number
  /** Damage taken (or life lost) since the start. */
  readonly taken: number
  /** How far the player's board is built, the figure the history shows by turn (FFTCG: Backups on the field). */
  readonly developed: number
}

/**
 * A figure the playtest history keeps for each of the player's own turns, under the game's own
 * key: the progress figure it reads (`developed` as it stands at the turn's end; `dealt` and
 * `taken` as what the turn added) and the history's column heading when it shows one. Keys are
 * stored: never rename a shipped one.
 */
export interface TurnFigure {
  readonly key: string
  readonly from: 'developed' | 'dealt' | 'taken'
  readonly names?: Localized
}

export type ApplyResult<State, Event, Refusal extends RuleRefusal> =
  | { ok: true; state: State; events: Event[] }
  | { ok: false; error: Refusal }

export interface PlayRules<
  Card,
  State extends SeededState,
  Action extends { type: string },
  Event,
  Refusal extends RuleRefusal,
  Options extends NewGameOptions,
  Zone extends string = string,
  Phase extends string = string,
> {
  readonly zones: readonly ZoneSpec<Zone>[]
  /** The turn in order; the first is where a game starts. Declared once: types, turn, bar and log read it. */
  readonly phases: readonly PhaseSpec<Phase, State, Event>[]
  readonly actions: readonly ActionSpec<Action['type']>[]
  /** Validates an action from an untrusted caller (main runs it before `apply`). */
  readonly actionSchema: z.ZodType<Action>
  newGame(deck: readonly Card[], options: Options): { state: State; events: Event[] }
  apply(state: State, action: Action): ApplyResult<State, Event, Refusal>
  legalActions(state: State): Action[]
  /** The question waiting for an answer, if any. */
  pending(state: State): PendingChoice | null
  /** Every card instance of the game and the zone lists, for generic tables and invariants. */
  cardIds(state: State): readonly string[]
  zonesOf(state: State): Readonly<Record<Zone, readonly string[]>>
  phaseOf(state: State): Phase
  isOver(state: State): boolean
  /** What the table draws beyond the zones: the field's groups and the counters to show. */
  board(state: State): { field: Readonly<Record<string, readonly string[]>>; counts: Readonly<Record<string, number>> }
  /** Turn, result, damage or life both ways, the board's growth: what the playtest's history keeps. */
  progress(state: State): PlayProgress
  /** What the playtest history keeps of `progress` turn by turn, in the game's words. */
  readonly turnFigures: readonly TurnFigure[]
  /** The catalog key of a card instance (a game view's card data is keyed by it); null for an id the game has not. */
  cardKeyOf(state: State, id: string): string | null
  log: {
    describeEvent(event: Event, locale: Locale, nameOf?: (id: string) => string): string
    describeError(error: Refusal, locale: Locale): string
    /** How the log names cards, in `locale` where the game's card data has names in it. */
    namesFrom(state: State, locale?: Locale): (id: string) => string
  }
}

// --- optional parts ----------------------------------------------------------------------------------

/** The fast simulator of the opening lab (runs on worker threads, picked by game id). */
export interface LabModule {
  readonly policySchema: z.ZodType
  readonly presets: readonly string[]
  /** A custom policy to start the lab's JSON editor from (it must pass policySchema). */
  readonly customExample: unknown
}

/** A figure about a game's card data that the Card data page and the CLI show beside the count of cards. */
export interface DataFigure<Card = unknown> {
  readonly key: string
  readonly names: Localized
  /** Whether a card counts towards it. */
  counts(card: Card): boolean
}

/** Where card data comes from: importers of files, and an updater where an official source exists. */
export interface CardDataSources<Card = unknown> {
  /** File shapes the importer reads, e.g. 'official-json', 'csv'. */
  readonly importFormats: readonly string[]
  /** The official source the updater reads, when the game has one. */
  readonly officialSource?: string
  /** Where the bundled cards come from, in the Card data page's words (a game without an official source). */
  readonly bundledFrom?: Localized
  /** Figures about the data that the game's sources leave open (FFTCG: cards whose multicard flag is unknown). */
  readonly figures?: readonly DataFigure<Card>[]
}

// --- the whole game -------------------------------------------------------------------------------------

export interface GameModule<
  Card = unknown,
  State extends SeededState = SeededState,
  Action extends { type: string } = { type: string },
  Event = unknown,
  Refusal extends RuleRefusal = RuleRefusal,
  Options extends NewGameOptions = NewGameOptions,
  Issue extends DeckIssue = DeckIssue,
  Zone extends string = string,
  Phase extends string = string,
> {
  readonly id: string
  readonly names: Localized
  /** A name short enough for the header's game selector in a 1024 px window ("FFTCG"). */
  readonly shortNames: Localized
  readonly meta: GameMeta
  readonly cards: CardSchema<Card>
  readonly deck: DeckRules<Card, Issue>
  readonly decklist: DecklistFormats
  readonly play: PlayRules<Card, State, Action, Event, Refusal, Options, Zone, Phase>
  readonly lab?: LabModule
  readonly data?: CardDataSources<Card>
  /** Cards the players make themselves (src-shared/game/user-cards.ts), for games without official data. */
  readonly userCards?: UserCardSpec<Card>
}

/** Any registered module, seen from generic code (its own types erased to their bounds). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any, any, any, any, any, any>

/** The phases that make up a turn (the phase bar's steps), in order. */
export function turnPhases<P extends string>(phases: readonly { id: P; beforeTurns?: boolean }[]): P[] {
  return phases.filter((p) => !p.beforeTurns).map((p) => p.id)
}

/** The phase that follows `phase` in the declaration, or null after the last one. */
export function phaseAfter<P extends string>(phases: readonly { id: P }[], phase: P): P | null {
  const i = phases.findIndex((p) => p.id === phase)
  return i >= 0 && i + 1 < phases.length ? phases[i + 1]!.id : null
}
