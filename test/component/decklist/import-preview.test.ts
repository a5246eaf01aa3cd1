// The import preview: every line with what it was read as; fix a line, pick the card an
// ambiguous name meant, drop a line; confirming creates exactly the deck shown.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import Dexie from 'dexie'
import { parseDecklist } from '@shared/decklist/parse'
import { cards, resolver } from '../../unit/decklist/fixtures'
import { i18nFor } from '../fixtures'

vi.mock('../../../src-renderer/api', () => ({
  api: {
    invoke: vi.fn(async (channel: string, request: { text?: string; codes?: string[] }) => {
      if (channel === 'decklist.parse') return JSON.parse(JSON.stringify(parseDecklist(request.text ?? '', resolver)))
      if (channel === 'cards.get') {
        const found = (request.codes ?? []).map((c) => resolver.byCode(c))
        return { cards: found.filter(Boolean), unknown: (request.codes ?? []).filter((_, i) => !found[i]) }
      }
      throw new Error(`unexpected channel ${channel}`)
    }),
  },
}))

const { DeckLabDatabase } = await import('../../../src-renderer/db/database')
const { DeckRepository, setDeckRepository } = await import('../../../src-renderer/db')
const { useDecklistImportStore } = await import('../../../src-renderer/stores/decklistImport')
const DecklistPreview = (await import('../../../src-renderer/components/decklist/DecklistPreview.vue')).default

let db: InstanceType<typeof DeckLabDatabase>
let repo: InstanceType<typeof DeckRepository>
let wrapper: VueWrapper

const LIST = ['Deck: Preview test', '3 Scylla (10-032H)', '2 Clouud', '3 Cloud', '3 Xyzzy', 'x3 11-005C'].join('\n')
const cloud = cards.find((c) => c.name === 'Cloud' && c.code.startsWith('1-'))!

async function mountWith(text: string, locale: 'en' | 'fr' = 'en') {
  const store = useDecklistImportStore()
  await store.load(text)
  await flushPromises()
  wrapper = mount(DecklistPreview, { global: { plugins: [i18nFor(locale)] } })
  await flushPromises()
  return store
}
const line = (n: number) => wrapper.find(`[data-testid="import-line"][data-line="${n}"]`)

beforeEach(() => {
  setActivePinia(createPinia())
  db = new DeckLabDatabase(`decklab-preview-${Math.random()}`)
  repo = new DeckRepository(db)
  setDeckRepository(repo)
})
afterEach(async () => {
  wrapper?.unmount()
  setDeckRepository(null)
  db.close()
  await Dexie.delete(db.name)
})

