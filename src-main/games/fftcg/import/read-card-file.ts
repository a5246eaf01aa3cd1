// Which kind of card file is this, and its records as RawCards — or one rejection listing every problem.
import type { ApiError } from '@shared/api'
import type { RawCard } from '@shared/games/fftcg/raw-card'
import { codeKey } from '@shared/games/fftcg/codes'
import { SCRAPE_FIELDS, SCRAPE_KEYS, ScrapeRecordSchema } from './cardbrowser-scrape'
import { readCsv } from './csv'
import { codeOf } from './fields'
import { FLAT_FIELDS, FlatListRecordSchema } from './flat-list'
import { parseJson } from '@shared/text/json-syntax'
import { OFFICIAL_FIELDS, OFFICIAL_KEYS, OfficialApiRecordSchema } from './official-api'
import type { Problems, RecordRef } from '../../../catalog/import/problems'
import { newImportProblems, problem } from './problem-text'
import { readRecords, type OnRecordsRead, type ReadCards } from './records'

export const CARD_FILE_FORMATS = [
  'official-api-object',
  'official-api-array',
  'flat-list',
  'cardbrowser-scrape',
  'csv',
] as const
export type CardFileFormat = (typeof CARD_FILE_FORMATS)[number]

type RecordShape = 'official' | 'flat' | 'scrape'

const hasAny = (record: object, keys: readonly string[]) => keys.some((k) => Object.hasOwn(record, k))

/** Which shape most records look like; null when none does. */
function recordShape(records: readonly unknown[]): RecordShape | null {
  const votes: Record<RecordShape, number> = { official: 0, flat: 0, scrape: 0 }
  for (const r of records) {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) continue
    if (hasAny(r, OFFICIAL_KEYS)) votes.official++
    else if (hasAny(r, SCRAPE_KEYS)) votes.scrape++
    else if (Object.hasOwn(r, 'id') && hasAny(r, ['name', 'type', 'element', 'elements'])) votes.flat++
  }
  const [best, count] = (Object.entries(votes) as [RecordShape, number][]).sort((a, b) => b[1] - a[1])[0]!
  return count > 0 ? best : null
}

/** The file is no card list (noCardList) or its records are in no known shape (unknownShape). */
function unrecognised(problems: Problems, fileName: string, what: 'noCardList' | 'unknownShape'): ApiError {
  return problems.error(problem(`${what}File`, { file: fileName }), [problems.fileDetail(problem(what))])
}

const looksLikeJson = (fileName: string, content: string) =>
  /^[[{]/.test(content.trimStart()) || /\.json$/i.test(fileName.trim())

export interface CardFile {
  format: CardFileFormat
  cards: RawCard[]
  /** Where each card is in the file (position, code, CSV line), in the same order as `cards`. */
  refs: RecordRef[]
}

/**
 * Detects the format by content (JSON or CSV, then the JSON shape by its keys; the file name
 * only breaks the tie for text that starts like neither) and reads every record. Throws
 * ApiError('import-rejected') listing every problem; returns only a file that is good throughout.
 */
export function readCardFile(fileName: string, content: string, onRead?: OnRecordsRead): CardFile {
  const text = content.replace(/^\uFEFF/, '')
  const problems = newImportProblems()
  if (text.trim() === '') throw problems.error(problem('fileEmpty', { file: fileName }))

  if (!looksLikeJson(fileName, text)) {
    const read = readCsv(text, problems, onRead)
    // read.cards holds only the good rows, so it cannot count the records: say no count.
    return finish(fileName, 'csv', read, problems)
  }

  const parsed = parseJson(text)
  if (!parsed.ok) {
    const { line, column, message } = parsed.error
    throw problems.error(problem('notJsonFile', { file: fileName, line, column, message }), [problems.fileDetail(problem('notJson', { line, column, message }), line)])
  }
  const json = parsed.value

  let records: unknown[]
  let wrapped: boolean
  if (Array.isArray(json)) {
    records = json
    wrapped = false
  } else if (typeof json === 'object' && json !== null && Array.isArray((json as { cards?: unknown }).cards)) {
    records = (json as { cards: unknown[] }).cards
    wrapped = true
  } else {
    throw unrecognised(problems, fileName, 'noCardList')
  }
  if (records.length === 0) throw problems.error(problem('noCards', { file: fileName }))

  const isScrapeEnvelope = wrapped && Object.hasOwn(json as object, 'scraped_at')
  const shape = isScrapeEnvelope ? 'scrape' : recordShape(records)
  if (!shape) throw unrecognised(problems, fileName, 'unknownShape')

  const { schema, fields } = SHAPES[shape]
  const read = readRecords(records, schema, fields, problems, (record, i) => {
    const code = typeof record === 'object' && record !== null ? codeOf((record as Record<string, unknown>)[fields.fullCode]) : undefined
    return { index: i + 1, ...(code ? { code } : {}) }
  }, onRead)
  const format: CardFileFormat =
    shape === 'official' ? (wrapped ? 'official-api-object' : 'official-api-array') : shape === 'flat' ? 'flat-list' : 'cardbrowser-scrape'
  return finish(fileName, format, read, problems, records.length)
}

const SHAPES = {
  official: { schema: OfficialApiRecordSchema, fields: OFFICIAL_FIELDS },
  flat: { schema: FlatListRecordSchema, fields: FLAT_FIELDS },
  scrape: { schema: ScrapeRecordSchema, fields: SCRAPE_FIELDS },
} as const

/** One card per code key: a file that lists a card twice is ambiguous about which one to keep. */
function finish(fileName: string, format: CardFileFormat, read: ReadCards, problems: Problems, recordCount?: number): CardFile {
  const seen = new Map<string, RecordRef>()
  read.cards.forEach((card, i) => {
    const key = codeKey(card.fullCode.split('/')[0] ?? '')
    if (!key) return
    const ref = read.refs[i]!
    const first = seen.get(key)
    if (!first) seen.set(key, ref)
    else {
      const twice = first.line !== undefined ? problem('sameCardAsLine', { card: key, first: first.line }) : problem('sameCardAsRecord', { card: key, first: first.index })
      problems.add(ref, format === 'csv' ? 'code' : undefined, twice)
    }
  })
  problems.throwIfAny(fileName, recordCount)
  if (read.cards.length === 0) throw problems.error(problem('noCards', { file: fileName }))
  return { format, cards: read.cards, refs: read.refs }
}
