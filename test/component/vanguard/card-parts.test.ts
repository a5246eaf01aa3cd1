// Vanguard's card parts (src-renderer/games/vanguard): the detail pane, the value icons, the deck
// list's groups, the list columns, sort keys, search example and value names, with real cards of
// the bundled catalog (resources/vanguard-cards.json).
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { vanguardParts } from '@shared/games/vanguard'
import { vanguardRendererGame } from '../../../src-renderer/games/vanguard'
import VanguardCardDetail from '../../../src-renderer/games/vanguard/VanguardCardDetail.vue'
import VanguardValueIcon from '../../../src-renderer/games/vanguard/VanguardValueIcon.vue'
import { parseFieldQuery } from '../../../src-main/catalog/field-query'
import { card, cards } from '../../unit/vanguard/fixtures'
import { i18nFor } from '../fixtures'

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})
function show<P extends Record<string, unknown>>(component: object, props: P, locale: 'en' | 'fr' = 'en') {
  wrapper = mount(component as never, { props: props as never, global: { plugins: [i18nFor(locale)] }, attachTo: document.body })
  return wrapper
}
const fact = (w: VueWrapper, field: string) => w.find(`[data-field="${field}"]`)

describe('card detail (issue 13.1)', () => {
  it('shows every field of a trigger unit under the module’s names: grade, power, shield, critical, trigger with its power, skill, unit type, nation, clan, set, text', () => {
    const w = show(VanguardCardDetail, { card: card('D-BT01/063') }) // Contact Spark Dragon
    expect(w.find('h2').text()).toBe('Contact Spark Dragon')
    expect(fact(w, 'code').text()).toBe('D-BT01/063')
    expect(fact(w, 'unitType').text()).toBe('Trigger unit')
    expect(fact(w, 'grade').text()).toBe('0')
    expect(fact(w, 'power').text()).toBe('5,000')
    expect(fact(w, 'shield').text()).toBe('15,000')
    expect(fact(w, 'critical').text()).toBe('1')
    expect(fact(w, 'trigger').text()).toBe('Critical (+10,000)')
    expect(fact(w, 'trigger').find('[data-testid="trigger-icon"]').attributes('aria-label')).toBe('Critical trigger')
    expect(fact(w, 'skill').text()).toBe('Boost')
    expect(fact(w, 'nations').text()).toBe('Dragon Empire')
    expect(fact(w, 'clan').text()).toBe('—')
    expect(fact(w, 'set').text()).toBe('D-BT01')
    expect(w.find('[data-testid="detail-text"]').text()).toBe('No written effect.')
    expect(w.findAll('dt').map((d) => d.text())).toEqual(['Code', 'Unit type', 'Grade', 'Power', 'Shield', 'Critical', 'Trigger', 'Skill', 'Nation', 'Clan', 'Set'])
    expect(w.find('[data-testid="drawn-card"]').attributes('data-code')).toBe('D-BT01/063')
  })

  it('shows an order’s type and grade, and no unit’s power, shield, critical, skill or trigger; labels in French', () => {
    const w = show(VanguardCardDetail, { card: card('D-BT01/068') }, 'fr') // a blitz order
    expect(fact(w, 'unitType').text()).toBe('Ordre')
    expect(fact(w, 'orderType').text()).toBe('Ordre blitz')
    expect(fact(w, 'grade').text()).toBe('2')
    for (const field of ['power', 'shield', 'critical', 'skill', 'trigger']) expect(fact(w, field).exists(), field).toBe(false)
    expect(w.findAll('dt').map((d) => d.text())).toEqual(['Code', 'Type d’unité', 'Type d’ordre', 'Grade', 'Nation', 'Clan', 'Extension'])
    expect(w.find('.sub').text()).toContain('Grade 2')
  })

  it('shows a grade 3’s Twin Drive and clan, and a dual-nation unit’s two nations', () => {
    const overlord = show(VanguardCardDetail, { card: card('D-BT02/001') })
    expect(fact(overlord, 'skill').text()).toBe('Twin Drive!!')
    expect(fact(overlord, 'clan').text()).toBe('Kagero')
    expect(fact(overlord, 'trigger').exists()).toBe(false)
    expect(overlord.find('[data-testid="grade-icon"]').attributes('aria-label')).toBe('Grade 3')
    overlord.unmount()
    expect(fact(show(VanguardCardDetail, { card: card('D-BT05/013') }), 'nations').text()).toBe('Dragon Empire / Stoicheia')
  })

  it('DC-tokens: says that a token cannot be put in a deck', () => {
    expect(show(VanguardCardDetail, { card: card('D-BT01/T01') }).find('[data-testid="detail-not-legal"]').text()).toBe('Cannot be put in a deck')
    wrapper!.unmount()
    expect(show(VanguardCardDetail, { card: card('D-BT01/063') }).find('[data-testid="detail-not-legal"]').exists()).toBe(false)
  })

  it('closes with Escape and with its close button; says so when no card is chosen', async () => {
    const w = show(VanguardCardDetail, { card: card('D-BT01/063') })
    await w.find('[data-testid="card-detail"]').trigger('keydown', { key: 'Escape' })
    await w.find('[data-testid="detail-close"]').trigger('click')
    expect(w.emitted('close')).toHaveLength(2)
    w.unmount()
    expect(show(VanguardCardDetail, { card: null }).text()).toContain('Select a card')
  })
})

