// Reading and writing a whole card set, as JSON or CSV. All or nothing: a result is either the
// whole set or the list of its problems (each naming its line and field), never part of a set.
import type { CreatureCard } from '../card'
import { csvField, readCsv } from './csv'
import type { SetProblem } from './problems'
import { COLUMNS, LIMITS, readRow, type Column, type RawRow } from './rows'

export interface CardSet {
  name: string
  cards: CreatureCard[]
}

export type SetResult = { ok: true; set: CardSet } | { ok: false; problems: SetProblem[] }

/** How many problems a result lists at most (a wrong file can have thousands). */
export const MAX_PROBLEMS = 200

function finish(name: string, rows: { raw: RawRow; line: number }[], problems: SetProblem[]): SetResult {
  if (rows.length > LIMITS.cards) problems.push({ line: 1, field: '', kind: 'too-many-cards', params: { max: LIMITS.cards } })
  const cards: CreatureCard[] = []
  const firstLine = new Map<string, number>()
  for (const { raw, line } of rows) {
    if (problems.length >= MAX_PROBLEMS) break
    const card = readRow(raw, line, problems)
    if (!card) continue
    const key = card.code.toLowerCase()
    const first = firstLine.get(key)
    if (first !== undefined) problems.push({ line, field: 'code', kind: 'duplicate-code', params: { value: card.code, first } })
    else firstLine.set(key, line)
    cards.push(card)
  }
  return problems.length ? { ok: false, problems: problems.slice(0, MAX_PROBLEMS) } : { ok: true, set: { name, cards } }
}

/** A set from CSV with the header `code,name,category,level,atk,def,type,unique,text` (any order, any case). */
export function readSetCsv(text: string, name = ''): SetResult {
  const parsed = readCsv(text)
  if (!parsed.ok) return { ok: false, problems: [{ line: parsed.line, field: '', kind: 'syntax', params: { detail: parsed.message } }] }
  const [header, ...records] = parsed.records
  if (!header) return { ok: false, problems: COLUMNS.map((field) => ({ line: 1, field, kind: 'missing-column' as const, params: {} })) }
  const columns = header.fields.map((f) => f.trim().toLowerCase())
  const problems: SetProblem[] = []
  for (const column of columns) if (!(COLUMNS as readonly string[]).includes(column)) problems.push({ line: header.line, field: column, kind: 'unknown-column', params: {} })
  for (const column of COLUMNS) if (!columns.includes(column)) problems.push({ line: header.line, field: column, kind: 'missing-column', params: {} })
  if (problems.length) return { ok: false, problems }
  const rows: { raw: RawRow; line: number }[] = []
  for (const record of records) {
    if (record.fields.length !== columns.length) {
      problems.push({ line: record.line, field: '', kind: 'cell-count', params: { found: record.fields.length, expected: columns.length } })
      continue
    }
    const raw: RawRow = {}
    columns.forEach((column, i) => (raw[column as Column] = record.fields[i]))
    rows.push({ raw, line: record.line })
  }
  return finish(name, rows, problems)
}

/** A set from Deck Lab's JSON (`{ "name", "cards": [...] }`) or a bare list of cards. */
export function readSetJson(text: string, name = ''): SetResult {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    return { ok: false, problems: [{ line: 1, field: '', kind: 'syntax', params: { detail: (e as Error).message } }] }
  }
  const list = Array.isArray(value) ? value : isObject(value) && Array.isArray(value.cards) ? value.cards : null
  if (!list) return { ok: false, problems: [{ line: 1, field: '', kind: 'not-a-set', params: {} }] }
  const setName = isObject(value) && typeof value.name === 'string' ? value.name.slice(0, LIMITS.name) : name
  const lines = elementLines(text, Array.isArray(value))
  const problems: SetProblem[] = []
  const rows: { raw: RawRow; line: number }[] = []
  list.forEach((item: unknown, i: number) => {
    const line = lines[i] ?? 1
    if (!isObject(item)) problems.push({ line, field: '', kind: 'not-a-set', params: {} })
    else {
      for (const key of Object.keys(item))
        if (!(COLUMNS as readonly string[]).includes(key) && key !== 'picture' && key !== 'skills') problems.push({ line, field: key, kind: 'unknown-column', params: {} })
      rows.push({ raw: item as RawRow, line })
    }
  })
  return finish(setName, rows, problems)
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The line where each card of the list starts: the `{` of each element of the top-level array,
 * or of the array under the top object's "cards" key. A scan of the text that skips strings.
 */
function elementLines(text: string, topArray: boolean): number[] {
  const lines: number[] = []
  const stack: string[] = [] // '{' or '[' per open container; 'C' marks the cards array
  let line = 1
  let lastKey = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '\n') line++
    else if (c === '"') {
      let j = i + 1
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1
      if (stack.length === 1 && stack[0] === '{') lastKey = text.slice(i + 1, j)
      i = j
    } else if (c === '{' || c === '[') {
      const parent = stack[stack.length - 1]
      if (c === '{' && (parent === 'C' || (topArray && stack.length === 1))) lines.push(line)
      stack.push(c === '[' && stack.length === 1 && stack[0] === '{' && lastKey === 'cards' ? 'C' : c)
    } else if (c === '}' || c === ']') stack.pop()
  }
  return lines
}

const FLAG_OUT = (b: boolean) => (b ? 'yes' : 'no')
const cell = (v: number | null) => (v === null ? '' : String(v))

export function writeSetCsv(cards: readonly CreatureCard[]): string {
  const rows = cards.map((c) =>
    [c.code, c.name, c.category, cell(c.level), cell(c.atk), cell(c.def), c.type, FLAG_OUT(c.unique), c.text].map(csvField).join(','),
  )
  return [COLUMNS.join(','), ...rows].join('\r\n') + '\r\n'
}

/** Deck Lab's JSON of a set: one card per element, skills left out (they are read from the text). */
export function writeSetJson(set: CardSet): string {
  const cards = set.cards.map(({ skills: _skills, ...card }) => card)
  return JSON.stringify({ game: 'creatures', name: set.name, cards }, null, 2) + '\n'
}
