// What a game module declares so that its players can make their own cards (issue 12): a game
// without official data (the creature game) reuses the generic set editor, files and storage by
// declaring its card's schema, the form's fields and its CSV columns. Nothing here knows a game.
import type { z } from 'zod'
import type { CardField } from './module'
import { coded, isSetProblemCode, type CodedMessage } from './set-problems'

/** A field of the card form: a CardField plus what a form needs to ask for it. */
export interface UserCardField extends CardField {
  /** The form refuses the card while it is empty (the schema decides in the end). */
  readonly required?: boolean
  /** Bounds of a number, or of a text's length. */
  readonly min?: number
  readonly max?: number
  /** A long text (rules text): a multi-line box in the form. */
  readonly multiline?: boolean
  /** Asked only when another field has one of these values (level/atk/def only for creatures). */
  readonly shownWhen?: { readonly field: string; readonly is: readonly string[] }
}

/** One problem of a CSV row, naming its column. */
export interface ColumnProblem extends CodedMessage {
  readonly column: string
}

export type RowReading<Card> = { ok: true; card: Card } | { ok: false; problems: ColumnProblem[] }

/** A CSV row: column name (lower case, as in `csvColumns`) → cell text. */
export type CsvRow = Readonly<Record<string, string>>

export interface UserCardSpec<Card> {
  /** The truth about a valid card: the form, the files and main all check it. */
  readonly schema: z.ZodType<Card>
  /** The form's fields, in order. */
  readonly fields: readonly UserCardField[]
  /** The CSV header, in order; `readRow` and `writeRow` use these names. */
  readonly csvColumns: readonly string[]
  /** Columns a file may add after them (Vanguard's `image`): read when present, written when a card fills them. */
  readonly optionalCsvColumns?: readonly string[]
  /** Reads one CSV row; every problem names its column. */
  readRow(row: CsvRow): RowReading<Card>
  /** The cells of a card, one per column (inverse of readRow). */
  writeRow(card: Card): Record<string, string>
  /** The key of a card in its set and in the catalog: the module's `cards.keyOf`. */
  keyOf(card: Card): string
  /** The field the key comes from (`code`): problems with a duplicate key name it. */
  readonly keyField: string
  /** What the form starts a new card from (not necessarily valid). */
  blank(): Record<string, unknown>
  /**
   * The game's bundled cards are a demo set (the creature game's), which players may hide from
   * searches once they have their own (issue 29.7); absent: the bundled cards are the game's own.
   */
  readonly bundledIsDemo?: boolean
}

/** Spellings of a flag cell: `yes`/`no`, `1`/`0`, `true`/`false`, any case; empty is no. */
const FLAG_CELLS: Readonly<Record<string, boolean>> = { yes: true, no: false, '1': true, '0': false, true: true, false: false, '': false }
/** Items of a list cell are separated by a bar (a comma or semicolon is the file's delimiter). */
export const LIST_SEPARATOR = '|'

/** Is the field asked for this card (its `shownWhen` condition holds)? */
export function isFieldShown(field: UserCardField, card: Readonly<Record<string, unknown>>): boolean {
  if (!field.shownWhen) return true
  const value = card[field.shownWhen.field]
  return typeof value === 'string' && field.shownWhen.is.includes(value)
}

/** The card with the fields it does not show removed (a creature turned into an effect loses its level). */
export function withoutHiddenFields(fields: readonly UserCardField[], card: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...card }
  for (const field of fields) if (!isFieldShown(field, card)) delete out[field.key]
  return out
}

type CellReading = { ok: true; value: unknown } | ({ ok: false } & CodedMessage)

