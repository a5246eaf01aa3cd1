// Issue 16 item 10: the Card data page names where the cards come from in words, never the
// developer path the bundled file records (resources/cards.json meta.source).
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import type { CatalogStats } from '@shared/api'
import { createPinia } from 'pinia'
import { i18nFor } from '../fixtures'

const STATS: CatalogStats = {
  total: 3853,
  byField: { set: { 'Opus I': 200 }, type: { forward: 2000 }, elements: { fire: 500 } },
  figures: { multicardUnknown: 600 },
  provenance: { source: '../shared/data/fftcg/cards.merged.json', builtAt: '2026-11-22T00:00:58.110Z', cardCount: 3853, imports: [] },
}
vi.mock('../../../src-renderer/api', () => ({
  api: { invoke: vi.fn(async (channel: string) => (channel === 'cards.stats' ? STATS : Promise.reject(new Error(channel)))) },
}))
const CardDataView = (await import('../../../src-renderer/views/CardDataView.vue')).default

describe('card data page', () => {
  for (const locale of ['en', 'fr'] as const) {
    it(`says where the bundled cards come from without a file path (${locale})`, async () => {
      const wrapper = mount(CardDataView, { global: { plugins: [i18nFor(locale), createPinia()] } })
      await flushPromises()
      const text = wrapper.get('[data-testid="card-data"]').text()
      expect(text).not.toContain(STATS.provenance.source)
      expect(text).not.toMatch(/\.json\b/)
      expect(wrapper.get('[data-testid="data-bundled"]').text()).toMatch(/3[\s\u202f,.]?853/)
      expect(text).toContain('2026') // the build date is still given
      wrapper.unmount()
    })
  }
})
