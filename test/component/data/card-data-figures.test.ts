// Issue 25.2: the Card data page shows what the game's module declares, for every game alike: its
// `stats` fields (captions in the module's words, values with the game's marks) and its data
// figures (data.figures). Here Vanguard is given a made-up figure: the page shows it in the
// module's words, and FFTCG's multicard row, which the page no longer knows of, does not appear.
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { CatalogStats } from '@shared/api'
import type { GameId } from '@shared/games'

vi.mock('@shared/games/vanguard', async (original) => {
  const real = await original<typeof import('@shared/games/vanguard')>()
  const figures = [{ key: 'rideless', names: { en: 'Cards of no ride deck', fr: 'Cartes hors deck de ride' }, counts: () => true }]
  return { ...real, vanguard: { ...real.vanguard, data: { ...real.vanguard.data, figures } } }
})

const STATS: Record<string, CatalogStats> = {
  vanguard: { total: 962, byField: { grade: { '3': 218 } }, figures: { rideless: 41, multicardUnknown: 7 }, provenance: { source: 'x', builtAt: '2026-11-24T04:10:05.368Z', cardCount: 960, imports: [] } },
  fftcg: {
    total: 3853,
    byField: { elements: { fire: 500, ice: 400 }, type: { forward: 2000 }, cost: { '2': 900, '10': 4, '1': 200 }, set: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`Opus ${i + 1}`, 100 + i])) },
    figures: { multicardUnknown: 598 },
    provenance: { source: 'x', builtAt: '2026-11-22T00:00:58.110Z', cardCount: 3853, imports: [] },
  },
}
let shown: GameId = 'vanguard'
vi.mock('../../../src-renderer/api', () => ({
  api: { invoke: vi.fn(async (channel: string) => (channel === 'cards.stats' ? STATS[shown] : channel === 'cards.updateInfo' ? {} : Promise.reject(new Error(channel)))) },
}))
const { useGameStore } = await import('../../../src-renderer/stores/game')
const { i18nFor } = await import('../fixtures')
const { fftcg } = await import('@shared/games/fftcg')
const CardDataView = (await import('../../../src-renderer/views/CardDataView.vue')).default

async function mountFor(game: GameId, locale: 'en' | 'fr') {
  shown = game
  const pinia = createPinia()
  setActivePinia(pinia)
  useGameStore().current = game
  const wrapper = mount(CardDataView, { global: { plugins: [i18nFor(locale), pinia] } })
  await flushPromises()
  return wrapper
}

describe('the Card data page reads its figures from the module', () => {
  for (const locale of ['en', 'fr'] as const) {
    it(`shows a figure the module declares, in its words, and none it does not (${locale})`, async () => {
      const wrapper = await mountFor('vanguard', locale)
      expect(wrapper.get('[data-testid="data-figure-rideless"]').text()).toBe('41')
      expect(wrapper.text()).toContain(locale === 'en' ? 'Cards of no ride deck' : 'Cartes hors deck de ride')
      // a count the module does not declare is not shown, whatever main sends
      expect(wrapper.find('[data-testid="data-figure-multicardUnknown"]').exists()).toBe(false)
      expect(wrapper.text()).not.toMatch(/multica/i)
      wrapper.unmount()
    })

    it(`FFTCG: its multicard figure and its fields, captioned by its module, with its element marks (${locale})`, async () => {
      const wrapper = await mountFor('fftcg', locale)
      const figure = fftcg.data!.figures![0]!
      expect(wrapper.text()).toContain(figure.names[locale])
      expect(wrapper.get(`[data-testid="data-figure-${figure.key}"]`).text()).toBe('598')
      const groups = wrapper.findAll('[data-testid="data-field-counts"] figure')
      expect(groups.map((g) => g.attributes('data-field'))).toEqual(['elements', 'type', 'cost', 'set'])
      const caption = (key: string) => fftcg.cards.fields.find((f) => f.key === key)!.names[locale]
      expect(groups.map((g) => g.get('figcaption').text())).toEqual([caption('elements'), caption('type'), caption('cost'), caption('set')])
      // a number field reads in its order, the others by count
      expect(groups[2]!.findAll('.label').map((l) => l.text())).toEqual(['1', '2', '10'])
      expect(groups[0]!.findAll('.label').map((l) => l.text())).toEqual(locale === 'en' ? ['Fire', 'Ice'] : ['Feu', 'Glace'])
      // the element values carry FFTCG's crystal (its ValueIcon), the types none
      expect(groups[0]!.findAll('.mark svg, .mark img, .mark [class*="element"]').length).toBeGreaterThan(0)
      expect(groups[1]!.findAll('.mark > *').length).toBe(0)
      // twenty sets scroll in their own box rather than stretching the page
      expect(groups[3]!.get('.bars').classes()).toContain('long')
      expect(groups[0]!.get('.bars').classes()).not.toContain('long')
      wrapper.unmount()
    })
  }
})
