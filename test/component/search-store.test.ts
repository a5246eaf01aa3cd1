import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { ApiError, type SearchRequest, type SearchResult } from '@shared/api'
import type { Card } from '@shared/games/fftcg/card'
import { makeCard } from './fixtures'

// The store talks to `api` only; here `api` is a fake catalog of `catalogSize` numbered cards.
const fake = vi.hoisted(() => ({
  calls: [] as { channel: string; request: unknown }[],
  answer: null as null | ((request: SearchRequest) => Promise<SearchResult>),
}))
vi.mock('../../src-renderer/api', () => ({
  api: {
    invoke: (channel: string, request: unknown) => {
      fake.calls.push({ channel, request })
      if (channel === 'cards.search') return fake.answer!(request as SearchRequest)
      return Promise.reject(new Error(`unexpected channel ${channel}`))
    },
  },
}))

const { useCardSearchStore } = await import('../../src-renderer/stores/cardSearch')

function catalog(size: number) {
  const cards: Card[] = Array.from({ length: size }, (_, i) => makeCard({ code: `1-${String(i + 1).padStart(3, '0')}C`, name: `Card ${i}` }))
  return async (request: SearchRequest): Promise<SearchResult> => {
    const offset = request.offset ?? 0
    return { total: size, offset, cards: cards.slice(offset, offset + (request.limit ?? 100)) }
  }
}
const searches = () => fake.calls.filter((c) => c.channel === 'cards.search').map((c) => c.request as SearchRequest)

beforeEach(() => {
  setActivePinia(createPinia())
  fake.calls = []
  fake.answer = catalog(250)
})

describe('card search store: paging', () => {
  it('asks for the first page of 100 and knows the total', async () => {
    const store = useCardSearchStore()
    await store.search()
    expect(searches()).toEqual([{ query: '', offset: 0, limit: 100 }]) // no sort: the catalog's own order
    expect(store.total).toBe(250)
    expect(store.cardAt(0)?.name).toBe('Card 0')
    expect(store.cardAt(99)?.name).toBe('Card 99')
    expect(store.cardAt(100)).toBeUndefined()
  })

  it('loads only the missing pages of a scrolled-to range, once each, and no page past the end', async () => {
    const store = useCardSearchStore()
    await store.search()
    const a = store.ensureRange(150, 320)
    const b = store.ensureRange(180, 260) // same pages, still in flight: not asked twice
    await Promise.all([a, b])
    expect(searches().map((r) => r.offset)).toEqual([0, 100, 200])
    expect(store.cardAt(249)?.name).toBe('Card 249')
    await store.ensureRange(0, 249)
    expect(searches()).toHaveLength(3)
  })

  it('sends the query, the chosen filters and the sort, and starts over from page 0', async () => {
    const store = useCardSearchStore()
    await store.search()
    await store.ensureRange(100, 120)
    store.query = 'e:wind t:forward cost<=3'
    store.filters.elements = ['fire', 'ice']
    store.filters.elementMode = 'all'
    store.filters.cost = { min: null, max: 3 }
    store.filters.multicard = 'unknown'
    store.sort = { by: 'power', dir: 'desc' }
    await store.search()
    expect(searches().at(-1)).toEqual({
      query: 'e:wind t:forward cost<=3',
      offset: 0,
      limit: 100,
      sort: { by: 'power', dir: 'desc' },
      filters: { elements: ['fire', 'ice'], elementMode: 'all', cost: { max: 3 }, multicard: 'unknown' },
    })
    expect(store.cardAt(100)).toBeUndefined() // old pages were dropped
  })

  it('drops the answer to a search that a newer one replaced', async () => {
    const store = useCardSearchStore()
    let releaseSlow!: () => void
    fake.answer = (request) =>
      request.query === 'slow'
        ? new Promise((resolve) => (releaseSlow = () => resolve({ total: 1, offset: 0, cards: [makeCard({ name: 'Stale' })] })))
        : catalog(3)(request)
    store.query = 'slow'
    const first = store.search()
    store.query = 'fast'
    await store.search()
    releaseSlow()
    await first
    expect(store.total).toBe(3)
    expect(store.cardAt(0)?.name).toBe('Card 0')
  })
})

describe('card search store: errors', () => {
  it('keeps the query error with the query it refers to, and clears it on the next good search', async () => {
    const store = useCardSearchStore()
    fake.answer = async (request) =>
      request.query === 'e:fyre'
        ? { total: 0, offset: 0, cards: [], error: { message: "Unknown element 'fyre'.", position: 2, token: 'fyre' } }
        : catalog(5)(request)
    store.query = 'e:fyre'
    await store.search()
    expect(store.total).toBe(0)
    expect(store.queryError).toEqual({ message: "Unknown element 'fyre'.", position: 2, token: 'fyre' })
    expect(store.erroredQuery).toBe('e:fyre')
    store.query = 'e:fire'
    await store.search()
    expect(store.queryError).toBeNull()
    expect(store.total).toBe(5)
  })

  it('reports a failed request (ApiError) and shows no results', async () => {
    const store = useCardSearchStore()
    await store.search()
    fake.answer = () => Promise.reject(new ApiError('invalid-request', 'query: too long'))
    await store.search()
    expect(store.failure).toBe('query: too long')
    expect(store.total).toBe(0)
    expect(store.loading).toBe(false)
  })
})

describe('card search store: the deck’s format (issue 32 point 5)', () => {
  it('sends the format of the deck being built with every page, and none once it is cleared', async () => {
    const store = useCardSearchStore()
    store.deckFormat = 'alchemy'
    await store.search()
    await store.ensureRange(100, 120)
    expect(searches().map((r) => r.deckFormat)).toEqual(['alchemy', 'alchemy'])
    store.deckFormat = null
    await store.search()
    expect(searches().at(-1)).not.toHaveProperty('deckFormat')
  })
})
