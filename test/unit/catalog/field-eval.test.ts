// The field index answers a query from its columns (field-columns.ts, field-eval.ts); a query's
// meaning is its card predicate (field-query.ts, predicateOf). Both must find the same cards, for
// hand-picked queries and for random ones, over the creature demo set and the bundled Magic cards.
// Also: typo tolerance on names, and orders and pages that match a plain sort.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FieldSearch } from '../../../src-main/catalog/field-index'
import { parseFieldQuery } from '../../../src-main/catalog/field-query'
import type { CardField } from '@shared/game/module'
import { creatures } from '@shared/games/creatures'
import { MTG_CARD_FIELDS, mtgSearchRow } from '@shared/games/mtg/card-fields'
import { catalogCard } from '@shared/games/mtg/catalog-card'
import { DEMO_CARDS } from '../creatures/fixtures'
import { cards as MTG_CARDS } from '../mtg/fixtures'

type Row = Record<string, unknown>
const mtgRows = MTG_CARDS.map((c) => mtgSearchRow(c) as unknown as Row)
const creatureRows = DEMO_CARDS as unknown as Row[]

function sameAsPredicate(rows: Row[], fields: readonly CardField[], queries: readonly string[]) {
  const search = new FieldSearch(rows, fields)
  for (const query of queries) {
    const parsed = parseFieldQuery(query, fields)
    if (!parsed.ok) throw new Error(`${query}: ${parsed.error.message}`)
    const expected = rows.filter(parsed.matches)
    // Words that find nothing are tried again with names a few typos away (tested below): the predicate knows no typos.
    if (expected.length === 0 && parsed.words.length > 0) continue
    const found = search.find({ query, offset: 0, limit: rows.length })
    expect(new Set(found.cards), query).toEqual(new Set(expected))
    expect(found.total, query).toBe(expected.length)
  }
}

const MTG_QUERIES = [
  'bolt', 'dragon', 'a', 'xyzzy', '"of the"', 't:creature', 't:a', 't:"legendary creature"', 'o:"draw a card"', 'o:flying', 'o:{t}', 'o:"—"',
  'c>=rg', 'c<=wu', 'c:m', 'c:c', 'c=r', 'c!=r', 'c>g', 'c<bg', 'id:esper', 'id>=wub', 'id:c', 'r>=rare', 'r<uncommon', 'r:m', 'mv<=2', 'mv>=7',
  'mv!=3', 'pow>=4', 'tou=1', 'loy>3', 's:eld', 'set:m21', 'f:commander', '-f:modern', 'is:commander', 'is:dfc', 'is:vanilla', 'is:frenchvanilla',
  'is:historic', 'kw:flying', 'layout:split', 't:creature c>=rg mv<=3', '(t:dragon or t:giant) -c:r', '-(o:draw or o:discard) t:instant',
  'n:elf or n:goblin', 'name=forest', 'type!=instant',
  'm:2gg', 'm=1r', 'm<=g', 'm>rr', 'm:{0}', 'm!=w', 'm:{g/u}', 'mana<{2}{w}{w}', 'pow>tou', 'tou>=pow', 'pow=mv', 'pow!=tou', 'loy<=mv', 'tou<pow', 'banned:legacy', 'restricted:vintage',
  'is:bear', 'is:party', 'is:hybrid', 'is:leveler',
]

const CREATURE_QUERIES = ['ember', 'pup', '"blaze bark"', 'lv>=2', 'c:creature atk>2500', 't:serpent', 'is:unique', '-is:unique', '(t:golem or t:bird) lv:2', 'e', 'zzz']

/** A seeded random query from clauses of every kind, joined by and, or, negation and parentheses. */
function randomQueries(clauses: readonly string[], count: number, seed: number): string[] {
  let state = seed
  const next = (n: number) => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) % n)
  const term = (depth: number): string => {
    const roll = next(10)
    if (depth < 2 && roll === 0) return `(${term(depth + 1)} or ${term(depth + 1)})`
    if (roll === 1) return `-${term(depth + 1)}`
    return clauses[next(clauses.length)]!
  }
  return Array.from({ length: count }, () => Array.from({ length: 1 + next(3) }, () => term(0)).join(next(4) === 0 ? ' or ' : ' '))
}

