// An inverted index of the words of names, jobs, categories and rules text. A word or phrase
// search looks its words up in a sorted vocabulary and unions their postings into a bitset,
// instead of scanning ~1.5 MB of card text per word; only phrases are checked against the
// strings, and only on the few cards that hold all their words.
import { newBits, hasBit, type Bits } from '../../../catalog/bitset'
import { FIELD_SEP, type SearchData } from './search-data'

export { newBits, hasBit, type Bits }

export const FIELD_NAME = 0
export const FIELD_JOB = 1
export const FIELD_CATEGORY = 2
export const FIELD_TEXT = 3
export const ALL_FIELDS = 0b1111

export interface WordIndex {
  /** Vocabulary sorted by code unit order, for prefix ranges by binary search. */
  sorted: string[]
  /** Postings of sorted[k]: entries `card << 2 | field`, ascending. */
  postings: Int32Array[]
}


/**
 * Splits every field string into words (native split and Map stay fast while the code is still
 * cold, which a hand-written character loop does not), collects (word, entry) pairs, then a
 * counting sort puts all postings in one array.
 */
export function buildWordIndex(data: SearchData): WordIndex {
  const ids = new Map<string, number>()
  const words: string[] = []
  let lastEntry = new Int32Array(4096).fill(-1)
  let pairs = new Int32Array(1 << 18)
  let pairCount = 0
  const fields = [data.name, data.job, data.category, data.text]
  for (let i = 0; i < data.size; i++) {
    for (let f = 0; f < 4; f++) {
      const entry = (i << 2) | f
      // Fields are in foldWords form: words between single spaces, FIELD_SEP between list values.
      for (const w of fields[f]![i]!.split(' ')) {
        if (w === '' || w === FIELD_SEP) continue
        let id = ids.get(w)
        if (id === undefined) {
          id = words.length
          ids.set(w, id)
          words.push(w)
          if (id >= lastEntry.length) lastEntry = grow(lastEntry, -1)
        }
        if (lastEntry[id] === entry) continue
        lastEntry[id] = entry
        if (pairCount + 2 > pairs.length) pairs = grow(pairs, 0)
        pairs[pairCount++] = id
        pairs[pairCount++] = entry
      }
    }
  }

  // Counting sort by word id; entries stay in scan order, i.e. ascending.
  const offsets = new Int32Array(words.length + 1)
  for (let k = 0; k < pairCount; k += 2) offsets[pairs[k]! + 1]!++
  for (let w = 0; w < words.length; w++) offsets[w + 1]! += offsets[w]!
  const flat = new Int32Array(pairCount >>> 1)
  const fill = offsets.slice(0, words.length)
  for (let k = 0; k < pairCount; k += 2) flat[fill[pairs[k]!]!++] = pairs[k + 1]!

  const order = words.map((_, id) => id).sort((a, b) => (words[a]! < words[b]! ? -1 : 1))
  return {
    sorted: order.map((id) => words[id]!),
    postings: order.map((id) => flat.subarray(offsets[id]!, offsets[id + 1]!)),
  }
}

function grow(a: Int32Array, fillWith: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2).fill(fillWith)
  b.set(a)
  return b
}

function lowerBound(sorted: string[], w: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid]! < w) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Cards where `word` is a word (or, with `prefix`, starts one) in any of `fieldMask`.
 * Categories only ever match whole words (`vii` must not find "VIII").
 */
export function wordHits(index: WordIndex, size: number, word: string, prefix: boolean, fieldMask: number): Bits {
  const bits = newBits(size)
  const { sorted, postings } = index
  for (let k = lowerBound(sorted, word); k < sorted.length; k++) {
    const w = sorted[k]!
    const exact = w === word
    if (!exact && (!prefix || !w.startsWith(word))) break
    const mask = exact ? fieldMask : fieldMask & ~(1 << FIELD_CATEGORY)
    if (mask === 0) continue
    const list = postings[k]!
    for (let e = 0; e < list.length; e++) {
      const entry = list[e]!
      if ((mask >>> (entry & 3)) & 1) {
        const card = entry >>> 2
        bits[card >>> 5]! |= 1 << (card & 31)
      }
    }
  }
  return bits
}

