// A user's card set as a file, for any game with a UserCardSpec: JSON
// (`{ "deckLabCardSet": 1, "game", "name", "cards": [...] }`) or CSV with a header row of the
// spec's columns. Reading is all or nothing: a file with any problem gives no cards, only the
// problems, each naming its line (CSV) or record (JSON) and its field.
import Papa from 'papaparse'
import type { UserCardSpec } from './user-cards'
import { checkUserCard } from './user-cards'
import { coded, type CodedMessage } from './set-problems'
import { FORMULA_CELL, unescapeFormulaCell } from './csv-formula'

export const CARD_SET_FILE_VERSION = 1

export const CARD_SET_LIMITS = {
  /** Cards in one set. */
  maxCards: 5000,
  /** Characters of a set file (JSON or CSV). */
  maxFileChars: 8 * 1024 * 1024,
  /** Characters of one cell or string value. */
  maxCellChars: 4000,
  /** Characters of a set's name. */
  maxNameChars: 80,
  /** Problems reported for one file (the rest are counted). */
  maxProblems: 100,
} as const

/** Where and what: a CSV line (the header is line 1) or a JSON record (`#3 AB-003`), a field, and the problem's code. */
export interface SetFileProblem extends CodedMessage {
  line?: number
  record?: string
  field?: string
}

export type SetFileFormat = 'json' | 'csv'

export type SetFileReading<Card> =
  | { ok: true; format: SetFileFormat; name: string | null; cards: Card[] }
  | { ok: false; format: SetFileFormat; problems: SetFileProblem[] }

export interface SetFileOptions {
  /** The game the set is for: a JSON file naming another is refused. */
  game: string
  /** Absent: JSON when the text starts with `{`, CSV otherwise. */
  format?: SetFileFormat
}

export function setFileFormatOf(text: string): SetFileFormat {
  return text.replace(/^\uFEFF/, '').trimStart().startsWith('{') ? 'json' : 'csv'
}

export function readCardSetFile<Card>(spec: UserCardSpec<Card>, text: string, options: SetFileOptions): SetFileReading<Card> {
  const format = options.format ?? setFileFormatOf(text)
  if (text.length > CARD_SET_LIMITS.maxFileChars)
    return {
      ok: false,
      format,
      problems: [
        coded('fileTooLong', `the file has ${text.length} characters; a card set file may have at most ${CARD_SET_LIMITS.maxFileChars}`, {
          chars: text.length,
          max: CARD_SET_LIMITS.maxFileChars,
        }),
      ],
    }
  const read = format === 'json' ? readJson(spec, text.replace(/^\uFEFF/, ''), options.game) : readCsv(spec, text.replace(/^\uFEFF/, ''))
  if ('problems' in read) return { ok: false, format, problems: capped(read.problems) }
  const duplicates = duplicateKeys(spec, read.cards, read.where)
  if (duplicates.length) return { ok: false, format, problems: capped(duplicates) }
  return { ok: true, format, name: read.name, cards: read.cards }
}

export function writeCardSetJson<Card>(game: string, name: string, cards: readonly Card[]): string {
  return `${JSON.stringify({ deckLabCardSet: CARD_SET_FILE_VERSION, game, name, cards }, null, 2)}\n`
}

export function writeCardSetCsv<Card>(spec: UserCardSpec<Card>, cards: readonly Card[]): string {
  // An optional column only when a card fills it: files without it stay as they were.
  const optional = (spec.optionalCsvColumns ?? []).filter((c) => cards.some((card) => (spec.writeRow(card)[c] ?? '') !== ''))
  const columns = [...spec.csvColumns, ...optional]
  const data = cards.map((card) => {
    const row = spec.writeRow(card)
    return columns.map((c) => row[c] ?? '')
  })
  // Papa puts the `'` before a formula cell and quotes it (csv-formula.ts says why and how).
  return `${Papa.unparse({ fields: columns, data }, { newline: '\n', escapeFormulae: FORMULA_CELL })}\n`
}

