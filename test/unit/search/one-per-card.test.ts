// "Each card once": reprints and promo printings of one card collapse to its oldest printing.
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SearchRequestSchema } from '@shared/api'
import { loadBundledCards } from '../../../src-main/games/fftcg/catalog/bundled-data'
import { buildSearchIndex, searchCards } from '../../../src-main/games/fftcg/catalog/search-index'

const { cards } = loadBundledCards(resolve(import.meta.dirname, '..', '..', '..', 'resources', 'cards.json'))
const index = buildSearchIndex(cards)
const search = (request: object) => searchCards(index, SearchRequestSchema.parse({ game: 'fftcg', limit: 500, ...request }))

describe('search: each card once', () => {
  it('shows the four printings of Samurai 15-007C once, as the oldest code', () => {
    const all = search({ query: 'code:15-007' })
    expect(all.cards.map((c) => c.fullCode).sort()).toEqual(['15-007C', '20-010C/15-007C', '23-007C/15-007C', '26-008C/15-007C'])
    const once = search({ query: 'code:15-007', filters: { onePerCard: true } })
    expect(once.cards.map((c) => c.fullCode)).toEqual(['15-007C'])
    expect(once.total).toBe(1)
  })

  it('counts distinct identities among the matches, whatever the sort', () => {
    // n:samurai finds names with a word starting "samurai" (Samurai, Samurai Veteran, …).
    const matching = cards.filter((c) => c.name.toLowerCase().split(/[^a-z0-9]+/).some((w) => w.startsWith('samurai')))
    const expected = new Set(matching.map((c) => c.identity)).size
    expect(expected).toBeLessThan(matching.length)
    for (const sort of [undefined, { by: 'power', dir: 'desc' }, { by: 'set', dir: 'asc' }]) {
      const once = search({ query: 'n:samurai', filters: { onePerCard: true }, ...(sort ? { sort } : {}) })
      expect(once.total).toBe(expected)
      expect(new Set(once.cards.map((c) => c.identity)).size).toBe(once.cards.length)
    }
  })

  it('keeps a reprint when only the reprint matches the other filters', () => {
    const reprint = cards.find((c) => c.fullCode === '26-008C/15-007C')!
    const once = search({ query: 'code:15-007', filters: { onePerCard: true, sets: [reprint.set] } })
    expect(once.cards.map((c) => c.fullCode)).toEqual(['26-008C/15-007C'])
  })
})
