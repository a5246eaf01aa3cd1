// A query tree (field-query.ts) answered from the catalog's columns (field-columns.ts) as a bitset
// of the matching cards: the same answers as its card predicate (predicateOf), tested so, without
// a test per card and field. Strings are tested once per distinct value, candidates narrowed by
// trigrams; numbers, flags and colour masks are one pass over a typed array.
import { foldWords } from '@shared/text/fold'
import { allBits, andNot, countBits, forEachBit, hasBit, newBits, orInto, setBit, type Bits } from './bitset'
import { gramCandidates, type FieldColumns, type StringColumn } from './field-columns'
import type { Operator } from '@shared/game/query-lexer'
import { compareNumbers, setMatches, type FieldNode } from './field-query'
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
  cardsOfWords(): { offsets: Int32Array; cards: Int32Array }
}

export function nameTypos(columns: FieldColumns, key: string): NameTypos {
  let vocabulary: NameVocabulary | undefined
  let postings: { offsets: Int32Array; cards: Int32Array } | undefined
  const typos: NameTypos = {
    key,
    vocabulary: () => (vocabulary ??= nameVocabulary(columns.rows.map((row) => foldWords(String(row[key] ?? ''))))),
    cardsOfWords: () => (postings ??= invert(typos.vocabulary())),
  }
  return typos
}

/** Word → cards, from the vocabulary's card → words. */
function invert(vocabulary: NameVocabulary): { offsets: Int32Array; cards: Int32Array } {
  const { starts, wordIds, words } = vocabulary
  const offsets = new Int32Array(words.length + 1)
  for (let j = 0; j < wordIds.length; j++) offsets[wordIds[j]! + 1]!++
  for (let w = 0; w < words.length; w++) offsets[w + 1]! += offsets[w]!
  const fill = offsets.slice(0, words.length)
  const cards = new Int32Array(wordIds.length)
  for (let i = 0; i + 1 < starts.length; i++) for (let j = starts[i]!; j < starts[i + 1]!; j++) cards[fill[wordIds[j]!]!++] = i
  return { offsets, cards }
}

export function matchingCards(node: FieldNode, context: EvalContext): Bits {
  const { columns } = context
  const size = columns.size
  switch (node.kind) {
    case 'all':
      return allBits(size)
    case 'and': {
      // Clauses answered by one pass over a typed array first; then, once few cards are left,
      // the string clauses are checked on those cards only. Negated parts are taken away.
      const parts = [...node.nodes].sort((a, b) => Number(isStringClause(a)) - Number(isStringClause(b)))
      let out: Bits | null = null
      for (const part of parts) {
        if (out === null) out = part.kind === 'not' ? andNot(allBits(size), matchingCards(part.node, context)) : matchingCards(part, context)
        else if (isStringClause(part) && countBits(out) * FEW < size) out = refine(out, part, context)
        else if (part.kind === 'not') out = andNot(out, matchingCards(part.node, context))
        else intersectInto(out, matchingCards(part, context))
      }
      return out ?? allBits(size)
    }
    case 'or': {
      const out = newBits(size)
      for (const part of node.nodes) orInto(out, matchingCards(part, context))
      return out
    }
    case 'not':
      return andNot(allBits(size), matchingCards(node.node, context))
    case 'words': {
      const out = newBits(size)
      for (const key of node.keys) orInto(out, cardsWithValues(columns.string(key), containing(columns, key, node.needle), columns.valueBits(key)))
      if (context.fuzzy) orInto(out, typoNames(columns, context.fuzzy, node.needle))
      return out
    }
    case 'text': {
      const { needle } = node
      const hits = node.match === 'contains' ? containing(columns, node.key, needle) : valuesWhere(columns.string(node.key), (v) => v === needle)
      return cardsWithValues(columns.string(node.key), hits, columns.valueBits(node.key))
    }
    case 'number': {
      const byValue = columns.numberBits(node.key)
      if (!byValue) return numbersWhere(columns.number(node.key), node.op, node.value)
      const out = newBits(size)
      byValue.values.forEach((v, k) => compareNumbers(node.op, v, node.value) && orInto(out, byValue.bits[k]!))
      return out
    }
    case 'enum': {
      const column = columns.string(node.key)
      const { ranks, op, value } = node
      if (!ranks) return cardsWithValues(column, valuesWhere(column, (_, raw) => raw === value, true), columns.valueBits(node.key))
      const wanted = ranks.indexOf(value)
      return cardsWithValues(column, valuesWhere(column, (_, raw) => ranks.includes(raw) && compareNumbers(op, ranks.indexOf(raw), wanted), true), columns.valueBits(node.key))
    }
    case 'flag': {
      const bits = columns.flagBits(node.key)
      return node.expected ? bits.slice() : andNot(allBits(size), bits)
    }
    case 'anyOf': {
      const wanted = new Set(node.values)
      return cardsWithValues(columns.string(node.key), valuesWhere(columns.string(node.key), (folded) => wanted.has(folded)), columns.valueBits(node.key))
    }
    case 'set': {
      const byMask = columns.maskBits(node.key, node.letters)
      const out = newBits(size)
      byMask.forEach((bits, have) => setMatches(node.op, have, node.mask) && orInto(out, bits))
      return out
    }
  }
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
  if (node.kind === 'not') return andNot(within, refine(within, node.node, context))
  const { columns } = context
  const out = newBits(columns.size)
  if (node.kind === 'words') {
    const typos = context.fuzzy ? typoNames(columns, context.fuzzy, node.needle) : null
    const tests = node.keys.map((key) => valueTest(columns.string(key), mayContain(columns, key, node.needle)))
    forEachBit(within, (i) => {
      if ((typos && hasBit(typos, i)) || tests.some((test) => test(i))) setBit(out, i)
    })
    return out
  }
  if (node.kind !== 'text') return matchingCards(node, context)
  const { needle, key } = node
  const test = valueTest(columns.string(key), node.match === 'contains' ? mayContain(columns, key, needle) : (v) => v === needle)
  forEachBit(within, (i) => {
    if (test(i)) setBit(out, i)
  })
  return out
}