/** wordHits for each field apart: `[name, job, category, text]`, in one walk of the postings. */
export function wordHitsByField(index: WordIndex, size: number, word: string, prefix: boolean): Bits[] {
  const bits = [newBits(size), newBits(size), newBits(size), newBits(size)]
  const { sorted, postings } = index
  for (let k = lowerBound(sorted, word); k < sorted.length; k++) {
    const w = sorted[k]!
    const exact = w === word
    if (!exact && (!prefix || !w.startsWith(word))) break
    const list = postings[k]!
    for (let e = 0; e < list.length; e++) {
      const entry = list[e]!
      const field = entry & 3
      if (!exact && field === FIELD_CATEGORY) continue // categories match whole words only
      const card = entry >>> 2
      bits[field]![card >>> 5]! |= 1 << (card & 31)
    }
  }
  return bits
}

/** How many postings wordHits walks for `word`. */
function postingCount(index: WordIndex, word: string, prefix: boolean): number {
  let n = 0
  for (let k = lowerBound(index.sorted, word); k < index.sorted.length; k++) {
    const w = index.sorted[k]!
    if (w !== word && (!prefix || !w.startsWith(word))) break
    n += index.postings[k]!.length
  }
  return n
}

/**
 * Whether `field` (foldWords form: ` word word `) holds `bare` where a word starts: the same as
 * includes(' ' + bare), but the search skips ahead on the phrase's first letter rather than on
 * every space, several times faster on rules text.
 */
export function atWordStart(field: string, bare: string): boolean {
  for (let at = field.indexOf(bare); at >= 0; at = field.indexOf(bare, at + 1)) if (at > 0 && field.charCodeAt(at - 1) === 32) return true
  return false
}

/** Where one phrase of several words is, as read so far during one search. */
export class Phrase {
  /** Per card: bit f set once field f was read, bit f+4 when it holds the phrase. */
  private readonly read: Uint8Array
  /** The needle without its leading space, and for categories with the closing one. */
  private readonly bare: string
  private readonly bareInCategory: string

  constructor(
    needle: string,
    /** Per field, the cards that have the phrase's rarest word in that field (the last word as a prefix). */
    private readonly candidateBits: Bits[],
    private readonly fields: readonly string[][],
  ) {
    this.read = new Uint8Array(fields[0]!.length)
    this.bare = needle.slice(1)
    this.bareInCategory = this.bare + ' '
  }

  /** Cards where some field of `fieldMask` may hold the phrase: the ones worth reading. */
  candidates(fieldMask: number): Bits {
    const out = newBits(this.read.length)
    for (let f = 0; f < 4; f++) if ((fieldMask >>> f) & 1) for (let b = 0; b < out.length; b++) out[b]! |= this.candidateBits[f]![b]!
    return out
  }

  /** The first field in `fieldMask` (name, job, category, text) that holds the phrase where a word starts, or -1. */
  firstField(i: number, fieldMask: number): number {
    const read = this.read
    for (let f = 0; f < 4; f++) {
      if (((fieldMask >>> f) & 1) === 0 || !hasBit(this.candidateBits[f]!, i)) continue
      if ((read[i]! & (1 << f)) === 0) {
        const found = atWordStart(this.fields[f]![i]!, f === FIELD_CATEGORY ? this.bareInCategory : this.bare)
        read[i]! |= (1 << f) | (found ? 16 << f : 0)
      }
      if (read[i]! & (16 << f)) return f
    }
    return -1
  }
}

/**
 * Which fields of which cards hold a phrase of several words, as found so far during one search.
 * The word index says which fields can (the rarest word is there); only those strings are read,
 * once, for the query and its relevance ranking alike. One per search, never kept across searches.
 */
