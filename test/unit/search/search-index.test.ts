import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Card } from '@shared/games/fftcg/card'
import { SORT_KEYS, SearchRequestSchema, type SearchRequest } from '@shared/api'
import { compareCodes } from '@shared/games/fftcg/code-order'
import { foldText } from '@shared/text/fold'
import { buildSearchIndex, cardFacets, searchCards } from '../../../src-main/games/fftcg/catalog/search-index'
import {
  AMATERASU, AURON, BAHAMUT, BOMB, CHAOS, CLOUD, CLOUD_SOLDIER, CRYSTAL, CUCHULAINN, FIXTURE_CARDS, GIPPAL, IFRITA,
  MACHERIE, RED_MAGE, SEPHIROTH, SEPHIROTH_PROMO, SHANTOTTO, TIDUS, TIFA, VAAN, WARRIOR, WARRIOR_OF_LIGHT,
} from './fixtures'

const index = buildSearchIndex(FIXTURE_CARDS)

function search(request: Omit<SearchRequest, 'game'>) {
  return searchCards(index, SearchRequestSchema.parse({ game: 'fftcg', ...request }))
}
const codes = (request: Omit<SearchRequest, 'game'>) => search({ limit: 500, ...request }).cards.map((c) => c.code)
const codesOf = (...cards: { code: string }[]) => cards.map((c) => c.code)

describe('foldText', () => {
  it('ignores case and accents', () => {
    expect(foldText('Élarra')).toBe('elarra')
    expect(foldText('Cúchulainn')).toBe(foldText('CUCHULAINN'))
    expect(foldText('Braska’s Final Aeon')).toBe("braska's final aeon")
  })
})

describe('code order', () => {
  it('sorts opus by number, then Re-, B-, PR-, C-', () => {
    const sorted = ['C-001', 'PR-001', '15-001', 'B-001', '2-001', 'Re-001', '1-002', '1-001'].sort(compareCodes)
    expect(sorted).toEqual(['1-001', '1-002', '2-001', '15-001', 'Re-001', 'B-001', 'PR-001', 'C-001'])
  })

  it('is the default order of a search without words', () => {
    expect(codes({})).toEqual(codesOf(
      AURON, RED_MAGE, TIFA, GIPPAL, SHANTOTTO, VAAN, TIDUS, SEPHIROTH, CUCHULAINN, CLOUD_SOLDIER, MACHERIE, IFRITA,
      CLOUD, WARRIOR, BAHAMUT, BOMB, WARRIOR_OF_LIGHT, AMATERASU, CHAOS, SEPHIROTH_PROMO, CRYSTAL,
    ))
  })
})

