// Typo tolerance for names ("Clowd" → Cloud, "Sefiroth" → Sephiroth, "lightnig" → Lightning),
// shared by the card indexes (FFTCG's and the field index). Distances are computed once per query
// word against the distinct words of all names (a few thousand), never per card, and the last few
// results are kept because a search box asks again at every keystroke.
import { allowedEdits } from '@shared/text/typos'
import { dictionaryOf } from './dictionary'

export interface NameVocabulary {
  words: string[]
  /** Card i's name words are wordIds[starts[i] .. starts[i + 1]). */
  starts: Int32Array
  wordIds: Int32Array
  cache: Map<string, Uint8Array | null>
}

const CACHE_SIZE = 64

/** The vocabulary of card names given as folded words separated by spaces (foldWords), one per card. */
export function nameVocabulary(names: readonly string[]): NameVocabulary {
  const { values, starts, ids } = dictionaryOf(names.length, (i, add) => {
    for (const w of names[i]!.split(' ')) if (w) add(w)
  })
  return { words: values, starts, wordIds: ids, cache: new Map() }
}

/** Edits allowed for a word of this length (shared with the decklist import's "did you mean"). */
export { allowedEdits }

const row0 = new Int32Array(64)
const row1 = new Int32Array(64)

/**
 * Fewest edits turning `a` into `b` or into a start of `b` (so a half-typed name with a typo
 * still counts: `sefir` → "sephiroth"), or k + 1 when more than k. Banded Levenshtein over
 * reused rows: no allocation per vocabulary word.
 */
export function prefixDistance(a: string, b: string, k: number): number {
  const n = a.length
  const m = Math.min(b.length, n + k)
  if (n >= 63 || m >= 63 || b.length < n - k) return k + 1
  let prev = row0
  let cur = row1
  for (let j = 0; j <= m; j++) prev[j] = j
  for (let i = 1; i <= n; i++) {
    cur[0] = i
    let rowMin = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= m; j++) {
      const sub = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1)
      const del = prev[j]! + 1
      const ins = cur[j - 1]! + 1
      const v = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > k) return k + 1
    const t = prev
    prev = cur
    cur = t
  }
  let best = k + 1
  // Prefixes of b shorter than n - k are more than k edits away.
  for (let j = Math.max(0, n - k); j <= m; j++) if (prev[j]! < best) best = prev[j]!
  return best
}

/** For each vocabulary word, 1 + its distance to `needle` when within the allowance, else 0. */
export function fuzzyMarks(vocab: NameVocabulary, needle: string): Uint8Array | null {
  const cached = vocab.cache.get(needle)
  if (cached !== undefined) return cached
  const marks = computeMarks(vocab, needle)
  if (vocab.cache.size >= CACHE_SIZE) vocab.cache.delete(vocab.cache.keys().next().value!)
  vocab.cache.set(needle, marks)
  return marks
}

function computeMarks(vocab: NameVocabulary, needle: string): Uint8Array | null {
  const k = allowedEdits(needle.length)
  if (k === 0 || needle.includes(' ')) return null
  const marks = new Uint8Array(vocab.words.length)
  let any = false
  for (let id = 0; id < vocab.words.length; id++) {
    const d = prefixDistance(needle, vocab.words[id]!, k)
    if (d <= k) {
      marks[id] = d + 1
      any = true
    }
  }
  return any ? marks : null
}

/** The smallest edit distance + 1 from any of card i's name words, or 0 when none is close. */
export function fuzzyNameHit(vocab: NameVocabulary, marks: Uint8Array, i: number): number {
  let best = 0
  for (let j = vocab.starts[i]!, end = vocab.starts[i + 1]!; j < end; j++) {
    const m = marks[vocab.wordIds[j]!]!
    if (m !== 0 && (best === 0 || m < best)) best = m
  }
  return best
}
