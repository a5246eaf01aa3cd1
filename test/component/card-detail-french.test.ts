// Issue 15, item 2: with the French UI, the card detail shows the card's French name, jobs and
// text where the data has them, and English where it has not.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { normalizeCard } from '@shared/games/fftcg/normalize'
import type { RawCard } from '@shared/games/fftcg/raw-card'
import CardDetail from '../../src-renderer/games/fftcg/CardDetail.vue'
import DrawnCard from '../../src-renderer/games/fftcg/DrawnCard.vue'
import { i18nFor } from './fixtures'

// 27-002C as the official record of the replay fixtures gives it (update-1.json).
const MOOGLE: RawCard = {
  fullCode: '27-002C', name: 'Moogle (XIV)', elements: ['wind'], type: 'backup', cost: 2, power: null,
  jobs: ['Moogle'], category1: 'XIV', category2: null, rarity: 'C', set: 'Opus XXVII',
  text: '《ダル》: Draw 1 card.', exBurst: false, multicard: false, image: null,
  locales: { fr: { name: 'Mog (XIV)', type: 'Soutien', jobs: ['Mog'], text: '《ダル》 : Piochez 1 carte.' } },
}
const moogle = normalizeCard(MOOGLE)
const mountDetail = (locale: 'en' | 'fr', card = moogle) => mount(CardDetail, { props: { card }, global: { plugins: [i18nFor(locale)] } })

describe('the card detail in French', () => {
  it('shows the French name, jobs and text with the French UI', () => {
    const wrapper = mountDetail('fr')
    expect(wrapper.find('h2').text()).toBe('Mog (XIV)')
    expect(wrapper.find('[data-field="jobs"]').text()).toBe('Mog')
    expect(wrapper.find('.card-text').text()).toContain('Piochez 1 carte.')
    expect(wrapper.find('.card-text').text()).not.toContain('Draw 1 card.')
  })

  it('shows the English words with the English UI', () => {
    const wrapper = mountDetail('en')
    expect(wrapper.find('h2').text()).toBe('Moogle (XIV)')
    expect(wrapper.find('[data-field="jobs"]').text()).toBe('Moogle')
    expect(wrapper.find('.card-text').text()).toContain('Draw 1 card.')
  })

  it('falls back to English where the French is unknown', () => {
    const englishOnly = normalizeCard({ ...MOOGLE, locales: { fr: { jobs: ['Mog'] } } })
    const wrapper = mountDetail('fr', englishOnly)
    expect(wrapper.find('h2').text()).toBe('Moogle (XIV)')
    expect(wrapper.find('[data-field="jobs"]').text()).toBe('Mog')
    expect(wrapper.find('.card-text').text()).toContain('Draw 1 card.')
  })

  it('draws the card with its French name when there is no image', () => {
    const wrapper = mount(DrawnCard, { props: { card: moogle }, global: { plugins: [i18nFor('fr')] } })
    expect(wrapper.text()).toContain('Mog (XIV)')
    expect(wrapper.text()).not.toContain('Moogle')
  })
})
