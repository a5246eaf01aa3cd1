import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import type { Card } from '@shared/games/fftcg/card'
import DrawnCard from '../../../src-renderer/games/fftcg/DrawnCard.vue'
import { i18nFor, makeCard, ward } from '../fixtures'

function draw(card: Card, compact = false, locale: 'en' | 'fr' = 'en') {
  return mount(DrawnCard, { props: { card, compact }, global: { plugins: [i18nFor(locale)] } })
}

describe('drawn card', () => {
  it('shows cost, name, type and job, power, the EX Burst mark and the text of 21-001R Ward', () => {
    const svg = draw(ward)
    expect(svg.find('.cost-n').text()).toBe('3')
    expect(svg.find('.name').text()).toBe('Ward')
    expect(svg.find('.type-line').text()).toBe('Forward · Warrior')
    expect(svg.find('.power').text()).toBe('8000')
    expect(svg.find('.ex').exists()).toBe(true)
    expect(svg.find('.dc-ex').text()).toBe('EX BURST')
    expect(svg.text()).toContain('Deal it 7000 damage.')
    expect(svg.find('.footer').text()).toBe('21-001R · VIII')
    expect(svg.attributes('aria-label')).toBe('Ward, Forward · Warrior, cost 3, Fire (drawn card)')
  })

  it('keeps the class names of the detail text to itself (.card-text, .ex-burst stay unique on the page)', () => {
    const svg = draw(ward)
    expect(svg.find('.card-text').exists()).toBe(false)
    expect(svg.find('.ex-burst').exists()).toBe(false)
  })

  it('splits the frame between the elements of a multi-element card, in order', () => {
    const svg = draw(makeCard({ code: '12-111R', name: 'Vayne', elements: ['fire', 'ice'] }))
    expect(svg.findAll('polygon.band').map((b) => b.classes().find((c) => c.startsWith('el-')))).toEqual(['el-fire', 'el-ice'])
  })

  it('draws a colourless card (a crystal token) in a neutral frame, named by its type, without power', () => {
    const svg = draw(makeCard({ code: 'C-001', name: '', elements: [], type: 'crystal', power: null, cost: 0 }))
    expect(svg.findAll('polygon.band').map((b) => b.classes())).toEqual([expect.arrayContaining(['el-none'])])
    expect(svg.find('.name').text()).toBe('Crystal')
    expect(svg.find('.power').exists()).toBe(false)
  })

  it('gives a long name a smaller font and fits it to the header', () => {
    const svg = draw(makeCard({ name: 'Springserpent General Mihli Aliapoh' }))
    const name = svg.find('.name')
    expect(Number(name.attributes('font-size'))).toBeLessThan(46)
    expect(name.attributes('textLength')).toBe('438')
    expect(draw(makeCard({ name: 'Ward' })).find('.name').attributes('textLength')).toBeUndefined()
  })

  it('uses smaller type for longer texts at full size, and a short, large excerpt when compact', () => {
    const short = draw(ward).find('.text-clip')
    const long = draw(makeCard({ text: [{ kind: 'text', text: 'x '.repeat(300) }], plainText: 'x '.repeat(300) })).find('.text-clip')
    expect(short.classes()).toContain('size-xl')
    expect(long.classes()).toContain('size-xxs')
    expect(draw(ward, true).find('.text-clip').classes()).toContain('size-compact')
  })

  it('has no <style> element inside (CSP: style-src self) and a 63:88 view box', () => {
    const svg = draw(ward)
    expect(svg.find('style').exists()).toBe(false)
    expect(svg.attributes('viewBox')).toBe('0 0 630 880')
  })

  it('speaks French', () => {
    const svg = draw(ward, false, 'fr')
    expect(svg.find('.type-line').text()).toMatch(/^Avant/)
    expect(svg.attributes('aria-label')).toContain('coût 3')
  })
})
