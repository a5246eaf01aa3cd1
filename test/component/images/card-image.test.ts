import { beforeEach, describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { nextTick } from 'vue'
import type { Card } from '@shared/games/fftcg/card'
import CardImage from '../../../src-renderer/components/CardImage.vue'
import { imageUrlFor, viaImageProtocol } from '../../../src-renderer/components/images/imageUrl'
import { TEXT_CARDS_KEY, resetImagePreferences, useImagePreferences } from '../../../src-renderer/stores/images'
import { i18nFor, makeCard, ward } from '../fixtures'

const withImage = makeCard({ ...ward, image: 'https://fftcg.cdn.sewest.net/images/cards/full/21-001R_eg.jpg' })

function show(card: Card, props: Record<string, unknown> = {}) {
  return mount(CardImage, { props: { card, ...props }, global: { plugins: [i18nFor()] } })
}

beforeEach(() => {
  localStorage.clear()
  resetImagePreferences()
})

describe('card image', () => {
  it('asks the image cache for the card by code, lazily, with the drawn card standing in while it loads', () => {
    const box = show(withImage)
    const img = box.find('img')
    expect(img.attributes('src')).toMatch(/21-001R$/)
    expect(img.attributes('loading')).toBe('lazy')
    expect(img.attributes('alt')).toBe('Ward')
    expect(box.attributes('data-state')).toBe('loading')
    expect(box.find('[data-testid="drawn-card"]').exists()).toBe(true)
    expect(show(withImage, { eager: true }).find('img').attributes('loading')).toBe('eager')
  })

  it('shows the image once loaded, and only the image', async () => {
    const box = show(withImage)
    await box.find('img').trigger('load')
    expect(box.attributes('data-state')).toBe('image')
    expect(box.find('[data-testid="drawn-card"]').exists()).toBe(false)
    expect(box.find('img').classes()).toContain('shown')
  })

  it('falls back to the drawn card when the image cannot be had (no content, offline, damaged)', async () => {
    const box = show(withImage)
    await box.find('img').trigger('error')
    expect(box.attributes('data-state')).toBe('drawn')
    expect(box.find('img').exists()).toBe(false)
    expect(box.find('[data-testid="drawn-card"]').exists()).toBe(true)
  })

  it('draws a card that has no image in its data without asking for one', () => {
    const box = show(makeCard({ image: null }))
    expect(box.find('img').exists()).toBe(false)
    expect(box.attributes('data-state')).toBe('drawn')
  })

  it('draws every card when the player chose text cards, and remembers the choice', async () => {
    const box = show(withImage)
    useImagePreferences().textCards = true
    await nextTick()
    expect(box.find('img').exists()).toBe(false)
    expect(box.attributes('data-state')).toBe('drawn')
    expect(localStorage.getItem(TEXT_CARDS_KEY)).toBe('true')
    resetImagePreferences()
    expect(useImagePreferences().textCards).toBe(true)
  })

  it('thumbnails draw the compact card, full size the whole text', () => {
    expect(show(makeCard({ image: null })).find('svg').classes()).toContain('compact')
    expect(show(makeCard({ image: null }), { size: 'full' }).find('svg').classes()).not.toContain('compact')
  })
})

describe('image URL', () => {
  it('uses the card-image: protocol in Electron (app://deck-lab or the dev server) and the bridge route in browser mode', () => {
    expect(viaImageProtocol('app:', false)).toBe(true)
    expect(viaImageProtocol('file:', false)).toBe(false)
    expect(viaImageProtocol('http:', true)).toBe(true)
    expect(viaImageProtocol('http:', false)).toBe(false)
  })

  it('names the game before the code, so main knows whose card it is (issue 11)', () => {
    // the tests run on Vite's dev mode: the protocol door
    expect(imageUrlFor('creatures', 'set-picture.creatures.0123456789abcdef0123456789abcdef.png')).toBe(
      'card-image://creatures/set-picture.creatures.0123456789abcdef0123456789abcdef.png',
    )
    expect(imageUrlFor('fftcg', 'PR-050/x')).toBe('card-image://fftcg/PR-050%2Fx')
  })

  it('asks for a card of the game the app shows (FFTCG outside an app with stores)', () => {
    expect(show(withImage).find('img').attributes('src')).toBe('card-image://fftcg/21-001R')
  })
})

describe('card image of a game that names its pictures itself (Magic)', () => {
  it('asks for a Magic card’s picture by its oracle id when the data has Scryfall’s address, and draws one without', async () => {
    const { mtgRendererGame } = await import('../../../src-renderer/games/mtg')
    const base = { id: '629fe1be-272d-465f-b9b1-2ce177410f13', layout: 'normal' as const }
    expect(mtgRendererGame.pictureCode!({ ...base, imageUrl: 'https://cards.scryfall.io/normal/front/e/8/e882c9f9-bf30-46b6-bedc-379d2c80e5cb.jpg' } as never)).toBe(base.id)
    expect(mtgRendererGame.pictureCode!({ ...base, imageUrl: null } as never)).toBeNull()
  })
})
