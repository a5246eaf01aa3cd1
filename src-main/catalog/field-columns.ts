// The column-wise view of a catalog that the field index answers queries from: per field, typed
// arrays (numbers, flags, colour masks) or a dictionary of distinct folded strings with each
// card's value ids, and for strings a trigram index of the distinct values. Each column is made on
// the first query that needs it, so that loading a catalog folds nothing.
import { foldText } from '@shared/text/fold'
import { newBits, orInto as orBits, setBit, type Bits } from './bitset'
import { dictionaryOf, invertDictionary, type Postings } from './dictionary'
import { setMaskOf } from './field-query'
import { Scratch } from './scratch'

type Row = Readonly<Record<string, unknown>>

/** Past this many distinct values, a field keeps no bitset per value. */
const MAX_VALUES = 1024

/** A text, list or enum field: distinct values once, each card's value ids in `ids[starts[i] .. starts[i + 1])`. */
export interface StringColumn {
  /** String(value) of each distinct value, and its folded form. */
  readonly raw: string[]
  readonly folded: string[]
  readonly starts: Int32Array
  readonly ids: Int32Array
  /** When no card has two values: each card's value id, -1 for none. */
  readonly single: Int32Array | null
  grams?: GramIndex
  cards?: Postings
  words?: WordIndex
  lists?: { listOf: Int32Array; firstCard: Int32Array }
}

/** Distinct words of a column's values: word w is in values[offsets[w] .. offsets[w + 1]) (value ids, ascending). */
export interface WordIndex {
  readonly words: string[]
  readonly grams: GramIndex
  readonly offsets: Int32Array
  readonly values: Int32Array
}

/** Distinct values holding each trigram: `values[offsets[g] .. offsets[g + 1])`, ascending. */
export interface GramIndex {
  readonly offsets: Int32Array
  readonly values: Int32Array
}

export class FieldColumns {
  private readonly strings = new Map<string, StringColumn>()
  private readonly numbers = new Map<string, Float64Array>()
  private readonly flags = new Map<string, Uint8Array>()
  private readonly masks = new Map<string, Int8Array>()
  /** The arrays a search borrows while it runs (FieldSearch.find gives them back). */
  readonly scratch: Scratch

  constructor(readonly rows: readonly Row[]) {
    this.scratch = new Scratch(rows.length)
  }

  get size(): number {
    return this.rows.length
  }

  string(key: string): StringColumn {
    let column = this.strings.get(key)
    if (!column) this.strings.set(key, (column = buildStringColumn(this.rows, key)))
    return column
  }

  /** The column's trigram index, made on the first `contains` query of the field. */
  grams(key: string): GramIndex {
    const column = this.string(key)
    return (column.grams ??= buildGramIndex(column.folded))
  }

  /**
   * A text field's distinct words (runs of non-space characters of its distinct values), the
   * values holding each, and a trigram index of the words: a needle without a space is inside a
   * value exactly when it is inside one of its words, so the values holding it are known without
   * reading the values (rules texts of a few hundred characters) themselves.
   */
  words(key: string): WordIndex {
    const column = this.string(key)
    if (!column.words) {
      const { values: words, starts, ids } = dictionaryOf(column.folded.length, (v, add) => {
        for (const word of new Set(column.folded[v]!.split(/\s+/))) if (word !== '') add(word)
      })
      const { offsets, cards: values } = invertDictionary(starts, ids, words.length)
      column.words = { words, grams: buildGramIndex(words), offsets, values }
    }
    return column.words
  }

  /** A list field's distinct lists (values in order): each card's list id, and a card holding each list. */
  lists(key: string): { listOf: Int32Array; firstCard: Int32Array } {
    const column = this.string(key)
    if (!column.lists) {
      const idOf = new Map<string, number>()
      const listOf = new Int32Array(this.size)
      const first: number[] = []
      for (let i = 0; i < this.size; i++) {
        const list = column.ids.subarray(column.starts[i]!, column.starts[i + 1]!).join(',')
        let id = idOf.get(list)
        if (id === undefined) idOf.set(list, (id = first.push(i) - 1))
        listOf[i] = id
      }
      column.lists = { listOf, firstCard: Int32Array.from(first) }
    }
    return column.lists
  }

  /** The cards holding each distinct value, made on the first query that needs it. */
  cardsOfValues(key: string): Postings {
    const column = this.string(key)
    return (column.cards ??= invertDictionary(column.starts, column.ids, column.raw.length))
  }

  /** NaN where the card has no number. */
  number(key: string): Float64Array {
    let column = this.numbers.get(key)
    if (!column) {
      column = new Float64Array(this.size)
      this.rows.forEach((row, i) => (column![i] = typeof row[key] === 'number' ? (row[key] as number) : NaN))
      this.numbers.set(key, column)
    }
    return column
  }

  flag(key: string): Uint8Array {
    let column = this.flags.get(key)
    if (!column) {
      column = new Uint8Array(this.size)
      this.rows.forEach((row, i) => (column![i] = row[key] ? 1 : 0))
      this.flags.set(key, column)
    }
    return column
  }

