// Deck edits as pure functions: each returns a new list of lines and never changes its input,
// so that undo is keeping the previous list.
import { entryKey, type DeckEntry } from './deck'

/** Adds `n` copies of `code` (to its line if one names the same code key, else as a new line at the end). */
export function addCopies(entries: readonly DeckEntry[], code: string, n = 1): DeckEntry[] {
  if (n <= 0) return [...entries]
  const key = entryKey(code)
  const index = entries.findIndex((e) => entryKey(e.code) === key)
  if (index < 0) return [...entries, { code: code.trim(), count: n }]
  return entries.map((e, i) => (i === index ? { code: e.code, count: e.count + n } : e))
}

/** Removes up to `n` copies of `code`; a line that reaches 0 goes. */
export function removeCopies(entries: readonly DeckEntry[], code: string, n = 1): DeckEntry[] {
  const key = entryKey(code)
  return entries.flatMap((e) => {
    if (entryKey(e.code) !== key) return [e]
    const count = e.count - n
    return count > 0 ? [{ code: e.code, count }] : []
  })
}

/** Sets the count of `code` (0 removes the line). */
export function setCopies(entries: readonly DeckEntry[], code: string, count: number): DeckEntry[] {
  const key = entryKey(code)
  const has = entries.some((e) => entryKey(e.code) === key)
  if (!has) return count > 0 ? [...entries, { code: code.trim(), count }] : [...entries]
  return entries.flatMap((e) => (entryKey(e.code) !== key ? [e] : count > 0 ? [{ code: e.code, count }] : []))
}

export function countOf(entries: readonly DeckEntry[], code: string): number {
  const key = entryKey(code)
  return entries.reduce((sum, e) => (entryKey(e.code) === key ? sum + e.count : sum), 0)
}

export function sameEntries(a: readonly DeckEntry[], b: readonly DeckEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => e.code === b[i]!.code && e.count === b[i]!.count)
}
