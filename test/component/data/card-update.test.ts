// The "Check for new cards" panel: where each card comes from, progress while main updates, the
// report with the changed fields in words, and each failure said in the user's language.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { ApiError } from '@shared/api-envelope'
import type { CardUpdateInfo, CardUpdateReport } from '@shared/api'
import { i18nFor } from '../fixtures'

const INFO: CardUpdateInfo = {
  source: 'https://fftcg.square-enix-games.com/en/get-cards',
  defaultSource: 'https://fftcg.square-enix-games.com/en/get-cards',
  customSource: false,
  origins: { bundled: 3850, updated: 8, imported: 0, lastUpdate: { at: '2026-11-24T04:00:00.000Z', cards: 8 } },
}
const REPORT: CardUpdateReport = {
  source: INFO.source, at: '2026-11-24T04:00:00.000Z', received: 8, added: 4, changed: 3, unchanged: 1, total: 3857,
  addedCodes: ['27-001H', '27-002C', '27-003R', 'PR-300'],
  changedCards: [{ code: '24-001L', fields: ['multicard', 'locale.fr'] }],
  changedFields: { 'locale.fr': 3, multicard: 1 },
}
const calls: string[] = []
let answer: () => Promise<unknown> = async () => REPORT
vi.mock('../../../src-renderer/api', () => ({
  api: {
    invoke: vi.fn(async (channel: string) => {
      calls.push(channel)
      if (channel === 'cardUpdate.info') return INFO
      if (channel === 'cardUpdate.run') return answer()
      if (channel === 'cards.importStatus')
        return { running: true, progress: { fileName: 'fftcg.square-enix-games.com', phase: 'reading', chars: 2048, totalChars: 8192, records: 0, totalRecords: 0, elapsedMs: 10 } }
      return {}
    }),
  },
}))
const CardUpdate = (await import('../../../src-renderer/components/data/CardUpdate.vue')).default

beforeEach(() => {
  calls.length = 0
})

describe('card data update panel', () => {
  it('shows where the cards come from, and the report with the changed fields in French', async () => {
    answer = async () => REPORT
    const wrapper = mount(CardUpdate, { global: { plugins: [i18nFor('fr')] } })
    await flushPromises()
    expect(wrapper.get('[data-testid="origin-bundled"]').text()).toMatch(/3[\s\u202f]?850/)
    expect(wrapper.get('[data-testid="origin-last"]').text()).toMatch(/2026.*\(8 cartes nouvelles ou modifiées\)/)
    await wrapper.get('[data-testid="update-check"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-testid="update-summary"]').text()).toBe('8 cartes reçues — ajoutées : 4, modifiées : 3, inchangées : 1. 3\u202f857 cartes dans la base.')
    expect(wrapper.get('[data-testid="update-fields"]').text()).toContain('Textes en français')
    expect(wrapper.get('[data-testid="update-fields"]').text()).toContain('Multicarte')
    expect(wrapper.emitted('updated')).toHaveLength(1)
    expect(calls).not.toContain('cards.import')
  })

  it('says one card in the singular', async () => {
    INFO.origins.lastUpdate = { at: '2026-11-24T04:00:00.000Z', cards: 1 }
    const wrapper = mount(CardUpdate, { global: { plugins: [i18nFor('en')] } })
    await flushPromises()
    expect(wrapper.get('[data-testid="origin-last"]').text()).toMatch(/\(1 card new or changed\)$/)
    INFO.origins.lastUpdate = { at: '2026-11-24T04:00:00.000Z', cards: 8 }
  })

  it('shows the download as it goes, with a cancel that asks main to stop', async () => {
    let finish: (value: unknown) => void = () => undefined
    answer = () => new Promise((done) => (finish = done))
    vi.useFakeTimers()
    const wrapper = mount(CardUpdate, { global: { plugins: [i18nFor('en')] } })
    await flushPromises()
    await wrapper.get('[data-testid="update-check"]').trigger('click')
    await vi.advanceTimersByTimeAsync(250)
    expect(wrapper.get('[data-testid="update-progress-text"]').text()).toBe('Downloading from fftcg.square-enix-games.com: 2 KB of 8 KB')
    expect(wrapper.get('progress').element.value).toBeCloseTo(0.25)
    await wrapper.get('[data-testid="update-cancel"]').trigger('click')
    expect(calls).toContain('cards.importCancel')
    finish(REPORT)
    vi.useRealTimers()
    await flushPromises()
    expect(wrapper.find('[data-testid="update-progress"]').exists()).toBe(false)
  })

  for (const [code, testid, text] of [
    ['offline', 'update-offline', 'could not reach the card source'],
    ['cancelled', 'update-cancelled', 'The update was cancelled. The card database is unchanged.'],
    ['source-failed', 'update-failed', 'HTTP 502'],
  ] as const) {
    it(`says "${code}" plainly, and that nothing changed`, async () => {
      answer = async () => Promise.reject(new ApiError(code, 'HTTP 502 after 3 attempts'))
      const wrapper = mount(CardUpdate, { global: { plugins: [i18nFor('en')] } })
      await flushPromises()
      await wrapper.get('[data-testid="update-check"]').trigger('click')
      await flushPromises()
      expect(wrapper.get(`[data-testid="${testid}"]`).text()).toContain(text)
      expect(wrapper.emitted('updated')).toBeUndefined()
    })
  }

  it('lists each malformed record with its field', async () => {
    answer = async () => Promise.reject(new ApiError('import-rejected', 'x', [{ record: '27-010C', field: 'cost', message: 'record 4 (27-010C), field "cost": expected a whole number' }]))
    const wrapper = mount(CardUpdate, { global: { plugins: [i18nFor('fr')] } })
    await flushPromises()
    await wrapper.get('[data-testid="update-check"]').trigger('click')
    await flushPromises()
    const rows = wrapper.findAll('[data-testid="update-rejected"] tbody tr').map((row) => row.findAll('td').map((cell) => cell.text()))
    expect(rows).toEqual([['27-010C', 'cost', 'record 4 (27-010C), field "cost": expected a whole number']])
    expect(wrapper.get('[data-testid="update-rejected"]').text()).toContain('rien n’a été changé')
  })
})
