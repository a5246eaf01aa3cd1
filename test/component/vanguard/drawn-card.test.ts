// Vanguard's drawn card (src-renderer/games/vanguard/VanguardDrawnCard.vue), with real cards of
// the bundled catalog (resources/vanguard-cards.json): a trigger unit, an order, a dual-nation
// unit, in English and French.
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import VanguardDrawnCard from '../../../src-renderer/games/vanguard/VanguardDrawnCard.vue'
import { card } from '../../unit/vanguard/fixtures'
import { i18nFor } from '../fixtures'

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})
function draw(code: string, locale: 'en' | 'fr' = 'en', compact = false) {
  wrapper = mount(VanguardDrawnCard as never, { props: { card: card(code), compact } as never, global: { plugins: [i18nFor(locale)] } })
  return wrapper
}
const part = (w: VueWrapper, id: string) => w.find(`[data-testid="${id}"]`)

describe('the drawn card (issue 13.1)', () => {
  it('draws a critical trigger unit: grade 0, its trigger icon with +10000, shield, critical, power, Boost', () => {
    const w = draw('D-BT01/063') // Contact Spark Dragon
    const svg = part(w, 'drawn-card')
    expect(svg.attributes('data-trigger')).toBe('critical')
    expect(svg.attributes('data-unit-type')).toBe('trigger')
    expect(svg.classes()).toContain('vg-nation-dragon-empire')
    expect(part(w, 'drawn-grade').text()).toBe('0')
    expect(part(w, 'drawn-trigger').classes()).toContain('vg-trigger-critical')
    expect(part(w, 'drawn-trigger-power').text()).toBe('+10,000')
    expect(part(w, 'drawn-shield').text()).toBe('15,000')
    expect(part(w, 'drawn-critical').text()).toBe('1')
    expect(part(w, 'drawn-power').text()).toBe('5,000')
    expect(part(w, 'drawn-skill').text()).toBe('Boost')
    expect(w.text()).toContain('Trigger unit · Dragon Empire')
    expect(svg.attributes('aria-label')).toBe('Contact Spark Dragon, Grade 0, Trigger unit, Critical trigger +10,000, Power 5,000, Shield 15,000, Critical 1, Boost')
  })

  it('draws the over trigger’s power as +100 million, in French too', () => {
    expect(part(draw('D-BT01/013'), 'drawn-trigger-power').text()).toBe('+100 million')
    wrapper!.unmount()
    const w = draw('D-BT01/013', 'fr')
    expect(part(w, 'drawn-trigger-power').text()).toBe('+100 millions')
    expect(part(w, 'drawn-card').attributes('aria-label')).toContain('Trigger Over +100 millions')
  })

  it('draws an order with its grade and order type, and no power, shield, critical, skill or trigger', () => {
    const w = draw('D-BT01/068') // Burn Bright, Pure Prayers, a blitz order
    expect(part(w, 'drawn-card').classes()).toContain('order')
    expect(part(w, 'drawn-grade').text()).toBe('2')
    for (const id of ['drawn-power', 'drawn-shield', 'drawn-critical', 'drawn-skill', 'drawn-trigger']) expect(part(w, id).exists(), id).toBe(false)
    expect(w.text()).toContain('Blitz order · Dragon Empire')
    expect(part(w, 'drawn-card').attributes('aria-label')).toBe('Burn Bright, Pure Prayers, Grade 2, Blitz order')
  })

  it('draws a dual-nation unit in both nations’ colours, and a clan instead of nations when it has one', () => {
    const w = draw('D-BT05/013')
    expect(part(w, 'drawn-second-nation').classes()).toContain('vg-nation-stoicheia')
    expect(w.text()).toContain('Normal unit · Dragon Empire / Stoicheia')
    wrapper!.unmount()
    const kagero = draw('D-BT02/001', 'fr') // Dragonic Overlord, clan Kagero
    expect(kagero.text()).toContain('Unité normale · Kagero')
    expect(part(kagero, 'drawn-skill').text()).toBe('Twin Drive!!')
    expect(part(kagero, 'drawn-second-nation').exists()).toBe(false)
  })

  it('is compact on demand (lists, the table)', () => {
    expect(part(draw('D-BT01/063', 'en', true), 'drawn-card').classes()).toContain('compact')
  })
})