/** Where a card is in its file. */
type Place = Pick<SetFileProblem, 'line' | 'record'>
type Read<Card> = { name: string | null; cards: Card[]; where: (i: number) => Place } | { problems: SetFileProblem[] }

function readJson<Card>(spec: UserCardSpec<Card>, text: string, game: string): Read<Card> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { problems: [coded('notJson', `not JSON: ${detail}`, { detail })] }
  }
  const file = json as Record<string, unknown>
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { problems: [coded('notSetFile', 'a card set file is a JSON object with deckLabCardSet, game, name and cards')] }
  const problems: SetFileProblem[] = []
  if (file.deckLabCardSet !== CARD_SET_FILE_VERSION)
    problems.push({ field: 'deckLabCardSet', ...coded('wrongVersion', `must be ${CARD_SET_FILE_VERSION} (a Deck Lab card set file)`, { version: CARD_SET_FILE_VERSION }) })
  if (file.game !== game) {
    const found = String(file.game).slice(0, 40)
    problems.push({ field: 'game', ...coded('otherGame', `the set is for ${JSON.stringify(found)}, not ${game}`, { found, game }) })
  }
  const name = file.name === undefined ? null : file.name
  if (name !== null && (typeof name !== 'string' || name.length > CARD_SET_LIMITS.maxNameChars))
    problems.push({ field: 'name', ...coded('badName', `a text of at most ${CARD_SET_LIMITS.maxNameChars} characters`, { max: CARD_SET_LIMITS.maxNameChars }) })
  if (!Array.isArray(file.cards)) problems.push({ field: 'cards', ...coded('cardsNotList', 'a list of cards') })
  else if (file.cards.length > CARD_SET_LIMITS.maxCards) problems.push({ field: 'cards', ...tooManyCards(file.cards.length) })
  if (problems.length) return { problems }

  const records = file.cards as unknown[]
  const where = (i: number) => ({ record: recordName(i, records[i]) })
  const cards: Card[] = []
  records.forEach((record, i) => {
    const long = longString(record)
    if (long) return problems.push({ ...where(i), field: long, ...cellTooLong() })
    const checked = checkUserCard(spec.schema, record, spec.fields)
    if (checked.ok) cards.push(checked.card)
    else for (const p of checked.problems) problems.push({ ...where(i), ...p })
  })
  return problems.length ? { problems } : { name: name as string | null, cards, where }
}

interface CsvLine {
  cells: string[]
  line: number
}

function readCsv<Card>(spec: UserCardSpec<Card>, text: string): Read<Card> {
  const problems: SetFileProblem[] = []
  const rows = splitCsv(text, problems)
  if (problems.length) return { problems }
  const header = rows.shift()
  if (!header) return { problems: [coded('csvEmpty', 'the CSV file is empty: the first line names the columns')] }
  const columns = header.cells.map((c) => c.trim().toLowerCase())
  const expected = spec.csvColumns
  const missing = expected.filter((c) => !columns.includes(c))
  const unknown = columns.filter((c) => !expected.includes(c) && !(spec.optionalCsvColumns ?? []).includes(c))
  const twice = columns.filter((c, i) => columns.indexOf(c) !== i)
  const headerRow = expected.join(',')
  if (missing.length)
    problems.push({ line: 1, ...coded('missingColumns', `missing columns: ${missing.join(', ')} (the header is ${headerRow})`, { columns: missing.join(', '), header: headerRow }) })
  if (unknown.length)
    problems.push({ line: 1, field: unknown[0], ...coded('unknownColumn', `unknown column (the columns are ${expected.join(', ')})`, { columns: expected.join(', ') }) })
  if (twice.length) problems.push({ line: 1, field: twice[0], ...coded('columnTwice', 'the column appears twice in the header') })
  if (rows.length > CARD_SET_LIMITS.maxCards) problems.push(tooManyCards(rows.length))
  if (problems.length) return { problems }

  const cards: Card[] = []
  for (const row of rows) {
    if (row.cells.length !== columns.length) {
      const message = `has ${row.cells.length} fields but the header has ${columns.length} (a comma inside an unquoted field?)`
      problems.push({ line: row.line, ...coded('wrongFieldCount', message, { count: row.cells.length, expected: columns.length }) })
      continue
    }
    const long = row.cells.findIndex((cell) => cell.length > CARD_SET_LIMITS.maxCellChars)
    if (long >= 0) {
      problems.push({ line: row.line, field: columns[long], ...cellTooLong() })
      continue
    }
    const read = spec.readRow(Object.fromEntries(columns.map((c, i) => [c, row.cells[i]!])))
    if (read.ok) cards.push(read.card)
    else for (const { column, ...p } of read.problems) problems.push({ line: row.line, field: column, ...p })
  }
  return problems.length ? { problems } : { name: null, cards, where: (i) => ({ line: rows[i]!.line }) }
}

