// The picture at the top of a table's preview (Magic's and Vanguard's): asked of the card-image
// door, shown once loaded, gone when main has none (204: the image's error) or the "text cards"
// setting is on, and asked again for the next card.
import { beforeEach, describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import PreviewPicture from '../../../src-renderer/table/PreviewPicture.vue'
import MtgPreview from '../../../src-renderer/games/mtg/table/MtgPreview.vue'
import { resetImagePreferences, useImagePreferences } from '../../../src-renderer/stores/images'
import { i18nFor } from '../fixtures'

const show = (src: string) => mount(PreviewPicture, { props: { src, alt: 'Island, the card’s picture' } })

beforeEach(() => {
  localStorage.clear()
  resetImagePreferences()
})

describe('table preview picture', () => {
  it('takes no room until loaded, then shows; a failed picture goes, and the next card’s is asked', async () => {
    const w = show('card-image/mtg/a')
    const img = w.find('[data-testid="preview-picture"]')
    expect(img.classes()).not.toContain('shown')
    await img.trigger('load')
    expect(w.find('[data-testid="preview-picture"]').classes()).toContain('shown')
    await w.find('[data-testid="preview-picture"]').trigger('error')
    expect(w.find('[data-testid="preview-picture"]').exists()).toBe(false)
    await w.setProps({ src: 'card-image/mtg/b' })
    expect(w.find('[data-testid="preview-picture"]').attributes('src')).toBe('card-image/mtg/b')
  })

  it('asks for nothing with the “text cards” setting', () => {
    useImagePreferences().textCards = true
    expect(show('card-image/mtg/a').find('img').exists()).toBe(false)
  })

  it('asks the door for a Magic table card’s picture by its id', () => {
    const card = { key: '629fe1be-272d-465f-b9b1-2ce177410f13', name: 'Island', supertypes: ['Basic'], types: ['Land'], subtypes: ['Island'], cost: [], manaValue: 0, power: null, toughness: null, loyalty: null, keywords: [], manaAbilities: [], manaChoices: [], colors: [], creature: false, land: true, legendary: false }
    const w = mount(MtgPreview, { props: { card }, global: { plugins: [i18nFor()] } })
    expect(w.find('[data-testid="preview-picture"]').attributes('src')).toMatch(/mtg\/629fe1be-272d-465f-b9b1-2ce177410f13$/)
    expect(w.find('[data-testid="preview-picture"]').attributes('alt')).toBe('Island, the card’s picture')
  })
})
