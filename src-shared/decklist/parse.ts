// The tolerant decklist parser: any mix of community formats, one card per line, every line
// accounted for. STUB signatures: implemented by the decklist work.
import type { Card } from '../fftcg/card'
import type { DeckEntry, DeckFormat } from '../fftcg/deck/deck'

export interface CardResolver {
  /** A card code in any form (rarity letter or not, any case, reprint/promo alias). */
  byCode(code: string): Card | null
  /** Cards whose name matches, case- and accent-insensitively (several: ambiguous). */
  byName(name: string): Card[]
}

export type LineStatus = 'card' | 'section' | 'comment' | 'blank' | 'header' | 'error'

export interface ParsedLine {
  /** 1-based line number in the text. */
  line: number
  text: string
  status: LineStatus
  /** For a card line: what was understood. */
  code?: string
  count?: number
  name?: string
  /** For an error line: why, and for an ambiguous name the candidate codes. */
  error?: { kind: 'quantity' | 'unknown-code' | 'unknown-name' | 'ambiguous-name' | 'section-count' | 'unreadable'; message: string; candidates?: string[] }
}

export interface ParsedDecklist {
  name?: string
  format?: DeckFormat
  entries: DeckEntry[]
  lines: ParsedLine[]
  /** Lines with status 'error' (nothing is dropped without a report). */
  errors: ParsedLine[]
}

export function parseDecklist(text: string, resolver: CardResolver): ParsedDecklist {
  throw new Error(`parseDecklist not implemented yet (${text.length} chars, ${typeof resolver})`)
}
