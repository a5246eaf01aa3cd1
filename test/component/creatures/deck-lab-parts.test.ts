// The creature game's deck statistics tab and lab report, with the demo set's cards and deck
// (resources/creatures-demo-set.json) and a report of the real creature lab run on that deck.
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import type { DeckEntry } from '@shared/game/module'
import { runCreatureLab } from '@shared/games/creatures/lab/run'
import type { CreatureLabReport } from '@shared/games/creatures/lab/report'
import CreatureDeckStats from '../../../src-renderer/games/creatures/deck/CreatureDeckStats.vue'
import CreatureLabResults from '../../../src-renderer/games/creatures/lab/CreatureLabResults.vue'
import { bandWidth, creatureDeckStats } from '../../../src-renderer/games/creatures/deck/deck-stats'
import { DEMO_CARDS, DEMO_DECK, demoDeck } from '../../unit/creatures/fixtures'
import { i18nFor } from '../fixtures'

const entries: DeckEntry[] = DEMO_DECK.map(([code, count]) => ({ code, count }))
const lookup = (code: string) => DEMO_CARDS.find((c) => c.code.toUpperCase() === code.toUpperCase()) ?? null

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})
function show(component: object, props: Record<string, unknown>, locale: 'en' | 'fr' = 'en') {
  wrapper = mount(component as never, { props: props as never, global: { plugins: [i18nFor(locale)] }, attachTo: document.body })
  return wrapper
}
const figure = (w: VueWrapper, name: string) => w.find(`[data-figure="${name}"] dd`).text()

describe('deck statistics', () => {
  // The demo deck (test/unit/creatures/fixtures.ts): 34 creatures (levels 0–3), 3 effects,
  // 2 equipment, 1 terrain; CR-023 and CR-024 carry the yellow star.
  it('counts the demo deck by category, level and Atk band, with its starred cards', () => {
    const stats = creatureDeckStats(entries, lookup)
    expect(stats.total).toBe(40)
    expect(stats.byCategory).toEqual({ creature: 34, effect: 3, equipment: 2, terrain: 1 })
    // level 0: CR-001/003/004/006/008/009 ×3, CR-012 ×2; level 1: CR-013 ×3, CR-014 ×2, CR-016 ×3;
    // level 2: CR-020, CR-021 ×2, CR-023; level 3: CR-024
    expect(stats.levels).toEqual([{ level: 0, count: 20 }, { level: 1, count: 8 }, { level: 2, count: 5 }, { level: 3, count: 1 }])
    expect(stats.starred.map((s) => s.code)).toEqual(['CR-023', 'CR-024'])
    // Atk under 1000: CR-001/003/004/008 ×3, CR-012 ×2; 1000–1999: CR-006/009/013/016 ×3, CR-014 ×2;
    // 2000–2999: CR-020, CR-021 ×2, CR-023; 3400: CR-024
    expect(stats.atkBands.map((b) => [b.from, b.to, b.count])).toEqual([[0, 999, 14], [1000, 1999, 14], [2000, 2999, 5], [3000, 3999, 1]])
  })

  it('averages Atk and Def over creature copies, and leaves unknown cards out', () => {
    const stats = creatureDeckStats([{ code: 'CR-001', count: 2 }, { code: 'CR-003', count: 1 }, { code: 'EF-002', count: 1 }, { code: 'NOPE', count: 3 }], lookup)
    // Ember Pup 900/500 ×2, Pebble Golem 600/1200 ×1
    expect(stats.averageAtk).toBe(800)
    expect(stats.averageDef).toBe(733.3333333333334)
    expect(stats.unknown).toBe(3)
    expect(stats.total).toBe(7)
    expect(stats.atkBands).toEqual([{ from: 0, to: 499, count: 0 }, { from: 500, to: 999, count: 3 }])
    expect(creatureDeckStats([], lookup).averageAtk).toBeNull()
  })

  it('picks bands of at most six up to the highest value', () => {
    expect(bandWidth(2400)).toBe(500)
    expect(bandWidth(3600)).toBe(1000)
    expect(bandWidth(99_999)).toBe(20_000)
  })

  it('shows the figures and charts, titled by the module’s field names', () => {
    const w = show(CreatureDeckStats, { entries, lookup })
    expect(figure(w, 'creature')).toBe('34')
    expect(figure(w, 'terrain')).toBe('1')
    expect(figure(w, 'starred')).toBe('2')
    expect(w.find('[data-testid="chart-levels"]').text()).toContain('Creatures by Level')
    expect(w.find('[data-testid="chart-atk"]').text()).toContain('Creatures by Atk')
    expect(w.find('[data-testid="starred-cards"]').text()).toContain('×1')
  })

  it('I1, RS: takes the deck’s legality from the module, format by format', () => {
    const w = show(CreatureDeckStats, { entries, lookup })
    expect(w.find('[data-format="standard"]').attributes('data-valid')).toBe('true')
    expect(w.find('[data-format="free"]').attributes('data-valid')).toBe('true')
    w.unmount()
    const starredTwice = [...entries.filter((e) => e.code !== 'CR-023'), { code: 'CR-023', count: 2 }]
    const bad = show(CreatureDeckStats, { entries: starredTwice, lookup }, 'fr')
    const standard = bad.find('[data-format="standard"]')
    expect(standard.attributes('data-valid')).toBe('false')
    expect(standard.text()).toContain('étoile jaune')
    expect(standard.text()).toContain('41')
  })
})

