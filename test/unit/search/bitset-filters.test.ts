// Queries and side-panel filters are evaluated as bitsets over the catalog (issue 16: filter-only
// queries were slower than a plain loop over the cards). This holds the bitset evaluation to a
// plain per-card reading of each clause, on random query trees over the real catalog, and the
// result page to the matches in code order.
import { resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SearchRequestSchema } from '@shared/api'
import type { CardFilters } from '@shared/games/fftcg/card-filters'
import { CARD_TYPES, ELEMENTS, RARITIES, type Card } from '@shared/games/fftcg/card'
import type { QueryNode } from '@shared/games/fftcg/query'
import { foldCategory, foldCodeKey } from '../../../src-main/games/fftcg/catalog/search-data'
import { foldWords } from '@shared/text/fold'
import { loadBundledCards } from '../../../src-main/games/fftcg/catalog/bundled-data'
import { compileMatches, matchingSets, textNeedle } from '../../../src-main/games/fftcg/catalog/search-compile'
import { buildSearchIndex, searchCards } from '../../../src-main/games/fftcg/catalog/search-index'
import { atWordStart, hasBit } from '../../../src-main/games/fftcg/catalog/search-words'

const { cards } = loadBundledCards(resolve(import.meta.dirname, '..', '..', '..', 'resources', 'cards.json'))
const index = buildSearchIndex(cards)
const { data } = index

const FLAGS = { exBurst: (c: Card) => c.exBurst, multicard: (c: Card) => c.multicard === true, haste: (c: Card) => c.keywords.includes('haste'),
  brave: (c: Card) => c.keywords.includes('brave'), firstStrike: (c: Card) => c.keywords.includes('firstStrike'),
  backAttack: (c: Card) => c.keywords.includes('backAttack') }

/** The plain reading of a clause for card i: what each query term means (docs/search). */
function plain(node: QueryNode, i: number): boolean {
  const c = cards[i]!
  switch (node.kind) {
    case 'and': return node.nodes.every((n) => plain(n, i))
    case 'or': return node.nodes.some((n) => plain(n, i))
    case 'not': return !plain(node.node, i)
    case 'element': return node.mode === 'all' ? node.elements.every((e) => c.elements.includes(e)) : node.elements.some((e) => c.elements.includes(e))
    case 'type': return node.types.includes(c.type)
    case 'rarity': return node.rarities.includes(c.rarity)
    case 'compare': {
      const v = node.field === 'cost' ? c.cost : c.power
      if (v === null) return false
      const n = node.value
      return { '=': v === n, '!=': v !== n, '<': v < n, '<=': v <= n, '>': v > n, '>=': v >= n }[node.op]
    }
    case 'set': return matchingSets(data, node.value)[data.sets.findIndex((s) => s.name === c.set)] === 1
    case 'code': return [c.key, ...c.aliases].map(foldCodeKey).includes(foldCodeKey(node.value))
    case 'flag': return FLAGS[node.flag](c)
    case 'text': {
      const needle = textNeedle(node.field, node.value)
      if (needle === '') return true
      const fields = { name: [foldWords(c.name)], job: [data.job[i]!], category: [data.category[i]!], text: [foldWords(c.plainText)] }
      const inField = (f: keyof typeof fields) => fields[f].some((s) => s.includes(f === 'category' ? needle + ' ' : needle))
      return node.field === 'any' ? (['name', 'job', 'category', 'text'] as const).some(inField) : inField(node.field)
    }
  }
}

function plainFilters(f: CardFilters, c: Card): boolean {
  if (f.elements?.length && !(f.elementMode === 'all' ? f.elements.every((e) => c.elements.includes(e)) : f.elements.some((e) => c.elements.includes(e)))) return false
  if (f.types?.length && !f.types.includes(c.type)) return false
  if (f.rarities?.length && !f.rarities.includes(c.rarity)) return false
  if (f.cost && !((f.cost.min ?? -Infinity) <= c.cost && c.cost <= (f.cost.max ?? Infinity))) return false
  // An empty range filters nothing (as the panel sends when both bounds are cleared).
  const powerRange = f.power && (f.power.min !== undefined || f.power.max !== undefined)
  if (powerRange && (c.power === null || !((f.power!.min ?? -Infinity) <= c.power && c.power <= (f.power!.max ?? Infinity)))) return false
  if (f.jobs?.length && !c.jobs.some((j) => f.jobs!.map(foldWords).includes(foldWords(j)))) return false
  if (f.categories?.length && ![c.category1, c.category2 ?? ''].some((k) => k && f.categories!.map(foldCategory).includes(foldCategory(k)))) return false
  if (f.sets?.length && !f.sets.some((s) => foldWords(s) === foldWords(c.set))) return false
  if (f.exBurst !== undefined && c.exBurst !== f.exBurst) return false
  if (f.multicard !== undefined && c.multicard !== (f.multicard === 'unknown' ? null : f.multicard)) return false
  return true
}