/** A test of a distinct value for `needle`, that reads only the values its trigrams allow. */
function mayContain(columns: FieldColumns, key: string, needle: string): (folded: string, id: number) => boolean {
  const candidates = needle.length >= 3 ? gramCandidates(columns.grams(key), needle) : null
  if (!candidates) return (v) => v.includes(needle)
  const allowed = new Uint8Array(columns.string(key).folded.length)
  for (let k = 0; k < candidates.length; k++) allowed[candidates[k]!] = 1
  return (v, id) => allowed[id] === 1 && v.includes(needle)
}

/** Whether card i has a value passing `test`, each distinct value tested at most once. */
function valueTest(column: StringColumn, test: (folded: string, id: number) => boolean): (i: number) => boolean {
  const known = new Uint8Array(column.folded.length) // 0 not yet, 1 yes, 2 no
  return (i) => {
    for (let j = column.starts[i]!, end = column.starts[i + 1]!; j < end; j++) {
      const v = column.ids[j]!
      if (known[v] === 0) known[v] = test(column.folded[v]!, v) ? 1 : 2
      if (known[v] === 1) return true
    }
    return false
  }
}

function intersectInto(target: Bits, b: Bits): void {
  for (let k = 0; k < target.length; k++) target[k]! &= b[k]!
}

/** The cards whose number compares with `value`: one bound or two (NaN, no number, never matches). */
function numbersWhere(column: Float64Array, op: Operator, value: number): Bits {
  const out = newBits(column.length)
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
function valuesWhere(column: StringColumn, test: (folded: string, raw: string) => boolean, raw = false): Uint8Array {
  const hits = new Uint8Array(column.folded.length)
  for (let v = 0; v < hits.length; v++) if (test(column.folded[v]!, raw ? column.raw[v]! : '')) hits[v] = 1
  return hits
}

/** The distinct values holding `needle`: trigram candidates, each checked. */
function containing(columns: FieldColumns, key: string, needle: string): Uint8Array {
  const column = columns.string(key)
  const candidates = needle.length >= 3 ? gramCandidates(columns.grams(key), needle) : null
  if (!candidates) return valuesWhere(column, (v) => v.includes(needle))
  const hits = new Uint8Array(column.folded.length)
  for (let k = 0; k < candidates.length; k++) {
    const v = candidates[k]!
    if (column.folded[v]!.includes(needle)) hits[v] = 1
  }
  return hits
}

/** The cards with at least one value marked in `hits`. */
function cardsWithValues(column: StringColumn, hits: Uint8Array, byValue: Bits[] | null = null): Bits {
  const { starts, ids } = column
  const size = starts.length - 1
  const out = newBits(size)
  if (byValue) {
    // A union of the values' bitsets (n / 32 words each) when that is less work than a pass over the cards.
    let count = 0
    for (let v = 0; v < hits.length && count < FEW_VALUES; v++) count += hits[v]!
    if (count < FEW_VALUES) {
      for (let v = 0; v < hits.length; v++) if (hits[v] === 1) orInto(out, byValue[v]!)
      return out
    }
  }
  const single = column.single
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
  const out = newBits(columns.size)
  const marks = fuzzyMarks(typos.vocabulary(), needle)
  if (!marks) return out
  const { offsets, cards } = typos.cardsOfWords()
  for (let w = 0; w < marks.length; w++) if (marks[w] !== 0) for (let k = offsets[w]!; k < offsets[w + 1]!; k++) setBit(out, cards[k]!)
  return out
}
