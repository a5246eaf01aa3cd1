// The official answer read as RawCards, each with its other languages: all or nothing, as a card
// file is (the same readers: src-main/games/fftcg/import/). Every malformed record is named, with
// its field, in one rejection, and nothing is changed.
import { ApiError, type ApiErrorDetail } from '@shared/api'
import { faultText, illFormedString } from '@shared/text/strict-text'
import type { RawCard } from '@shared/games/fftcg/raw-card'
import type { Problems } from '../../../catalog/import/problems'
import { newImportProblems } from '../import/problem-text'
import { codeOf } from '../import/fields'
import { readCardFile } from '../import/read-card-file'
import type { OnRecordsRead } from '../import/records'
import { recordLocales } from './card-locales'

export interface OfficialCards {
  /** Good throughout, with `locales` when the records carry other languages. */
  raws: RawCard[]
  /** Records in the answer. */
  received: number
}

/** `name` names the source in messages. Throws ApiError 'import-rejected' (malformed records) or 'source-failed' (not a card list). */
export function readOfficialCards(name: string, text: string, onRead?: OnRecordsRead): OfficialCards {
  if (!/^\s*[[{]/.test(text)) throw new ApiError('source-failed', `${name} did not answer with JSON; nothing was changed`)
  let records: unknown[] = []
  try {
    records = recordsOf(JSON.parse(text))
  } catch {
    // readCardFile says where the JSON breaks
  }
  refuseLoneSurrogates(name, records)
  const problems = newImportProblems()
  const locales = records.map((record, i) =>
    typeof record === 'object' && record !== null && !Array.isArray(record)
      ? recordLocales(record as Record<string, unknown>, refOf(record, i), problems)
      : undefined,
  )
  let file: ReturnType<typeof readCardFile>
  try {
    file = readCardFile(`${name}.json`, text, onRead)
  } catch (error) {
    if (error instanceof ApiError && error.code === 'import-rejected') throw rejection(name, error, problems, records)
    throw error
  }
  problems.throwIfAny(name, records.length)
  const raws = file.cards.map((raw, i) => {
    const more = locales[file.refs[i]!.index - 1]
    return more ? { ...raw, locales: more } : raw
  })
  return { raws, received: records.length }
}

/** A `\uD800` escape parses to half a character: the record and field are named, nothing is stored (issue 29.4). */
function refuseLoneSurrogates(name: string, records: unknown[]): void {
  const broken = illFormedString(records)
  if (!broken) return
  const [index, ...field] = broken.path.split('.')
  const record = records[Number(index)]
  const where = typeof record === 'object' && record !== null ? refOf(record, Number(index)) : { index: Number(index) + 1 }
  const message = `field "${field.join('.')}" holds ${faultText(broken.fault)}`
  throw new ApiError('import-rejected', `${name}: record ${where.index}${'code' in where ? ` (${where.code})` : ''}, ${message}; nothing was changed`, [
    { record: `#${where.index}`, field: field.join('.'), message },
  ])
}

function recordsOf(json: unknown): unknown[] {
  const list = Array.isArray(json) ? json : (json as { cards?: unknown } | null)?.cards
  return Array.isArray(list) ? list : []
}

const refOf = (record: object, i: number) => {
  const code = codeOf((record as Record<string, unknown>).code)
  return { index: i + 1, ...(code ? { code } : {}) }
}

/** The readers' rejection and the languages' problems as one, in record order, said as an update's. */
function rejection(name: string, error: ApiError, locales: Problems, records: unknown[]): ApiError {
  const found = Number(/: (\d+) problems? found/.exec(error.message)?.[1] ?? error.details.length)
  const total = found + locales.count
  const position = new Map<string, number>()
  records.forEach((record, i) => {
    const code = typeof record === 'object' && record !== null ? codeOf((record as Record<string, unknown>).code) : undefined
    if (code && !position.has(code)) position.set(code, i + 1)
  })
  const at = (d: ApiErrorDetail) => (d.record?.startsWith('#') ? Number(d.record.slice(1)) : (position.get(d.record ?? '') ?? Infinity))
  const details = [...error.details.filter((d) => d.record !== undefined), ...locales.details].sort((a, b) => at(a) - at(b))
  const rest = error.details.filter((d) => d.record === undefined)
  const message = /: \d+ problems? found/.test(error.message)
    ? `${name}: ${total} problem${total === 1 ? '' : 's'} found in ${records.length} records; nothing was changed`
    : error.message.replace(`${name}.json`, name)
  return new ApiError('import-rejected', message, [...details, ...rest])
}