const leaf: fc.Arbitrary<QueryNode> = fc.oneof(
  fc.record({ kind: fc.constant('element' as const), elements: fc.subarray([...ELEMENTS], { minLength: 1 }), mode: fc.constantFrom('any' as const, 'all' as const) }),
  fc.record({ kind: fc.constant('type' as const), types: fc.subarray([...CARD_TYPES], { minLength: 1 }) }),
  fc.record({ kind: fc.constant('rarity' as const), rarities: fc.subarray([...RARITIES], { minLength: 1 }) }),
  fc.record({
    kind: fc.constant('compare' as const), field: fc.constantFrom('cost' as const, 'power' as const),
    op: fc.constantFrom('=' as const, '!=' as const, '<' as const, '<=' as const, '>' as const, '>=' as const),
    value: fc.oneof(fc.integer({ min: 0, max: 11 }), fc.constantFrom(5000, 7000, 9000)),
  }),
  fc.record({ kind: fc.constant('set' as const), value: fc.constantFrom('1', '15', 'opus iii', 'crystal', 'Legacy', 'nothing') }),
  fc.record({ kind: fc.constant('code' as const), value: fc.constantFrom('1-001', '15-007C', '9-002', 'PR-001', '1-999') }),
  fc.record({ kind: fc.constant('flag' as const), flag: fc.constantFrom(...(Object.keys(FLAGS) as (keyof typeof FLAGS)[])) }),
  fc.record({
    kind: fc.constant('text' as const), field: fc.constantFrom('any' as const, 'name' as const, 'job' as const, 'category' as const, 'text' as const),
    value: fc.constantFrom('cloud', 'choose 1 forward', 'standard unit', 'vii', '7', 'draw', 'deal it 7000', 'break zone', 'zz', 'warrior of'),
  }),
)
const tree = fc.letrec<{ node: QueryNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ kind: fc.constant('and' as const), nodes: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({ kind: fc.constant('or' as const), nodes: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ kind: fc.constant('not' as const), node: tie('node') }),
  ),
})).node

const filters: fc.Arbitrary<CardFilters> = fc.record(
  {
    elements: fc.subarray([...ELEMENTS], { minLength: 1 }), elementMode: fc.constantFrom('any' as const, 'all' as const),
    types: fc.subarray([...CARD_TYPES], { minLength: 1 }), rarities: fc.subarray([...RARITIES], { minLength: 1 }),
    cost: fc.record({ min: fc.integer({ min: 0, max: 6 }), max: fc.integer({ min: 2, max: 11 }) }, { requiredKeys: [] }),
    power: fc.record({ min: fc.constantFrom(3000, 7000), max: fc.constantFrom(8000, 10000) }, { requiredKeys: [] }),
    jobs: fc.subarray(['Standard Unit', 'Warrior', 'Samurai', 'Summoner'], { minLength: 1 }),
    categories: fc.subarray(['VII', 'X', 'DFF', 'FFT'], { minLength: 1 }),
    sets: fc.subarray(['Opus I', 'Opus XIV', 'Crystal Dominion'], { minLength: 1 }),
    exBurst: fc.boolean(), multicard: fc.constantFrom(true, false, 'unknown' as const),
  },
  { requiredKeys: [] },
)

