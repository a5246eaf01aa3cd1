// A query tree (field-query.ts) answered from the catalog's columns (field-columns.ts) as a bitset
// of the matching cards: the same answers as its card predicate (predicateOf), tested so, without
// a test per card and field. Strings are tested once per distinct value, candidates narrowed by
// trigrams; numbers, flags and colour masks are one pass over a typed array.
import { foldWords } from '@shared/text/fold'
import { countBits, forEachBit, hasBit, intersectInto, orInto, setBit, type Bits } from './bitset'
import { gramCandidates, type FieldColumns, type StringColumn } from './field-columns'
import type { Operator } from '@shared/game/query-lexer'
import { compareNumbers, multisetAnswer, setMatches, SYMBOL_GROUPS, type FieldNode } from './field-query'
import { invertDictionary, type Postings } from './dictionary'
import { fuzzyMarks, nameVocabulary, type NameVocabulary } from './name-typos'

export interface EvalContext {
  readonly columns: FieldColumns
  /** Free words also match names a few typos away (the second pass of a search that found nothing). */
  readonly fuzzy?: NameTypos
}

/** Typo tolerance over one field's names (the `name` field). */
export interface NameTypos {
  readonly key: string
  vocabulary(): NameVocabulary
  /** The cards whose name holds vocabulary word w: cards[offsets[w] .. offsets[w + 1]). */
  cardsOfWords(): Postings
}

export function nameTypos(columns: FieldColumns, key: string): NameTypos {
  let vocabulary: NameVocabulary | undefined
  let postings: Postings | undefined
  const typos: NameTypos = {
    key,
    vocabulary: () => (vocabulary ??= nameVocabulary(columns.rows.map((row) => foldWords(String(row[key] ?? ''))))),
    cardsOfWords: () => {
      const { starts, wordIds, words } = typos.vocabulary()
      return (postings ??= invertDictionary(starts, wordIds, words.length))
    },
  }
  return typos
}

/**
 * The cards answering `node`, in a bitset borrowed from the columns' scratch (the caller may change
 * it): it is valid until `columns.scratch.release()`, which whoever evaluates gives back once done.
 */
export function matchingCards(node: FieldNode, context: EvalContext): Bits {
  const { columns } = context
  const size = columns.size
  const scratch = columns.scratch
  switch (node.kind) {
    case 'all':
      return scratch.allBits()
    case 'and': {
      // Clauses answered by one pass over a typed array first; then, once few cards are left,
      // the string clauses are checked on those cards only. Negated parts are taken away.
      const parts = [...node.nodes].sort((a, b) => Number(isStringClause(a)) - Number(isStringClause(b)))
      let out: Bits | null = null
      for (const part of parts) {
        // No card left: no clause can bring one back (a typo search's first pass often ends so).
        if (out !== null && isEmpty(out)) break
        if (out === null) out = matchingCards(part, context)
        else if (isStringClause(part) && countBits(out) * FEW < size) out = refine(out, part, context)
        else if (part.kind === 'not') removeFrom(out, matchingCards(part.node, context))
        else intersectInto(out, matchingCards(part, context))
      }
      return out ?? scratch.allBits()
    }
    case 'or': {
      const out = scratch.bits()
      for (const part of node.nodes) orInto(out, matchingCards(part, context))
      return out
    }
    case 'not':
      return removeFrom(scratch.allBits(), matchingCards(node.node, context))
    case 'words': {
      const out = scratch.bits()
      for (const key of node.keys) orInto(out, cardsContaining(columns, key, node.needle))
      if (context.fuzzy) orInto(out, typoNames(columns, context.fuzzy, node.needle))
      return out
    }
    case 'text': {
      const { needle } = node
      if (node.match === 'contains') return cardsContaining(columns, node.key, needle)
      return cardsWithValues(columns, node.key, valuesWhere(columns, node.key, (v) => v === needle))
    }
    case 'number': {
      const byValue = columns.numberBits(node.key)
      if (!byValue) return numbersWhere(scratch.bits(), columns.number(node.key), node.op, node.value)
      const out = scratch.bits()
      byValue.values.forEach((v, k) => compareNumbers(node.op, v, node.value) && orInto(out, byValue.bits[k]!))
      return out
    }
    case 'enum': {
      const { key, ranks, op, value } = node
      if (!ranks) return cardsWithValues(columns, key, valuesWhere(columns, key, (_, raw) => raw === value, true))
      const wanted = ranks.indexOf(value)
      return cardsWithValues(columns, key, valuesWhere(columns, key, (_, raw) => ranks.includes(raw) && compareNumbers(op, ranks.indexOf(raw), wanted), true))
    }
    case 'flag': {
      const bits = columns.flagBits(node.key)
      return node.expected ? copyInto(scratch.bits(), bits) : removeFrom(scratch.allBits(), bits)
    }
    case 'anyOf': {
      const wanted = new Set(node.values)
      return cardsWithValues(columns, node.key, valuesWhere(columns, node.key, (folded) => wanted.has(folded)))
    }
    case 'set': {
      const byMask = columns.maskBits(node.key, node.letters)
      const out = scratch.bits()
      byMask.forEach((bits, have) => setMatches(node.op, have, node.mask) && orInto(out, bits))
      return out
    }
    case 'counts':
      return cardsWithCounts(columns, node.key, node.op, node.want)
    case 'compare':
      return numbersCompared(scratch.bits(), columns.number(node.key), node.op, columns.number(node.other))
  }
}

