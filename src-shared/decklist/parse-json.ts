// A Deck Lab deck file given to the parser: read as a whole, its entries checked against the
// catalog and reported on the line that holds them.
import { pileBooks, pilesOf } from './entry-book'
import { pilesOfFileLists, readDeckFile } from './deck-file'
import { addNotes, englishText, lineError, say, type LineMessage } from './line-messages'
import type { CardResolver, LineError, ParsedDecklist, ParsedLine } from './parsed'

export function parseDeckFileText(text: string, texts: string[], resolver: CardResolver): ParsedDecklist {
  const lines: ParsedLine[] = texts.map((t, index) => ({ line: index + 1, text: t, status: t.trim() === '' ? 'blank' : 'data' }))
  const read = readDeckFile(text)
  if (!read.ok) {
    const at = lines[Math.min(Math.max(read.line, 1), lines.length) - 1]
    if (at) {
      at.status = 'error'
      at.error = lineError('json', [say('jsonRejected', { reason: read.reason })])
    }
    return { source: 'json', piles: pilesOf(pileBooks(resolver.piles)), lines, errors: at ? [at] : [] }
  }
  const { deck } = read
  const lineOf = entryLineFinder(lines)
  // A minified file has no line per entry: reports of unknown codes go on its first line.
  const firstLine = lines.find((l) => l.status !== 'blank')!
  const books = pileBooks(resolver.piles)
  const main = resolver.piles[0]!.id
  for (const [zone, entries] of Object.entries(pilesOfFileLists(deck, main))) {
    const book = books.get(zone)
    for (const entry of entries) {
      const found = lineOf(entry.code)
      const card = resolver.byCode(entry.code)
      if (!card) {
        const line = found ?? firstLine
        if (line.error) {
          alsoSay(line.error, say('unknownCodeToo', { code: entry.code }))
          continue
        }
        line.status = 'error'
        line.code = entry.code
        line.count = entry.count
        line.error = lineError('unknown-code', [say('unknownCode', { code: entry.code })])
        continue
      }
      // The file keeps codes exactly as the deck had them.
      const added = book ? book.add(card, entry.code, entry.count, found?.line ?? 1) : { refused: say('pileUnknown', { pile: zone, piles: [...books.keys()].join(', ') }) }
      if ('refused' in added) {
        const line = found ?? firstLine
        if (line.error) alsoSay(line.error, added.refused)
        else Object.assign(line, { status: 'error', code: entry.code, count: entry.count, error: lineError('limit', [added.refused]) })
        continue
      }
      const line = found
      if (!line || line.status === 'error') continue
      Object.assign(line, { status: 'card', code: entry.code, count: entry.count, name: card.name, zone })
      addNotes(line, added.notes)
    }
  }
  return {
    source: 'json',
    name: deck.name,
    format: deck.format,
    notes: deck.notes,
    tags: deck.tags,
    versions: deck.versions.map(({ entries, limitBreak, ...version }) => ({ ...version, piles: pilesOfFileLists({ entries, ...(limitBreak ? { limitBreak } : {}) }, main) })),
    piles: pilesOf(books),
    lines,
    errors: lines.filter((l) => l.status === 'error'),
  }
}

const CODE_FIELD = /"code"\s*:\s*("(?:[^"\\]|\\.)*")/g

/**
 * The line of each entry, in file order: one pass over the lines indexes where every code is
 * written, so that finding the entries is linear in the file (a scan per entry was quadratic).
 */
function entryLineFinder(lines: ParsedLine[]): (code: string) => ParsedLine | undefined {
  const linesByCode = new Map<string, number[]>()
  lines.forEach((line, index) => {
    if (!line.text.includes('"code"')) return
    for (const match of line.text.matchAll(CODE_FIELD)) {
      let code: unknown
      try {
        code = JSON.parse(match[1]!)
      } catch {
        continue
      }
      if (typeof code !== 'string') continue
      const at = linesByCode.get(code)
      if (at) at.push(index)
      else linesByCode.set(code, [index])
    }
  })
  const next = new Map<string, number>()
  let searchFrom = 0
  return (code) => {
    const at = linesByCode.get(code)
    if (!at) return undefined
    let k = next.get(code) ?? 0
    while (k < at.length && at[k]! < searchFrom) k++
    next.set(code, k)
    if (k === at.length) return undefined
    searchFrom = at[k]! + 1
    return lines[at[k]!]
  }
}


/** Adds what is also wrong to a line's error, in English and as an id with values. */
function alsoSay(error: LineError, also: LineMessage): void {
  error.message += `; ${englishText(also)}`
  error.parts = [...(error.parts ?? []), also]
}
