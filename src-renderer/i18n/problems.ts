// Says a problem main found (see Problem in @shared/api-envelope) in the user's language: the key
// problems.<kind>.<code> with the problem's params; a `count` param picks the plural form. Shared
// by every view that shows main's problems (card imports: cardImport; card sets: cardSet), which
// all carry them the same way (ApiErrorDetail.problem). A code this renderer has no words for falls
// back to main's English message, so nothing is lost.
import type { Problem } from '@shared/api-envelope'

export type ProblemKind = 'cardImport' | 'cardSet'

/** The parts of vue-i18n's composer the formatter uses (useI18n() or i18n.global). */
export interface ProblemTranslator {
  t(key: string, named: Record<string, unknown>, plural: number): string
  t(key: string, named: Record<string, unknown>): string
  te(key: string): boolean
}

export const problemKey = (kind: ProblemKind, code: string) => `problems.${kind}.${code}`

export function formatProblem(i18n: ProblemTranslator, kind: ProblemKind, problem: Pick<Problem, 'code' | 'params'> | undefined, fallback: string): string {
  if (!problem) return fallback
  const key = problemKey(kind, problem.code)
  if (!i18n.te(key)) return fallback
  const params = { ...problem.params }
  const count = params.count
  return typeof count === 'number' ? i18n.t(key, params, count) : i18n.t(key, params)
}