/** The cards whose number in `a` compares with theirs in `b`: one loop per operator (NaN, no number, never matches). */
function numbersCompared(out: Bits, a: Float64Array, op: Operator, b: Float64Array): Bits {
  const n = a.length
  switch (op) {
    case '<':
      for (let i = 0; i < n; i++) if (a[i]! < b[i]!) setBit(out, i)
      return out
    case '<=':
      for (let i = 0; i < n; i++) if (a[i]! <= b[i]!) setBit(out, i)
      return out
    case '>':
      for (let i = 0; i < n; i++) if (a[i]! > b[i]!) setBit(out, i)
      return out
    case '>=':
      for (let i = 0; i < n; i++) if (a[i]! >= b[i]!) setBit(out, i)
      return out
    case '!=':
      for (let i = 0; i < n; i++) if (a[i] === a[i] && b[i] === b[i] && a[i] !== b[i]) setBit(out, i)
      return out
    case ':':
    case '=':
      for (let i = 0; i < n; i++) if (a[i] === b[i]) setBit(out, i)
      return out
  }
}

/**
 * The cards with a group of values (SYMBOL_GROUPS) that, as a multiset, compares with `want`
 * (multisetAnswer). Cards share few distinct lists (mana costs repeat): each list is compared once.
 */
function cardsWithCounts(columns: FieldColumns, key: string, op: Operator, want: readonly string[]): Bits {
  const { folded, starts, ids } = columns.string(key)
  const { listOf, firstCard } = columns.lists(key)
  const wanted = new Int32Array(folded.length)
  let unknown = 0 // wanted symbols no card has: nobody has at least them
  for (const symbol of want) {
    const id = folded.indexOf(symbol)
    if (id < 0) unknown++
    else wanted[id]!++
  }
  const wantedIds = wanted.reduce<number[]>((list, n, id) => (n > 0 ? [...list, id] : list), [])
  const separator = folded.indexOf(SYMBOL_GROUPS)
  const have = new Int32Array(folded.length)
  const groupMatches = (start: number, end: number) => {
    for (let j = start; j < end; j++) have[ids[j]!]!++
    let atMost = true
    for (let j = start; j < end && atMost; j++) atMost = have[ids[j]!]! <= wanted[ids[j]!]!
    let atLeast = unknown === 0
    for (let k = 0; k < wantedIds.length && atLeast; k++) atLeast = have[wantedIds[k]!]! >= wanted[wantedIds[k]!]!
    for (let j = start; j < end; j++) have[ids[j]!] = 0
    return multisetAnswer(op, atLeast, atMost)
  }
  const listMatches = (i: number) => {
    const end = starts[i + 1]!
    if (starts[i] === end) return false // no symbols: as the predicate, no comparison holds
    for (let from = starts[i]!, j = from; j <= end; j++) {
      if (j < end && ids[j] !== separator) continue
      if (groupMatches(from, j)) return true
      from = j + 1
    }
    return false
  }
  const hits = columns.scratch.bytes(firstCard.length)
  for (let l = 0; l < firstCard.length; l++) if (listMatches(firstCard[l]!)) hits[l] = 1
  const out = columns.scratch.bits()
  for (let i = 0; i < listOf.length; i++) if (hits[listOf[i]!] === 1) setBit(out, i)
  return out
}