describe('field index: columns find what the card predicate finds', () => {
  // The card predicate reads ~2,600 rows per query: seconds in all on a loaded machine.
  const SLOW = 30_000
  it('over the bundled Magic cards, for every kind of clause', () => {
    sameAsPredicate(mtgRows, MTG_CARD_FIELDS, MTG_QUERIES)
  }, SLOW)
  it('over the bundled Magic cards, for 300 random combinations', () => {
    sameAsPredicate(mtgRows, MTG_CARD_FIELDS, randomQueries(MTG_QUERIES, 300, 14))
  }, SLOW)
  it('over the creature demo set, for its own fields', () => {
    sameAsPredicate(creatureRows, creatures.cards.fields, [...CREATURE_QUERIES, ...randomQueries(CREATURE_QUERIES, 100, 7)])
  }, SLOW)
  it('with the filter panel’s choices beside the query', () => {
    const search = new FieldSearch(mtgRows, MTG_CARD_FIELDS)
    const found = search.find({ query: 't:creature', filters: { colors: ['G'], manaValue: { max: 2 }, rarities: ['common'] }, offset: 0, limit: 5000 })
    const expected = mtgRows.filter((r) => (r.typeLine as string).includes('Creature') && (r.colors as string[]).includes('G') && (r.manaValue as number) <= 2 && r.rarity === 'common')
    expect(found.cards).toHaveLength(expected.length)
    expect(new Set(found.cards)).toEqual(new Set(expected))
  })
})

describe('field index: the first search of a field scans, the next ones use its word tables (issue 30)', () => {
  it.each(['cloud', 'o:flying', 'o:"draw a card"', 't:dragon', 'n:elf'])('%s finds the same cards the first time (a scan) and the second (the tables), and the tables come with the second', (query) => {
    const search = new FieldSearch(mtgRows, MTG_CARD_FIELDS)
    const first = search.find({ query, offset: 0, limit: mtgRows.length })
    const key = query.startsWith('o:') ? 'oracleText' : query.startsWith('t:') ? 'typeLine' : 'name'
    const tables = () => Boolean(search.columns.string(key).words || search.columns.string(key).grams || search.columns.wordBits(key))
    expect(search.columns.string(key).words ?? search.columns.string(key).grams).toBeUndefined()
    const second = search.find({ query, offset: 0, limit: mtgRows.length })
    expect(first.total, query).toBeGreaterThan(0)
    expect(second.cards, query).toEqual(first.cards)
    expect(tables()).toBe(true)
  })
})

describe('field index: typo tolerance on names (as FFTCG’s search)', () => {
  const search = new FieldSearch(mtgRows, MTG_CARD_FIELDS)
  const names = (query: string) => search.find({ query, offset: 0, limit: 20 }).cards.map((c) => c.name)
  it('"lightnig bolt" finds Lightning Bolt, which no exact search does', () => {
    expect(search.find({ query: 'lightnig', offset: 0, limit: 1, sort: undefined }).total).toBeGreaterThan(0)
    expect(parseFieldQuery('lightnig bolt', MTG_CARD_FIELDS).ok).toBe(true)
    expect(mtgRows.some((r) => (r.name as string).toLowerCase().includes('lightnig'))).toBe(false)
    expect(names('lightnig bolt')).toEqual(['Lightning Bolt'])
    expect(names('ugin sprit dragon')).toEqual(['Ugin, the Spirit Dragon'])
  })
  it('typos are only tried when the exact words find nothing', () => {
    // "bolt" is in a name: cards a typo away (Bolas, Boltwing…) are not added.
    expect(names('bolt').every((name) => /bolt/i.test(name as string))).toBe(true)
  })
  it('a short word gets no typo tolerance (3 letters or fewer), and clauses stay exact', () => {
    expect(search.find({ query: 'xqz', offset: 0, limit: 5 }).total).toBe(0)
    expect(search.find({ query: 'lightnig t:creature', offset: 0, limit: 50 }).cards.every((c) => (c.typeLine as string).includes('Creature'))).toBe(true)
  })
})

