// The card index of a game without a bespoke one, built from its module's card fields
// (cards.fields: kind, query keys, filter, sort, stats) and its filters: the query language of
// field-query.ts, the filter panel's filters, sort keys, facets, codes, a decklist resolver and
// counts. Queries and filters are answered from columns (field-columns.ts, field-eval.ts) as
// bitsets; orders are sorted once per key, so a search sorts its matches only by relevance. A
// search with words that finds nothing is run again letting the words match names a few typos away.
import { searchRequestFor, type Facets, type QueryError, type SearchResult } from '@shared/api'
import type { CardResolver } from '@shared/decklist/parse'
import type { CardField, CardSchema, DataFigure } from '@shared/game/module'
import type { GameId } from '@shared/games'
import { foldText } from '@shared/text/fold'
import type { CardIndex } from '../game/main-game'
import { countBits, forEachBit, hasBit, intersectInto, type Bits } from './bitset'
import { catalogCounts } from './catalog-counts'
import { FieldColumns } from './field-columns'
import { matchingCards, nameTypos, type EvalContext, type NameTypos } from './field-eval'
import { parseFieldQuery, predicateOf, type CardPredicate, type FieldNode } from './field-query'

type Row = Readonly<Record<string, unknown>>
type Range = { min?: number; max?: number }

export interface FieldIndexOptions<Card> {
  game: GameId
  schema: CardSchema<Card>
  /** The game's decklist resolver over these cards. */
  resolver(cards: readonly Card[]): CardResolver
  /** The module's data figures (data.figures), counted in the stats. */
  figures?: readonly DataFigure<Card>[]
}

/** The name a field has in the filters and facets. */
const filterKeyOf = (field: CardField) => field.filterKey ?? field.key

export function fieldCardIndex<Card extends object>(cards: Card[], options: FieldIndexOptions<Card>): CardIndex<Card> {
  const { schema } = options
  const byKey = new Map(cards.map((card) => [schema.keyOf(card), card]))
  const search = new FieldSearch(cards as unknown as Row[], schema.fields)
  let resolver: CardResolver | undefined
  let facets: Facets | undefined
  return {
    cards,
    search: (request) => search.find(searchRequestFor(options.game, request)) as unknown as SearchResult,
    get: (code) => byKey.get(schema.entryKey(code)) ?? null,
    // Keyed by the fields' filter keys, as the game's facets type declares them.
    facets: () => (facets ??= fieldFacets(cards, schema.fields) as unknown as Facets),
    resolver: () => (resolver ??= options.resolver(cards)),
    stats: () => catalogCounts(cards, schema.fields, options.figures),
  }
}

type Direction = 'asc' | 'desc'
// Below this many matches, sorting their ranks beats walking the whole order.
const FEW_MATCHES = 512
const MAX_SCORE = 4

/** A search as cards.search checked it (filters by the game's schema), whatever the game. */
export interface FieldSearchRequest {
  query: string
  filters?: object
  sort?: { by: string; dir?: Direction }
  offset: number
  limit: number
}

/** The searches of one catalog: its columns, and its orders once sorted. */
export class FieldSearch {
  readonly columns: FieldColumns
  private readonly orders = new Map<string, { order: Int32Array; ranks: Int32Array }>()
  private readonly typos: NameTypos | undefined

  constructor(
    readonly rows: readonly Row[],
    readonly fields: readonly CardField[],
  ) {
    this.columns = new FieldColumns(rows)
    const hasName = fields.some((f) => f.key === 'name')
    this.typos = hasName ? nameTypos(this.columns, 'name') : undefined
  }

  find(request: FieldSearchRequest): { total: number; offset: number; cards: Row[]; error?: QueryError } {
    const { offset, limit } = request
    const query = parseFieldQuery(request.query, this.fields)
    if (!query.ok) return { total: 0, offset, cards: [], error: query.error }
    const filters = filterNode(this.fields, (request.filters ?? {}) as Row)
    const by = request.sort?.by ?? (query.words.length ? 'relevance' : 'code')
    const dir: Direction = request.sort?.dir === 'desc' ? 'desc' : 'asc'
    const find = (context: EvalContext) => intersectInto(matchingCards(query.node, context), matchingCards(filters, context))
    try {
      let found = find({ columns: this.columns })
      if (countBits(found) === 0 && query.words.length && this.typos) found = find({ columns: this.columns, fuzzy: this.typos })
      const page =
        by === 'relevance'
          ? this.byRelevance(found, query.words, dir, offset, limit)
          : this.inOrder(found, this.fields.find((f) => (f.sortKey ?? f.key) === by)?.key ?? 'code', dir, offset, limit)
      return { total: page.total, offset, cards: page.cards }
    } finally {
      this.columns.scratch.release()
    }
  }

  /** Positions in the order of `key` (cards without a value last either way, then by code, then as given), and each card's rank in it. */
  order(key: string, dir: Direction): { order: Int32Array; ranks: Int32Array } {
    const id = `${key}:${dir}`
    let sorted = this.orders.get(id)
    if (!sorted) {
      const primary = sortValues(this.rows, key)
      const code = sortValues(this.rows, 'code')
      const order = Int32Array.from(this.rows.keys()).sort((a, b) => compareValues(primary[a], primary[b], dir === 'desc') || compareValues(code[a], code[b], false) || a - b)
      const ranks = new Int32Array(order.length)
      order.forEach((card, rank) => (ranks[card] = rank))
      this.orders.set(id, (sorted = { order, ranks }))
    }
    return sorted
  }

  private page(positions: ArrayLike<number>, offset: number, limit: number): Row[] {
    const out: Row[] = []
    for (let k = offset; k < Math.min(positions.length, offset + limit); k++) out.push(this.rows[positions[k]!]!)
    return out
  }

