// Issue 16 item 7: results follow each keystroke (no pause waited for), and an answer to an
// older query is never shown once a newer one was typed.
import { describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h, nextTick } from 'vue'
import { mount } from '@vue/test-utils'
import type { SearchRequest, SearchResult } from '@shared/api'
import { makeCard } from './fixtures'

const fake = vi.hoisted(() => ({
  asked: [] as string[],
  /** Pending answers by query, released by the test. */
  waiting: new Map<string, (result: SearchResult) => void>(),
}))
vi.mock('../../src-renderer/api', () => ({
  api: {
    invoke: (channel: string, request: unknown) => {
      if (channel === 'cards.facets') return new Promise(() => {})
      const query = (request as SearchRequest).query ?? ''
      fake.asked.push(query)
      return new Promise<SearchResult>((resolve) => fake.waiting.set(query, resolve))
    },
  },
}))

const { useCardSearch } = await import('../../src-renderer/composables/useCardSearch')

const answer = (query: string) => {
  const release = fake.waiting.get(query)
  if (!release) throw new Error(`"${query}" was never asked`)
  fake.waiting.delete(query)
  release({ total: 1, offset: 0, cards: [makeCard({ name: `result of ${query}` })] })
}
const flush = async () => {
  for (let i = 0; i < 5; i++) await nextTick()
}

function mountSearch() {
  setActivePinia(createPinia())
  fake.asked = []
  fake.waiting.clear()
  let exposed!: ReturnType<typeof useCardSearch>
  const Host = defineComponent({
    setup() {
      exposed = useCardSearch('test-search')
      return () => h('div')
    },
  })
  mount(Host)
  return exposed
}

describe('search as typed (issue 16 item 7)', () => {
  it('asks the catalog on the keystroke itself, without waiting for a pause in typing', async () => {
    vi.useFakeTimers()
    try {
      const { store } = mountSearch()
      await flush()
      answer('')
      await flush()
      store.query = 'c'
      await flush() // no timer advanced: a debounce would not have asked yet
      expect(fake.asked).toEqual(['', 'c'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps one request in flight and asks only for the latest text once it returns', async () => {
    const { store, settled } = mountSearch()
    await flush()
    store.query = 'c'
    await flush()
    store.query = 'cl'
    await flush()
    store.query = 'clo'
    await flush()
    expect(fake.asked).toEqual(['']) // the first search is still out: nothing else sent yet
    answer('')
    await flush()
    expect(fake.asked).toEqual(['', 'clo']) // 'c' and 'cl' were typed over: never asked
    answer('clo')
    await settled()
    expect(store.cardAt(0)?.name).toBe('result of clo')
  })
})
