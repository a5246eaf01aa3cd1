// Vanguard's deck statistics (src-renderer/games/vanguard/deck): the start deck dsd01 of
// vanguardengine_decks.json counted by hand from its list (16 triggers: 4 critical, 4 draw,
// 3 front, 4 heal, 1 over; 4 sentinels; 3 orders), and a variant that breaks DC-16-triggers and
// DC-4-heal, in English and French.
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import type { DeckEntry } from '@shared/game/module'
import VanguardDeckStats from '../../../src-renderer/games/vanguard/deck/VanguardDeckStats.vue'
import { triggerRuleChecks, vanguardDeckStats } from '../../../src-renderer/games/vanguard/deck/deck-stats'
import { cards, deckPiles, lookup } from '../../unit/vanguard/fixtures'
import { i18nFor } from '../fixtures'

const dsd01 = deckPiles('dsd01')
/** The whole deck as the editor holds it: ride deck and main deck in one list. */
const whole: DeckEntry[] = [...dsd01.ride, ...dsd01.main]
/** dsd01 with a fifth heal trigger of its nation (another name) in place of a grade 1 unit. */
const extraHeal = cards.find((c) => c.trigger === 'heal' && c.nations.includes('Dragon Empire') && c.name !== 'Blaze Maiden, Rona')!
const grade1 = dsd01.main.find((e) => lookup(e.code)!.unitType === 'normal' && lookup(e.code)!.grade === 1)!
const fiveHeals: DeckEntry[] = [...whole.map((e) => (e === grade1 ? { ...e, count: e.count - 1 } : e)), { code: extraHeal.code, count: 1 }]

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})
function show(entries: readonly DeckEntry[], locale: 'en' | 'fr' = 'en') {
  wrapper = mount(VanguardDeckStats as never, { props: { entries, lookup } as never, global: { plugins: [i18nFor(locale)] } })
  return wrapper
}
const figure = (w: VueWrapper, key: string) => w.find(`[data-figure="${key}"]`)

describe('deck figures of dsd01 (issue 13.2)', () => {
  const stats = vanguardDeckStats(whole, lookup)

  it('counts the triggers by kind, the sentinels and the orders of the 50 cards', () => {
    expect(stats.total).toBe(50)
    expect(stats.unknown).toBe(0)
    expect(stats.byTrigger).toEqual({ critical: 4, draw: 4, front: 3, heal: 4, stand: 0, over: 1 })
    expect(stats.triggers).toBe(16)
    expect(stats.sentinels).toBe(4)
    expect(stats.orders).toBe(3)
  })

  it('draws the grade curve with triggers and orders apart: the ride deck counts in its grades', () => {
    expect(stats.grades).toEqual([
      { grade: 0, units: 5, triggers: 16, orders: 0 },
      { grade: 1, units: 11, triggers: 0, orders: 0 },
      { grade: 2, units: 8, triggers: 0, orders: 3 },
      { grade: 3, units: 7, triggers: 0, orders: 0 },
    ])
  })

  it('counts units by printed shield, orders left out', () => {
    expect(stats.shields).toEqual([
      { shield: 0, count: 11 },
      { shield: 5000, count: 24 },
      { shield: 15000, count: 11 },
      { shield: 50000, count: 1 },
    ])
    expect(stats.totalShield).toBe(24 * 5000 + 11 * 15000 + 50000)
  })

  it('leaves unknown codes out of every figure but the total', () => {
    const s = vanguardDeckStats([...whole, { code: 'D-XX99/999', count: 2 }], lookup)
    expect(s).toMatchObject({ total: 52, unknown: 2, triggers: 16 })
  })
})

describe('DC-16-triggers, DC-4-heal, DC-1-over, DC-4-sentinels in the statistics tab', () => {
  it('dsd01 meets every rule, with the counts the rules name', () => {
    const checks = triggerRuleChecks(vanguardDeckStats(whole, lookup), whole, lookup)
    expect(checks).toEqual([
      { key: 'triggers', count: 16, limit: 16, exact: true, rule: 'DC-16-triggers', met: true },
      { key: 'heal', count: 4, limit: 4, exact: false, rule: 'DC-4-heal', met: true },
      { key: 'over', count: 1, limit: 1, exact: false, rule: 'DC-1-over', met: true },
      { key: 'sentinels', count: 4, limit: 4, exact: false, rule: 'DC-4-sentinels', met: true },
    ])
  })

  it('a fifth heal breaks DC-4-heal and makes 17 triggers, breaking DC-16-triggers; over and sentinels still met', () => {
    const checks = triggerRuleChecks(vanguardDeckStats(fiveHeals, lookup), fiveHeals, lookup)
    expect(checks.map((c) => [c.key, c.count, c.met])).toEqual([
      ['triggers', 17, false],
      ['heal', 5, false],
      ['over', 1, true],
      ['sentinels', 4, true],
    ])
  })

  it('shows the counts and verdicts in the tab, in English', () => {
    const w = show(whole)
    expect(figure(w, 'triggers').text()).toContain('16 of 16')
    expect(figure(w, 'triggers').text()).toContain('meets rule DC-16-triggers')
    expect(figure(w, 'heal').text()).toContain('4 (at most 4)')
    expect(figure(w, 'over').attributes('data-met')).toBe('true')
    expect(figure(w, 'orders').find('dd').text()).toBe('3')
    expect(figure(w, 'totalShield').find('dd').text()).toBe('335,000')
    const triggerRows = w.findAll('[data-testid="chart-triggers"] li').map((li) => [li.attributes('data-key'), li.find('.value').text()])
    expect(triggerRows).toEqual([['critical', '4'], ['draw', '4'], ['front', '3'], ['heal', '4'], ['stand', '0'], ['over', '1']])
    expect(w.find('[data-testid="chart-grades"] svg').attributes('aria-label')).toContain('grade 0: 5 units, 16 triggers, 0 orders')
  })

  it('marks the broken rules, in French', () => {
    const w = show(fiveHeals, 'fr')
    expect(figure(w, 'triggers').attributes('data-met')).toBe('false')
    expect(figure(w, 'triggers').text()).toContain('17 sur 16')
    expect(figure(w, 'triggers').text()).toContain('enfreint la règle DC-16-triggers')
    expect(figure(w, 'heal').text()).toContain('5 (au plus 4)')
    expect(figure(w, 'heal').text()).toContain('Triggers soin')
    expect(figure(w, 'sentinels').text()).toContain('respecte la règle DC-4-sentinels')
    expect(w.find('[data-testid="chart-shields"]').text()).toContain('Unités par bouclier')
  })
})