describe('search: query clauses', () => {
  it('finds cards by element, any of and all of', () => {
    expect(codes({ query: 'e:fire+earth' })).toEqual(codesOf(CLOUD))
    expect(codes({ query: 'e:light,dark' })).toEqual(codesOf(SEPHIROTH, MACHERIE, WARRIOR_OF_LIGHT, CHAOS, SEPHIROTH_PROMO))
  })

  it('combines element, type and cost', () => {
    expect(codes({ query: 'e:fire t:backup cost<=2' })).toEqual(codesOf(RED_MAGE))
  })

  it('never matches a power comparison on a card without power', () => {
    expect(codes({ query: 'power<5000' })).toEqual(codesOf(TIFA))
    expect(codes({ query: 'power!=8000 t:summon' })).toEqual([])
  })

  it('matches a phrase in the rules text, and its negation', () => {
    expect(codes({ query: '"draw 1"' })).toEqual(codesOf(VAAN, CUCHULAINN))
    expect(codes({ query: 'e:water -"draw 1"' })).toEqual(codesOf(TIDUS))
  })

  it('matches words at word starts only', () => {
    // "ice" is in "choice" nowhere here, but "vii" must not find "VIII" through a category
    expect(codes({ query: 'cat:vii' })).toEqual(codesOf(TIFA, SEPHIROTH, CLOUD_SOLDIER, CLOUD, SEPHIROTH_PROMO))
    expect(codes({ query: 'cat:7' })).toEqual(codes({ query: 'cat:vii' }))
  })

  it('finds EX Burst, multicards and keywords', () => {
    expect(codes({ query: 'ex' })).toEqual(codesOf(GIPPAL, CUCHULAINN))
    expect(codes({ query: 'is:multi' })).toEqual(codesOf(WARRIOR, BOMB))
    expect(codes({ query: 'is:haste' })).toEqual(codesOf(TIFA))
    expect(codes({ query: 'is:firststrike' })).toEqual(codesOf(SEPHIROTH))
  })

  it('finds sets by opus number and by name', () => {
    expect(codes({ query: 'set:15' })).toEqual(codesOf(IFRITA, CLOUD, CRYSTAL))
    expect(codes({ query: 'set:"crystal dominion"' })).toEqual(codes({ query: 'set:15' }))
    expect(codes({ query: 'set:14' })).toEqual(codesOf(MACHERIE))
    expect(codes({ query: 'set:legacy' })).toEqual(codesOf(AMATERASU))
  })

  it('finds jobs, names and categories by field', () => {
    expect(codes({ query: 'j:"war hero"' })).toEqual(codesOf(SEPHIROTH, SEPHIROTH_PROMO))
    expect(codes({ query: 'n:warrior' })).toEqual(codesOf(WARRIOR, WARRIOR_OF_LIGHT))
    expect(codes({ query: 'cat:"dff xi"' })).toEqual(codesOf(SHANTOTTO))
  })

  it('finds a card by code, reprint alias included', () => {
    expect(codes({ query: '1-001' })).toEqual(codesOf(AURON))
    expect(codes({ query: '9-002H' })).toEqual(codesOf(IFRITA))
    expect(codes({ query: 're-1' })).toEqual(codesOf(AMATERASU))
  })

  it('supports or and parentheses', () => {
    expect(codes({ query: '(tifa or tidus) cost:4' })).toEqual(codesOf(TIDUS))
  })

  it('is accent- and case-insensitive both ways', () => {
    expect(codes({ query: 'CUCHULAINN' })).toEqual(codesOf(CUCHULAINN))
    expect(codes({ query: 'macherie' })).toEqual(codesOf(MACHERIE))
    expect(codes({ query: 'Machérie' })).toEqual(codesOf(MACHERIE))
  })

  it('still finds a name typed with a typo', () => {
    expect(codes({ query: 'Clowd' })).toEqual(codesOf(CLOUD_SOLDIER, CLOUD))
    expect(codes({ query: 'Sephirot' })).toEqual(codesOf(SEPHIROTH, SEPHIROTH_PROMO))
    expect(codes({ query: 'Sefiroth' })).toEqual(codesOf(SEPHIROTH, SEPHIROTH_PROMO))
    expect(codes({ query: 'Tidu' })).toEqual(codesOf(TIDUS))
    expect(codes({ query: 'warior of light' })).toEqual(codesOf(WARRIOR_OF_LIGHT))
    expect(codes({ query: 'clowd e:earth -e:fire' })).toEqual(codesOf(CLOUD_SOLDIER))
  })

  it('does not guess at short words or negated words', () => {
    expect(codes({ query: 'bob' })).toEqual([])
    expect(codes({ query: '-clowd' })).toHaveLength(FIXTURE_CARDS.length)
  })

  it('returns the parse error with no cards', () => {
    const r = search({ query: 'e:fire foo:bar' })
    expect(r).toMatchObject({ total: 0, cards: [], error: { position: 7, token: 'foo:' } })
  })
})

