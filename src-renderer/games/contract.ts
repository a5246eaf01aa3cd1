// What the generic screens (cards, library, editor, import, lab) need from a game's own UI parts:
// each game's renderer module implements it; the registry (./index.ts) lists them by game id.
// Generic code imports this contract, not the registry, unless it must choose a game by id.
import type { Component } from 'vue'
import type { AnyCard, LabReport, PolicyReport } from '@shared/games'
import type { Interval } from '../composables/useLabFormat'
import type { ListColumn, SyntaxRow } from '../lib/card-fields'

/** A headline figure of one policy's report, for the side-by-side comparison of two runs. */
export interface Headline {
  key: string
  label: string
  kind: 'p' | 'mean'
  value: Interval
}

export interface DeckLine {
  readonly marks: string
  readonly number: string
  readonly code: boolean
}
/** FFTCG's line: element marks, the cost, the card code. */
export const DECK_LINE: DeckLine = { marks: 'elements', number: 'cost', code: true }

export interface RendererGame<Card = AnyCard> {
  /** The detail pane of a card (Cards, deck editor): props `card` (or null); emits `close`. */
  readonly CardDetail: Component
  /** A card drawn from its data, while or when there is no image: props `card`, `compact`. */
  readonly DrawnCard: Component
  /** The code the card-image door names the card's picture by, or null when it has none (default: the card's code when it has an `image`). */
  pictureCode?(card: Card): string | null
  /** The mark of a card field's value in lists and filters (FFTCG's element crystals): props `field`, `value`, `size`. */
  readonly ValueIcon: Component
  /** The deck editor's statistics tab: props `entries`, `lookup`. */
  readonly DeckStats: Component
  /** Every figure of one lab run: props `report`, `policy`. */
  readonly LabResults: Component
  /** Advice on a compared run's policies in plain words: props `comparisons` (the report's), `partial` (still running). */
  readonly LabAdvisor?: Component
  /**
   * The run's headline figures (`data-figure` keys) that the game's rules fix whatever the deck
   * (Vanguard's ride on curve with a ride deck): shown apart from the headline, said to be so.
   */
  readonly labFixedFigures?: (report: LabReport) => readonly string[]
  /** The figures two saved runs are compared by, after the mulligan rate every lab reports. */
  readonly labHeadlines?: (policy: PolicyReport, t: (key: string, values?: Record<string, unknown>) => string) => readonly Headline[]
  /** How the deck list groups its cards (labels: `deck.group.<id>`); a card of no group goes under 'other'. */
  readonly deckGroups: { readonly order: readonly string[]; of(card: Card): string }
  /** A deck list line: the list field whose marks it shows, the number field it shows and sorts by, whether it shows the card's code (default: DECK_LINE, FFTCG's). */
  readonly deckLine?: DeckLine
  /** The i18n key of an enum or list field's value (`element.fire`); absent or null: the value as it is. */
  readonly valueNameKey?: (field: string, value: string) => string | null
  // What the Cards view builds from the module's card fields unless the game gives its own:
  /** The card list's columns (default: the `column` fields). */
  readonly listColumns?: readonly ListColumn[]
  /** The filter panel's controls: props `facets`, v-model the FilterState (default: built from the `filter` fields). */
  readonly Filters?: Component
  /** The sort menu's keys in the game's order (default: its sortable fields, then relevance). */
  readonly sortKeys?: readonly string[]
  /** The search box's example query (default: built from the fields' query keys). */
  readonly searchExample?: string
  /** The query help's lines (default: one per field with query keys, after the generic ones). */
  readonly syntaxRows?: readonly SyntaxRow[]
}
