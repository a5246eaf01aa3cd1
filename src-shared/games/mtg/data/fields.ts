// Reading one record of a card file with errors that say where: the file, the card's index and
// name, and the field (`scryfall2019_soi.json: card #18 (Westvale Abbey), card_faces[1].colors: …`).
import { COLORS, type Color } from '../card'

export class MtgDataError extends Error {
  constructor(
    readonly file: string,
    /** `card #18 (Westvale Abbey)`, or `set M21` for a whole set. */
    readonly record: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}: ${record}, ${field}: ${problem}`)
    this.name = 'MtgDataError'
  }
}

/** Where a record is: its file and its 1-based index there. */
export interface Where {
  file: string
  index: number
}

type Json = Readonly<Record<string, unknown>>

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `missing (expected a text)` or `42 is not a text`. */
const wrong = (value: unknown, what: string) => (value === undefined ? `missing (expected ${what})` : `${JSON.stringify(value)?.slice(0, 60)} is not ${what}`)

/** Typed reads of one object's fields; `prefix` names a face (`card_faces[1].`). */
export class RecordReader {
  constructor(
    readonly json: Json,
    readonly where: Where,
    readonly label: string,
    readonly prefix = '',
  ) {}

  static of(value: unknown, where: Where): RecordReader {
    const name = isObject(value) && typeof value.name === 'string' ? ` (${value.name})` : ''
    const reader = new RecordReader(isObject(value) ? value : {}, where, `card #${where.index}${name}`)
    if (!isObject(value)) reader.fail('', wrong(value, 'a card object'))
    return reader
  }

  face(key: string, i: number, value: unknown): RecordReader {
    const reader = new RecordReader(isObject(value) ? value : {}, this.where, this.label, `${this.prefix}${key}[${i}].`)
    if (!isObject(value)) reader.fail('', wrong(value, 'an object'))
    return reader
  }

  fail(field: string, problem: string): never {
    throw new MtgDataError(this.where.file, this.label, (this.prefix + field).replace(/\.$/, '') || 'card', problem)
  }

  has = (key: string) => this.json[key] !== undefined && this.json[key] !== null

  str(key: string): string {
    const value = this.json[key]
    if (typeof value !== 'string' || value.trim() === '') this.fail(key, wrong(value, 'a text'))
    return value
  }

  /** A text that may be missing or null (read as `fallback`). */
  optStr(key: string, fallback: string): string {
    const value = this.json[key]
    if (value === undefined || value === null) return fallback
    if (typeof value !== 'string') this.fail(key, wrong(value, 'a text'))
    return value
  }

  strOrNull = (key: string): string | null => (this.has(key) ? this.optStr(key, '') : null)

  list(key: string): string[] {
    const value = this.json[key]
    if (value === undefined || value === null) return []
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) this.fail(key, wrong(value, 'a list of texts'))
    return value as string[]
  }

  colors(key: string): Color[] | null {
    if (!this.has(key)) return null
    const letters = this.list(key)
    const bad = letters.find((c) => !(COLORS as readonly string[]).includes(c))
    if (bad !== undefined) this.fail(key, `"${bad}" is not a colour (W, U, B, R or G)`)
    return COLORS.filter((c) => letters.includes(c))
  }

  object(key: string): Json | null {
    const value = this.json[key]
    if (value === undefined || value === null) return null
    if (!isObject(value)) this.fail(key, wrong(value, 'an object'))
    return value
  }
}
