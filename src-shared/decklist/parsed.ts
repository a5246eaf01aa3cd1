// What the decklist parser reads and gives: its resolver, its lines and its result. Types only, apart
// from the parser (parse.ts), so that the parser's parts import them without a circle.
import type { DeckEntry, DecklistVocabulary, PileSpec } from '../game/module'
import type { PiledDeckVersion } from './deck-file'
import type { SectionKind } from './line-shape'
import type { LineMessage } from './line-messages'

// A deck format id; the games' modules say which (no import of the game registry here: it would close a
// circle through every game's decklist module).
type DeckFormat = string

/** What the parser reads of a card: its printed code, its name, and the key its printings share. */
export interface DecklistCard {
  code: string
  name: string
  identity: string
  /** The user's own card set the card comes from (a game whose players make cards), by name. */
  ownSet?: string
}

/** Finds cards for the parser; the game's catalog builds one (FFTCG's card-resolver.ts in its folder). */
export interface CardResolver<Card extends DecklistCard = DecklistCard> {
  /** The headings of the resolver's game (its module's decklist vocabulary). */
  readonly decklist: DecklistVocabulary
  /** The game's piles (its module's deck.piles): the first is the main deck. */
  readonly piles: readonly PileSpec[]
  /** A card code in any form (rarity letter or not, any case, reprint/promo alias). */
  byCode(code: string): Card | null
  /** Cards whose name matches, case- and accent-insensitively (several: ambiguous). */
  byName(name: string): Card[]
  /**
   * Of several cards of one name, the one the game takes without asking, if any (issue 29.7: a
   * user's own card over the bundled one): the line then says which it took and which it passed over.
   */
  prefer?(cards: readonly Card[]): Card | null
  /** Cards whose name is a typo or two from `name` (the nearest ones), for a "did you mean". */
  nearNames?(name: string): Card[]
  /** One printing per card (by identity), the game's canonical one, in the game's order. */
  distinct(printings: readonly Card[]): Card[]
}

/**
 * blank, comment: nothing to read. section: a heading (`Forwards (27)`). header: the deck's
 * name or format. card: a card understood. data: a line of a Deck Lab JSON file read as a whole.
 * error: a line not (fully) understood, with why.
 */
export type LineStatus = 'card' | 'section' | 'comment' | 'blank' | 'header' | 'data' | 'error'

export type LineErrorKind =
  | 'quantity'
  | 'unknown-code'
  | 'unknown-name'
  | 'ambiguous-name'
  | 'section-count'
  | 'unreadable'
  | 'json'
  | 'limit'

export interface ParsedLine {
  /** 1-based line number in the text. */
  line: number
  text: string
  status: LineStatus
  /** For a card line: what was understood (code: the printed code of the card found). */
  code?: string
  count?: number
  name?: string
  /**
   * The id of the pile a card line went to: the main pile, or the pile of the heading above it
   * (the game's pileOfSection: FFTCG's Limit Break, Vanguard's ride deck).
   */
  zone?: string
  /** For a heading: which one, and the count it announces (null when it gives none). */
  section?: SectionKind
  expected?: number | null
  /** What else the reader should know: duplicates added up, a name that differs from the code's card… (English) */
  notes?: string[]
  /** The same notes as ids with values, for the app to say in the user's language. */
  noteParts?: LineMessage[]
  /**
   * For an error line: why (`message` in English, `parts` as ids with values), and the candidate
   * codes: the cards an ambiguous name may mean, or the near names of an unknown one.
   */
  error?: LineError
}

export interface LineError {
  kind: LineErrorKind
  message: string
  parts?: LineMessage[]
  candidates?: string[]
  /** Near cards beyond the candidates offered (they are capped): how many more there are. */
  moreCandidates?: number
}

export interface ParsedDecklist {
  name?: string
  format?: DeckFormat
  /** The format was guessed from the cards (a game's reader may guess it when the list says none). */
  formatGuessed?: boolean
  /** From a Deck Lab JSON file (text lists carry neither). */
  notes?: string
  tags?: string[]
  /** The versions a Deck Lab file kept, their cards as piles. */
  versions?: PiledDeckVersion[]
  /** 'json' when the text was a Deck Lab deck file. */
  source: 'text' | 'json'
  /**
   * Every pile of the game (its deck.piles, in order, the main deck first), empty ones too: each
   * first appearance first, copies of the same code on several lines added up.
   */
  piles: Record<string, DeckEntry[]>
  /** One per line of the text, in order: lines.length is the number of lines. */
  lines: ParsedLine[]
  /** Lines with status 'error' (nothing is dropped without a report). */
  errors: ParsedLine[]
}
