// A query tree (field-query.ts) answered from the catalog's columns (field-columns.ts) as a bitset
// of the matching cards: the same answers as its card predicate (predicateOf), tested so, without
// a test per card and field. Strings are tested once per distinct value, candidates narrowed by
// trigrams; numbers, flags and colour masks are one pass over a typed array.
import { foldWords } from '@shared/text/fold'
import { allBits, andNot, newBits, orInto, setBit, type Bits } from './bitset'
import { gramCandidates, type FieldColumns, type StringColumn } from './field-columns'
import { compareNumbers, setMatches, type FieldNode } from './field-query'
import { fuzzyMarks, fuzzyNameHit, nameVocabulary, type NameVocabulary } from './name-typos'

export interface EvalContext {
  readonly columns: FieldColumns
  /** Free words also match names a few typos away (the second pass of a search that found nothing). */
  readonly fuzzy?: NameTypos
}

/** Typo tolerance over one field's names (the `name` field). */
export interface NameTypos {
  readonly key: string
  vocabulary(): NameVocabulary
}

export function nameTypos(columns: FieldColumns, key: string): NameTypos {
  let vocabulary: NameVocabulary | undefined
  return {
    key,
    vocabulary: () => (vocabulary ??= nameVocabulary(columns.rows.map((row) => foldWords(String(row[key] ?? ''))))),
  }
}

export function matchingCards(node: FieldNode, context: EvalContext): Bits {
  const { columns } = context
  const size = columns.size
  switch (node.kind) {
    case 'all':
      return allBits(size)
    case 'and': {
      // Negated parts are taken away from the rest instead of being complemented first.
      const positive = node.nodes.filter((n) => n.kind !== 'not')
      const negative = node.nodes.filter((n): n is Extract<FieldNode, { kind: 'not' }> => n.kind === 'not')
      let out = positive.length ? matchingCards(positive[0]!, context) : allBits(size)
      for (const part of positive.slice(1)) intersectInto(out, matchingCards(part, context))
      for (const part of negative) out = andNot(out, matchingCards(part.node, context))
      return out
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
      for (const key of node.keys) orInto(out, cardsWithValues(columns.string(key), containing(columns, key, node.needle)))
      if (context.fuzzy) orInto(out, typoNames(columns, context.fuzzy, node.needle))
      return out
    }
    case 'text': {
      const { needle } = node
      const hits = node.match === 'contains' ? containing(columns, node.key, needle) : valuesWhere(columns.string(node.key), (v) => v === needle)
      return cardsWithValues(columns.string(node.key), hits)
    }
    case 'number': {
      const { op, value } = node
      const column = columns.number(node.key)
      return cardsWhere(size, (i) => {
        const v = column[i]!
        return v === v && compareNumbers(op, v, value) // NaN: no number
      })
    }
    case 'enum': {
      const column = columns.string(node.key)
      const { ranks, op, value } = node
      if (!ranks) return cardsWithValues(column, valuesWhere(column, (_, raw) => raw === value, true))
      const wanted = ranks.indexOf(value)
      return cardsWithValues(column, valuesWhere(column, (_, raw) => ranks.includes(raw) && compareNumbers(op, ranks.indexOf(raw), wanted), true))
    }
    case 'flag': {
      const column = columns.flag(node.key)
      const expected = node.expected ? 1 : 0
      return cardsWhere(size, (i) => column[i] === expected)
    }
    case 'anyOf': {
      const wanted = new Set(node.values)
      return cardsWithValues(columns.string(node.key), valuesWhere(columns.string(node.key), (folded) => wanted.has(folded)))
    }
    case 'set': {
      const masks = columns.mask(node.key, node.letters)
      const { op, mask } = node
      // Every set of the letters is answered once; a card is then one look-up.
      const answers = new Uint8Array(1 << node.letters.length)
      for (let have = 0; have < answers.length; have++) answers[have] = setMatches(op, have, mask) ? 1 : 0
      return cardsWhere(size, (i) => masks[i]! >= 0 && answers[masks[i]!] === 1)
    }
  }
}

function intersectInto(target: Bits, b: Bits): void {
  for (let k = 0; k < target.length; k++) target[k]! &= b[k]!
}

function cardsWhere(size: number, test: (i: number) => boolean): Bits {
  const out = newBits(size)
  for (let i = 0; i < size; i++) if (test(i)) setBit(out, i)
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
function cardsWithValues(column: StringColumn, hits: Uint8Array): Bits {
  const { starts, ids } = column
  const size = starts.length - 1
  const out = newBits(size)
  for (let i = 0; i < size; i++) {
    for (let j = starts[i]!, end = starts[i + 1]!; j < end; j++) {
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
  const vocabulary = typos.vocabulary()
  const marks = fuzzyMarks(vocabulary, needle)
  if (!marks) return out
  for (let i = 0; i < columns.size; i++) if (fuzzyNameHit(vocabulary, marks, i) > 0) setBit(out, i)
  return out
}