describe('import preview', () => {
  it('shows each line: cards with their code and name, errors with their message, candidates for an ambiguous name', async () => {
    await mountWith(LIST)
    expect(line(2).attributes('data-status')).toBe('card')
    expect(line(2).text()).toContain('10-032H Scylla')
    expect(line(3).find('[data-testid="import-line-error"]').attributes('data-kind')).toBe('unknown-name')
    expect(line(4).find('[data-testid="import-line-error"]').attributes('data-kind')).toBe('ambiguous-name')
    expect(line(4).findAll('[data-testid="import-candidate"]').length).toBeGreaterThan(1)
    expect(wrapper.find('[data-testid="import-unresolved"]').text()).toContain('3 lines')
    expect(wrapper.find('[data-testid="import-confirm"]').attributes('disabled')).toBeDefined()
    expect((wrapper.find('[data-testid="import-name"]').element as HTMLInputElement).value).toBe('Preview test')
  })

  it('fixes a line, picks a candidate, drops a line, and confirm creates exactly the deck shown', async () => {
    const store = await mountWith(LIST)
    // fix: edit the text of line 3 and read the list again
    await line(3).find('[data-testid="import-line-edit"]').trigger('click')
    const input = line(3).find('[data-testid="import-line-input"]')
    await input.setValue('2 Black Mage Soldier')
    await input.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(line(3).attributes('data-status')).toBe('card')
    // pick: the Cloud of Opus I
    await line(4).find(`[data-testid="import-candidate"][data-code="${cloud.code}"]`).trigger('click')
    await flushPromises()
    expect(line(4).attributes('data-status')).toBe('card')
    expect(line(4).text()).toContain(`${cloud.code} Cloud`)
    // drop: the line that is no card
    await line(5).find('[data-testid="import-line-drop"]').trigger('click')
    await flushPromises()
    expect(line(5).attributes('data-status')).toBe('dropped')
    expect(wrapper.find('[data-testid="import-unresolved"]').exists()).toBe(false)

    const shown = store.entries.map((e) => ({ ...e }))
    expect(shown).toEqual([
      { code: '10-032H', count: 3 },
      { code: '11-005C', count: 5 },
      { code: cloud.code, count: 3 },
    ])
    expect(wrapper.find('[data-testid="import-total"]').text()).toContain('11 cards')
    expect(wrapper.find('[data-testid="deck-validation"]').exists()).toBe(true)

    expect(await repo.list()).toEqual([])
    await wrapper.find('[data-testid="import-confirm"]').trigger('click')
    await vi.waitFor(() => expect(wrapper.emitted('saved')).toHaveLength(1))
    const decks = await repo.list()
    expect(decks).toHaveLength(1)
    expect(decks[0]).toMatchObject({ name: 'Preview test', format: 'constructed', piles: { main: shown }, tags: [], notes: '' })
  })

  it('a dropped line can be put back, and nothing is saved before confirm', async () => {
    const store = await mountWith('3 Scylla (10-032H)\n3 Xyzzy')
    await line(2).find('[data-testid="import-line-drop"]').trigger('click')
    await flushPromises()
    expect(store.canConfirm).toBe(true)
    await line(2).find('[data-testid="import-line-restore"]').trigger('click')
    await flushPromises()
    expect(line(2).find('[data-testid="import-line-error"]').exists()).toBe(true)
    expect(store.canConfirm).toBe(false)
    expect(await repo.list()).toEqual([])
  })

  it('a Deck Lab file keeps its name, format, notes, tags and versions', async () => {
    const file = JSON.stringify({
      deckLab: 1,
      deck: {
        name: 'From file', notes: 'n', tags: ['ice'], format: 'limited', entries: [{ code: '10-032H', count: 2 }],
        versions: [{ createdAt: '2025-03-01T18:20:00.000Z', name: 'before regionals', reason: 'named', entries: [{ code: '10-032H', count: 1 }] }],
      },
    })
    await mountWith(file)
    await wrapper.find('[data-testid="import-confirm"]').trigger('click')
    await vi.waitFor(() => expect(wrapper.emitted('saved')).toHaveLength(1))
    const [deck] = await repo.list()
    expect(deck).toMatchObject({ name: 'From file', format: 'limited', notes: 'n', tags: ['ice'], piles: { main: [{ code: '10-032H', count: 2 }] } })
    expect(await repo.versions(deck!.id)).toMatchObject([{ name: 'before regionals', reason: 'named', createdAt: Date.parse('2025-03-01T18:20:00.000Z'), piles: { main: [{ code: '10-032H', count: 1 }] } }])
  })

  it('says what it found in French when the app is in French (issue 16 item 6)', async () => {
    await mountWith('3 Shantoto\n3 99-999Z Nobody\n3 Scylla (10-032H)\n2 10-032H', 'fr')
    const error = (n: number) => line(n).find('[data-testid="import-line-error"]').text()
    expect(error(1)).toBe('Aucune carte ne s’appelle « Shantoto » ; vouliez-vous dire Shantotto ?')
    expect(error(2)).toBe('Aucune carte n’a le code 99-999Z')
    expect(line(4).find('.notes').text()).toContain('S’ajoute à la ligne 3 : 5 exemplaires de 10-032H en tout')
    expect(wrapper.text()).not.toMatch(/No card|did you mean|adds to line/)
  })

  it('counts the lines and those understood as cards with their own plurals, in English and French', async () => {
    // '3 1-001H Auron' is one line understood as cards (three copies): it said "1 cards understood"
    await mountWith('3 Shantoto\n3 99-999Z Nobody\n3 1-001H Auron')
    expect(wrapper.find('[data-testid="import-summary"]').text()).toMatch(/^3 lines, 1 understood as cards/)
    wrapper.unmount()
    await mountWith('3 1-001H Auron', 'fr')
    expect(wrapper.find('[data-testid="import-summary"]').text()).toBe('1 ligne, 1 comprise comme cartes')
  })

  it('offers the cards a misspelt name may mean, and picking one fixes the line (issue 16 item 9)', async () => {
    await mountWith('3 Shantoto')
    expect(line(1).find('.candidates').text()).toContain('Did you mean:')
    const shantotto = cards.find((c) => c.name === 'Shantotto')!
    await line(1).find(`[data-testid="import-candidate"][data-code="${shantotto.code}"]`).trigger('click')
    await flushPromises()
    expect(line(1).attributes('data-status')).toBe('card')
    expect(line(1).text()).toContain(`${shantotto.code} Shantotto`)
  })
})
