// What changed between two versions of a deck, card by card (lines naming the same code key).
import { entryKey, normalizeEntries, type DeckEntry } from './deck'

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
export function diffDecks(before: readonly DeckEntry[], after: readonly DeckEntry[]): DeckDiff {
  const old = new Map(normalizeEntries(before).map((e) => [entryKey(e.code), e]))
  const lines: DeckDiffLine[] = []
  for (const e of normalizeEntries(after)) {
    const key = entryKey(e.code)
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
