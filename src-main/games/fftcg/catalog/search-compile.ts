// Turns a parsed query and the side panel's filters into one predicate over card positions.
// Everything that depends only on the query (folded needles, masks, set ids) is worked out here
// once, so the per-card test is a few array reads and, for text, an indexOf.
import type { CardFilters } from '@shared/games/fftcg/card-filters'
import { CARD_TYPES, ELEMENTS, RARITIES } from '@shared/games/fftcg/card'
import type { CardQuery, QueryNode } from '@shared/games/fftcg/query'
import { foldText, foldWords } from '@shared/text/fold'
import {
  FLAG_BACK_ATTACK, FLAG_BRAVE, FLAG_EX, FLAG_FIRST_STRIKE, FLAG_HASTE, FLAG_MULTI,
  FLAG_MULTI_UNKNOWN, NO_POWER, foldCategory, foldCodeKey, type SearchData,
} from './search-data'
import { fuzzyMarks, fuzzyNameHit, type NameVocabulary } from './search-fuzzy'
import { and, andNot, facetBits, filterBits, intersectInto, orInto, unionOf, valuesWhere, type FacetBits } from './search-bits'
import {
  ALL_FIELDS, FIELD_CATEGORY, FIELD_JOB, FIELD_NAME, FIELD_TEXT, hasBit, needleHits, newBits, type Bits, type PhraseChecks, type WordIndex,
} from './search-words'

export type Predicate = (i: number) => boolean

interface Compiled {
  /**
   * The matching cards, exact at least on `within` (outside it the bits mean nothing): an AND
   * passes on the cards its cheaper parts kept, so a phrase is checked only where it matters.
   * The bits returned may be shared: never written to.
   */
  matches: (within: Bits) => Bits
  /** Rough cost, so that cheap parts run first in an AND and narrow what the others look at. */
  cost: number
}

const ALWAYS: Compiled = { matches: (within) => within, cost: 0 }

export interface CompileOptions {
  /** When set, positive name/free words also match names within a few typos. */
  fuzzy?: NameVocabulary
  /** Phrase checks of this search, shared with its relevance ranking. */
  checks?: PhraseChecks
}

/** The catalog as the compiler sees it: columns plus the word index. */
export interface Searchable {
  data: SearchData
  words: WordIndex
}

/** The cards the query and the side panel's filters both accept, as a bitset over card positions. */
export function compileMatches(index: Searchable, query: CardQuery, filters: CardFilters | undefined, options: CompileOptions = {}): Bits {
  const facets = facetBits(index.data)
  const parts = [compileNode(index, facets, query, true, options), ...compileFilters(index.data, facets, filters ?? {})]
  return and(facets.all, andAll(parts).matches(facets.all))
}

export function compileSearch(index: Searchable, query: CardQuery, filters: CardFilters | undefined, options: CompileOptions = {}): Predicate {
  const bits = compileMatches(index, query, filters, options)
  return (i) => hasBit(bits, i)
}

function andAll(parts: Compiled[]): Compiled {
  const real = parts.filter((p) => p !== ALWAYS).sort((a, b) => a.cost - b.cost)
  if (real.length === 0) return ALWAYS
  if (real.length === 1) return real[0]!
  return {
    matches: (within) => {
      // One new bitset per AND, narrowed in place: `within` and the parts' bits may be shared.
      let kept = and(within, real[0]!.matches(within))
      for (let k = 1; k < real.length; k++) intersectInto(kept, real[k]!.matches(kept))
      return kept
    },
    cost: real.reduce((s, p) => s + p.cost, 0),
  }
}

function anyOf(parts: Compiled[]): Compiled {
  return {
    matches: (within) => {
      const out = newBits(within.length << 5)
      for (const part of parts) orInto(out, part.matches(within))
      return out
    },
    cost: parts.reduce((s, p) => s + p.cost, 0),
  }
}

/** Precomputed bits: exact everywhere, nothing to compute per search. */
const fixed = (bits: Bits): Compiled => ({ matches: () => bits, cost: 1 })

// The bits of a facet clause (`t:summon`, `cost>=5`, `set:1`) are kept per catalog, so a repeated
// clause is a Map read instead of a union of bitsets and a fresh allocation on every search
// (issue 16: their garbage was the p95 tail of filter-only queries). Bounded: cleared when full.
const FIXED_CACHE_SIZE = 256
const fixedCache = new WeakMap<FacetBits, Map<string, Bits>>()

