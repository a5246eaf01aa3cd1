// Issue 12: the generic deck and lab screens with the creature game shown. Each test is a bug the
// walk in the app found: a new deck got FFTCG's format (and validating it threw), the counter
// said FFTCG's sizes, a legal deck's verdict was a raw i18n key, the lab offered FFTCG's keep
// policies, an import draft kept FFTCG's format, long chart labels overlapped.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import { nextTick } from 'vue'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { gameModule, type GameId } from '@shared/games'
import { i18nFor } from '../fixtures'

vi.mock('../../../src-renderer/api', () => ({ api: { game: 'fftcg', setGame() {}, invoke: async () => ({}) } }))

const { DeckLabDatabase } = await import('../../../src-renderer/db/database')
const { DeckRepository } = await import('../../../src-renderer/db/decks')
const { deckSize } = await import('../../../src-renderer/lib/deck-rules')
const { useGameStore } = await import('../../../src-renderer/stores/game')
const { useLabStore } = await import('../../../src-renderer/stores/lab')
const { useDecklistImportStore } = await import('../../../src-renderer/stores/decklistImport')
const DeckValidationPanel = (await import('../../../src-renderer/components/deck/DeckValidationPanel.vue')).default
const BarChart = (await import('../../../src-renderer/components/deck/charts/BarChart.vue')).default

beforeEach(() => setActivePinia(createPinia()))

describe('I1: a new deck takes its game’s default format', () => {
  let db: InstanceType<typeof DeckLabDatabase>
  const name = `creature-deck-${Math.random()}`
  beforeEach(() => {
    db = new DeckLabDatabase(name)
  })
  afterEach(async () => {
    db.close()
    await Dexie.delete(name)
  })

  it('a creature deck is standard (40 cards), not FFTCG’s constructed', async () => {
    const repo = new DeckRepository(db, { game: () => 'creatures' as GameId })
    const deck = await repo.create({ name: 'Beasts' })
    expect(deck.game).toBe('creatures')
    expect(deck.format).toBe('standard')
  })

  it('an FFTCG deck is still constructed', async () => {
    const repo = new DeckRepository(db, { game: () => 'fftcg' as GameId })
    expect((await repo.create({ name: 'Fire' })).format).toBe('constructed')
  })

  it('an imported creature deck without a Format line is standard too', async () => {
    const repo = new DeckRepository(db, { game: () => 'creatures' as GameId })
    expect((await repo.importDeck({ name: 'Pasted', piles: { main: [{ code: 'CR-001', count: 3 }] } })).format).toBe('standard')
  })
})

describe('the deck counter reads the format’s size from the module', () => {
  it('I1: standard is exactly 40, free is 20 or more', () => {
    const main = (count: number) => ({ main: [{ code: 'CR-001', count }] })
    expect(deckSize('creatures', 'standard', main(40))).toMatchObject({ count: 40, target: '40', fits: true })
    expect(deckSize('creatures', 'standard', main(41))).toMatchObject({ count: 41, target: '40', fits: false })
    expect(deckSize('creatures', 'free', main(19))).toMatchObject({ count: 19, target: '20+', fits: false })
    expect(deckSize('creatures', 'free', main(60))).toMatchObject({ count: 60, target: '20+', fits: true })
  })

  it('8.1.1.1: FFTCG shows what it showed, 50 constructed and 40+ limited', () => {
    expect(deckSize('fftcg', 'constructed', { main: [{ code: '1-001', count: 50 }] })).toMatchObject({ count: 50, target: '50', fits: true })
    expect(deckSize('fftcg', 'limited', { main: [{ code: '1-001', count: 39 }] })).toMatchObject({ count: 39, target: '40+', fits: false })
  })
})

describe('the validation verdict', () => {
  const legal = { valid: true, total: 40, issues: [] }

  it('a legal creature deck names its format, in English and French', () => {
    useGameStore().current = 'creatures'
    const en = mount(DeckValidationPanel, { props: { validation: legal, format: 'standard', ready: true }, global: { plugins: [i18nFor('en')] } })
    expect(en.get('[data-testid="deck-verdict"]').text()).toBe('Legal deck: Standard (40 cards)')
    const fr = mount(DeckValidationPanel, { props: { validation: legal, format: 'free', ready: true }, global: { plugins: [i18nFor('fr')] } })
    expect(fr.get('[data-testid="deck-verdict"]').text()).toBe('Deck légal : Libre (20 cartes ou plus)')
  })

  it('RS: a creature issue’s rule is titled as the creature game’s rules', () => {
    useGameStore().current = 'creatures'
    const issue = { severity: 'error' as const, kind: 'copies' as const, rule: 'RS', cards: ['CR-001'], params: { code: 'CR-001', name: 'Ember Pup', count: 4, max: 3 } }
    const panel = mount(DeckValidationPanel, { props: { validation: { valid: false, total: 4, issues: [issue] }, format: 'standard', ready: true }, global: { plugins: [i18nFor('en')] } })
    expect(panel.get('.rule').attributes('title')).toBe('Rules of the creature game, RS')
  })

  it('a legal FFTCG deck keeps its own sentence', () => {
    const panel = mount(DeckValidationPanel, { props: { validation: { valid: true, total: 50, issues: [] }, format: 'constructed', ready: true }, global: { plugins: [i18nFor('en')] } })
    expect(panel.get('[data-testid="deck-verdict"]').text()).toBe('Legal constructed deck')
  })
})

describe('the lab offers the shown game’s keep policies', () => {
  it('FFTCG first, then the creature game’s partial-mulligan presets and custom example', async () => {
    const lab = useLabStore()
    expect(lab.policy).toBe('backup')
    useGameStore().current = 'creatures'
    await nextTick()
    expect(lab.presets).toEqual(['keep', 'bottom-magic', 'bottom-high', 'dig-level-0'])
    expect(lab.policy).toBe('keep')
    expect(lab.comparePolicies).toEqual(['keep', 'bottom-magic'])
    // the example in the JSON editor is one the creature lab accepts
    expect(gameModule('creatures').lab!.policySchema.safeParse(JSON.parse(lab.customJson)).success).toBe(true)
  })
})

describe('an import draft', () => {
  it('I1: takes the creature game’s default format when the game changes', async () => {
    const draft = useDecklistImportStore()
    expect(draft.format).toBe('constructed')
    useGameStore().current = 'creatures'
    await nextTick()
    expect(draft.format).toBe('standard')
  })
})

describe('bar chart category labels', () => {
  const chart = (categories: string[]) =>
    mount(BarChart, {
      props: { title: 'Atk', summary: 's', axis: 'Atk', categories, series: [{ key: 'c', label: 'Creatures', cls: 's-plain' }], values: categories.map(() => [1]) },
      global: { plugins: [i18nFor('en')] },
    })

  it('a range wider than its band is squeezed into it rather than overlapping its neighbours', () => {
    const labels = chart(['0–499', '500–999', '1,000–1,499', '1,500–1,999', '2,000–2,499']).findAll('text.cat')
    const squeezed = labels.filter((l) => l.element.hasAttribute('textLength'))
    expect(squeezed.map((l) => l.text())).toEqual(['1,000–1,499', '1,500–1,999', '2,000–2,499'])
    expect(squeezed.every((l) => l.element.getAttribute('lengthAdjust') === 'spacingAndGlyphs')).toBe(true)
  })

  it('short labels (FFTCG’s costs) are drawn as before', () => {
    const labels = chart(['1', '2', '3', '4', '5', '6', '7+']).findAll('text.cat')
    expect(labels.some((l) => l.element.hasAttribute('textLength'))).toBe(false)
  })
})

