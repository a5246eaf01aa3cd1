// The Card data page says main's import problems in the user's language (codes and parameters
// from main, words from vue-i18n), and refuses a file over the import bound before sending it.
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { ApiError } from '@shared/api-envelope'
import { createPinia } from 'pinia'
import { i18nFor } from '../fixtures'

const invoke = vi.hoisted(() => vi.fn())
vi.mock('../../../src-renderer/api', () => ({ api: { invoke } }))
vi.mock('@shared/card-import-limits', () => ({ MAX_IMPORT_CHARS: 20 }))
const CardDataView = (await import('../../../src-renderer/views/CardDataView.vue')).default

const STATS = { total: 1, byField: {}, provenance: { source: '', builtAt: '', cardCount: 1, imports: [] } }
/** What main sends for a file whose one record has a cost of "six". */
const REJECTED = new ApiError(
  'import-rejected',
  'six.json: 1 problem found in 1 record; nothing was imported',
  [{ record: '30-001C', field: 'cost', message: 'record 1 (30-001C), field "cost": expected a whole number 0–20, got "six"', problem: { code: 'costBad', params: { value: '"six"' }, field: 'cost' } }],
  { code: 'rejectedOneRecord', params: { file: 'six.json', count: 1 } },
)

async function importFile(locale: 'en' | 'fr', content: string) {
  invoke.mockImplementation(async (channel: string) => {
    if (channel === 'cards.stats') return STATS
    if (channel === 'cards.import') throw REJECTED
    return { running: false, progress: null }
  })
  const wrapper = mount(CardDataView, { global: { plugins: [i18nFor(locale), createPinia()], stubs: { CardUpdate: true } } })
  await flushPromises()
  const input = wrapper.get('[data-testid="data-file"]')
  Object.defineProperty(input.element, 'files', { value: [new File([content], 'six.json', { type: 'application/json' })] })
  await input.trigger('change')
  await vi.waitFor(() => expect(wrapper.find('[data-testid="data-rejection"]').exists()).toBe(true))
  return wrapper
}

describe('card data page: import problems in the user’s language', () => {
  it('says the rejection and its problem in French', async () => {
    const wrapper = await importFile('fr', '[]')
    const text = wrapper.get('[data-testid="data-rejection"]').text()
    expect(text).toContain('six.json : 1 problème trouvé dans 1 enregistrement ; rien n’a été importé')
    expect(wrapper.get('[data-testid="data-rejection"] tbody td:last-child').text()).toBe('attendu : un nombre entier de 0 à 20, trouvé : "six"')
    expect(text).not.toContain('expected a whole number')
    wrapper.unmount()
  })

  it('says the same in English with main’s words', async () => {
    const wrapper = await importFile('en', '[]')
    expect(wrapper.get('[data-testid="data-rejection"]').text()).toContain('six.json: 1 problem found in 1 record; nothing was imported')
    expect(wrapper.get('[data-testid="data-rejection"] tbody td:last-child').text()).toBe('expected a whole number 0–20, got "six"')
    wrapper.unmount()
  })

  it('refuses a file over the bound without sending it (tooBig, in French)', async () => {
    invoke.mockClear()
    const wrapper = await importFile('fr', 'x'.repeat(21))
    expect(wrapper.get('[data-testid="data-rejection"]').text()).toContain('six.json : le fichier a 21 caractères ; on peut en importer au plus 20')
    expect(invoke.mock.calls.map(([channel]) => channel)).not.toContain('cards.import')
    wrapper.unmount()
  })
})
