// The in-memory search over the card catalog behind `cards.search` and `cards.facets`.
// Built once per catalog load (folded strings and typed arrays, see search-data.ts); a search
// is then one pass over the cards in the requested order, with no sorting except by relevance.
import { searchRequestFor, type ParsedRequestOf, type SearchResultOf, type SortKey } from '@shared/api'
import type { Facets } from '@shared/games/fftcg/card-filters'
import { CARD_TYPES, ELEMENTS, RARITIES, type Card } from '@shared/games/fftcg/card'
import { parseQuery } from '@shared/games/fftcg/query'
import { compileMatches } from './search-compile'
import { countBits, forEachBit } from './search-bits'
import { NO_POWER, buildSearchData, type SearchData } from './search-data'
import { buildNameVocabulary, type NameVocabulary } from './search-fuzzy'
import { buildOrder, type Direction } from './search-order'
import { PhraseChecks, buildWordIndex, hasBit, newBits, type Bits, type WordIndex } from './search-words'
import { MAX_SCORE, makeScorer, rankingWords } from './search-relevance'

export interface SearchIndex {
  readonly data: SearchData
  readonly words: WordIndex
  /** Built on first use, then kept: orders per key and direction, typo vocabulary, facets. */
  readonly orders: Map<string, Int32Array>
  vocabulary: NameVocabulary | null
  facets: Facets | null
  /** Reused for the sort keys of each relevance search (searches are synchronous). */
  readonly keys: Float64Array
}

export type SearchRequestParsed = ParsedRequestOf<'cards.search'>
type SearchResult = SearchResultOf<'fftcg'>

/**
 * `words`: a prebuilt word index of exactly these cards, in this order (the bundled one), or how
 * to load it; null from the loader means "build it". Either way it is made on first use: a
 * filter-only search never needs it.
 */
export function buildSearchIndex(cards: readonly Card[], words?: WordIndex | (() => WordIndex | null)): SearchIndex {
  return searchIndexOver(buildSearchData(cards), words)
}

export function searchIndexOver(data: SearchData, words?: WordIndex | (() => WordIndex | null)): SearchIndex {
  let ready = typeof words === 'function' ? null : (words ?? null)
  const load = typeof words === 'function' ? words : () => null
  return {
    data,
    get words() {
      return (ready ??= load() ?? buildWordIndex(data))
    },
    orders: new Map(),
    vocabulary: null,
    facets: null,
    keys: new Float64Array(data.size),
  }
}

function orderOf(index: SearchIndex, key: SortKey, dir: Direction): Int32Array {
  const id = `${key}:${dir}`
  let order = index.orders.get(id)
  if (!order) {
    order = buildOrder(index.data, key, dir)
    index.orders.set(id, order)
  }
  return order
}

function vocabularyOf(index: SearchIndex): NameVocabulary {
  return (index.vocabulary ??= buildNameVocabulary(index.data))
}

/**
 * Query clauses and panel filters AND together. Default order: relevance when the query has
 * words, else code. For `relevance`, `asc` means most relevant first. When nothing matches and
 * the query has words, it is run again letting those words match names a few typos away.
 */
export function searchCards(index: SearchIndex, anyRequest: SearchRequestParsed): SearchResult {
  const request = searchRequestFor('fftcg', anyRequest)
  const offset = request.offset ?? 0
  const limit = request.limit ?? 100
  const parsed = parseQuery(request.query ?? '')
  if (!parsed.ok) return { total: 0, offset, cards: [], error: parsed.error }

  const words = rankingWords(parsed.query)
  const by: SortKey = request.sort?.by ?? (words.length > 0 ? 'relevance' : 'code')
  const dir: Direction = request.sort?.dir ?? 'asc'
  const byRelevance = by === 'relevance' && words.length > 0

  const run = (vocab: NameVocabulary | null): SearchResult => {
    const checks = new PhraseChecks(() => index.words, index.data)
    const matches = compileMatches(index, parsed.query, request.filters, vocab ? { fuzzy: vocab, checks } : { checks })
    const kept = request.filters?.onePerCard ? oldestPrintingOnly(index, matches) : matches
    return byRelevance
      ? collectByRelevance(index, kept, makeScorer(index, words, vocab, checks), dir, offset, limit)
      : collectInOrder(index, kept, by, dir, offset, limit)
  }
  const exact = run(null)
  if (exact.total > 0 || words.length === 0) return exact
  return run(vocabularyOf(index))
}

/**
 * Of each card's matching printings, keeps only the one with the oldest code (15-007C rather than
 * its reprint 26-008C/15-007C), whatever the sort: one pass marks the chosen printings.
 */
