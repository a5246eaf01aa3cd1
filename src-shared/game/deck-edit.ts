// Deck edits and diffs for any game, as pure functions: each returns new lines and never changes
// its input (undo is keeping the previous list). `keyOf` is the game's entry key: lines whose
// codes have the same key name the same card.
import type { DeckEntry } from './module'

export type EntryKeyOf = (code: string) => string

/** Lines with a positive whole count; lines naming the same key merged (first spelling kept). */
export function normalizeEntriesBy(keyOf: EntryKeyOf, entries: readonly DeckEntry[]): DeckEntry[] {
  const byKey = new Map<string, DeckEntry>()
  for (const entry of entries) {
    const count = Math.floor(entry.count)
    if (!Number.isFinite(count) || count <= 0 || !entry.code.trim()) continue
    const key = keyOf(entry.code)
    const line = byKey.get(key)
    if (line) line.count += count
    else byKey.set(key, { code: entry.code.trim(), count })
  }
  return [...byKey.values()]
}

/** Adds `n` copies of `code` (to its line if one names the same key, else as a new line at the end). */
export function addCopiesBy(keyOf: EntryKeyOf, entries: readonly DeckEntry[], code: string, n = 1): DeckEntry[] {
  if (n <= 0) return [...entries]
  const key = keyOf(code)
  const index = entries.findIndex((e) => keyOf(e.code) === key)
  if (index < 0) return [...entries, { code: code.trim(), count: n }]
  return entries.map((e, i) => (i === index ? { code: e.code, count: e.count + n } : e))
}

/** Removes up to `n` copies of `code`; a line that reaches 0 goes. */
export function removeCopiesBy(keyOf: EntryKeyOf, entries: readonly DeckEntry[], code: string, n = 1): DeckEntry[] {
  const key = keyOf(code)
  return entries.flatMap((e) => {
    if (keyOf(e.code) !== key) return [e]
    const count = e.count - n
    return count > 0 ? [{ code: e.code, count }] : []
  })
}

/** Sets the count of `code` (0 removes the line). */
export function setCopiesBy(keyOf: EntryKeyOf, entries: readonly DeckEntry[], code: string, count: number): DeckEntry[] {
  const key = keyOf(code)
  const has = entries.some((e) => keyOf(e.code) === key)
  if (!has) return count > 0 ? [...entries, { code: code.trim(), count }] : [...entries]
  return entries.flatMap((e) => (keyOf(e.code) !== key ? [e] : count > 0 ? [{ code: e.code, count }] : []))
}

export function countOfBy(keyOf: EntryKeyOf, entries: readonly DeckEntry[], code: string): number {
  const key = keyOf(code)
  return entries.reduce((sum, e) => (keyOf(e.code) === key ? sum + e.count : sum), 0)
}

export function sameEntries(a: readonly DeckEntry[], b: readonly DeckEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => e.code === b[i]!.code && e.count === b[i]!.count)
}

export interface DeckDiffLine {
  code: string
  before: number
  after: number
  change: 'added' | 'removed' | 'changed'
}

export interface DeckDiff {
  lines: DeckDiffLine[]
  added: number
  removed: number
}

/** Lines in `after`'s order, then lines only in `before`; unchanged cards are left out. */
export function diffDecksBy(keyOf: EntryKeyOf, before: readonly DeckEntry[], after: readonly DeckEntry[]): DeckDiff {
  const old = new Map(normalizeEntriesBy(keyOf, before).map((e) => [keyOf(e.code), e]))
  const lines: DeckDiffLine[] = []
  for (const e of normalizeEntriesBy(keyOf, after)) {
    const key = keyOf(e.code)
    const was = old.get(key)?.count ?? 0
    old.delete(key)
    if (was === e.count) continue
    lines.push({ code: e.code, before: was, after: e.count, change: was === 0 ? 'added' : 'changed' })
  }
  for (const e of old.values()) lines.push({ code: e.code, before: e.count, after: 0, change: 'removed' })
  let added = 0
  let removed = 0
  for (const l of lines) {
    if (l.after > l.before) added += l.after - l.before
    else removed += l.before - l.after
  }
  return { lines, added, removed }
}
