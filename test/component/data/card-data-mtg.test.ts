// The Card data page of Magic (issue 14, item 1): its bundled cards said in the module's words (not
// FFTCG's "official card browser", which the page said for every game with an updater), and the
// update panel in Scryfall's words, in English and French.
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { CardUpdateInfo, CatalogStats } from '@shared/api'
import { mtg } from '@shared/games/mtg'
import { useGameStore } from '../../../src-renderer/stores/game'
import { i18nFor } from '../fixtures'
import en from '../../../src-renderer/i18n/en.json'
import fr from '../../../src-renderer/i18n/fr.json'

const STATS: CatalogStats = {
  total: 2591,
  byField: { rarity: { mythic: 120 } },
  provenance: { source: '12 files of ../shared/data/mtg/', builtAt: '2026-11-24T07:05:32.003Z', cardCount: 2591, imports: [] },
}
const INFO: CardUpdateInfo = { source: 'https://api.scryfall.com', defaultSource: 'https://api.scryfall.com', customSource: false, origins: { bundled: 2591, updated: 0, imported: 0, lastUpdate: null } }
vi.mock('../../../src-renderer/api', () => ({
  api: { invoke: vi.fn(async (channel: string) => (channel === 'cards.stats' ? STATS : channel === 'cardUpdate.info' ? INFO : Promise.reject(new Error(channel)))) },
}))
const CardDataView = (await import('../../../src-renderer/views/CardDataView.vue')).default

describe('card data page of Magic', () => {
  for (const [locale, words] of [['en', en], ['fr', fr]] as const) {
    it(`says the bundled cards' source in the module's words and offers Scryfall's download (${locale})`, async () => {
      const pinia = createPinia()
      setActivePinia(pinia)
      useGameStore().current = 'mtg'
      const wrapper = mount(CardDataView, { global: { plugins: [i18nFor(locale), pinia] } })
      await flushPromises()
      const bundled = wrapper.get('[data-testid="data-bundled"]').text()
      expect(bundled).toContain(mtg.data!.bundledFrom![locale])
      expect(bundled).not.toContain(words.data.source.bundledName.split('{count}')[1]!.trim().slice(0, 20))
      const update = wrapper.get('[data-testid="card-update"]').text()
      expect(update).toContain(words.data.update.games.mtg.help)
      expect(update).toContain(words.data.update.games.mtg.origins.updated)
      expect(update).toContain(words.data.update.games.mtg.origins.never)
      expect(update).not.toContain(words.data.update.help)
      wrapper.unmount()
    })
  }
})