describe('search as bitsets', () => {
  it('every query clause and panel filter matches exactly the cards a plain reading of it matches', () => {
    fc.assert(
      fc.property(tree, filters, (query, panel) => {
        const bits = compileMatches(index, query, panel)
        for (let i = 0; i < cards.length; i++) {
          const expected = plain(query, i) && plainFilters(panel, cards[i]!)
          if (hasBit(bits, i) !== expected) expect({ card: cards[i]!.fullCode, matched: hasBit(bits, i) }).toEqual({ card: cards[i]!.fullCode, matched: expected })
        }
      }),
      { numRuns: 150 },
    )
  })

  it('a filter-only search pages through the matches in code order with the right total', () => {
    fc.assert(
      fc.property(leaf, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 150 }), (query, offset, limit) => {
        const matching = cards.map((_, i) => i).filter((i) => plain(query, i)).sort((a, b) => data.codeRank[a]! - data.codeRank[b]!)
        // Words that match nothing are searched again as names a few typos away (search-index.ts):
        // not a plain reading, so those cases are left to the fuzzy search's own tests.
        fc.pre(matching.length > 0)
        const page = searchWith(query, offset, limit)
        expect(page.total).toBe(matching.length)
        expect(page.cards.map((c) => c.fullCode)).toEqual(matching.slice(offset, offset + limit).map((i) => cards[i]!.fullCode))
      }),
      { numRuns: 100 },
    )
  })
})

/** searchCards with a query tree instead of text: the tree is written back as the query language. */
function searchWith(node: QueryNode, offset: number, limit: number) {
  return searchCards(index, SearchRequestSchema.parse({ game: 'fftcg', query: queryText(node), offset, limit, sort: { by: 'code', dir: 'asc' } }))
}

function queryText(node: QueryNode): string {
  switch (node.kind) {
    case 'element': return `e:${node.elements.join(node.mode === 'all' ? '+' : ',')}`
    case 'type': return `t:${node.types.join(',')}`
    case 'rarity': return `r:${node.rarities.join(',')}`
    case 'compare': return `${node.field}${node.op === '=' ? ':' : node.op}${node.value}`
    case 'set': return `set:"${node.value}"`
    case 'code': return `code:${node.value}`
    case 'flag': return { exBurst: 'ex', multicard: 'is:multi', haste: 'is:haste', brave: 'is:brave', firstStrike: 'is:firststrike', backAttack: 'is:backattack' }[node.flag]
    case 'text': return `${node.field === 'any' ? '' : node.field + ':'}"${node.value}"`
    default: throw new Error('leaves only')
  }
}

describe('phrases where a word starts', () => {
  it('atWordStart answers as includes(" " + phrase) on every card text, also when the phrase first shows mid-word', () => {
    const phrases = ['choose 1 forward', 'draw 1', 'deal it 7000 damage', 'orward', 'break zone', 'e 1']
    for (const phrase of phrases)
      for (const text of data.text) expect([phrase, atWordStart(text, phrase)]).toEqual([phrase, text.includes(' ' + phrase)])
    expect(atWordStart(' forwards choose 1 forward ', 'forward')).toBe(true)
    expect(atWordStart(' xchoose 1 then choose 1 ', 'choose 1')).toBe(true)
    expect(atWordStart('choose 1 ', 'choose 1')).toBe(false) // no space before: not where a word starts in this form
    expect(atWordStart(' xchoose 1 ', 'choose 1')).toBe(false)
  })
})

// Facet clauses keep their bits per catalog, and an AND narrows one bitset in place (issue 16: the
// garbage of each search was the p95 tail of filter-only queries). Neither may change an answer.
describe('kept facet bits', () => {
  const count = (test: (c: Card) => boolean) => cards.filter(test).length
  const total = (query: string) => searchCards(index, SearchRequestSchema.parse({ game: 'fftcg', query, limit: 1 })).total

  it('an AND never narrows the kept bits of its clauses: t:summon counts the same before and after t:summon cost>=5', () => {
    const summons = count((c) => c.type === 'summon')
    expect(total('t:summon')).toBe(summons)
    expect(total('t:summon cost>=5')).toBe(count((c) => c.type === 'summon' && c.cost >= 5))
    expect(total('cost>=5 e:fire t:summon')).toBe(count((c) => c.type === 'summon' && c.cost >= 5 && c.elements.includes('fire')))
    expect(total('t:summon')).toBe(summons)
    expect(total('cost>=5')).toBe(count((c) => c.cost >= 5))
    expect(total('e:fire')).toBe(count((c) => c.elements.includes('fire')))
  })

  it('more distinct clauses than the cache holds still answer exactly, the first ones again after it was cleared', () => {
    for (let round = 0; round < 2; round++)
      for (let n = 0; n <= 12000; n += 40) expect([n, total(`power>=${n}`)]).toEqual([n, count((c) => c.power !== null && c.power >= n)])
  })
})