  /** Few matches: their ranks, sorted. Many: the order walked until the page is full. */
  private inOrder(found: Bits, key: string, dir: Direction, offset: number, limit: number): { total: number; cards: Row[] } {
    const total = countBits(found)
    const { order, ranks } = this.order(key, dir)
    if (total <= FEW_MATCHES) {
      const byRank = new Int32Array(total)
      let n = 0
      forEachBit(found, (i) => (byRank[n++] = ranks[i]!))
      byRank.sort()
      return { total, cards: this.page(byRank.map((rank) => order[rank]!), offset, limit) }
    }
    const cards: Row[] = []
    const end = Math.min(total, offset + limit)
    for (let k = 0, seen = 0; k < order.length && seen < end; k++) {
      const i = order[k]!
      if (!hasBit(found, i)) continue
      if (seen++ >= offset) cards.push(this.rows[i]!)
    }
    return { total, cards }
  }

  /** A name equal to the words first, then one that starts with them, then one that holds them, then the rest; code order within. */
  private byRelevance(found: Bits, words: readonly string[], dir: Direction, offset: number, limit: number): { total: number; cards: Row[] } {
    const names = this.columns.string('name')
    const phrase = words.join(' ')
    const size = this.rows.length
    const tiers: number[] = []
    const positions: number[] = []
    forEachBit(found, (i) => {
      const id = names.starts[i]! < names.starts[i + 1]! ? names.ids[names.starts[i]!]! : -1
      const name = id < 0 ? '' : names.folded[id]!
      const score = name === phrase ? 3 : name.startsWith(phrase) ? 2 : words.every((w) => name.includes(w)) ? 1 : 0
      tiers.push(dir === 'desc' ? score : MAX_SCORE - score)
      positions.push(i)
    })
    if (positions.length <= FEW_MATCHES && !this.orders.has('code:asc')) {
      // Few matches and no code order yet (a command's only search): the matches sorted alone, as
      // the order would rank them, rather than every card by code (2,600 collator compares for Magic).
      const codes = sortValues(positions.map((i) => this.rows[i]!), 'code')
      const byTier = positions.map((_, k) => k).sort((a, b) => tiers[a]! - tiers[b]! || compareValues(codes[a], codes[b], false) || positions[a]! - positions[b]!)
      return { total: positions.length, cards: this.page(byTier.map((k) => positions[k]!), offset, limit) }
    }
    const { ranks, order } = this.order('code', 'asc')
    const sorted = Float64Array.from(positions, (i, k) => tiers[k]! * size + ranks[i]!).sort()
    return { total: sorted.length, cards: this.page(sorted.map((k) => order[k % size]!), offset, limit) }
  }
}

type SortValue = number | string | undefined

/** Each card's value of `key` as sorted: a number, a folded string, or undefined when missing. */
function sortValues(rows: readonly Row[], key: string): SortValue[] {
  return rows.map((row) => {
    const v = row[key]
    if (v === null || v === undefined || v === '') return undefined
    return typeof v === 'number' ? v : foldText(String(v))
  })
}

const collator = new Intl.Collator()

/** Missing values come last either way; numbers by value, strings as localeCompare orders them. */
function compareValues(x: SortValue, y: SortValue, desc: boolean): number {
  if (x === undefined || y === undefined) return Number(x === undefined) - Number(y === undefined)
  const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))
  return desc ? -c : c
}

/** The filter panel's choices (already checked by the game's filtersSchema), as one query tree. */
export function filterNode(fields: readonly CardField[], filters: Row): FieldNode {
  const nodes: FieldNode[] = []
  for (const field of fields) {
    const chosen = filters[filterKeyOf(field)]
    if (chosen === undefined) continue
    const key = field.key
    if (field.kind === 'number') {
      const { min = -Infinity, max = Infinity } = chosen as Range
      nodes.push({ kind: 'number', key, op: '>=', value: min }, { kind: 'number', key, op: '<=', value: max })
    } else if (field.kind === 'flag') {
      nodes.push({ kind: 'flag', key, expected: chosen === true })
    } else if (Array.isArray(chosen) && chosen.length) {
      nodes.push({ kind: 'anyOf', key, values: chosen.map((v) => foldText(String(v))) })
    }
  }
  return nodes.length === 0 ? { kind: 'all' } : nodes.length === 1 ? nodes[0]! : { kind: 'and', nodes }
}

/** The filter panel's choices as a card test. */
export function filterPredicate(fields: readonly CardField[], filters: Row): CardPredicate {
  return predicateOf(filterNode(fields, filters))
}

/** For each filter field: the values the cards have (an enum's in the module's order), or a number's range. */
export function fieldFacets(cards: readonly object[], fields: readonly CardField[]): Record<string, string[] | { min: number; max: number }> {
  const facets: Record<string, string[] | { min: number; max: number }> = {}
  for (const field of fields.filter((f) => f.filter && f.kind !== 'flag')) {
    const values = cards.flatMap((card) => {
      const value = (card as Row)[field.key]
      return (Array.isArray(value) ? value : [value]).filter((v) => v !== null && v !== undefined && v !== '')
    })
    if (field.kind === 'number') {
      const numbers = values as number[]
      facets[filterKeyOf(field)] = numbers.length ? { min: Math.min(...numbers), max: Math.max(...numbers) } : { min: 0, max: 0 }
    } else {
      const present = new Set(values.map(String))
      facets[filterKeyOf(field)] = field.values ? field.values.filter((v) => present.has(v)) : [...present].sort((a, b) => a.localeCompare(b))
    }
  }
  return facets
}
