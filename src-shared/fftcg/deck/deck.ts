// The deck model shared by the deck builder, the decklist parser/writers, the engine and the CLI.
// STUB signatures: validateDeck/describeIssue are implemented by the deck-builder work.
import type { Card } from '../card'

export type DeckFormat = 'constructed' | 'limited'

/** One line of a deck: a card code as the user added it (printed code or key) and how many. */
export interface DeckEntry {
  code: string
  count: number
}

/** Finds the card a code names (with or without rarity letter, through reprint aliases); null if unknown. */
export type CardLookup = (code: string) => Card | null

export type DeckIssueKind =
  | 'deck-size'
  | 'too-many-copies'
  | 'not-deck-legal'
  | 'unknown-card'
  | 'light-dark-many'
  | 'multicard-unknown'
  | 'backups-many'
  | 'backups-none'

export interface DeckIssue {
  severity: 'error' | 'warning'
  kind: DeckIssueKind
  /** Rule number of fftcg-regles-completes.txt, when a rule says it. */
  rule?: string
  /** Codes of the cards concerned, as written in the deck. */
  cards: string[]
  /** Values for the message (counts, names, limits). */
  params: Record<string, string | number>
}

export interface DeckValidation {
  valid: boolean
  total: number
  issues: DeckIssue[]
}

export function validateDeck(entries: DeckEntry[], format: DeckFormat, lookup: CardLookup): DeckValidation {
  throw new Error(`validateDeck not implemented yet (${entries.length} entries, ${format}, ${typeof lookup})`)
}

/** The issue as a sentence a player reads, naming the card and why. */
export function describeIssue(issue: DeckIssue, locale: 'en' | 'fr'): string {
  throw new Error(`describeIssue not implemented yet (${issue.kind}, ${locale})`)
}