describe('field index: orders and pages', () => {
  const search = new FieldSearch(mtgRows, MTG_CARD_FIELDS)
  it('sorts by a field, cards without a value last either way, and pages through the same order', () => {
    const all = search.find({ query: 't:creature', sort: { by: 'power', dir: 'desc' }, offset: 0, limit: 5000 }).cards
    const powers = all.map((c) => c.power as number | null)
    const known = powers.filter((p): p is number => p !== null)
    expect(known).toEqual([...known].sort((a, b) => b - a))
    expect(powers.slice(known.length).every((p) => p === null)).toBe(true)
    const page = search.find({ query: 't:creature', sort: { by: 'power', dir: 'desc' }, offset: 40, limit: 10 }).cards
    expect(page).toEqual(all.slice(40, 50))
  })
  it('by relevance: the name equal to the words, then names that start with them, then the others', () => {
    const names = search.find({ query: 'forest', offset: 0, limit: 50 }).cards.map((c) => (c.name as string).toLowerCase())
    expect(names[0]).toBe('forest')
    const starts = names.map((n) => n.startsWith('forest'))
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)))
  })
  it.each(['forest', 'cloud', 'dragon', 'bolt', 'a'])('by relevance, "%s": a first search, before any code order, ranks and pages as one after it (issue 30)', (query) => {
    // Catalog cards: their rows have the code the order sorts by.
    const fresh = new FieldSearch(MTG_CARDS.map((c) => mtgSearchRow(catalogCard(c)) as unknown as Row), MTG_CARD_FIELDS)
    const before = [0, 7].map((offset) => fresh.find({ query, offset, limit: 7 }).cards)
    const backwards = fresh.find({ query, sort: { by: 'relevance', dir: 'desc' }, offset: 0, limit: 500 }).cards
    fresh.order('code', 'asc')
    expect(before[0]!.length).toBeGreaterThan(0)
    expect(before).toEqual([0, 7].map((offset) => fresh.find({ query, offset, limit: 7 }).cards))
    expect(backwards).toEqual(fresh.find({ query, sort: { by: 'relevance', dir: 'desc' }, offset: 0, limit: 500 }).cards)
  })
})

describe('field index: property, against a plain scan of the rows (fast-check)', () => {
  const search = new FieldSearch(mtgRows, MTG_CARD_FIELDS)
  const wordsOf = (key: string) => [...new Set(mtgRows.flatMap((r) => String(r[key]).toLowerCase().split(/\s+/)))].filter((w) => w !== '' && !w.includes('"'))
  // A part of a word of the field (what the word indexes answer), words with a space, or any letters.
  const needle = (words: string[], phrases: string[]) =>
    fc.oneof(
      fc.tuple(fc.constantFrom(...words), fc.nat(), fc.nat()).map(([w, a, b]) => w.slice(a % w.length, (a % w.length) + 1 + (b % (w.length - (a % w.length))))),
      fc.constantFrom(...phrases),
      fc.stringMatching(/^[a-z]{1,4}$/),
    )
  const typeNeedle = needle(wordsOf('typeLine'), ['legendary creature', 'creature —', 'elf warrior'])
  const textNeedle = needle(wordsOf('oracleText'), ['draw a card', 'damage to', 'flying.', '{t}: add'])
  const clause = fc.oneof(
    typeNeedle.map((n) => `t:"${n}"`),
    typeNeedle.map((n) => `-t:"${n}"`),
    textNeedle.map((n) => `o:"${n}"`),
    textNeedle.map((n) => `-o:"${n}"`),
    fc.constantFrom('c>=g', 'mv<=2', 'r>=rare', 'o:flying', 'f:modern', 'pow>=3', 'pow>tou', 'm:1g', 'm<=2rr', 'banned:legacy', 'is:party'),
  )
  const query = fc.array(clause, { minLength: 1, maxLength: 3 }).chain((parts) => fc.constantFrom(parts.join(' '), parts.join(' or ')))

  it('finds the cards the query’s card predicate finds, first page in name order', () => {
    const byName = (a: Row, b: Row) => search.order('name', 'asc').ranks[mtgRows.indexOf(a)]! - search.order('name', 'asc').ranks[mtgRows.indexOf(b)]!
    fc.assert(
      fc.property(query, (q) => {
        const parsed = parseFieldQuery(q, MTG_CARD_FIELDS)
        if (!parsed.ok) throw new Error(`${q}: ${parsed.error.message}`)
        const expected = mtgRows.filter(parsed.matches)
        const found = search.find({ query: q, sort: { by: 'name' }, offset: 0, limit: 20 })
        expect(found.total, q).toBe(expected.length)
        expect(found.cards, q).toEqual(expected.sort(byName).slice(0, 20))
      }),
      { numRuns: 200, seed: 14 },
    )
  }, 60_000)
})
