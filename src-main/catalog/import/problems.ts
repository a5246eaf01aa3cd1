// Collects every problem found in an import file, so that one rejection lists them all. Each
// problem is a code with its parameters (said by the renderer in the user's language, under
// problems.cardImport.<code>) and its English words (the CLI's), placed by record, line and field.
import { ApiError, type ApiErrorDetail, type Problem } from '@shared/api'

/** Where a record sits in its file: its position (1-based), its code when known, its CSV line. */
export interface RecordRef {
  index: number
  code?: string
  /** CSV only: 1-based line of the record, counting the header. */
  line?: number
}

/** A problem's code and parameters, before it is placed in the file. */
export interface CodedProblem {
  code: string
  params?: Problem['params']
}

/** The English words of a coded problem (the importer's table). */
export type ProblemText = (problem: CodedProblem) => string

export const MAX_DETAILS = 50
// Kept before sorting, so that the first 50 in file order can be shown; the rest is only counted.
const MAX_KEPT = 10_000

export class Problems {
  private readonly kept: { at: number; detail: ApiErrorDetail }[] = []
  count = 0

  constructor(private readonly text: ProblemText) {}

  /** `record 12 (1-004C), field "cost": …` — or `line 13 (1-004C), column "cost": …` for CSV. */
  add(ref: RecordRef | null, field: string | undefined, coded: CodedProblem): void {
    this.count++
    if (this.kept.length >= MAX_KEPT) return
    const where: string[] = []
    if (ref) {
      const name = ref.line !== undefined ? `line ${ref.line}` : `record ${ref.index}`
      where.push(ref.code ? `${name} (${ref.code})` : name)
    }
    if (field) where.push(`${ref?.line !== undefined ? 'column' : 'field'} "${field}"`)
    const message = this.text(coded)
    const detail: ApiErrorDetail = { message: where.length ? `${where.join(', ')}: ${message}` : message, problem: placed(coded, ref?.line, field) }
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
    const headline: CodedProblem =
      recordCount === undefined
        ? { code: 'rejectedUncounted', params: { file: fileName, count: total } }
        : recordCount === 1
          ? { code: 'rejectedOneRecord', params: { file: fileName, count: total } }
          : { code: 'rejected', params: { file: fileName, count: total, records: recordCount } }
    const details = this.details
    const rest = total - details.length
    if (rest > 0) {
      const more = { code: 'more', params: { count: rest } }
      details.push(this.fileDetail(more))
    }
    return this.error(headline, details)
  }

  /** A detail of the whole file (no record), at `line` when known. */
  fileDetail(coded: CodedProblem, line?: number): ApiErrorDetail {
    return { message: this.text(coded), problem: placed(coded, line), ...(line !== undefined ? { line } : {}) }
  }

  /** An import-rejected error whose headline is one coded problem. */
  error(headline: CodedProblem, details: ApiErrorDetail[] = []): ApiError {
    return new ApiError('import-rejected', this.text(headline), details, placed(headline))
  }

  throwIfAny(fileName: string, recordCount?: number): void {
    if (!this.empty) throw this.toError(fileName, recordCount)
  }
}

function placed({ code, params = {} }: CodedProblem, line?: number, field?: string): Problem {
  return { code, params, ...(line !== undefined ? { line } : {}), ...(field ? { field } : {}) }
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
