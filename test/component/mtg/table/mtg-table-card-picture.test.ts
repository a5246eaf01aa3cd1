// Issue 32 point 4: a Magic card in the hand and on the battlefield shows its picture (main's image
// cache, as the preview's) once it has loaded; the drawn face shows while it loads, when there is
// none (an error: main answers 204) and with the "text cards" setting. Counters, power and
// toughness, and the tapped state stay drawn over it.
import { beforeEach, describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { defOfCard } from '@shared/games/mtg/engine/state'
import MtgTableCard from '../../../../src-renderer/games/mtg/table/MtgTableCard.vue'
import { imageUrlFor } from '../../../../src-renderer/components/images/imageUrl'
import { resetImagePreferences, useImagePreferences } from '../../../../src-renderer/stores/images'
import { CARDS } from '../../../unit/mtg/mtg-cards'
import { i18nFor } from '../../fixtures'

const bears = defOfCard(CARDS.bears)

function show(props: Record<string, unknown> = {}) {
  return mount(MtgTableCard, { props: { card: bears, ...props }, global: { plugins: [i18nFor()] } })
}

beforeEach(() => {
  localStorage.clear()
  resetImagePreferences()
})

describe('a table card’s picture (issue 32 point 4)', () => {
  it('asks main’s image cache for the card’s picture by its id, the drawn face showing while it loads', () => {
    const card = show({ size: 'hand' })
    const img = card.get('[data-testid="table-picture"]')
    expect(img.attributes('src')).toBe(imageUrlFor('mtg', bears.key))
    expect(img.classes()).not.toContain('shown')
    expect(card.attributes('data-pictured')).toBeUndefined()
    expect(card.get('.name').text()).toBe('Grizzly Bears')
  })

  it('covers the drawn face once loaded, the power and toughness and the counters still drawn, and the card still named for screen readers', async () => {
    const card = show({ size: 'field', tapped: true, counters: { '+1/+1': 2 }, power: 4, toughness: 4, damage: 1 })
    await card.get('[data-testid="table-picture"]').trigger('load')
    expect(card.attributes('data-pictured')).toBe('true')
    expect(card.get('[data-testid="table-picture"]').classes()).toContain('shown')
    expect(card.get('.tile').classes()).toContain('pictured')
    expect(card.get('[data-testid="card-pt"]').text()).toBe('4/4 · −1')
    expect(card.get('.counter').text()).toBe('+1/+1×2')
    expect(card.attributes('data-tapped')).toBe('true')
    expect(card.classes()).toContain('tapped')
    expect(card.attributes('aria-label')).toContain('Grizzly Bears')
    expect(card.attributes('aria-label')).toContain('tapped')
  })

  it('keeps the drawn face when main has no picture (the image fails)', async () => {
    const card = show({ size: 'hand' })
    await card.get('[data-testid="table-picture"]').trigger('error')
    expect(card.find('[data-testid="table-picture"]').exists()).toBe(false)
    expect(card.attributes('data-pictured')).toBeUndefined()
    expect(card.get('.tile').classes()).not.toContain('pictured')
  })

  it('asks for no picture with the "text cards" setting, nor in a side zone’s one-line list', () => {
    expect(show({ size: 'mini' }).find('[data-testid="table-picture"]').exists()).toBe(false)
    useImagePreferences().textCards = true
    expect(show({ size: 'hand' }).find('[data-testid="table-picture"]').exists()).toBe(false)
  })

  it('a new card (another picture) starts drawn again until its own picture loads', async () => {
    const card = show({ size: 'hand' })
    await card.get('[data-testid="table-picture"]').trigger('load')
    expect(card.attributes('data-pictured')).toBe('true')
    await card.setProps({ card: defOfCard(CARDS.elves) })
    expect(card.get('[data-testid="table-picture"]').attributes('src')).toBe(imageUrlFor('mtg', defOfCard(CARDS.elves).key))
    expect(card.attributes('data-pictured')).toBeUndefined()
  })
})