/** Fewer matching values than this: their bitsets are unioned rather than the cards passed over. */
const FEW_VALUES = 48

/** Under 1 / FEW of the catalog, string clauses are checked card by card. */
const FEW = 4

/** A text or free-word clause, or its negation: what refine can check card by card. */
function isStringClause(node: FieldNode): boolean {
  return node.kind === 'text' || node.kind === 'words' || (node.kind === 'not' && isStringClause(node.node))
}

/** The cards of `within` that answer a string clause, each of their values checked once. */
function refine(within: Bits, node: FieldNode, context: EvalContext): Bits {
  if (node.kind === 'not') return removeFrom(copyInto(context.columns.scratch.bits(), within), refine(within, node.node, context))
  const { columns } = context
  const out = columns.scratch.bits()
  if (node.kind === 'words') {
    const typos = context.fuzzy ? typoNames(columns, context.fuzzy, node.needle) : null
    const tests = node.keys.map((key) => valueTest(columns, key, mayContain(columns, key, node.needle)))
    forEachBit(within, (i) => {
      if ((typos && hasBit(typos, i)) || tests.some((test) => test(i))) setBit(out, i)
    })
    return out
  }
  if (node.kind !== 'text') return matchingCards(node, context)
  const { needle, key } = node
  // A word of a field with word bitsets (t:creature): a few unions beat checking the cards one by one.
  if (node.match === 'contains' && !hasSpace(needle) && columns.wordBits(key)) return intersectInto(cardsContaining(columns, key, needle), within)
  const test = valueTest(columns, key, node.match === 'contains' ? mayContain(columns, key, needle) : (v) => v === needle)
  forEachBit(within, (i) => {
    if (test(i)) setBit(out, i)
  })
  return out
}

/** A test of a distinct value for `needle`, that reads only the values its trigrams allow. */
function mayContain(columns: FieldColumns, key: string, needle: string): (folded: string, id: number) => boolean {
  const exact = valuesOfWords(columns, key, needle)
  if (exact) return (_, id) => exact[id] === 1
  const candidates = needle.length >= 3 ? gramCandidates(columns.grams(key), needle) : null
  if (!candidates) return (v) => v.includes(needle)
  const allowed = columns.scratch.bytes(columns.string(key).folded.length)
  for (let k = 0; k < candidates.length; k++) allowed[candidates[k]!] = 1
  return (v, id) => allowed[id] === 1 && v.includes(needle)
}

/** Whether card i has a value passing `test`, each distinct value tested at most once. */
function valueTest(columns: FieldColumns, key: string, test: (folded: string, id: number) => boolean): (i: number) => boolean {
  const column = columns.string(key)
  const known = columns.scratch.bytes(column.folded.length) // 0 not yet, 1 yes, 2 no
  return (i) => {
    for (let j = column.starts[i]!, end = column.starts[i + 1]!; j < end; j++) {
      const v = column.ids[j]!
      if (known[v] === 0) known[v] = test(column.folded[v]!, v) ? 1 : 2
      if (known[v] === 1) return true
    }
    return false
  }
}

