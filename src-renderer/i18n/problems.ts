// Main's problems as the user reads them: main sends a code and its values (never words of a
// language), the renderer words them under `problems.<scope>.<code>` in the app's language. A code
// this version has no words for falls back to main's English message rather than to nothing.

export type ProblemScope = 'cardSet' | 'cardImport'

export interface CodedProblem {
  code?: string
  params?: Readonly<Record<string, string | number>>
  /** main's English wording, shown only for a code without words here */
  message?: string
}

type Translate = (key: string, params: Record<string, unknown>) => string

export function formatProblem(t: Translate, scope: ProblemScope, problem: CodedProblem): string {
  if (!problem.code) return problem.message ?? ''
  const key = `problems.${scope}.${problem.code}`
  const text = t(key, { ...problem.params })
  return text === key ? (problem.message ?? problem.code) : text
}