  /** Each card's values as a mask of `letters` (setMaskOf), -1 for a value that is not one. */
  mask(key: string, letters: readonly string[]): Int8Array {
    const id = `${key}\u0000${letters.join('')}`
    let column = this.masks.get(id)
    if (!column) {
      column = new Int8Array(this.size)
      this.rows.forEach((row, i) => (column![i] = setMaskOf(row[key], letters)))
      this.masks.set(id, column)
    }
    return column
  }

  private readonly bitsByValue = new Map<string, { values: number[]; bits: Bits[] } | null>()

  /**
   * For a field with few distinct numbers (mana values, powers), the cards holding each: a
   * comparison is then a union of a few bitsets. null past MAX_VALUES distinct numbers.
   */
  numberBits(key: string): { values: number[]; bits: Bits[] } | null {
    if (!this.bitsByValue.has(key)) {
      const column = this.number(key)
      const index = new Map<number, number>()
      const bits: Bits[] = []
      let ok = true
      for (let i = 0; i < column.length && ok; i++) {
        const v = column[i]!
        if (v !== v) continue
        let k = index.get(v)
        if (k === undefined) {
          if (index.size >= MAX_VALUES) ok = false
          index.set(v, (k = bits.length))
          bits.push(newBits(this.size))
        }
        setBit(bits[k]!, i)
      }
      this.bitsByValue.set(key, ok ? { values: [...index.keys()], bits } : null)
    }
    return this.bitsByValue.get(key)!
  }

  /** For a string field with few distinct values (rarities, sets, type lines), the cards holding each; null past MAX_VALUES. */
  valueBits(key: string): Bits[] | null {
    const id = `\u0000${key}`
    if (!this.bitsByValue.has(id)) {
      const column = this.string(key)
      let made: Bits[] | null = null
      if (column.raw.length <= MAX_VALUES) {
        made = column.raw.map(() => newBits(this.size))
        for (let i = 0; i < this.size; i++) for (let j = column.starts[i]!; j < column.starts[i + 1]!; j++) setBit(made[column.ids[j]!]!, i)
      }
      this.bitsByValue.set(id, made && { values: [], bits: made })
    }
    return this.bitsByValue.get(id)?.bits ?? null
  }

  /**
   * For a string field with few distinct values (type lines), its distinct words (runs of
   * non-space characters of the folded values) with the cards holding each: a needle without a
   * space is inside a value exactly when it is inside one of its words, so `t:creature` is the
   * union of a few words' bitsets instead of a pass over every card. null past MAX_VALUES.
   */
  wordBits(key: string): { words: string[]; bits: Bits[] } | null {
    const id = `\u0003${key}`
    if (!this.wordsByField.has(id)) {
      const byValue = this.valueBits(key)
      let made: { words: string[]; bits: Bits[] } | null = null
      if (byValue) {
        const index = new Map<string, number>()
        const bits: Bits[] = []
        this.string(key).folded.forEach((value, v) => {
          for (const word of value.split(/\s+/)) {
            if (word === '') continue
            let k = index.get(word)
            if (k === undefined) {
              index.set(word, (k = bits.length))
              bits.push(newBits(this.size))
            }
            orBits(bits[k]!, byValue[v]!)
          }
        })
        made = { words: [...index.keys()], bits }
      }
      this.wordsByField.set(id, made)
    }
    return this.wordsByField.get(id)!
  }

  private readonly wordsByField = new Map<string, { words: string[]; bits: Bits[] } | null>()
  private readonly scanned = new Set<string>()

  /**
   * True for the first search of a part of `key`'s values while none of its word or trigram
   * tables is made: that search scans the distinct values instead, and the tables are made from
   * the second on. A command line asks one query and exits, and making the tables cost it more
   * than the scan (Vanguard's name words: about 50 ms of a `cards search`, issue 30); the app
   * and the server, which ask many, pay for them once, one query later.
   */
  scanFirst(key: string): boolean {
    const column = this.strings.get(key)
    if (this.scanned.has(key) || this.wordsByField.has(`\u0003${key}`) || column?.words || column?.grams) return false
    this.scanned.add(key)
    return true
  }

  /** The cards whose flag is set. */
  flagBits(key: string): Bits {
    const id = `\u0001${key}`
    if (!this.bitsByValue.has(id)) {
      const column = this.flag(key)
      const bits = newBits(this.size)
      for (let i = 0; i < this.size; i++) if (column[i] === 1) setBit(bits, i)
      this.bitsByValue.set(id, { values: [], bits: [bits] })
    }
    return this.bitsByValue.get(id)!.bits[0]!
  }

  /** The cards of each set of `letters` (by mask), for a set field. */
  maskBits(key: string, letters: readonly string[]): Bits[] {
    const id = `\u0002${key}\u0000${letters.join('')}`
    if (!this.bitsByValue.has(id)) {
      const masks = this.mask(key, letters)
      const bits = Array.from({ length: 1 << letters.length }, () => newBits(this.size))
      for (let i = 0; i < this.size; i++) if (masks[i]! >= 0) setBit(bits[masks[i]!]!, i)
      this.bitsByValue.set(id, { values: [], bits })
    }
    return this.bitsByValue.get(id)!.bits
  }