function cachedFixed(facets: FacetBits, key: string, make: () => Bits): Compiled {
  let cache = fixedCache.get(facets)
  if (!cache) fixedCache.set(facets, (cache = new Map()))
  let bits = cache.get(key)
  if (!bits) {
    if (cache.size >= FIXED_CACHE_SIZE) cache.clear()
    cache.set(key, (bits = make()))
  }
  return fixed(bits)
}

function compileNode(index: Searchable, facets: FacetBits, node: QueryNode, positive: boolean, options: CompileOptions): Compiled {
  const data = index.data
  switch (node.kind) {
    case 'and': return andAll(node.nodes.map((n) => compileNode(index, facets, n, positive, options)))
    case 'or': return anyOf(node.nodes.map((n) => compileNode(index, facets, n, positive, options)))
    case 'not': {
      const inner = compileNode(index, facets, node.node, !positive, options)
      return { matches: (within) => andNot(within, inner.matches(within)), cost: inner.cost }
    }
    case 'text': return compileText(index, node.field, node.value, positive ? options.fuzzy : undefined, options.checks)
    case 'element': return elementBits(facets, maskOf(node.elements), node.mode)
    case 'type': return cachedFixed(facets, `t:${node.types}`, () => unionOf(data.size, facets.type, node.types.map((t) => CARD_TYPES.indexOf(t))))
    case 'rarity': return cachedFixed(facets, `r:${node.rarities}`, () => unionOf(data.size, facets.rarity, node.rarities.map((r) => RARITIES.indexOf(r))))
    case 'compare': return cachedFixed(facets, `${node.field}${node.op}${node.value}`, () => compareBits(facets, node.field, node.op, node.value))
    case 'set': return cachedFixed(facets, `set:${node.value}`, () => setBits(data, facets, matchingSets(data, node.value)))
    case 'code': {
      const key = foldCodeKey(node.value)
      return { matches: (within) => filterBits(within, (i) => data.codeKeys[i]!.includes(key)), cost: 2 }
    }
    case 'flag': return fixed(facets.flag[flagIndex(FLAG_BITS[node.flag])]!)
  }
}

const FLAG_BITS = {
  exBurst: FLAG_EX, multicard: FLAG_MULTI, haste: FLAG_HASTE, brave: FLAG_BRAVE,
  firstStrike: FLAG_FIRST_STRIKE, backAttack: FLAG_BACK_ATTACK,
} as const

/** FLAG_HASTE (8) → 3: the flag's bitset in FacetBits.flag. */
const flagIndex = (flag: number) => 31 - Math.clz32(flag)

const ROMAN_CATEGORIES = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv', 'xvi']

/**
 * What a text clause looks for, in foldWords form without the final space (` draw 1`): found
 * with one indexOf wherever it starts a word. `cat:7` means the game "VII". '' when the value
 * has no letters or digits at all.
 */
export function textNeedle(field: string, value: string): string {
  const roman = field === 'category' && /^\d+$/.test(value.trim()) ? ROMAN_CATEGORIES[Number(value)] : undefined
  const words = roman ? ` ${roman} ` : field === 'category' ? foldCategory(value) : foldWords(value)
  return words.slice(0, -1)
}

export const FIELD_MASKS: Record<string, number> = {
  any: ALL_FIELDS, name: 1 << FIELD_NAME, job: 1 << FIELD_JOB, category: 1 << FIELD_CATEGORY, text: 1 << FIELD_TEXT,
}

function compileText(index: Searchable, field: string, value: string, vocab: NameVocabulary | undefined, checks?: PhraseChecks): Compiled {
  const needle = textNeedle(field, value)
  if (needle === '') return ALWAYS
  const mask = FIELD_MASKS[field] ?? ALL_FIELDS
  const exact = (within: Bits) => needleHits(index.words, index.data, needle, mask, within, checks)
  const marks = vocab && (field === 'any' || field === 'name') ? fuzzyMarks(vocab, needle.trim()) : null
  if (!vocab || !marks) return { matches: exact, cost: 2 }
  return {
    matches: (within) => {
      const hits = exact(within)
      return filterBits(within, (i) => hasBit(hits, i) || fuzzyNameHit(vocab, marks, i) !== 0)
    },
    cost: 3,
  }
}

function maskOf(elements: readonly string[]): number {
  let mask = 0
  for (const e of elements) mask |= 1 << ELEMENTS.indexOf(e as (typeof ELEMENTS)[number])
  return mask
}

function elementBits(facets: FacetBits, mask: number, mode: 'any' | 'all'): Compiled {
  if (mask === 0) return ALWAYS
  return cachedFixed(facets, `e:${mode}${mask}`, () => {
    const picked = facets.element.filter((_, k) => mask & (1 << k))
    return mode === 'any' ? unionOf(facets.all.length << 5, picked, picked.keys()) : picked.reduce(and, facets.all)
  })
}