describe('value icons', () => {
  it('marks each trigger kind and a grade with a named icon, in the app’s language, and nothing else', () => {
    const heal = show(VanguardValueIcon, { field: 'trigger', value: 'heal' }, 'fr').find('[data-testid="trigger-icon"]')
    expect(heal.attributes('aria-label')).toBe('Trigger Soin')
    expect(heal.classes()).toContain('vg-trigger-heal')
    wrapper!.unmount()
    expect(show(VanguardValueIcon, { field: 'grade', value: '2' }).find('[data-testid="grade-icon"]').text()).toBe('2')
    wrapper!.unmount()
    expect(show(VanguardValueIcon, { field: 'trigger', value: 'none' }).find('[role="img"]').exists()).toBe(false)
    wrapper!.unmount()
    expect(show(VanguardValueIcon, { field: 'power', value: '5000' }).find('[role="img"]').exists()).toBe(false)
  })
})

describe('the Cards view and deck list parts', () => {
  const parts = vanguardRendererGame

  it('groups a deck by grade, triggers by kind, and orders, with a label for every group', () => {
    const of = (code: string) => parts.deckGroups.of(card(code))
    expect(of('D-BT02/001')).toBe('vanguard.grade3')
    expect(of('D-BT01/031')).toBe('vanguard.grade1') // a sentinel is a grade 1 unit
    expect(of('D-BT01/063')).toBe('vanguard.critical')
    expect(of('D-BT01/013')).toBe('vanguard.over')
    expect(of('D-BT01/068')).toBe('vanguard.order')
    const grade4 = cards.find((c) => c.grade === 4 && c.unitType === 'normal')!
    expect(parts.deckGroups.of(grade4)).toBe('vanguard.grade4')
    // every card of the catalog falls in one of the listed groups
    expect(new Set(cards.map((c) => parts.deckGroups.of(c))).size).toBeLessThanOrEqual(parts.deckGroups.order.length)
    for (const c of cards) expect(parts.deckGroups.order).toContain(parts.deckGroups.of(c))
    const en = i18nFor('en').global
    const fr = i18nFor('fr').global
    for (const group of parts.deckGroups.order) {
      expect(en.te(`deck.group.${group}`), group).toBe(true)
      expect(fr.te(`deck.group.${group}`), group).toBe(true)
    }
    expect(fr.t('deck.group.vanguard.heal')).toBe('Triggers soin')
  })

  it('names enum values through i18n (trigger, skill, unit and order types) and leaves others as they are', () => {
    const en = i18nFor('en').global
    expect(en.t(parts.valueNameKey!('trigger', 'front')!)).toBe('Front')
    expect(en.t(parts.valueNameKey!('skill', 'triple-drive')!)).toBe('Triple Drive!!!')
    expect(en.t(parts.valueNameKey!('unitType', 'sentinel')!)).toBe('Sentinel')
    expect(en.t(parts.valueNameKey!('orderType', 'set')!)).toBe('Set order')
    expect(parts.valueNameKey!('nations', 'Stoicheia')).toBeNull()
    expect(parts.valueNameKey!('trigger', 'bogus')).toBeNull()
    for (const field of vanguardParts.cards.fields.filter((f) => f.kind === 'enum'))
      for (const value of field.values ?? []) for (const locale of ['en', 'fr'] as const) expect(i18nFor(locale).global.te(parts.valueNameKey!(field.key, value)!), `${locale} ${field.key}.${value}`).toBe(true)
  })

  it('lists columns and sort keys that are the module’s fields', () => {
    const fields = new Map(vanguardParts.cards.fields.map((f) => [f.key, f]))
    for (const column of parts.listColumns!) expect(fields.has(column.field ?? column.key), column.key).toBe(true)
    expect(parts.listColumns!.find((c) => c.key === 'trigger')!.cell).toBe('value')
    expect(parts.sortKeys!.slice(0, 4)).toEqual(['grade', 'power', 'shield', 'critical'])
    expect(parts.sortKeys!.at(-1)).toBe('relevance')
    const sortable = vanguardParts.cards.fields.filter((f) => f.sort).map((f) => f.key)
    expect([...parts.sortKeys!].sort()).toEqual([...sortable, 'relevance'].sort())
  })

  it('gives a search example the query language reads with the module’s keys, and that finds grade 3 Twin Drive units', () => {
    const query = parseFieldQuery(parts.searchExample!, vanguardParts.cards.fields)
    expect(query.ok).toBe(true)
    if (!query.ok) return
    const found = cards.filter((c) => query.matches(c as never))
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((c) => c.grade === 3 && c.skill === 'twin-drive' && c.power! >= 13000)).toBe(true)
  })
})

describe('card detail: the official picture', () => {
  it('shows the picture of a card whose file gives its address, through the card-image door, and the drawn card when it fails', async () => {
    const pictured = { ...card('D-BT01/063'), image: 'https://en.cf-vanguard.com/wordpress/wp-content/images/cardlist/dbt01/dbt01_063.png' }
    const w = show(VanguardCardDetail, { card: pictured })
    const picture = w.find('[data-testid="detail-picture"]')
    expect(picture.attributes('src')).toMatch(/vanguard\/D-BT01%2F063$/)
    expect(picture.attributes('alt')).toBe(`${pictured.name}, the card’s picture`)
    expect(w.find('[data-testid="drawn-card"]').exists()).toBe(false)
    await picture.trigger('error')
    expect(w.find('[data-testid="detail-picture"]').exists()).toBe(false)
    expect(w.find('[data-testid="drawn-card"]').exists()).toBe(true)
  })

  it('draws a card whose file gives no picture, asking for none', () => {
    const w = show(VanguardCardDetail, { card: card('D-BT01/063') })
    expect(w.find('[data-testid="detail-picture"]').exists()).toBe(false)
    expect(w.find('[data-testid="drawn-card"]').exists()).toBe(true)
  })
})
