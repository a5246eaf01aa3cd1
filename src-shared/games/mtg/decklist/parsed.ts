// A Magic decklist as the decklist.parse channel answers it (the shared parser's ParsedDecklist):
// every format parseMtgDecklist reads (MTG Arena, MTGO text and .dek, Cockatrice .cod,
// Moxfield/Archidekt, Forge and XMage .dck), each card line under its pile's id.
import type { ParsedDecklist } from '../../../decklist/parse'
import type { MtgParsedDecklist, MtgParsedLine } from './read'

export function asParsedDecklist(read: MtgParsedDecklist): ParsedDecklist {
  const line = ({ pile, ...rest }: MtgParsedLine) => ({ ...rest, ...(pile ? { zone: pile } : {}) })
  return {
    source: 'text',
    ...(read.name !== undefined ? { name: read.name } : {}),
    ...(read.format !== undefined ? { format: read.format as ParsedDecklist['format'] } : {}),
    ...(read.formatGuessed ? { formatGuessed: true } : {}),
    piles: read.piles,
    lines: read.lines.map(line),
    errors: read.errors.map(line),
  }
}