/** Power comparisons never match cards without power (NO_POWER). */
function compareBits(facets: FacetBits, field: 'cost' | 'power', op: string, n: number): Bits {
  let cmp: (v: number) => boolean
  switch (op) {
    case '<': cmp = (v) => v < n; break
    case '<=': cmp = (v) => v <= n; break
    case '>': cmp = (v) => v > n; break
    case '>=': cmp = (v) => v >= n; break
    case '!=': cmp = (v) => v !== n; break
    default: cmp = (v) => v === n
  }
  const values = field === 'cost' ? facets.cost : facets.power
  const nullable = field === 'power'
  return valuesWhere(facets.all.length << 5, values, (v) => (!nullable || v !== NO_POWER) && cmp(v))
}

function rangeBits(facets: FacetBits, field: 'cost' | 'power', min: number | undefined, max: number | undefined): Compiled {
  if (min === undefined && max === undefined) return ALWAYS
  const lo = min ?? -Infinity
  const hi = max ?? Infinity
  const values = field === 'cost' ? facets.cost : facets.power
  const nullable = field === 'power'
  return fixed(valuesWhere(facets.all.length << 5, values, (v) => (!nullable || v !== NO_POWER) && v >= lo && v <= hi))
}

/** Set ids a `set:` value names: an opus number, an exact set name, or words of set names. */
export function matchingSets(data: SearchData, value: string): Uint8Array {
  const words = foldWords(value)
  const ids = new Uint8Array(data.sets.length)
  const number = /^(?:opus\s*)?(\d+)$/.exec(foldText(value).trim())
  const exact = data.sets.findIndex((s) => s.folded === words)
  data.sets.forEach((s, id) => {
    if (number) ids[id] = s.number === Number(number[1]) ? 1 : 0
    else if (exact >= 0) ids[id] = id === exact ? 1 : 0
    else ids[id] = words !== '' && s.folded.includes(words.slice(0, -1)) ? 1 : 0
  })
  return ids
}

function setBits(data: SearchData, facets: FacetBits, ids: Uint8Array): Bits {
  const wanted: number[] = []
  ids.forEach((on, id) => on === 1 && wanted.push(id))
  return unionOf(data.size, facets.set, wanted)
}

function compileFilters(data: SearchData, facets: FacetBits, f: CardFilters): Compiled[] {
  const parts: Compiled[] = []
  if (f.elements?.length) parts.push(elementBits(facets, maskOf(f.elements), f.elementMode ?? 'any'))
  if (f.types?.length) parts.push(fixed(unionOf(data.size, facets.type, f.types.map((t) => CARD_TYPES.indexOf(t)))))
  if (f.rarities?.length) parts.push(fixed(unionOf(data.size, facets.rarity, f.rarities.map((r) => RARITIES.indexOf(r)))))
  if (f.cost) parts.push(rangeBits(facets, 'cost', f.cost.min, f.cost.max))
  if (f.power) parts.push(rangeBits(facets, 'power', f.power.min, f.power.max))
  if (f.jobs?.length) parts.push(valuesTest(data.jobValues, f.jobs.map(foldWords)))
  if (f.categories?.length) parts.push(valuesTest(data.categoryValues, f.categories.map(foldCategory)))
  if (f.sets?.length) {
    const wanted = new Set(f.sets.map(foldWords))
    parts.push(fixed(setBits(data, facets, Uint8Array.from(data.sets, (s) => (wanted.has(s.folded) ? 1 : 0)))))
  }
  if (f.exBurst !== undefined) {
    const ex = facets.flag[flagIndex(FLAG_EX)]!
    parts.push(fixed(f.exBurst ? ex : andNot(facets.all, ex)))
  }
  if (f.multicard !== undefined) {
    const multi = facets.flag[flagIndex(FLAG_MULTI)]!
    const unknown = facets.flag[flagIndex(FLAG_MULTI_UNKNOWN)]!
    // false means "known not to be a multicard": unknown cards are neither true nor false.
    if (f.multicard === 'unknown') parts.push(fixed(unknown))
    else if (f.multicard) parts.push(fixed(multi))
    else {
      const either = newBits(data.size)
      orInto(either, multi)
      orInto(either, unknown)
      parts.push(fixed(andNot(facets.all, either)))
    }
  }
  return parts
}

/** Side-panel filters pick whole values (a job from the list), so they compare exactly. */
function valuesTest(values: string[][], wanted: string[]): Compiled {
  const set = new Set(wanted)
  return { matches: (within) => filterBits(within, (i) => values[i]!.some((v) => set.has(v))), cost: 3 }
}