function oldestPrintingOnly(index: SearchIndex, matches: Bits): Bits {
  const { identityId, codeRank } = index.data
  const best = new Map<number, number>()
  forEachBit(matches, (i) => {
    const seen = best.get(identityId[i]!)
    if (seen === undefined || codeRank[i]! < codeRank[seen]!) best.set(identityId[i]!, i)
  })
  const keep = newBits(index.data.size)
  for (const i of best.values()) keep[i >>> 5]! |= 1 << (i & 31)
  return keep
}

/** Position of each card in `order` (its inverse), kept beside it. */
function ranksOf(index: SearchIndex, key: SortKey, dir: Direction): Int32Array {
  const id = `${key}:${dir}:ranks`
  let ranks = index.orders.get(id)
  if (!ranks) {
    const order = orderOf(index, key, dir)
    ranks = new Int32Array(order.length)
    order.forEach((card, rank) => (ranks![card] = rank))
    index.orders.set(id, ranks)
  }
  return ranks
}

// Below this many matches, sorting their ranks beats walking the whole order.
const FEW_MATCHES = 512

/**
 * The page of matches in the order of `key`/`dir`. Few matches: their ranks in the order, sorted.
 * Many: the order is walked until the page is full. The total is counted from the bits.
 */
function collectInOrder(index: SearchIndex, matches: Bits, key: SortKey, dir: Direction, offset: number, limit: number): SearchResult {
  const total = countBits(matches)
  const order = orderOf(index, key, dir)
  if (total <= FEW_MATCHES) {
    const ranks = ranksOf(index, key, dir)
    const found = new Int32Array(total)
    let n = 0
    forEachBit(matches, (i) => (found[n++] = ranks[i]!))
    found.sort()
    const page: Card[] = []
    for (let k = offset; k < Math.min(total, offset + limit); k++) page.push(index.data.cards[order[found[k]!]!]!)
    return { total, offset, cards: page }
  }
  const cards: Card[] = []
  const end = Math.min(total, offset + limit)
  let seen = 0
  for (let k = 0; k < order.length && seen < end; k++) {
    const i = order[k]!
    if (!hasBit(matches, i)) continue
    if (seen >= offset) cards.push(index.data.cards[i]!)
    seen++
  }
  return { total, offset, cards }
}

function collectByRelevance(
  index: SearchIndex, matches: Bits, score: (i: number) => number, dir: Direction, offset: number, limit: number,
): SearchResult {
  const { keys, data } = index
  const rank = data.codeRank
  const size = data.size
  // One number per match, best first, then code order: a native numeric sort, no comparator.
  let total = 0
  forEachBit(matches, (i) => {
    const s = score(i)
    keys[total++] = (dir === 'desc' ? s : MAX_SCORE - s) * size + rank[i]!
  })
  const sorted = keys.subarray(0, total).sort()
  const byCode = orderOf(index, 'code', 'asc')
  const cards: Card[] = []
  for (let k = offset; k < Math.min(total, offset + limit); k++) cards.push(data.cards[byCode[sorted[k]! % size]!]!)
  return { total, offset, cards }
}

/** The values the side panel offers, in the order players expect. */
export function cardFacets(index: SearchIndex): Facets {
  return (index.facets ??= computeFacets(index.data))
}

function computeFacets(data: SearchData): Facets {
  const jobs = new Set<string>()
  const categories = new Set<string>()
  let elementMask = 0
  let typeMask = 0
  let rarityMask = 0
  let costMin = Infinity, costMax = -Infinity, powerMin = Infinity, powerMax = -Infinity
  for (let i = 0; i < data.size; i++) {
    const c = data.cards[i]!
    for (const j of c.jobs) if (j.trim()) jobs.add(j)
    if (c.category1.trim()) categories.add(c.category1)
    if (c.category2?.trim()) categories.add(c.category2)
    elementMask |= data.elementMask[i]!
    typeMask |= 1 << data.typeId[i]!
    rarityMask |= 1 << data.rarityId[i]!
    costMin = Math.min(costMin, data.cost[i]!)
    costMax = Math.max(costMax, data.cost[i]!)
    if (data.power[i] !== NO_POWER) {
      powerMin = Math.min(powerMin, data.power[i]!)
      powerMax = Math.max(powerMax, data.power[i]!)
    }
  }
  const setOrder = buildOrder(data, 'set', 'asc')
  const sets: string[] = []
  for (const i of setOrder) {
    const set = data.cards[i]!.set
    if (sets[sets.length - 1] !== set && !sets.includes(set)) sets.push(set)
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })
  return {
    sets,
    jobs: [...jobs].sort(byName),
    categories: [...categories].sort(byName),
    rarities: RARITIES.filter((_, k) => rarityMask & (1 << k)),
    elements: ELEMENTS.filter((_, k) => elementMask & (1 << k)),
    types: CARD_TYPES.filter((_, k) => typeMask & (1 << k)),
    cost: data.size ? { min: costMin, max: costMax } : { min: 0, max: 0 },
    power: powerMin <= powerMax ? { min: powerMin, max: powerMax } : { min: 0, max: 0 },
  }
}
