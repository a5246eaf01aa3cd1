// Magic's symbols as the renderer shows them (src-renderer/games/mtg/mana-symbols.ts, ManaCost,
// OracleText): costs read aloud in English and French (CR 107.4's symbols: generic, coloured,
// colourless, X, snow, hybrid, two-generic hybrid, Phyrexian), badges in the symbols' colours, and
// rules text with its costs and tap symbols drawn inline.
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { parseManaCost } from '@shared/games/mtg/mana-cost'
import ManaCost from '../../../src-renderer/games/mtg/ManaCost.vue'
import OracleText from '../../../src-renderer/games/mtg/OracleText.vue'
import { describeCost, symbolFace, textParts } from '../../../src-renderer/games/mtg/mana-symbols'
import { i18nFor } from '../fixtures'

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})
const say = (cost: string, locale: 'en' | 'fr' = 'en') => describeCost(i18nFor(locale).global.t as never, parseManaCost(cost))

describe('107.4 a cost read aloud', () => {
  it('counts the symbols of a kind together, generic first as printed: {2}{G} is “two generic, one green”', () => {
    expect(say('{2}{G}')).toBe('two generic, one green')
    expect(say('{3}{U}{U}')).toBe('three generic, two blue')
    expect(say('{X}{B}{B}{B}')).toBe('one X, three black')
    expect(say('{W}{U}{B}{R}{G}')).toBe('one white, one blue, one black, one red, one green')
  })

  it('names colourless, snow, hybrid, two-generic hybrid and Phyrexian symbols', () => {
    expect(say('{C}{C}')).toBe('two colourless')
    expect(say('{S}')).toBe('one snow')
    expect(say('{G/W}{G/W}')).toBe('two green or white')
    expect(say('{2/U}')).toBe('one two generic or blue')
    expect(say('{G/P}')).toBe('one Phyrexian green')
    expect(say('{G/U/P}')).toBe('one Phyrexian green or blue')
  })

  it('says so for no cost, and writes numbers past twenty as digits', () => {
    expect(say('')).toBe('no mana cost')
    expect(say('{25}')).toBe('25 generic')
  })

  it('reads in French, with plurals', () => {
    expect(say('{2}{G}', 'fr')).toBe('deux génériques, un vert')
    expect(say('{1}{R}{R}', 'fr')).toBe('un générique, deux rouges')
    expect(say('{W/U}', 'fr')).toBe('un blanc ou bleu')
    expect(say('{G/W}{G/W}', 'fr')).toBe('deux verts ou blancs')
    expect(say('{B/P}{B/P}', 'fr')).toBe('deux noirs phyrexians')
  })
})

describe('badges', () => {
  it('gives each symbol its colour halves and marks: a hybrid two halves, {2/W} generic and white', () => {
    expect(symbolFace(parseManaCost('{G}')[0]!)).toEqual({ halves: ['ms-G'], marks: ['G'], phyrexian: false })
    expect(symbolFace(parseManaCost('{W/U}')[0]!)).toEqual({ halves: ['ms-W', 'ms-U'], marks: ['W', 'U'], phyrexian: false })
    expect(symbolFace(parseManaCost('{2/W}')[0]!)).toEqual({ halves: ['ms-C', 'ms-W'], marks: ['2', 'W'], phyrexian: false })
    expect(symbolFace(parseManaCost('{R/P}')[0]!).phyrexian).toBe(true)
    expect(symbolFace(parseManaCost('{12}')[0]!).marks).toEqual(['12'])
  })

  it('ManaCost draws one badge per symbol and is named as one image', () => {
    wrapper = mount(ManaCost, { props: { symbols: parseManaCost('{1}{G}{W/U}') }, global: { plugins: [i18nFor('en')] } })
    const cost = wrapper.find('[data-testid="mana-cost"]')
    expect(cost.attributes('role')).toBe('img')
    expect(cost.attributes('aria-label')).toBe('one generic, one green, one white or blue')
    expect(wrapper.findAll('.ms').map((b) => b.attributes('data-symbol'))).toEqual(['1', 'G', 'W/U'])
    expect(wrapper.findAll('.ms')[2]!.findAll('.half').map((h) => h.classes())).toEqual([
      ['half', 'ms-W', 'half-0'],
      ['half', 'ms-U', 'half-1'],
    ])
    // the badges are decoration: the cost's name is read once
    expect(wrapper.findAll('.ms').every((b) => b.attributes('aria-hidden') === 'true')).toBe(true)
  })
})

describe('rules text with symbols', () => {
  it('cuts text into runs: symbols next to each other make one cost, {T} is its own symbol', () => {
    expect(textParts('{2}{G}, {T}: Add {G}{G}.')).toEqual([
      { kind: 'mana', symbols: parseManaCost('{2}{G}') },
      { kind: 'text', text: ', ' },
      { kind: 'symbol', symbol: 'T' },
      { kind: 'text', text: ': Add ' },
      { kind: 'mana', symbols: parseManaCost('{G}{G}') },
      { kind: 'text', text: '.' },
    ])
  })

  it('keeps a symbol it does not know as written, and text without symbols whole', () => {
    expect(textParts('Roll {CHAOS} twice')).toEqual([{ kind: 'text', text: 'Roll {CHAOS} twice' }])
    expect(textParts('Flying')).toEqual([{ kind: 'text', text: 'Flying' }])
  })

  it('draws the cost and the tap symbol inline, named in French', () => {
    wrapper = mount(OracleText, { props: { text: '{T}: Add {G}.\nFlying' }, global: { plugins: [i18nFor('fr')] } })
    expect(wrapper.find('[data-symbol="T"]').attributes('aria-label')).toBe('engager')
    expect(wrapper.find('[data-testid="mana-cost"]').attributes('aria-label')).toBe('un vert')
    expect(wrapper.text()).toContain(': Add')
    expect(wrapper.text()).toContain('Flying')
  })
})