describe('lab results', () => {
  const report: CreatureLabReport = runCreatureLab(demoDeck(), { seed: 7, games: 400, turns: 5, onThePlay: true, policies: ['keep', 'bottom-magic'] })
  const [keep, bottomMagic] = report.policies

  it('Déroulement: the keep policy never puts a card back; the other shows its rate with its interval', () => {
    const w = show(CreatureLabResults, { report, policy: keep })
    expect(figure(w, 'mulligan')).toBe('0.0%')
    w.unmount()
    const other = show(CreatureLabResults, { report, policy: bottomMagic })
    const m = bottomMagic!.mulligan
    expect(m.p).toBeGreaterThan(0)
    expect(other.find('[data-figure="mulligan"]').text()).toContain(`${(m.p * 100).toFixed(1)}%`)
    expect(other.find('[data-figure="mulligan"] .ci').text()).toBe(`${(m.lo * 100).toFixed(1)}–${(m.hi * 100).toFixed(1)}%`)
  })

  it('1.3: charts when each level could first be summoned and was, one series per level in the deck', () => {
    const w = show(CreatureLabResults, { report, policy: keep })
    const chart = w.find('[data-testid="lab-chart-summonable"]')
    for (const level of keep!.levels) expect(chart.text()).toContain(`Level ${level.level}`)
    expect(keep!.levels.map((l) => l.level)).toEqual([0, 1, 2, 3])
    expect(w.find('[data-testid="lab-chart-summoned"]').exists()).toBe(true)
  })

  it('1.3.1: LP dealt to an empty field by the last turn, with its interval', () => {
    const w = show(CreatureLabResults, { report, policy: keep })
    const last = keep!.turns[4]!.dealt
    expect(last.mean).toBeGreaterThan(0)
    const text = w.find('[data-figure="dealt"]').text()
    expect(text).toContain('turn 5')
    // LP in whole numbers
    expect(text).toContain(`± ${Math.round(Math.max(last.hi - last.mean, last.mean - last.lo))}`)
    expect(w.find('[data-figure="dealt"] dd').text()).toBe(Math.round(last.mean).toLocaleString('en'))
    expect(w.find('[data-testid="lab-chart-dealt"]').exists()).toBe(true)
  })

  it('compares the policies on the same deals, each difference with its interval, in French too', () => {
    const w = show(CreatureLabResults, { report, policy: keep }, 'fr')
    const row = w.find('[data-testid="lab-comparisons"] tr[data-policy="bottom-magic"]')
    expect(row.text()).toContain('Garder les cinq − Remettre toute non-créature')
    expect(row.findAll('td')).toHaveLength(2)
    expect(row.findAll('td .ci')[0]!.text()).toMatch(/^\(.+ … .+\)$/)
    expect(w.text()).toContain('Une créature de chaque niveau invocable au tour')
  })

  it('reads the LP dealt difference in whole LP, signed, with its interval, bold only when significant', () => {
    const w = show(CreatureLabResults, { report, policy: keep })
    const dealt = report.comparisons[0]!.dealt
    const lp = (d: number) => (Math.round(d) > 0 ? '+' : Math.round(d) < 0 ? '−' : '') + Math.abs(Math.round(d)).toLocaleString('en')
    const cell = w.find('[data-testid="lab-comparisons"] tr[data-policy="bottom-magic"] td')
    expect(cell.text()).toContain(`${lp(dealt.diff)} (${lp(dealt.lo)} … ${lp(dealt.hi)})`)
    expect(cell.classes('sig')).toBe(dealt.significant)
    expect(cell.text().includes('no clear difference')).toBe(!dealt.significant)
  })
})
