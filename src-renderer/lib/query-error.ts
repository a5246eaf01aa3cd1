import type { QueryError } from '@shared/api'

/** Splits the query around the part the parser did not understand, to mark it in place. */
export function splitAtError(query: string, error: QueryError): { before: string; bad: string; after: string } {
  const start = Math.min(Math.max(0, error.position), query.length)
  const length = Math.max(1, error.token.length)
  const end = Math.min(query.length, start + length)
  return { before: query.slice(0, start), bad: query.slice(start, end) || ' ', after: query.slice(end) }
}
