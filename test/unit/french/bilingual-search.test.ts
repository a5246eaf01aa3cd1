// Issue 15, item 2: free words and the name, job and text keys match a card's English and French
// words alike, accents and case folded, once an official update has brought French.
import { describe, expect, it } from 'vitest'
import { SearchRequestSchema, type SearchRequest } from '@shared/api'
import { buildSearchIndex, searchCards } from '../../../src-main/games/fftcg/catalog/search-index'
import { FIXTURE_CARDS } from '../search/fixtures'
import { frenchCards } from './french-cards'

const index = buildSearchIndex([...FIXTURE_CARDS, ...frenchCards()])
const codes = (query: string, request: Omit<SearchRequest, 'game' | 'query'> = {}) =>
  searchCards(index, SearchRequestSchema.parse({ game: 'fftcg', query, limit: 500, ...request })).cards.map((c) => c.code)

describe('search in English and French', () => {
  it('finds a card by its French name and by its English one (27-002C Mog / Moogle)', () => {
    expect(codes('mog')).toContain('27-002C')
    expect(codes('moogle')).toContain('27-002C')
    expect(codes('name:mog')).toEqual(['27-002C'])
  })

  it('finds "invocation" in French rules text (Vincent cannot be chosen by Summons)', () => {
    expect(codes('invocation')).toEqual(expect.arrayContaining(['27-003R', 'PR-300']))
    expect(codes('text:invocations')).toEqual(expect.arrayContaining(['27-003R', 'PR-300']))
  })

  it('finds "chevalier" in a French job and text', () => {
    expect(codes('chevalier')).toEqual(['27-090C'])
    expect(codes('job:chevalier')).toEqual(['27-090C'])
  })

  it('folds accents and case: "PRETEUR" finds the Préteur', () => {
    expect(codes('PRETEUR')).toEqual(['12-114R'])
    expect(codes('job:préteur')).toEqual(['12-114R'])
  })

  it('matches a French phrase word for word ("piochez 1 carte"), never across the two languages', () => {
    expect(codes('"piochez 1 carte"')).toEqual(expect.arrayContaining(['27-001H', '27-002C', '27-090C']))
    // "…draw 1 card." ends the English text and "Quand" starts the French one: no phrase spans them.
    expect(codes('"card quand"')).toEqual([])
    expect(codes('"moogle xiv mog"')).toEqual([])
  })

  it('still finds English words as before', () => {
    expect(codes('"draw 1 card"')).toEqual(expect.arrayContaining(['27-001H', '27-002C', '27-090C']))
    expect(codes('soldier', { filters: { types: ['forward'] } })).toContain('27-001H')
  })

  it('ranks an exact French name first, as an exact English one', () => {
    expect(codes('mog xiv')[0]).toBe('27-002C')
    expect(codes('moogle xiv')[0]).toBe('27-002C')
  })

  it('forgives a typo in a French name', () => {
    expect(codes('mogg')).toContain('27-002C')
  })
})
