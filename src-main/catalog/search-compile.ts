// Turns a parsed query and the side panel's filters into one predicate over card positions.
// Everything that depends only on the query (folded needles, masks, set ids) is worked out here
// once, so the per-card test is a few array reads and, for text, an indexOf.
import type { CardFilters } from '@shared/api'
import { CARD_TYPES, ELEMENTS, RARITIES } from '@shared/games/fftcg/card'
import type { CardQuery, QueryNode } from '@shared/games/fftcg/query'
import { foldText, foldWords } from '@shared/text/fold'
import {
  FLAG_BACK_ATTACK, FLAG_BRAVE, FLAG_EX, FLAG_FIRST_STRIKE, FLAG_HASTE, FLAG_MULTI,
  FLAG_MULTI_UNKNOWN, NO_POWER, foldCategory, foldCodeKey, type SearchData,
} from './search-data'
import { fuzzyMarks, fuzzyNameHit, type NameVocabulary } from './search-fuzzy'
import { ALL_FIELDS, FIELD_CATEGORY, FIELD_JOB, FIELD_NAME, FIELD_TEXT, hasBit, needleHits, type WordIndex } from './search-words'

export type Predicate = (i: number) => boolean

interface Compiled {
  test: Predicate
  /** Rough cost per card, so cheap tests run first in an AND and spare the text searches. */
  cost: number
}

const ALWAYS: Compiled = { test: () => true, cost: 0 }

export interface CompileOptions {
  /** When set, positive name/free words also match names within a few typos. */
  fuzzy?: NameVocabulary
}

/** The catalog as the compiler sees it: columns plus the word index. */
export interface Searchable {
  data: SearchData
  words: WordIndex
}

export function compileSearch(index: Searchable, query: CardQuery, filters: CardFilters | undefined, options: CompileOptions = {}): Predicate {
  const parts = [compileNode(index, query, true, options), ...compileFilters(index.data, filters ?? {})]
  return and(parts).test
}

function and(parts: Compiled[]): Compiled {
  const real = parts.filter((p) => p !== ALWAYS).sort((a, b) => a.cost - b.cost)
  if (real.length === 0) return ALWAYS
  if (real.length === 1) return real[0]!
  const tests = real.map((p) => p.test)
  const cost = real.reduce((s, p) => s + p.cost, 0)
  if (tests.length === 2) {
    const [a, b] = tests as [Predicate, Predicate]
    return { test: (i) => a(i) && b(i), cost }
  }
  return {
    test: (i) => {
      for (let k = 0; k < tests.length; k++) if (!tests[k]!(i)) return false
      return true
    },
    cost,
  }
}

function or(parts: Compiled[]): Compiled {
  const tests = parts.map((p) => p.test)
  return {
    test: (i) => {
      for (let k = 0; k < tests.length; k++) if (tests[k]!(i)) return true
      return false
    },
    cost: parts.reduce((s, p) => s + p.cost, 0),
  }
}

function compileNode(index: Searchable, node: QueryNode, positive: boolean, options: CompileOptions): Compiled {
  const data = index.data
  switch (node.kind) {
    case 'and': return and(node.nodes.map((n) => compileNode(index, n, positive, options)))
    case 'or': return or(node.nodes.map((n) => compileNode(index, n, positive, options)))
    case 'not': {
      const inner = compileNode(index, node.node, !positive, options)
      const test = inner.test
      return { test: (i) => !test(i), cost: inner.cost }
    }
    case 'text': return compileText(index, node.field, node.value, positive ? options.fuzzy : undefined)
    case 'element': return elementTest(data, maskOf(node.elements), node.mode)
    case 'type': return bitTest(data.typeId, node.types.map((t) => CARD_TYPES.indexOf(t)))
    case 'rarity': return bitTest(data.rarityId, node.rarities.map((r) => RARITIES.indexOf(r)))
    case 'compare': return compareTest(node.field === 'cost' ? data.cost : data.power, node.op, node.value, node.field === 'power')
    case 'set': return setTest(data, matchingSets(data, node.value))
    case 'code': {
      const key = foldCodeKey(node.value)
      return { test: (i) => data.codeKeys[i]!.includes(key), cost: 2 }
    }
    case 'flag': return flagTest(data, FLAG_BITS[node.flag])
  }
}

const FLAG_BITS = {
  exBurst: FLAG_EX, multicard: FLAG_MULTI, haste: FLAG_HASTE, brave: FLAG_BRAVE,
  firstStrike: FLAG_FIRST_STRIKE, backAttack: FLAG_BACK_ATTACK,
} as const

function flagTest(data: SearchData, bit: number): Compiled {
  const flags = data.flags
  return { test: (i) => (flags[i]! & bit) !== 0, cost: 1 }
}

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

