// How a game plugs its own parts into the generic table (GameTable.vue). The table lays out the
// zones the module declares, runs drag and drop, menus, the keyboard, undo/redo, the log and the
// zone browser; a game's parts draw its cards and panels and say what a click, a menu entry or a
// key means, as actions of its engine. The table never reads a card or a state field itself.
import type { Component, ComputedRef, Ref } from 'vue'
import type { AnyGameModule, Locale, Localized, RuleRefusal } from '@shared/game/module'
import type { MenuEntry } from './menu'
import type { Shortcut } from './useTableShortcuts'

export type CardId = string
/** An action of the game's engine (the table's own are the generic table actions: move, draw…). */
export type GameAction = { type: string }

/** The view of the live game the table draws (main's GameView has this shape for every game). */
export interface TableView {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly state: any
  /** The game's cards in full (their text too), by the module's `cardKeyOf`: main's GameView sends them. */
  readonly cards?: Readonly<Record<string, unknown>>
  /** The field's groups and the counters, as the module's `board(state)` gives them. */
  readonly field: Readonly<Record<string, readonly CardId[]>>
  readonly events: readonly unknown[]
  readonly canUndo: boolean
  readonly canRedo: boolean
  readonly actionCount: number
}

/** The game being played, as the table uses it (the playtest store is one). */
export interface TableSession {
  readonly view: TableView | null
  readonly log: readonly string[]
  readonly logLocale: Locale
  readonly refusal: RuleRefusal | null
  readonly failure: string | null
  readonly busy: boolean
  readonly over: boolean
  readonly onThePlay: boolean
  act(action: GameAction): Promise<boolean>
  undo(): Promise<void>
  redo(): Promise<void>
  restart(sameSeed: boolean): Promise<boolean>
  leave(): Promise<void>
  refreshLog(locale?: Locale): Promise<void>
  saveSummary(): Promise<unknown>
  clearRefusal(): void
  explain(error: RuleRefusal): void
}

/** What the table lends a game's parts. */
export interface TableContext {
  readonly module: AnyGameModule
  readonly session: TableSession
  readonly view: ComputedRef<TableView>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly state: ComputedRef<any>
  readonly locale: ComputedRef<Locale>
  /** A phase before the first turn (the opening hand): cards in hand do nothing yet. */
  readonly opening: ComputedRef<boolean>
  /** The card or pile that has the board's focus (its data-focus-key). */
  readonly focused: Ref<string | null>
  /** The card shown large beside the log (pointer or focus). */
  readonly hovered: Ref<CardId | null>
  act(action: GameAction): Promise<boolean>
  zoneOf(id: CardId): string | null
  focus(key: string | null): void
  focusTabStop(): void
  focusHand(): void
}

/** Where a card is drawn: a field row, the hand, a slot of a side zone. */
export type CardPlace = 'field' | 'hand' | 'mini'

/** One place of a field row: its card or none, the slot a drop there names, and its name. */
export interface FieldPlace {
  readonly card: CardId | null
  readonly slot: string
  readonly label: string
}

