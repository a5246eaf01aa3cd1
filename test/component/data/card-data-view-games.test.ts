// The Card data page of a game without an official source (Vanguard, issue 13): it says where its
// bundled cards come from in the module's words, not FFTCG's "official card browser" (which it
// claimed for every game), and offers neither FFTCG's multicard count nor an update from a source
// the game does not have. FFTCG keeps both.
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { CatalogStats } from '@shared/api'
import type { GameId } from '@shared/games'
import { vanguard } from '@shared/games/vanguard'
import { useGameStore } from '../../../src-renderer/stores/game'
import { i18nFor } from '../fixtures'

const VANGUARD: CatalogStats = {
  total: 962,
  byField: { grade: { '3': 218 } },
  provenance: { source: '../shared/data/vanguard/vanguardengine_dseries_cards.json (thepotatopower/VanguardEngine@2789bb9e)', builtAt: '2026-11-24T04:10:05.368Z', cardCount: 960, imports: [] },
}
vi.mock('../../../src-renderer/api', () => ({
  api: { invoke: vi.fn(async (channel: string) => (channel === 'cards.stats' ? VANGUARD : channel === 'cards.updateInfo' ? {} : Promise.reject(new Error(channel)))) },
}))
const CardDataView = (await import('../../../src-renderer/views/CardDataView.vue')).default

function mountFor(game: GameId, locale: 'en' | 'fr') {
  const pinia = createPinia()
  setActivePinia(pinia)
  useGameStore().current = game
  return mount(CardDataView, { global: { plugins: [i18nFor(locale), pinia] } })
}

describe('card data page of a game without an official source', () => {
  for (const locale of ['en', 'fr'] as const) {
    it(`Vanguard: the bundled cards come from the module's source, no update, no multicard row (${locale})`, async () => {
      const wrapper = mountFor('vanguard', locale)
      await flushPromises()
      const bundled = wrapper.get('[data-testid="data-bundled"]').text()
      expect(bundled).toContain(vanguard.data!.bundledFrom![locale])
      expect(bundled).toMatch(/960/)
      expect(bundled).not.toMatch(/officiel|official/i)
      expect(wrapper.find('[data-testid="card-update"]').exists()).toBe(false)
      expect(wrapper.text()).not.toMatch(/multicard/i)
      expect(wrapper.text()).not.toContain('.json')
      // its counts are by its own card fields (FFTCG's by type and element stayed empty)
      const counts = wrapper.get('[data-testid="data-field-counts"]').text()
      expect(counts).toContain(vanguard.cards.fields.find((f) => f.key === 'grade')!.names[locale])
      expect(counts).toMatch(/3\s*218/)
      wrapper.unmount()
    })
  }

  it('FFTCG still says its official source and offers the update', async () => {
    const wrapper = mountFor('fftcg', 'en')
    await flushPromises()
    expect(wrapper.get('[data-testid="data-bundled"]').text()).toMatch(/official card browser/)
    expect(wrapper.find('[data-testid="card-update"]').exists()).toBe(true)
    wrapper.unmount()
  })
})
