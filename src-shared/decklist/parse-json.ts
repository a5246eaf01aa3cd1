// A Deck Lab deck file given to the parser: read as a whole, its entries checked against the
// catalog and reported on the line that holds them.
import { EntryBook } from './entry-book'
import { readDeckFile } from './deck-file'
import { addNotes, englishText, lineError, say } from './line-messages'
import type { CardResolver, ParsedDecklist, ParsedLine } from './parse'

export function parseDeckFileText(text: string, texts: string[], resolver: CardResolver): ParsedDecklist {
  const lines: ParsedLine[] = texts.map((t, index) => ({ line: index + 1, text: t, status: t.trim() === '' ? 'blank' : 'data' }))
  const read = readDeckFile(text)
  if (!read.ok) {
    const at = lines[Math.min(Math.max(read.line, 1), lines.length) - 1]
    if (at) {
      at.status = 'error'
      at.error = lineError('json', [say('jsonRejected', { reason: read.reason })])
    }
    return { source: 'json', entries: [], limitBreak: [], lines, errors: at ? [at] : [] }
  }
  const { deck } = read
  let searchFrom = 0
  const lineOf = (code: string): ParsedLine | undefined => {
    const needle = `"code": ${JSON.stringify(code)}`
    const compact = `"code":${JSON.stringify(code)}`
    for (let i = searchFrom; i < lines.length; i++) {
      if (lines[i]!.text.includes(needle) || lines[i]!.text.includes(compact)) {
        searchFrom = i + 1
        return lines[i]
      }
    }
    return undefined
  }
  const books = { main: new EntryBook(), limitBreak: new EntryBook() }
  for (const zone of ['main', 'limitBreak'] as const) {
    for (const entry of zone === 'main' ? deck.entries : deck.limitBreak) {
      const found = lineOf(entry.code)
      const card = resolver.byCode(entry.code)
      if (!card) {
        // A minified file has no line per entry: the report goes on its first line.
        const line = found ?? lines.find((l) => l.status !== 'blank')!
        if (line.error) {
          const also = say('unknownCodeToo', { code: entry.code })
          line.error.message += `; ${englishText(also)}`
          line.error.parts = [...(line.error.parts ?? []), also]
          continue
        }
        line.status = 'error'
        line.code = entry.code
        line.count = entry.count
        line.error = lineError('unknown-code', [say('unknownCode', { code: entry.code })])
        continue
      }
      // The file keeps codes exactly as the deck had them.
      const notes = books[zone].add(card, entry.code, entry.count, found?.line ?? 1)
      const line = found
      if (!line || line.status === 'error') continue
      Object.assign(line, { status: 'card', code: entry.code, count: entry.count, name: card.name, zone })
      addNotes(line, notes)
    }
  }
  return {
    source: 'json',
    name: deck.name,
    format: deck.format,
    notes: deck.notes,
    tags: deck.tags,
    versions: deck.versions,
    entries: books.main.entries,
    limitBreak: books.limitBreak.entries,
    lines,
    errors: lines.filter((l) => l.status === 'error'),
  }
}