/** A game's side of the table, made once per board (inside its setup: it may use refs and watchers). */
export interface GameTableController {
  nameOf(id: CardId): string
  /** Props of `components.card` for this card, there (its face, status, marks, classes). */
  cardProps(id: CardId, place: CardPlace): Record<string, unknown>
  /** Props of `components.preview` for the card shown large (null: none). */
  previewProps(id: CardId | null): Record<string, unknown>
  /** Props of `components.cardIcons` beside a card's name in lists. */
  iconProps(id: CardId): Record<string, unknown>
  /** What a list row says after the name (FFTCG: type · cost). */
  metaOf(id: CardId): string
  /** Enter, Space or a click on a card of the hand or a field row. */
  primary(id: CardId, zone: string): void
  /** The game's entries of a card's menu, before the table's "Move to". */
  cardEntries(id: CardId, zone: string | null): MenuEntry[]
  /** The game's entries of the hidden pile's menu, after draw, search, look and shuffle. */
  pileEntries(zone: string): MenuEntry[]
  /**
   * A field row's places in order, an empty one drawn as its name and taking drops as `slot`
   * (Vanguard's circles keep their columns); absent: the row's cards side by side.
   */
  placesOf?(row: string): readonly FieldPlace[]
  /** Whether a side zone is drawn now (absent: always). Vanguard: a zone its format has, or one holding cards. */
  showsZone?(zone: string): boolean
  /** Whether "Move to" offers this zone for this card (the rules' answer, e.g. only Characters enter the field). */
  canMoveTo(id: CardId, zone: string): boolean
  /** A card dropped on a zone (`slot`: the field place under it, see `placesOf`): true when the game handled it (FFTCG: hand → field casts). */
  drop(id: CardId, from: string | null, to: string, slot?: string): boolean
  /** Runs one of the game's keys (`keys`). */
  run(command: string): void
  /** How many places a 'slots' zone shows now (FFTCG: the Damage Zone's limit of this format). */
  slotsOf(zone: string): number | undefined
  /** A side zone to draw as a warning (FFTCG: one damage from losing). */
  warns(zone: string): boolean
  /** The game's result in a word ('ongoing' until it is over; FFTCG: 'won', 'lost'). */
  result(): string
  /** The player's own turn and the game turn. */
  turn(): { own: number; game: number }
  /** A dialog of the game is open: the table's keys wait. */
  dialogOpen(): boolean
  /** The game shows the engine's refusal itself (in its payment panel). */
  showsRefusal(): boolean
  /** The stops the phase bar toggles (Magic, issue 32); absent: the game has none. */
  stops?(): PhaseStops
  /** A stop toggled on the phase bar (click, Enter or Space). */
  toggleStop?(step: string): void
}

/** Where "to the next stop" may stop: the steps a stop can be set on, and those set. */
export interface PhaseStops {
  readonly steps: readonly string[]
  readonly set: readonly string[]
}

/** A phase of the turn made of steps, each a phase id of the module. */
export interface PhaseGroup {
  readonly id: string
  readonly names: Localized
  /** Shown when the full names do not fit on the bar's line (as a phase's `short`). */
  readonly short?: Localized
  readonly steps: readonly string[]
}

export interface GameTableParts {
  /** Builds the game's controller for one board. */
  use(ctx: TableContext): GameTableController
  /** The game's keys, listed in the help with the table's. */
  readonly keys: readonly Shortcut[]
  /** The order of the help's list of keys (commands, the table's among the game's), when not the game's then the table's. */
  readonly helpOrder?: readonly string[]
  /** The order of "Move to" (zone ids; a hidden pile gives its top and bottom), when not the module's. */
  readonly moveOrder?: readonly string[]
  /** The i18n key of the field's name for screen readers, when not the name of the module's row zone (the creature game's field holds all its slots). */
  readonly fieldLabel?: string
  /** The zones listed on the left, in this order, drawn as piles or slots (a zone the module lacks is left out); absent: the module's piles, then its slots. */
  readonly sideZones?: readonly { id: string; layout?: 'pile' | 'slots' }[]
  /** The field's card width (a CSS length), when not the board's: a field of few rows can draw larger cards. */
  readonly fieldCardWidth?: string
  /** The turn's phases with their steps (Magic: five phases, three of them in steps), when the phase bar groups the module's phases; steps name the module's phase ids. */
  readonly phaseGroups?: readonly PhaseGroup[]
  /** The field's rows (board(state).field groups), with the places a row always shows. */
  readonly fieldRows?: readonly { id: string; slots?: number }[]
  /** Where the rows' names are in i18n (`<rowWords>.row.<id>`, `<rowWords>.rowEmpty.<id>`), when not the table's `playtest` (Magic's rows are not zones). */
  readonly rowWords?: string
  /**
   * Components. `card`, `preview` and `cardIcons` take the controller's props; the others take
   * `table` (the controller) and fill a place of the board: `header` beside the phase bar,
   * `toolbar` between undo/redo and restart, `notices` under the toolbar, `fieldTop` above the
   * field's rows, `dialogs` over the board.
   */
  readonly components: {
    readonly card: Component
    readonly preview?: Component
    readonly cardIcons?: Component
    readonly header?: Component
    readonly toolbar?: Component
    readonly notices?: Component
    readonly fieldTop?: Component
    readonly dialogs?: Component
  }
}