describe('search: panel filters', () => {
  it('filters any and all elements', () => {
    expect(codes({ filters: { elements: ['fire', 'earth'], elementMode: 'all' } })).toEqual(codesOf(CLOUD))
    expect(codes({ filters: { elements: ['light'] } })).toEqual(codesOf(MACHERIE, WARRIOR_OF_LIGHT))
  })

  it('filters cost and power ranges, leaving out cards without power', () => {
    expect(codes({ filters: { cost: { min: 7 } } })).toEqual(codesOf(SHANTOTTO, SEPHIROTH, WARRIOR_OF_LIGHT))
    expect(codes({ filters: { power: { min: 8000, max: 8000 } } })).toEqual(codesOf(GIPPAL, SEPHIROTH, CLOUD, SEPHIROTH_PROMO))
    expect(codes({ filters: { power: { max: 5000 } } })).toEqual(codesOf(TIFA))
  })

  it('filters types, rarities, sets, jobs, categories, EX Burst and multicard', () => {
    expect(codes({ filters: { types: ['monster', 'crystal'] } })).toEqual(codesOf(BOMB, CRYSTAL))
    expect(codes({ filters: { rarities: ['PR', 'B'] } })).toEqual(codesOf(CHAOS, SEPHIROTH_PROMO))
    expect(codes({ filters: { sets: ['Opus II', 'Legacy Collection'] } })).toEqual(codesOf(CUCHULAINN, AMATERASU))
    expect(codes({ filters: { jobs: ['guardian'] } })).toEqual(codesOf(AURON, TIDUS))
    expect(codes({ filters: { categories: ['DFF · XI'] } })).toEqual(codesOf(SHANTOTTO))
    expect(codes({ filters: { exBurst: true } })).toEqual(codesOf(GIPPAL, CUCHULAINN))
    expect(codes({ filters: { multicard: 'unknown' } })).toEqual(codesOf(BAHAMUT, CRYSTAL))
    expect(codes({ filters: { multicard: true } })).toEqual(codesOf(WARRIOR, BOMB))
    expect(codes({ filters: { multicard: false } })).toHaveLength(FIXTURE_CARDS.length - 4)
  })

  it('ANDs filters with the query', () => {
    expect(codes({ query: 'cloud', filters: { elements: ['earth'] } })).toEqual(codesOf(CLOUD_SOLDIER, CLOUD))
    expect(codes({ query: 'cloud', filters: { cost: { max: 3 } } })).toEqual(codesOf(CLOUD_SOLDIER))
    expect(codes({ query: 't:forward', filters: { types: ['summon'] } })).toEqual([])
  })
})