/** One cell read by its field's kind; `undefined` for an empty number (absent from the card). */
export function readCell(field: UserCardField, cell: string): CellReading {
  const text = cell.trim()
  switch (field.kind) {
    case 'flag': {
      const flag = FLAG_CELLS[text.toLowerCase()]
      return flag === undefined ? { ok: false, ...coded('notFlag', `"${clip(text)}" is not yes/no, 1/0 or true/false`, { value: clip(text) }) } : { ok: true, value: flag }
    }
    case 'number': {
      if (text === '') return { ok: true, value: undefined }
      const value = Number(text)
      return /^-?\d+$/.test(text) && Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, ...coded('notWhole', `"${clip(text)}" is not a whole number`, { value: clip(text) }) }
    }
    case 'enum': {
      const value = field.values?.find((v) => v.toLowerCase() === text.toLowerCase())
      if (value !== undefined) return { ok: true, value }
      const values = (field.values ?? []).join(', ')
      return { ok: false, ...coded('notOneOf', `"${clip(text)}" is not one of ${values}`, { value: clip(text), values }) }
    }
    case 'list':
      return { ok: true, value: text === '' ? [] : text.split(LIST_SEPARATOR).map((item) => item.trim()) }
    case 'text':
      return { ok: true, value: text }
  }
}

/** One cell written by its field's kind (inverse of readCell). */
export function writeCell(field: UserCardField, value: unknown): string {
  if (value === undefined || value === null) return ''
  switch (field.kind) {
    case 'flag':
      return value ? 'yes' : 'no'
    case 'list':
      return Array.isArray(value) ? value.join(LIST_SEPARATOR) : ''
    default:
      return String(value)
  }
}

/**
 * The CSV half of a spec for a game whose columns are its fields' keys (most games): cells read by
 * kind, a cell given for a field the card does not show refused, then the schema checked, each
 * problem under its column.
 */
export function csvByFields<Card>(
  schema: z.ZodType<Card>,
  fields: readonly UserCardField[],
): Pick<UserCardSpec<Card>, 'csvColumns' | 'readRow' | 'writeRow'> {
  const columns = fields.map((f) => f.key.toLowerCase())
  return {
    csvColumns: columns,
    readRow(row) {
      const problems: ColumnProblem[] = []
      const draft: Record<string, unknown> = {}
      fields.forEach((field, i) => {
        const read = readCell(field, row[columns[i]!] ?? '')
        if (!read.ok) problems.push({ column: columns[i]!, code: read.code, params: read.params, message: read.message })
        else if (read.value !== undefined) draft[field.key] = read.value
      })
      for (const [i, field] of fields.entries()) {
        const cell = (row[columns[i]!] ?? '').trim()
        // Unless the field it depends on is itself wrong: that one problem is enough.
        if (cell !== '' && field.shownWhen && field.shownWhen.field in draft && !isFieldShown(field, draft)) problems.push({ column: columns[i]!, ...onlyFor(field.shownWhen) })
      }
      if (problems.length) return { ok: false, problems }
      const checked = checkUserCard(schema, draft, fields)
      if (checked.ok) return checked
      const columnOf = (key: string) => columns[fields.findIndex((f) => f.key === key)] ?? key
      return { ok: false, problems: checked.problems.map(({ field, ...problem }) => ({ column: columnOf(field), ...problem })) }
    },
    writeRow(card) {
      const values = card as Record<string, unknown>
      return Object.fromEntries(fields.map((field, i) => [columns[i]!, writeCell(field, values[field.key])]))
    },
  }
}

export interface FieldProblem extends CodedMessage {
  /** The card's property (`power`), or `(card)` for the card as a whole. */
  readonly field: string
}

/**
 * A card checked against the schema, each problem naming its field. With the form's `fields`,
 * a field the card shows but lacks, or has but does not show (a level on an effect), is named as
 * such first: the same words for every game, whatever its schema says about it.
 */
export function checkUserCard<Card>(
  schema: z.ZodType<Card>,
  value: unknown,
  fields: readonly UserCardField[] = [],
): { ok: true; card: Card } | { ok: false; problems: FieldProblem[] } {
  const shownProblems = typeof value === 'object' && value !== null ? shownWhenProblems(fields, value as Record<string, unknown>) : []
  const result = schema.safeParse(value)
  if (result.success && !shownProblems.length) return { ok: true, card: result.data }
  const named = new Set(shownProblems.map((p) => p.field))
  const fromSchema = result.success ? [] : result.error.issues.map((issue) => schemaProblem(issue, value)).filter((p) => !named.has(p.field))
  return { ok: false, problems: [...shownProblems, ...fromSchema] }
}

