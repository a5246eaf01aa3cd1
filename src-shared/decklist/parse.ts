// The tolerant decklist parser: any mix of community formats, one card per line, every line
// accounted for. Pure: cards, and the game's headings, are found through a CardResolver the caller provides.
import { looksLikeJson } from './deck-file'
import { parseDeckFileText } from './parse-json'
import { parseTextLines } from './parse-text'
import type { CardResolver, ParsedDecklist } from './parsed'

export type { SectionKind } from './line-shape'
export type { LineMessage, LineMessageId } from './line-messages'
export type { CardResolver, DecklistCard, LineError, LineErrorKind, LineStatus, ParsedDecklist, ParsedLine } from './parsed'

/** Splits like every editor: \n, \r\n or \r end a line; a final newline does not start an empty line. */
export function splitLines(text: string): string[] {
  if (text === '') return []
  const lines = text.split(/\r\n|\r|\n/)
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  return lines
}

export function parseDecklist(text: string, resolver: CardResolver): ParsedDecklist {
  const lines = splitLines(text)
  return looksLikeJson(text) ? parseDeckFileText(text, lines, resolver) : parseTextLines(lines, resolver)
}
