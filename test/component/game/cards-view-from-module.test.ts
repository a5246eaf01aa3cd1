// Issue 11/12: the Cards view's list, filter panel, search example and query help are built from the
// game's module (cards.fields, the cards.facets answer), for every game; FFTCG's own parts keep
// its look. Run for the creature game and FFTCG, in English and French.
import { beforeEach, describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { GameId } from '@shared/games'
import { creatures } from '@shared/games/creatures'
import type { CreatureCard } from '@shared/games/creatures/card'
import type { CreatureFacets } from '@shared/games/creatures/card-filters'
import CardResultList from '../../../src-renderer/components/CardResultList.vue'
import FilterPanel from '../../../src-renderer/components/FilterPanel.vue'
import SearchBox from '../../../src-renderer/components/SearchBox.vue'
import QuerySyntaxHelp from '../../../src-renderer/components/QuerySyntaxHelp.vue'
import { emptyFilters, toCardFilters, type FilterState } from '../../../src-renderer/lib/filters'
import { useGameStore } from '../../../src-renderer/stores/game'
import { i18nFor, makeCard } from '../fixtures'
import type { Locale } from '../../../src-renderer/i18n'

const golem: CreatureCard = { code: 'CR-003', name: 'Pebble Golem', category: 'creature', level: 2, atk: 600, def: 1200, type: 'Golem', unique: false, text: '', skills: [] }
const gust: CreatureCard = { code: 'EF-001', name: 'Sudden Gust', category: 'effect', level: null, atk: null, def: null, type: '', unique: true, text: '', skills: [] }
const FACETS: CreatureFacets = { categories: ['creature', 'effect'], types: ['Beast', 'Golem'], level: { min: 0, max: 3 }, atk: { min: 300, max: 3600 }, def: { min: 200, max: 3000 } }

let pinia = createPinia()
function playing(game: GameId) {
  pinia = createPinia()
  setActivePinia(pinia)
  useGameStore().current = game
}
const global = (locale: Locale) => ({ global: { plugins: [i18nFor(locale), pinia] } })

function list(cards: object[], locale: Locale = 'en') {
  return mount(CardResultList, {
    props: { total: cards.length, cardAt: (i: number) => cards[i] as never, loading: false, selected: null },
    ...global(locale),
  })
}
const headers = (wrapper: ReturnType<typeof list>) => wrapper.findAll('.header > span').map((s) => s.text())
const cell = (wrapper: ReturnType<typeof list>, code: string, column: string) => wrapper.get(`[data-code="${code}"] .col-${column}`).text()

describe('the card list’s columns', () => {
  beforeEach(() => localStorage.clear())

  it('shows the creature game’s column fields, headed by their names in French', () => {
    playing('creatures')
    const wrapper = list([golem, gust], 'fr')
    expect(headers(wrapper)).toEqual(['Code', 'Nom', 'Catégorie', 'Niveau', 'Atk', 'Def', 'Type'])
    expect(cell(wrapper, 'CR-003', 'level')).toBe('2')
    expect(cell(wrapper, 'CR-003', 'category')).toBe('Créature')
    expect(wrapper.find('[data-code="CR-003"] [data-testid="category-icon"]').exists()).toBe(true)
    // a creature's type is the catalog's text, never an i18n key
    expect(cell(wrapper, 'CR-003', 'type')).toBe('Golem')
    expect(cell(wrapper, 'EF-001', 'level')).toBe('')
    expect(wrapper.text()).not.toMatch(/type\.|cost|power/i)
  })

  it('keeps FFTCG’s columns: element marks, type by name, cost, power, job and the EX mark', () => {
    playing('fftcg')
    const wrapper = list([makeCard({ code: '1-004C', type: 'summon', exBurst: true, power: null, jobs: [] }), makeCard({ code: '1-005R', name: '', type: 'crystal' })])
    expect(headers(wrapper)).toEqual(['Code', '', 'Name', 'Type', 'Cost', 'Power', 'Job', 'EX'])
    expect(wrapper.get('.header .col-marks').attributes('title')).toBe('Elements')
    expect(cell(wrapper, '1-004C', 'type')).toBe('Summon')
    expect(cell(wrapper, '1-004C', 'ex')).toBe('EX')
    expect(cell(wrapper, '1-005R', 'ex')).toBe('')
    expect(cell(wrapper, '1-005R', 'name')).toBe('Crystal')
    expect(wrapper.findAll('[data-code="1-004C"] .col-marks [data-element]').length).toBe(1)
  })
})

describe('the filter panel', () => {
  beforeEach(() => localStorage.clear())

  function panel(locale: Locale, facets: object | null = FACETS) {
    const wrapper = mount(FilterPanel, {
      props: { facets: facets as never, modelValue: emptyFilters(), 'onUpdate:modelValue': (v: FilterState) => wrapper.setProps({ modelValue: v }) },
      ...global(locale),
    })
    return wrapper
  }
  const chosen = (wrapper: ReturnType<typeof panel>) => wrapper.props('modelValue') as FilterState

  it('offers the creature game’s filter fields: categories by name, numbers as ranges, types as the catalog spells them, the star as a checkbox', async () => {
    playing('creatures')
    const wrapper = panel('fr')
    expect(wrapper.findAll('legend').map((l) => l.text())).toEqual(['Catégorie', 'Niveau', 'Atk', 'Def', 'Type', 'Étoile jaune (un par deck)'])
    // the catalog has no equipment nor terrain: only its categories are offered
    expect(wrapper.findAll('[data-testid^="category-"]:not([data-testid="category-icon"])').map((b) => b.text())).toEqual(['Créature', 'Effet'])
    expect(wrapper.findAll('[data-testid^="type-"]').map((b) => b.text())).toEqual(['Beast', 'Golem'])
    expect(wrapper.get('[data-testid="level-max"]').attributes('placeholder')).toBe('3')
    expect(wrapper.text()).not.toMatch(/Printings|Impressions|type\./)

    await wrapper.get('[data-testid="type-Golem"]').trigger('click')
    await wrapper.get('[data-testid="category-creature"]').trigger('click')
    await wrapper.get('[data-testid="level-min"]').setValue('2')
    await wrapper.get('[data-testid="unique-only"]').setValue(true)
    const filters = toCardFilters(chosen(wrapper))
    expect(filters).toEqual({ types: ['Golem'], categories: ['creature'], level: { min: 2 }, unique: true })
    // what the panel sends is what main accepts for this game
    expect(() => creatures.cards.filtersSchema.parse(filters)).not.toThrow()
    expect(wrapper.get('[data-testid="active-filters"]').text()).toBe('4 filtres actifs')
  })

  it('keeps FFTCG’s own controls: elements with their match mode, and printings', () => {
    playing('fftcg')
    const wrapper = panel('en', null)
    expect(wrapper.find('[data-testid="element-fire"]').exists()).toBe(true)
    expect(wrapper.find('[data-testid="element-mode"]').exists()).toBe(true)
    expect(wrapper.find('[data-testid="one-per-card"]').exists()).toBe(true)
    expect(wrapper.get('[data-testid="type-forward"]').text()).toBe('Forward')
  })
})

describe('the search box and its query help', () => {
  beforeEach(() => localStorage.clear())
  const box = (locale: Locale) => mount(SearchBox, { props: { modelValue: '', error: null, errorQuery: '', failure: null }, ...global(locale) })

  it('gives an example in the creature game’s own query keys', () => {
    playing('creatures')
    expect(box('en').get('input').attributes('placeholder')).toBe('Search: name, text, or c:creature lv>=2 is:unique')
  })

  it('keeps FFTCG’s example, in French too', () => {
    playing('fftcg')
    expect(box('fr').get('input').attributes('placeholder')).toBe('Rechercher : nom, texte, ou e:fire t:backup cost<=2 ex')
  })

  it('explains each query key of the creature game, in its field names', () => {
    playing('creatures')
    const help = mount(QuerySyntaxHelp, global('fr'))
    const rows = help.findAll('tbody tr').map((r) => r.findAll('td').map((d) => d.text()))
    expect(rows).toContainEqual(['level>=2  lv>=2  niv>=2', 'Niveau : un nombre, comparé avec : = != < <= > >=.'])
    expect(rows).toContainEqual(['is:unique', 'Seulement les cartes marquées : Étoile jaune (un par deck).'])
    expect(rows.find((r) => r[0]!.startsWith('category:'))?.[1]).toBe('Catégorie : une valeur parmi creature, effect, equipment, terrain.')
    expect(help.text()).not.toContain('e:fire')
  })

  it('keeps FFTCG’s query help', () => {
    playing('fftcg')
    const help = mount(QuerySyntaxHelp, global('en'))
    expect(help.text()).toContain('e:fire+earth')
    expect(help.findAll('tbody tr')).toHaveLength(21)
  })
})