function shownWhenProblems(fields: readonly UserCardField[], card: Readonly<Record<string, unknown>>): FieldProblem[] {
  return fields.flatMap((field): FieldProblem[] => {
    if (!field.shownWhen || typeof card[field.shownWhen.field] !== 'string') return []
    const given = card[field.key] !== undefined && card[field.key] !== null
    if (isFieldShown(field, card)) return field.required && !given ? [{ field: field.key, ...coded('required', 'required') }] : []
    return given ? [{ field: field.key, ...onlyFor(field.shownWhen) }] : []
  })
}

function onlyFor(shownWhen: NonNullable<UserCardField['shownWhen']>): CodedMessage {
  const values = shownWhen.is.join(' or ')
  return coded('onlyFor', `only for ${shownWhen.field} ${values}: leave it empty`, { field: shownWhen.field, values: shownWhen.is.join(', ') })
}

/** A schema issue as a coded problem; zod's English message stays as `message`. */
function schemaProblem(issue: z.core.$ZodIssue, value: unknown): FieldProblem {
  const field = issue.path.length ? issue.path.join('.') : '(card)'
  const given = issue.path.reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined), value)
  const problem = (code: Parameters<typeof coded>[0], params?: Parameters<typeof coded>[2]) => ({ field, ...coded(code, issue.message, params) })
  switch (issue.code) {
    case 'invalid_type':
      return given === undefined ? problem('required') : problem('wrongType', { expected: issue.expected })
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? problem('required') : problem('tooShort', { min: Number(issue.minimum) })
      return problem('belowMin', { min: Number(issue.minimum) })
    case 'too_big':
      return issue.origin === 'string' ? problem('tooLong', { max: Number(issue.maximum) }) : problem('aboveMax', { max: Number(issue.maximum) })
    case 'invalid_value':
      return problem('notOneOf', { value: clip(String(given)), values: issue.values.map(String).join(', ') })
    case 'unrecognized_keys':
      return problem('unknownKeys', { keys: issue.keys.join(', ') })
    case 'invalid_format':
      return problem('badFormat', { detail: issue.message })
    case 'custom': {
      // A game's own rule may name its code (`params: { problem: 'required' }`).
      const named = issue.params?.problem
      return isSetProblemCode(named) ? problem(named, issue.params) : problem('invalid', { detail: issue.message })
    }
    default:
      return problem('invalid', { detail: issue.message })
  }
}

/** What the form says about a field before main checks the card with the schema (ids for the UI's messages). */
export interface FormProblem {
  readonly field: string
  readonly kind: 'required' | 'below-min' | 'above-max' | 'too-long' | 'not-whole'
  readonly limit?: number
}

/** The form's own checks of the shown fields: required, whole numbers within min/max, text length. */
export function formProblems(fields: readonly UserCardField[], draft: Readonly<Record<string, unknown>>): FormProblem[] {
  const problems: FormProblem[] = []
  for (const field of fields) {
    if (!isFieldShown(field, draft)) continue
    const value = draft[field.key]
    const empty = value === undefined || value === null || value === ''
    if (empty) {
      if (field.required) problems.push({ field: field.key, kind: 'required' })
    } else if (field.kind === 'number') {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) problems.push({ field: field.key, kind: 'not-whole' })
      else if (field.min !== undefined && value < field.min) problems.push({ field: field.key, kind: 'below-min', limit: field.min })
      else if (field.max !== undefined && value > field.max) problems.push({ field: field.key, kind: 'above-max', limit: field.max })
    } else if (field.kind === 'text' && typeof value === 'string' && field.max !== undefined && value.length > field.max) {
      problems.push({ field: field.key, kind: 'too-long', limit: field.max })
    }
  }
  return problems
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text
}