describe('search: order and paging', () => {
  it('ranks exact name, then name start, then name words, then job, then text', () => {
    expect(codes({ query: 'warrior' })).toEqual(codesOf(WARRIOR, WARRIOR_OF_LIGHT))
    // Vaan's text says "draw"; no name or job does
    expect(codes({ query: 'cloud' })).toEqual(codesOf(CLOUD_SOLDIER, CLOUD))
    expect(codes({ query: 'chaos' })).toEqual(codesOf(CHAOS))
    expect(codes({ query: 'bomb' })[0]).toBe(BOMB.code)
    expect(codes({ query: 'guardian' })).toEqual(codesOf(AURON, TIDUS))
    expect(codes({ query: 'light' })).toEqual(codesOf(WARRIOR_OF_LIGHT, SHANTOTTO))
  })

  it('sorts by every key, both ways, ties in code order', () => {
    for (const by of SORT_KEYS) {
      for (const dir of ['asc', 'desc'] as const) {
        const cards = search({ sort: { by, dir }, limit: 500 }).cards
        expect(cards).toHaveLength(FIXTURE_CARDS.length)
        const again = search({ sort: { by, dir }, limit: 500 }).cards
        expect(again).toEqual(cards)
      }
    }
    expect(codes({ sort: { by: 'cost', dir: 'asc' } }).slice(0, 4)).toEqual(codesOf(CRYSTAL, BOMB, RED_MAGE, TIFA))
    expect(codes({ sort: { by: 'cost', dir: 'desc' } }).slice(0, 3)).toEqual(codesOf(SEPHIROTH, SHANTOTTO, WARRIOR_OF_LIGHT))
    expect(codes({ sort: { by: 'power', dir: 'desc' } }).slice(0, 3)).toEqual(codesOf(AURON, WARRIOR_OF_LIGHT, GIPPAL))
    expect(codes({ sort: { by: 'power', dir: 'asc' } }).slice(0, 2)).toEqual(codesOf(TIFA, MACHERIE))
    expect(codes({ sort: { by: 'power', dir: 'asc' } }).at(-1)).toBe(CRYSTAL.code) // no power: last both ways
    expect(codes({ sort: { by: 'name', dir: 'asc' } }).slice(0, 3)).toEqual(codesOf(AMATERASU, AURON, BAHAMUT))
    expect(codes({ sort: { by: 'name', dir: 'asc' } }).at(-1)).toBe(CRYSTAL.code)
    expect(codes({ sort: { by: 'element', dir: 'asc' } }).slice(0, 9)).toEqual(codesOf(
      AURON, RED_MAGE, TIFA, IFRITA, WARRIOR, BAHAMUT, BOMB, AMATERASU, CLOUD,
    ))
    expect(codes({ sort: { by: 'type', dir: 'desc' } })[0]).toBe(CRYSTAL.code)
    expect(codes({ sort: { by: 'set', dir: 'asc' } }).slice(-2)).toEqual(codesOf(CHAOS, AMATERASU))
    expect(codes({ sort: { by: 'relevance', dir: 'asc' } })).toEqual(codes({}))
  })

  it('pages with offset and limit, total counting every match', () => {
    const all = codes({ query: 't:forward' })
    const page = search({ query: 't:forward', offset: 3, limit: 4 })
    expect(page.total).toBe(all.length)
    expect(page.offset).toBe(3)
    expect(page.cards.map((c) => c.code)).toEqual(all.slice(3, 7))
    const byRelevance = codes({ query: 'cloud or sephiroth' })
    expect(search({ query: 'cloud or sephiroth', offset: 1, limit: 2 }).cards.map((c) => c.code)).toEqual(byRelevance.slice(1, 3))
    expect(search({ offset: 100 })).toMatchObject({ total: FIXTURE_CARDS.length, cards: [] })
  })
})

describe('facets', () => {
  it('lists the values the catalog has, in the order players expect', () => {
    const f = cardFacets(index)
    expect(f.sets).toEqual(['Opus I', 'Opus II', 'Opus VIII', 'Opus XIV', 'Crystal Dominion', 'Beyond Destiny', 'Boss Deck Chaos', 'Legacy Collection'])
    expect(f.elements).toEqual(['fire', 'earth', 'water', 'light', 'dark'])
    expect(f.types).toEqual(['forward', 'backup', 'summon', 'monster', 'crystal'])
    expect(f.rarities).toEqual(['C', 'R', 'H', 'L', 'S', 'B', 'PR'])
    expect(f.cost).toEqual({ min: 0, max: 8 })
    expect(f.power).toEqual({ min: 4000, max: 9000 })
    expect(f.jobs).toContain('War Hero')
    expect(f.categories).toContain('DFF · XI')
  })
})

describe('search over the bundled catalog', () => {
  const file = resolve(import.meta.dirname, '../../../resources/cards.json')
  const catalog = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { cards: Card[] }).cards : null

  it.runIf(catalog)('finds exactly the Wind Forwards of cost 3 or less', () => {
    const cards = catalog!
    const expected = cards.filter((c) => c.elements.includes('wind') && c.type === 'forward' && c.cost <= 3)
    const real = buildSearchIndex(cards)
    const result = searchCards(real, SearchRequestSchema.parse({ game: 'fftcg', query: 'e:wind t:forward cost<=3', limit: 500 }))
    expect(result.total).toBe(expected.length)
    expect(expected.length).toBeGreaterThan(100)
    expect(new Set(result.cards.map((c) => c.fullCode))).toEqual(new Set(expected.map((c) => c.fullCode)))
    const clouds = searchCards(real, SearchRequestSchema.parse({ game: 'fftcg', query: 'Clowd', limit: 500 }))
    expect(clouds.cards[0]!.name).toBe('Cloud')
    expect(clouds.cards.filter((c) => c.name === 'Cloud').length).toBe(cards.filter((c) => c.name === 'Cloud').length)
  })
})