  /** Every column and trigram index of these fields, made now (for measuring). */
  buildAll(keys: { strings: readonly string[]; numbers: readonly string[]; flags: readonly string[] }): void {
    for (const key of keys.strings) this.grams(key)
    for (const key of keys.strings) this.valueBits(key)
    for (const key of keys.strings) this.wordBits(key)
    for (const key of keys.strings) if (!this.valueBits(key)) this.words(key)
    for (const key of keys.numbers) this.numberBits(key)
    for (const key of keys.flags) this.flagBits(key)
  }
}

function buildStringColumn(rows: readonly Row[], key: string): StringColumn {
  // As foldedValues (field-query.ts): every element of a list, a lone value unless null.
  const { values: raw, starts, ids } = dictionaryOf(rows.length, (i, add) => {
    const value = rows[i]![key]
    if (Array.isArray(value)) for (const v of value) add(String(v))
    else if (value !== null && value !== undefined) add(String(value))
  })
  let single: Int32Array | null = new Int32Array(rows.length).fill(-1)
  for (let i = 0; i < rows.length && single; i++) {
    if (starts[i + 1]! - starts[i]! > 1) single = null
    else if (starts[i + 1]! > starts[i]!) single[i] = ids[starts[i]!]!
  }
  return { raw, folded: raw.map(foldText), starts, ids, single }
}

// Trigrams over a 64-letter alphabet: a–z, 0–9, everything else ASCII as one separator, other
// characters hashed into the rest. Letters that share a code only widen the candidates: every
// candidate is checked against the real string, so narrowing never changes a result.
const GRAM_SPACE = 1 << 18

function letterCode(c: number): number {
  if (c >= 97 && c <= 122) return c - 96
  if (c >= 48 && c <= 57) return c - 21
  if (c < 128) return 0
  return 37 + (c % 27)
}

/** Calls `fn` with each trigram id of `text`, in order, repeats included (none under 3 characters). */
function forEachGram(text: string, fn: (gram: number) => void): void {
  if (text.length < 3) return
  let key = (letterCode(text.charCodeAt(0)) << 6) | letterCode(text.charCodeAt(1))
  for (let k = 2; k < text.length; k++) {
    key = ((key << 6) | letterCode(text.charCodeAt(k))) & (GRAM_SPACE - 1)
    fn(key)
  }
}

function buildGramIndex(values: readonly string[]): GramIndex {
  const offsets = new Int32Array(GRAM_SPACE + 1)
  const last = new Int32Array(GRAM_SPACE).fill(-1)
  // Two passes over the values: count each trigram's values, then fill them in, once per value.
  const each = (fn: (gram: number, value: number) => void) => {
    for (let v = 0; v < values.length; v++)
      forEachGram(values[v]!, (gram) => {
        if (last[gram] === v) return
        last[gram] = v
        fn(gram, v)
      })
  }
  each((gram) => offsets[gram + 1]!++)
  for (let g = 0; g < GRAM_SPACE; g++) offsets[g + 1]! += offsets[g]!
  const fill = offsets.slice(0, GRAM_SPACE)
  const postings = new Int32Array(offsets[GRAM_SPACE]!)
  last.fill(-1)
  each((gram, v) => (postings[fill[gram]!++] = v))
  return { offsets, values: postings }
}

const RAREST = 3

/**
 * The distinct values that may hold `needle` (every one of its trigrams), ascending; null when the
 * needle is too short to narrow anything (every value is a candidate).
 */
export function gramCandidates(index: GramIndex, needle: string): Int32Array | null {
  const seen = new Set<number>()
  forEachGram(needle, (gram) => seen.add(gram))
  const grams = [...seen]
  if (grams.length === 0) return null
  const lists = grams.map((g) => index.values.subarray(index.offsets[g]!, index.offsets[g + 1]!)).sort((a, b) => a.length - b.length)
  // The three rarest trigrams narrow about as well as all of them; longer lists cost more to
  // intersect than the few candidates they would remove cost to check.
  let found: Int32Array = lists[0]!
  for (let k = 1; k < Math.min(lists.length, RAREST) && found.length > 0; k++) found = intersect(found, lists[k]!)
  return found
}

/** Sorted a ∩ sorted b: binary searches of the few into the many, or one merge when sizes are close. */
function intersect(few: Int32Array, many: Int32Array): Int32Array {
  const out = new Int32Array(few.length)
  let n = 0
  if (few.length * 16 < many.length) {
    let lo = 0
    for (let k = 0; k < few.length; k++) {
      const x = few[k]!
      let hi = many.length
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if (many[mid]! < x) lo = mid + 1
        else hi = mid
      }
      if (lo < many.length && many[lo] === x) out[n++] = x
    }
  } else {
    for (let i = 0, j = 0; i < few.length && j < many.length; ) {
      const a = few[i]!
      const b = many[j]!
      if (a === b) {
        out[n++] = a
        i++
        j++
      } else if (a < b) i++
      else j++
    }
  }
  return out.subarray(0, n)
}
