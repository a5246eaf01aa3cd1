import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import type { TextToken } from '@shared/games/fftcg/card'
import CardText from '../../src-renderer/games/fftcg/CardText.vue'
import CardDetail from '../../src-renderer/games/fftcg/CardDetail.vue'
import { i18nFor, makeCard, ward } from './fixtures'

function render(tokens: TextToken[], locale: 'en' | 'fr' = 'en') {
  return mount(CardText, { props: { tokens }, global: { plugins: [i18nFor(locale)] } })
}

const labels = (wrapper: ReturnType<typeof render>) => wrapper.findAll('[role="img"]').map((el) => el.attributes('aria-label'))

describe('card text rendering', () => {
  it('shows the words, the EX BURST marker and a Fire CP icon for Ward (21-001R)', () => {
    const wrapper = render(ward.text)
    expect(wrapper.text()).toContain('You can only pay with')
    expect(wrapper.text()).toContain('Deal it 7000 damage.')
    const ex = wrapper.find('.ex-burst')
    expect(ex.exists()).toBe(true)
    expect(ex.text()).toBe('EX BURST')
    expect(labels(wrapper)).toEqual(['Fire CP'])
    expect(wrapper.find('[data-element="fire"]').text()).toBe('F')
    expect(wrapper.findAll('br')).toHaveLength(1)
  })

  it('draws an action ability cost: ability name, element CP, numbered generic CP and Dull', () => {
    // e.g. "Cid Highwind《S》: 《風》《2》《ダル》: choose 1 Forward…" as tokens
    const wrapper = render([
      { kind: 'text', text: 'Highwind', style: 'ability' },
      { kind: 'text', text: ' ' },
      { kind: 'special' },
      { kind: 'text', text: ' ' },
      { kind: 'cp', element: 'wind' },
      { kind: 'generic', amount: 2 },
      { kind: 'dull' },
      { kind: 'text', text: ': Choose 1 Forward. Break it.' },
      { kind: 'break' },
      { kind: 'generic', amount: 'X' },
      { kind: 'crystal' },
      { kind: 'limitBreak' },
      { kind: 'text', text: 'flavour', style: 'italic' },
    ])
    expect(labels(wrapper)).toEqual(['Special ability', 'Wind CP', '2 CP', 'Dull', 'X CP', 'Crystal', 'Limit Break'])
    expect(wrapper.find('.t-ability').text()).toBe('Highwind')
    expect(wrapper.find('.t-italic').text()).toBe('flavour')
    expect(wrapper.find('[data-kind="generic"]').text()).toBe('2')
    // every icon has a visible tooltip equal to its accessible name
    for (const icon of wrapper.findAll('[role="img"]')) expect(icon.attributes('title')).toBe(icon.attributes('aria-label'))
  })

  it('names the icons in French', () => {
    const wrapper = render([{ kind: 'cp', element: 'lightning' }, { kind: 'generic', amount: 3 }, { kind: 'dull' }], 'fr')
    expect(labels(wrapper)).toEqual(['CP Foudre', '3 CP', 'Dull'])
  })
})

describe('card detail panel', () => {
  it('shows every field of the card, with unknown multicard said as such', () => {
    const card = makeCard({
      ...ward,
      fullCode: '21-001R/PR-050',
      elements: ['fire', 'ice'],
      jobs: ['Warrior', 'Guardian'],
      category2: 'DFF',
      multicard: null,
      keywords: ['haste', 'brave'],
    })
    const wrapper = mount(CardDetail, { props: { card }, global: { plugins: [i18nFor('en')] } })
    const field = (name: string) => wrapper.find(`[data-field="${name}"]`).text()
    expect(wrapper.find('h2').text()).toBe('Ward')
    expect(field('fullCode')).toBe('21-001R/PR-050')
    expect(field('elements')).toBe('Fire / Ice')
    expect(field('jobs')).toBe('Warrior / Guardian')
    expect(field('categories')).toBe('VIII · DFF')
    expect(field('multicard')).toBe('Unknown')
    expect(field('keywords')).toBe('Haste, Brave')
    expect(field('power')).toBe('8000')
    expect(wrapper.find('.ex-burst').exists()).toBe(true)
  })

  it('says so when no card is selected', () => {
    const wrapper = mount(CardDetail, { props: { card: null }, global: { plugins: [i18nFor('fr')] } })
    expect(wrapper.text()).toContain('Sélectionnez une carte')
  })
})