export class PhraseChecks {
  private readonly phrases = new Map<string, Phrase>()
  /** `index` is asked for only when a phrase comes (the word index may be loaded on first use). */
  constructor(
    private readonly index: () => WordIndex,
    private readonly data: SearchData,
  ) {}

  /** `needle` in textNeedle form, of two words or more. */
  phrase(needle: string): Phrase {
    let phrase = this.phrases.get(needle)
    if (!phrase) {
      // A field holding the phrase holds each of its words: the rarest word alone narrows the
      // cards to read about as well as all of them would, for a fraction of the postings walked.
      const words = needle.trim().split(' ')
      let rarest = 0
      const index = this.index()
      const entries = words.map((w, k) => postingCount(index, w, k === words.length - 1))
      entries.forEach((n, k) => n < entries[rarest]! && (rarest = k))
      const candidates = wordHitsByField(index, this.data.size, words[rarest]!, rarest === words.length - 1)
      const { name, job, category, text } = this.data
      phrase = new Phrase(needle, candidates, [name, job, category, text])
      this.phrases.set(needle, phrase)
    }
    return phrase
  }
}

/**
 * Cards where the needle (textNeedle form: ` draw 1`) starts a word in one of the fields.
 * Several words: every word but the last whole, the last as a prefix, in the same field; then
 * those fields of each candidate are read for the words in a row. With `within`, only those
 * cards are read and the answer holds only for them (the rest of the bits is 0).
 */
export function needleHits(
  index: WordIndex, data: SearchData, needle: string, fieldMask: number, within?: Bits, checks = new PhraseChecks(() => index, data),
): Bits {
  const words = needle.trim().split(' ')
  if (words.length === 1) return wordHits(index, data.size, words[0]!, true, fieldMask)
  const phrase = checks.phrase(needle)
  const bits = phrase.candidates(fieldMask)
  if (within) for (let b = 0; b < bits.length; b++) bits[b]! &= within[b]!
  for (let b = 0; b < bits.length; b++) {
    let word = bits[b]!
    while (word !== 0) {
      const bit = 31 - Math.clz32(word)
      word &= ~(1 << bit)
      if (phrase.firstField((b << 5) | bit, fieldMask) < 0) bits[b]! &= ~(1 << bit)
    }
  }
  return bits
}

/**
 * The word index as plain JSON, so that the bundled database can ship it prebuilt
 * (resources/cards-words.json) and start-up skips building it. Postings are little-endian Int32
 * in base64 (every platform Electron and Node run on here is little-endian).
 */
export interface StoredWordIndex {
  sorted: string[]
  /** offsets[k]..offsets[k+1] are the postings of sorted[k]. */
  offsets: string
  entries: string
}

function toBase64(values: Int32Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64')
}

function fromBase64(text: string): Int32Array {
  const bytes = Buffer.from(text, 'base64')
  if (bytes.length % 4 !== 0) throw new Error('not a whole number of Int32 values')
  const values = new Int32Array(bytes.length / 4)
  new Uint8Array(values.buffer).set(bytes)
  return values
}

export function storeWordIndex(index: WordIndex): StoredWordIndex {
  const offsets = new Int32Array(index.postings.length + 1)
  index.postings.forEach((list, k) => (offsets[k + 1] = offsets[k]! + list.length))
  const entries = new Int32Array(offsets[index.postings.length]!)
  index.postings.forEach((list, k) => entries.set(list, offsets[k]!))
  return { sorted: index.sorted, offsets: toBase64(offsets), entries: toBase64(entries) }
}

/** Throws on a malformed file; the caller then builds the index instead. */
export function restoreWordIndex(stored: StoredWordIndex): WordIndex {
  const offsets = fromBase64(stored.offsets)
  const entries = fromBase64(stored.entries)
  if (!Array.isArray(stored.sorted) || offsets.length !== stored.sorted.length + 1 || offsets[offsets.length - 1] !== entries.length)
    throw new Error('word index parts do not agree')
  return {
    sorted: stored.sorted,
    postings: stored.sorted.map((_, k) => entries.subarray(offsets[k]!, offsets[k + 1]!)),
  }
}
