// The deck list shows a card's code beside its name in games whose cards have a code players read
// (FFTCG's 1-001H); Magic's codes are oracle ids, which filled the line and hid the card's name.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { AnyCard } from '@shared/games'
import { catalogCard } from '@shared/games/mtg/catalog-card'
import DeckCardList from '../../../src-renderer/components/deck/DeckCardList.vue'
import { useGameStore } from '../../../src-renderer/stores/game'
import { card as mtgCard } from '../../unit/mtg/fixtures'
import { i18nFor, makeCard } from '../fixtures'

function listOf(game: 'mtg' | 'fftcg', card: AnyCard) {
  const pinia = createPinia()
  setActivePinia(pinia)
  useGameStore().current = game
  return mount(DeckCardList, {
    props: { entries: [{ code: card.code, count: 4 }], lookup: () => card, isResolved: () => true, errorCodes: new Set<string>() },
    global: { plugins: [i18nFor('en'), pinia] },
  })
}

describe('deck list line', () => {
  it('Magic: the name alone, no oracle id', () => {
    const bolt = catalogCard(mtgCard('Lightning Bolt'))
    const line = listOf('mtg', bolt).get(`[data-code="${bolt.code}"]`)
    expect(line.get('.name').text()).toBe('Lightning Bolt')
    expect(line.get('.code').text()).toBe('')
    expect(line.text()).not.toContain(bolt.id)
  })

  it('FFTCG: the name and its code', () => {
    const card = makeCard()
    const line = listOf('fftcg', card).get(`[data-code="${card.code}"]`)
    expect(line.get('.code').text()).toBe(card.code)
    expect(line.get('.name').text()).toBe(card.name)
  })
})