/** `target` without the cards of `b`, in place. */
function removeFrom(target: Bits, b: Bits): Bits {
  for (let k = 0; k < target.length; k++) target[k]! &= ~b[k]!
  return target
}

function copyInto(target: Bits, b: Bits): Bits {
  target.set(b)
  return target
}

function isEmpty(bits: Bits): boolean {
  for (let k = 0; k < bits.length; k++) if (bits[k] !== 0) return false
  return true
}

/** The cards whose number compares with `value`: one bound or two (NaN, no number, never matches). */
function numbersWhere(out: Bits, column: Float64Array, op: Operator, value: number): Bits {
  if (op === '!=') {
    for (let i = 0; i < column.length; i++) {
      const v = column[i]!
      if (v === v && v !== value) setBit(out, i)
    }
    return out
  }
  const lo = op === '<' || op === '<=' ? -Infinity : value
  const hi = op === '>' || op === '>=' ? Infinity : value
  const strict = op === '<' || op === '>'
  for (let i = 0; i < column.length; i++) {
    const v = column[i]!
    if (v >= lo && v <= hi && !(strict && v === value)) setBit(out, i)
  }
  return out
}

/** Which distinct values of a column pass `test` (by folded form, or by the raw string too). */
function valuesWhere(columns: FieldColumns, key: string, test: (folded: string, raw: string) => boolean, raw = false): Uint8Array {
  const column = columns.string(key)
  const hits = columns.scratch.bytes(column.folded.length)
  for (let v = 0; v < hits.length; v++) if (test(column.folded[v]!, raw ? column.raw[v]! : '')) hits[v] = 1
  return hits
}

/**
 * The distinct values holding `needle`, from the column's words (FieldColumns.words) when the
 * needle has no space and the column has many values; null otherwise.
 */
function valuesOfWords(columns: FieldColumns, key: string, needle: string): Uint8Array | null {
  if (needle.length < 3 || hasSpace(needle) || columns.valueBits(key)) return null
  const { words, grams, offsets, values } = columns.words(key)
  const candidates = gramCandidates(grams, needle)!
  const hits = columns.scratch.bytes(columns.string(key).folded.length)
  for (let k = 0; k < candidates.length; k++) {
    const w = candidates[k]!
    if (words[w]!.includes(needle)) for (let j = offsets[w]!; j < offsets[w + 1]!; j++) hits[values[j]!] = 1
  }
  return hits
}

/** The distinct values holding `needle`: trigram candidates, each checked. */
function containing(columns: FieldColumns, key: string, needle: string): Uint8Array {
  if (columns.scanFirst(key)) return valuesWhere(columns, key, (v) => v.includes(needle))
  const exact = valuesOfWords(columns, key, needle)
  if (exact) return exact
  const column = columns.string(key)
  const candidates = needle.length >= 3 ? gramCandidates(columns.grams(key), needle) : null
  if (!candidates) return valuesWhere(columns, key, (v) => v.includes(needle))
  const hits = columns.scratch.bytes(column.folded.length)
  for (let k = 0; k < candidates.length; k++) {
    const v = candidates[k]!
    if (column.folded[v]!.includes(needle)) hits[v] = 1
  }
  return hits
}

