// The card index of a game without a bespoke one, built from its module's card fields
// (cards.fields: kind, query keys, filter, sort, stats) and its filters: the query language of
// field-query.ts, the filter panel's filters, sort keys, facets, codes, a decklist resolver and
// counts. Plain scans: fit for the few thousand cards a user-made game has.
import { searchRequestFor, type Facets, type ParsedRequestOf, type SearchResult } from '@shared/api'
import type { CardResolver } from '@shared/decklist/parse'
import type { CardField, CardSchema } from '@shared/game/module'
import type { GameId } from '@shared/games'
import { foldText } from '@shared/text/fold'
import type { CardIndex } from '../games/main-game'
import { parseFieldQuery, type CardPredicate } from './field-query'

type Row = Readonly<Record<string, unknown>>
type Range = { min?: number; max?: number }

export interface FieldIndexOptions<Card> {
  game: GameId
  schema: CardSchema<Card>
  /** The game's decklist resolver over these cards. */
  resolver(cards: readonly Card[]): CardResolver
}

/** The name a field has in the filters and facets. */
const filterKeyOf = (field: CardField) => field.filterKey ?? field.key

export function fieldCardIndex<Card extends object>(cards: Card[], options: FieldIndexOptions<Card>): CardIndex<Card> {
  const { schema } = options
  const byKey = new Map(cards.map((card) => [schema.keyOf(card), card]))
  let resolver: CardResolver | undefined
  let facets: Facets | undefined
  return {
    cards,
    search: (request) => searchFields(cards, schema, request, options.game),
    get: (code) => byKey.get(schema.entryKey(code)) ?? null,
    // Keyed by the fields' filter keys, as the game's facets type declares them.
    facets: () => (facets ??= fieldFacets(cards, schema.fields) as unknown as Facets),
    resolver: () => (resolver ??= options.resolver(cards)),
    stats: () => ({ total: cards.length, byField: countByField(cards, schema.fields) }),
  }
}

function searchFields<Card extends object>(cards: readonly Card[], schema: CardSchema<Card>, parsed: ParsedRequestOf<'cards.search'>, game: GameId): SearchResult {
  const request = searchRequestFor(game, parsed)
  const { offset, limit } = request
  const query = parseFieldQuery(request.query, schema.fields)
  if (!query.ok) return { total: 0, offset, cards: [], error: query.error }
  const filter = filterPredicate(schema.fields, (request.filters ?? {}) as Row)
  const found = cards.filter((card) => query.matches(card as Row) && filter(card as Row))
  const by = request.sort?.by ?? (query.words.length ? 'relevance' : 'code')
  const desc = request.sort?.dir === 'desc'
  const order = by === 'relevance' ? byRelevance(query.words) : byField(schema.fields.find((f) => (f.sortKey ?? f.key) === by)?.key ?? 'code')
  const code = byField('code')
  found.sort((a, b) => {
    const primary = order(a as Row, b as Row, desc)
    return primary !== 0 ? primary : code(a as Row, b as Row, false)
  })
  return { total: found.length, offset, cards: found.slice(offset, offset + limit) as SearchResult['cards'] }
}

type Compare = (a: Row, b: Row, desc: boolean) => number

/** Cards without a value (a non-creature's level) come last either way. */
function byField(key: string): Compare {
  return (a, b, desc) => {
    const x = a[key]
    const y = b[key]
    const xMissing = x === null || x === undefined || x === ''
    const yMissing = y === null || y === undefined || y === ''
    if (xMissing || yMissing) return Number(xMissing) - Number(yMissing)
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : foldText(String(x)).localeCompare(foldText(String(y)))
    return desc ? -c : c
  }
}

/** A name equal to the words first, then one that starts with them, then one that holds them, then the rest. */
function byRelevance(words: readonly string[]): Compare {
  const phrase = words.join(' ')
  const score = (card: Row) => {
    const name = foldText(String(card.name ?? ''))
    if (name === phrase) return 3
    if (name.startsWith(phrase)) return 2
    return words.every((w) => name.includes(w)) ? 1 : 0
  }
  return (a, b, desc) => (desc ? score(a) - score(b) : score(b) - score(a))
}

/** The filter panel's choices (already checked by the game's filtersSchema), each on its field. */
export function filterPredicate(fields: readonly CardField[], filters: Row): CardPredicate {
  const tests: CardPredicate[] = []
  for (const field of fields) {
    const chosen = filters[filterKeyOf(field)]
    if (chosen === undefined) continue
    const key = field.key
    if (field.kind === 'number') {
      const { min = -Infinity, max = Infinity } = chosen as Range
      tests.push((card) => typeof card[key] === 'number' && (card[key] as number) >= min && (card[key] as number) <= max)
    } else if (field.kind === 'flag') {
      tests.push((card) => Boolean(card[key]) === chosen)
    } else if (Array.isArray(chosen) && chosen.length) {
      const wanted = new Set(chosen.map((v) => foldText(String(v))))
      tests.push((card) => {
        const value = card[key]
        return (Array.isArray(value) ? value : [value]).some((v) => v !== null && v !== undefined && wanted.has(foldText(String(v))))
      })
    }
  }
  return (card) => tests.every((test) => test(card))
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

/** Cards by value of each `stats` field (cards without a value left out of that field's counts). */
export function countByField(cards: readonly object[], fields: readonly CardField[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {}
  for (const field of fields.filter((f) => f.stats)) {
    const byValue: Record<string, number> = {}
    for (const card of cards) {
      const value = (card as Row)[field.key]
      for (const v of Array.isArray(value) ? value : [value]) if (v !== null && v !== undefined && v !== '') byValue[String(v)] = (byValue[String(v)] ?? 0) + 1
    }
    counts[field.key] = byValue
  }
  return counts
}