/** Rows with the line each starts on (a quoted cell may span lines); comma or semicolon. */
function splitCsv(text: string, problems: SetFileProblem[]): CsvLine[] {
  const rows: CsvLine[] = []
  const firstLine = text.slice(0, text.search(/\r|\n/) >>> 0)
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ','
  let line = 1
  let counted = 0
  let previousEnd = 0
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    step: (result) => {
      let start = previousEnd
      while (start < text.length && (text[start] === '\n' || text[start] === '\r')) start++
      previousEnd = result.meta.cursor
      for (; counted < start; counted++) if (text.charCodeAt(counted) === 10) line++
      for (const error of result.errors)
        problems.push({
          line,
          ...(error.code === 'MissingQuotes'
            ? coded('unclosedQuote', 'a quoted field is never closed (a missing " ?)')
            : coded('csvError', error.message, { detail: error.message })),
        })
      rows.push({ cells: result.data.map(unescapeFormulaCell), line })
    },
  })
  return rows
}

function duplicateKeys<Card>(spec: UserCardSpec<Card>, cards: readonly Card[], where: (i: number) => Place): SetFileProblem[] {
  const first = new Map<string, number>()
  const problems: SetFileProblem[] = []
  cards.forEach((card, i) => {
    const key = spec.keyOf(card)
    const seen = first.get(key)
    if (seen === undefined) first.set(key, i)
    else problems.push({ ...where(i), field: spec.keyField, ...duplicateOf(key, where(seen)) })
  })
  return problems
}

function duplicateOf(key: string, first: Place): CodedMessage {
  return first.line !== undefined
    ? coded('duplicateKeyLine', `${key} is already the code of line ${first.line}`, { key, line: first.line })
    : coded('duplicateKeyRecord', `${key} is already the code of record ${first.record}`, { key, record: first.record ?? '' })
}

function recordName(i: number, record: unknown): string {
  const code = (record as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.length <= 40 ? `#${i + 1} ${code}` : `#${i + 1}`
}

/** The first string property over the cell limit, if any. */
function longString(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null
  for (const [key, value] of Object.entries(record)) if (typeof value === 'string' && value.length > CARD_SET_LIMITS.maxCellChars) return key
  return null
}

function tooManyCards(count: number): CodedMessage {
  return coded('tooManyCards', `${count} cards; a set may have at most ${CARD_SET_LIMITS.maxCards}`, { count, max: CARD_SET_LIMITS.maxCards })
}

function cellTooLong(): CodedMessage {
  return coded('cellTooLong', `longer than ${CARD_SET_LIMITS.maxCellChars} characters`, { max: CARD_SET_LIMITS.maxCellChars })
}

function capped(problems: SetFileProblem[]): SetFileProblem[] {
  const max = CARD_SET_LIMITS.maxProblems
  const more = problems.length - max
  return more <= 0 ? problems : [...problems.slice(0, max), coded('moreProblems', `and ${more} more problems`, { count: more })]
}
