// Collects every problem found in an import file, so that one rejection lists them all.
import { ApiError, type ApiErrorDetail } from '@shared/api'

/** Where a record sits in its file: its position (1-based), its code when known, its CSV line. */
export interface RecordRef {
  index: number
  code?: string
  /** CSV only: 1-based line of the record, counting the header. */
  line?: number
}

export const MAX_DETAILS = 50
// Kept before sorting, so that the first 50 in file order can be shown; the rest is only counted.
const MAX_KEPT = 10_000

export class Problems {
  private readonly kept: { at: number; detail: ApiErrorDetail }[] = []
  count = 0

  /** `record 12 (1-004C), field "cost": …` — or `line 13 (1-004C), column "cost": …` for CSV. */
  add(ref: RecordRef | null, field: string | undefined, message: string): void {
    this.count++
    if (this.kept.length >= MAX_KEPT) return
    const where: string[] = []
    if (ref) {
      const name = ref.line !== undefined ? `line ${ref.line}` : `record ${ref.index}`
      where.push(ref.code ? `${name} (${ref.code})` : name)
    }
    if (field) where.push(`${ref?.line !== undefined ? 'column' : 'field'} "${field}"`)
    const detail: ApiErrorDetail = { message: where.length ? `${where.join(', ')}: ${message}` : message }
    if (ref) detail.record = ref.code ?? `#${ref.index}`
    if (ref?.line !== undefined) detail.line = ref.line
    if (field) detail.field = field
    this.kept.push({ at: ref ? (ref.line ?? ref.index) : 0, detail })
  }

  /** In file order (by line or record), at most MAX_DETAILS. */
  get details(): ApiErrorDetail[] {
    return [...this.kept]
      .sort((a, b) => a.at - b.at)
      .slice(0, MAX_DETAILS)
      .map((k) => k.detail)
  }

  get empty(): boolean {
    return this.count === 0
  }

  /** The rejection: every detail up to the cap, then one line counting the rest. */
  toError(fileName: string, recordCount?: number): ApiError {
    const total = this.count
    const of = recordCount === undefined ? '' : ` in ${recordCount} record${recordCount === 1 ? '' : 's'}`
    const message = `${fileName}: ${total} problem${total === 1 ? '' : 's'} found${of}; nothing was imported`
    const details = this.details
    const rest = total - details.length
    if (rest > 0) details.push({ message: `… and ${rest} more problem${rest === 1 ? '' : 's'}` })
    return new ApiError('import-rejected', message, details)
  }

  throwIfAny(fileName: string, recordCount?: number): void {
    if (!this.empty) throw this.toError(fileName, recordCount)
  }
}

/** Short, quotable description of a value for messages: `"abc"`, `12.5`, `nothing`, `an object`. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (typeof value === 'string') {
    const s = value.length > 40 ? value.slice(0, 40) + '…' : value
    return JSON.stringify(s)
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return 'a list'
  return 'an object'
}
