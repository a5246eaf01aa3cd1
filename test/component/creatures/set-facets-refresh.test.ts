// Issue 31: the filter panel's values follow the player's sets. The store asks main for the facets
// each time the cards are shown (a set imported meanwhile brings its types), and an older answer
// arriving late never replaces a newer one (a game switched while it was on its way).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'

const fake = vi.hoisted(() => ({ answers: [] as ((value: unknown) => void)[], asked: 0 }))
vi.mock('../../../src-renderer/api', () => ({
  api: {
    invoke: (channel: string) => {
      if (channel !== 'cards.facets') return Promise.reject(new Error(`unexpected channel ${channel}`))
      fake.asked++
      return new Promise((resolve) => fake.answers.push(resolve))
    },
  },
}))
const { useCardSearchStore } = await import('../../../src-renderer/stores/cardSearch')

beforeEach(() => {
  setActivePinia(createPinia())
  fake.answers = []
  fake.asked = 0
})

describe('filter values follow the player’s sets', () => {
  it('asks again when the cards are shown again, and shows the new values', async () => {
    const store = useCardSearchStore()
    const first = store.loadFacets()
    fake.answers[0]!({ types: ['Beast'] })
    await first
    expect(store.facets).toEqual({ types: ['Beast'] })
    const second = store.loadFacets()
    expect(fake.asked).toBe(2)
    fake.answers[1]!({ types: ['Beast', 'Dragon'] })
    await second
    expect(store.facets).toEqual({ types: ['Beast', 'Dragon'] })
  })

  it('keeps the newest answer when an older one arrives last', async () => {
    const store = useCardSearchStore()
    const older = store.loadFacets()
    const newer = store.loadFacets()
    fake.answers[1]!({ types: ['Dragon'] })
    fake.answers[0]!({ types: ['Beast'] })
    await Promise.all([older, newer])
    expect(store.facets).toEqual({ types: ['Dragon'] })
  })
})
