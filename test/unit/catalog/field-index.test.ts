// The generic card index (src-main/catalog/field-index.ts) over the creature game's demo set: its
// query language from the module's card fields, filters, sort keys, facets, codes, resolver, counts.
import { describe, expect, it } from 'vitest'
import { SearchRequestSchema, type SearchRequest } from '@shared/api'
import { creatures } from '@shared/games/creatures'
import { creatureResolver } from '@shared/games/creatures/decklist'
import type { CreatureCard } from '@shared/games/creatures/card'
import type { CreatureFacets } from '@shared/games/creatures/card-filters'
import { fieldCardIndex } from '../../../src-main/catalog/field-index'
import { DEMO_CARDS } from '../creatures/fixtures'

const index = fieldCardIndex([...DEMO_CARDS], { game: 'creatures', schema: creatures.cards, resolver: creatureResolver })
const search = (request: Omit<SearchRequest, 'game'>) => index.search(SearchRequestSchema.parse({ game: 'creatures', limit: 500, ...request }))
const codes = (query: string, extra: Omit<SearchRequest, 'game' | 'query'> = {}) => search({ query, ...extra }).cards.map((c) => c.code)
const codesWhere = (keep: (card: CreatureCard) => boolean) => DEMO_CARDS.filter(keep).map((c) => c.code)
const same = (a: string[], b: string[]) => expect(new Set(a)).toEqual(new Set(b))

describe('field index: the query language from the module’s card fields', () => {
  it('numbers compare (lv>=2), enums match a value (c:creature), text fields hold words (t:serpent)', () => {
    same(codes('lv>=2'), codesWhere((c) => c.level !== null && c.level >= 2))
    same(codes('c:creature atk>2500'), codesWhere((c) => c.category === 'creature' && c.atk! > 2500))
    same(codes('t:serpent'), codesWhere((c) => c.type.toLowerCase().includes('serpent')))
    expect(codes('lv>=2').length).toBeGreaterThan(0)
  })

  it('is:unique finds the yellow-star cards (Règles supplémentaires), and -is:unique the others', () => {
    const starred = codesWhere((c) => c.unique)
    expect(starred.length).toBeGreaterThan(0)
    same(codes('is:unique'), starred)
    same(codes('-is:unique'), codesWhere((c) => !c.unique))
  })

  it('free words look in the names and texts, case and accents folded; or and parentheses combine', () => {
    const pup = DEMO_CARDS.find((c) => c.code === 'CR-001')!
    expect(codes('EMBER pup')).toEqual(['CR-001'])
    expect(codes('Émber')).toContain(pup.code)
    same(codes('(t:golem or t:bird) lv:2'), codesWhere((c) => (c.type === 'Golem' || c.type === 'Bird') && c.level === 2))
    same(codes('"blaze bark"'), codesWhere((c) => c.text.toLowerCase().includes('blaze bark')))
  })

  it('a clause it cannot read is an error naming its position and token, never a throw', () => {
    const result = search({ query: 'lv>=two' })
    expect(result).toMatchObject({ total: 0, error: { position: 4, token: 'two' } })
    expect(search({ query: 'colour:red' }).error).toMatchObject({ position: 0, token: 'colour:red' })
    expect(search({ query: 'c:dragonfly' }).error?.message).toMatch(/creature, effect, equipment, terrain/)
    expect(search({ query: '(lv:1' }).error?.message).toMatch(/not closed/)
  })
})

describe('field index: filters, sort, facets', () => {
  it('the filter panel’s filters, by their filter keys (categories, types, level range, unique)', () => {
    same(
      codes('', { filters: { categories: ['creature'], level: { min: 1, max: 2 }, types: ['beast'] } }),
      codesWhere((c) => c.category === 'creature' && c.level! >= 1 && c.level! <= 2 && c.type === 'Beast'),
    )
    same(codes('', { filters: { unique: true } }), codesWhere((c) => c.unique))
  })

  it('a filter of another game is refused by the creature module’s filters schema', () => {
    expect(SearchRequestSchema.safeParse({ game: 'creatures', filters: { elements: ['fire'] } }).success).toBe(false)
  })

  it('sorts by any sortable field, cards without the value last, code breaking ties; desc reverses', () => {
    const byAtk = search({ query: '', sort: { by: 'atk', dir: 'desc' } }).cards as CreatureCard[]
    const atks = byAtk.filter((c) => c.category === 'creature').map((c) => c.atk!)
    expect(atks).toEqual([...atks].sort((a, b) => b - a))
    expect(byAtk.slice(-1)[0]!.atk).toBeNull()
    expect(SearchRequestSchema.safeParse({ game: 'creatures', sort: { by: 'cost' } }).success).toBe(false)
  })

  it('by relevance, cards named by the words come before cards that only mention them', () => {
    const inName = search({ query: 'golem', sort: { by: 'relevance' } }).cards.map((c) => c.name.toLowerCase().includes('golem'))
    expect(inName).toContain(true)
    expect(inName).toEqual([...inName].sort((a, b) => Number(b) - Number(a)))
  })

  it('facets: the categories and types the cards have, each number’s range', () => {
    const facets = index.facets() as CreatureFacets
    const atks = DEMO_CARDS.flatMap((c) => (c.atk === null ? [] : [c.atk]))
    expect(facets.atk).toEqual({ min: Math.min(...atks), max: Math.max(...atks) })
    expect(facets.categories).toEqual(['creature', 'effect', 'equipment', 'terrain'])
    same(facets.types, [...new Set(DEMO_CARDS.map((c) => c.type).filter(Boolean))])
  })

  it('pages with offset and limit over the whole result', () => {
    const all = codes('c:creature')
    expect(search({ query: 'c:creature', offset: 5, limit: 3 })).toMatchObject({ total: all.length, offset: 5 })
    expect(search({ query: 'c:creature', offset: 5, limit: 3 }).cards.map((c) => c.code)).toEqual(all.slice(5, 8))
  })
})

describe('field index: codes, decklists, counts', () => {
  it('get(code) finds a card however its code is typed, null for none', () => {
    expect(index.get(' cr-001 ')?.name).toBe('Ember Pup')
    expect(index.get('XX-999')).toBeNull()
  })

  it('its resolver reads names and codes for the decklist parser', () => {
    expect(index.resolver().byName('ember pup').map((c) => c.code)).toEqual(['CR-001'])
    expect(index.resolver().byCode('cr-001')?.code).toBe('CR-001')
  })

  it('counts by each stats field of the module (category, level, type)', () => {
    const stats = index.stats()
    expect(stats.total).toBe(DEMO_CARDS.length)
    expect(stats.byField!.category!.creature).toBe(codesWhere((c) => c.category === 'creature').length)
    expect(Object.values(stats.byField!.level!).reduce((a, b) => a + b, 0)).toBe(codesWhere((c) => c.level !== null).length)
    expect(Object.keys(stats.byField!)).toEqual(creatures.cards.fields.filter((f) => f.stats).map((f) => f.key))
  })
})