/** The cards with a value holding `needle`. */
function cardsContaining(columns: FieldColumns, key: string, needle: string): Bits {
  if (columns.scanFirst(key)) return cardsOfHits(columns.string(key), valuesWhere(columns, key, (v) => v.includes(needle)), columns.scratch.bits())
  const byWord = hasSpace(needle) ? null : columns.wordBits(key)
  const words = byWord && wordsContaining(columns, byWord.words, needle)
  if (words) {
    const out = columns.scratch.bits()
    for (let k = 0; k < words.length; k++) if (words[k] === 1) orInto(out, byWord!.bits[k]!)
    return out
  }
  const exact = valuesOfWords(columns, key, needle)
  if (exact) return cardsOfValues(columns, key, exact)
  const candidates = needle.length >= 3 && !columns.valueBits(key) ? gramCandidates(columns.grams(key), needle) : null
  if (!candidates) return cardsWithValues(columns, key, containing(columns, key, needle))
  // Many distinct values (names, rules texts): the cards of each value found, from the column's
  // postings, rather than a pass over every card (most words are in few of them).
  const { folded } = columns.string(key)
  const { offsets, cards } = columns.cardsOfValues(key)
  const out = columns.scratch.bits()
  for (let k = 0; k < candidates.length; k++) {
    const v = candidates[k]!
    if (!folded[v]!.includes(needle)) continue
    for (let j = offsets[v]!; j < offsets[v + 1]!; j++) setBit(out, cards[j]!)
  }
  return out
}

const SPACE = /\s/
const hasSpace = (needle: string) => needle === '' || SPACE.test(needle)

/** The cards of the values marked in `hits`, from the column's postings (a few values' cards rather than a pass over every card). */
function cardsOfValues(columns: FieldColumns, key: string, hits: Uint8Array): Bits {
  const { offsets, cards } = columns.cardsOfValues(key)
  const out = columns.scratch.bits()
  for (let v = 0; v < hits.length; v++) if (hits[v] === 1) for (let j = offsets[v]!; j < offsets[v + 1]!; j++) setBit(out, cards[j]!)
  return out
}

/** Which words hold `needle` (marks), or null when so many do that a pass over the cards is less work than their union. */
function wordsContaining(columns: FieldColumns, words: readonly string[], needle: string): Uint8Array | null {
  const marks = columns.scratch.bytes(words.length)
  let count = 0
  for (let k = 0; k < words.length; k++) {
    if (!words[k]!.includes(needle)) continue
    if (++count >= FEW_VALUES) return null
    marks[k] = 1
  }
  return marks
}

/** The cards with at least one value marked in `hits`. */
function cardsWithValues(columns: FieldColumns, key: string, hits: Uint8Array): Bits {
  const column = columns.string(key)
  const byValue = columns.valueBits(key)
  const out = columns.scratch.bits()
  if (byValue) {
    // A union of the values' bitsets (n / 32 words each) when that is less work than a pass over the cards.
    let count = 0
    for (let v = 0; v < hits.length && count < FEW_VALUES; v++) count += hits[v]!
    if (count < FEW_VALUES) {
      for (let v = 0; v < hits.length; v++) if (hits[v] === 1) orInto(out, byValue[v]!)
      return out
    }
  }
  return cardsOfHits(column, hits, out)
}

/** The cards with at least one value marked in `hits`, by a pass over the cards (sets them in `out`). */
function cardsOfHits(column: StringColumn, hits: Uint8Array, out: Bits): Bits {
  const { starts, ids, single } = column
  const size = starts.length - 1
  if (single) {
    for (let i = 0; i < size; i++) {
      const v = single[i]!
      if (v >= 0 && hits[v] === 1) setBit(out, i)
    }
    return out
  }
  for (let i = 0; i < size; i++) {
    const end = starts[i + 1]!
    for (let j = starts[i]!; j < end; j++) {
      if (hits[ids[j]!] === 1) {
        setBit(out, i)
        break
      }
    }
  }
  return out
}

/** Cards with a name word a few typos from the word (FFTCG's tolerance: catalog/name-typos.ts). */
function typoNames(columns: FieldColumns, typos: NameTypos, needle: string): Bits {
  const out = columns.scratch.bits()
  const marks = fuzzyMarks(typos.vocabulary(), needle)
  if (!marks) return out
  const { offsets, cards } = typos.cardsOfWords()
  for (let w = 0; w < marks.length; w++) if (marks[w] !== 0) for (let k = offsets[w]!; k < offsets[w + 1]!; k++) setBit(out, cards[k]!)
  return out
}