function compileText(index: Searchable, field: string, value: string, vocab: NameVocabulary | undefined): Compiled {
  const needle = textNeedle(field, value)
  if (needle === '') return ALWAYS
  const bits = needleHits(index.words, index.data, needle, FIELD_MASKS[field] ?? ALL_FIELDS)
  const exact: Predicate = (i) => hasBit(bits, i)
  const marks = vocab && (field === 'any' || field === 'name') ? fuzzyMarks(vocab, needle.trim()) : null
  if (!vocab || !marks) return { test: exact, cost: 1 }
  return { test: (i) => exact(i) || fuzzyNameHit(vocab, marks, i) !== 0, cost: 3 }
}

function maskOf(elements: readonly string[]): number {
  let mask = 0
  for (const e of elements) mask |= 1 << ELEMENTS.indexOf(e as (typeof ELEMENTS)[number])
  return mask
}

function elementTest(data: SearchData, mask: number, mode: 'any' | 'all'): Compiled {
  const masks = data.elementMask
  if (mask === 0) return ALWAYS
  return mode === 'all'
    ? { test: (i) => (masks[i]! & mask) === mask, cost: 1 }
    : { test: (i) => (masks[i]! & mask) !== 0, cost: 1 }
}

function bitTest(ids: Uint8Array, wanted: number[]): Compiled {
  let mask = 0
  for (const id of wanted) if (id >= 0) mask |= 1 << id
  return { test: (i) => ((1 << ids[i]!) & mask) !== 0, cost: 1 }
}

function compareTest(values: Int32Array, op: string, n: number, nullable: boolean): Compiled {
  const has = (v: number) => !nullable || v !== NO_POWER
  let cmp: (v: number) => boolean
  switch (op) {
    case '<': cmp = (v) => v < n; break
    case '<=': cmp = (v) => v <= n; break
    case '>': cmp = (v) => v > n; break
    case '>=': cmp = (v) => v >= n; break
    case '!=': cmp = (v) => v !== n; break
    default: cmp = (v) => v === n
  }
  return { test: (i) => has(values[i]!) && cmp(values[i]!), cost: 1 }
}

function rangeTest(values: Int32Array, min: number | undefined, max: number | undefined, nullable: boolean): Compiled {
  if (min === undefined && max === undefined) return ALWAYS
  const lo = min ?? -Infinity
  const hi = max ?? Infinity
  return { test: (i) => { const v = values[i]!; return (!nullable || v !== NO_POWER) && v >= lo && v <= hi }, cost: 1 }
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

function setTest(data: SearchData, ids: Uint8Array): Compiled {
  const setId = data.setId
  return { test: (i) => ids[setId[i]!] === 1, cost: 1 }
}

function compileFilters(data: SearchData, f: CardFilters): Compiled[] {
  const parts: Compiled[] = []
  if (f.elements?.length) parts.push(elementTest(data, maskOf(f.elements), f.elementMode ?? 'any'))
  if (f.types?.length) parts.push(bitTest(data.typeId, f.types.map((t) => CARD_TYPES.indexOf(t))))
  if (f.rarities?.length) parts.push(bitTest(data.rarityId, f.rarities.map((r) => RARITIES.indexOf(r))))
  if (f.cost) parts.push(rangeTest(data.cost, f.cost.min, f.cost.max, false))
  if (f.power) parts.push(rangeTest(data.power, f.power.min, f.power.max, true))
  if (f.jobs?.length) parts.push(valuesTest(data.jobValues, f.jobs.map(foldWords)))
  if (f.categories?.length) parts.push(valuesTest(data.categoryValues, f.categories.map(foldCategory)))
  if (f.sets?.length) {
    const wanted = new Set(f.sets.map(foldWords))
    parts.push(setTest(data, Uint8Array.from(data.sets, (s) => (wanted.has(s.folded) ? 1 : 0))))
  }
  if (f.exBurst !== undefined) {
    const want = f.exBurst
    parts.push({ test: (i) => ((data.flags[i]! & FLAG_EX) !== 0) === want, cost: 1 })
  }
  if (f.multicard !== undefined) {
    const bit = f.multicard === 'unknown' ? FLAG_MULTI_UNKNOWN : FLAG_MULTI
    const want = f.multicard !== false
    const known = f.multicard === false
    // false means "known not to be a multicard": unknown cards are neither true nor false.
    parts.push({
      test: (i) => (known ? (data.flags[i]! & (FLAG_MULTI | FLAG_MULTI_UNKNOWN)) === 0 : ((data.flags[i]! & bit) !== 0) === want),
      cost: 1,
    })
  }
  return parts
}

/** Side-panel filters pick whole values (a job from the list), so they compare exactly. */
function valuesTest(values: string[][], wanted: string[]): Compiled {
  const set = new Set(wanted)
  return { test: (i) => values[i]!.some((v) => set.has(v)), cost: 3 }
}
