import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import type { LabReport } from '@shared/games/fftcg/lab/report'
import LabResults from '../../../src-renderer/games/fftcg/lab/LabResults.vue'
import LabCompareSaved from '../../../src-renderer/components/lab/LabCompareSaved.vue'
import { i18nFor } from '../fixtures'
import single from './fixtures/single-report.json'

// A fixed run: the Fire/Water deck of test/unit/lab/fixtures.ts, 20,000 games, seed 7, on the play.
const report = single as unknown as LabReport
const policy = report.policies[0]!

function mountResults(locale: 'en' | 'fr' = 'en') {
  return mount(LabResults, { props: { report, policy }, global: { plugins: [i18nFor(locale)] } })
}

describe('the lab results', () => {
  it('shows the headline figures with their 95% intervals', () => {
    const w = mountResults()
    const mull = w.find('[data-figure="mulligan"]')
    const p = policy.mulligan
    expect(mull.text()).toContain(`${(p.p * 100).toFixed(1)}%`)
    expect(mull.text()).toContain(`${(p.lo * 100).toFixed(1)}–${(p.hi * 100).toFixed(1)}%`)
    const b2 = policy.turns[1]!.backupsAtLeast[1]!
    expect(w.find('[data-figure="backups2"]').text()).toContain(`${(b2.p * 100).toFixed(1)}%`)
    expect(w.find('[data-figure="damage"]').text()).toMatch(/Mean damage dealt by turn 5\d\.\d\d± 0\.\d\d/)
  })

  it('draws every chart with a text alternative and error bars, and a table of the values with intervals', () => {
    const w = mountResults()
    for (const id of ['lab-chart-drawn-deployed', 'lab-chart-backups', 'lab-chart-forward', 'lab-chart-damage', 'lab-chart-win', 'lab-chart-shortfall']) {
      const chart = w.find(`[data-testid="${id}"]`)
      expect(chart.exists(), id).toBe(true)
      const svg = chart.find('svg[role="img"]')
      expect(svg.attributes('aria-label')!.length, id).toBeGreaterThan(40)
      expect(chart.find('details.as-table table').exists(), id).toBe(true)
      expect(chart.find('summary').text()).toBe('Show as table')
    }
    // error bars: one per bar in the Backups small multiples (5 panels × 5 turns)
    expect(w.findAll('[data-testid="lab-chart-backups"] .err')).toHaveLength(25)
    // the table gives P(≥ 2 Backups, turn 2) with its interval
    const b2 = policy.turns[1]!.backupsAtLeast[1]!
    const cell = w.findAll('[data-testid="lab-chart-backups"] tbody tr')[1]!.findAll('td')[1]!.text()
    expect(cell).toBe(`${(b2.p * 100).toFixed(1)}% (${(b2.lo * 100).toFixed(1)}–${(b2.hi * 100).toFixed(1)})`)
  })

  it('puts what a draw calculator says beside what reaches the field, and names the gap', async () => {
    const w = mountResults()
    const chart = w.find('[data-testid="lab-chart-drawn-deployed"]')
    expect(chart.find('[data-which="backup2"]').attributes('aria-checked')).toBe('true') // the default: two Backups
    await chart.find('[data-which="backup1"]').trigger('click')
    const t = policy.turns
    const gaps = t.map((x) => x.backup1.deployed.p - x.backup1.drawnExact)
    const worst = gaps.indexOf(Math.min(...gaps))
    expect(chart.find('[data-testid="lab-drawn-headline"]').text()).toBe(
      `By turn ${worst + 1}, a draw calculator says ${(t[worst]!.backup1.drawnExact * 100).toFixed(1)}% of games draw a Backup; only ${(t[worst]!.backup1.deployed.p * 100).toFixed(1)}% have one on the field: ${(Math.abs(gaps[worst]!) * 100).toFixed(1)} pts fewer.`,
    )
    expect(chart.findAll('rect.exact')).toHaveLength(5)
    expect(chart.findAll('rect.deployed')).toHaveLength(5)
    const row2 = chart.findAll('tbody tr')[1]!.findAll('td').map((c) => c.text())
    expect(row2[0]).toBe(`${(t[1]!.backup1.drawnExact * 100).toFixed(1)}%`)
    await chart.find('[data-which="forward1"]').trigger('click')
    expect(chart.find('[data-testid="lab-drawn-headline"]').text()).toMatch(/draw a Forward/)
  })

  it('lists every card with its cast-on-curve rate, sortable', async () => {
    const w = mountResults()
    const table = w.find('[data-testid="lab-card-table"]')
    expect(table.findAll('tbody tr')).toHaveLength(policy.cards.filter(() => true).length)
    const byCode = new Map(policy.cards.map((c) => [c.code, c.observed ? c.castOnCurve.p : -1]))
    const rates = () => table.findAll('tbody tr').map((r) => byCode.get(r.attributes('data-code')!)!)
    expect(rates()).toEqual([...rates()].sort((a, b) => a - b))
    expect(table.find('th[aria-sort="ascending"]').text()).toContain('Cast on curve')
    await table.find('[data-sort="castOnCurve"]').trigger('click')
    expect(table.find('th[aria-sort="descending"]').exists()).toBe(true)
    expect(rates()).toEqual([...rates()].sort((a, b) => b - a))
    expect(rates()[0]).toBeGreaterThan(0.5)
    await table.find('[data-sort="cost"]').trigger('click')
    const costs = table.findAll('tbody tr td.col-cost').map((c) => Number(c.text().split(' ')[0]))
    expect(costs).toEqual([...costs].sort((a, b) => a - b))
  })

  it('reads in French', () => {
    const w = mountResults('fr')
    expect(w.find('[data-figure="mulligan"]').text()).toContain('Taux de mulligan')
    expect(w.find('[data-testid="lab-chart-drawn-deployed"] figcaption').text()).toBe('Pioché n’est pas posé')
    expect(w.find('summary').text()).toBe('Afficher en tableau')
    expect(w.find('[data-figure="mulligan"]').text()).toMatch(/\d+,\d\s%/)
  })

  it('compares a run with a saved one figure by figure, saying which differences are significant', () => {
    const other: LabReport = JSON.parse(JSON.stringify(report))
    const m = other.policies[0]!.mulligan
    Object.assign(m, { p: m.p + 0.05, lo: m.lo + 0.05, hi: m.hi + 0.05 })
    const w = mount(LabCompareSaved, { props: { current: report, saved: other, currentLabel: 'This run', savedLabel: 'Saved' }, global: { plugins: [i18nFor('en')] } })
    const row = w.find('[data-testid="lab-compare-table"] tr[data-key="mulligan"]')
    expect(row.text()).toContain('−5.0 pts significant')
    expect(w.find('[data-testid="lab-compare-table"] tr[data-key="backup2-t2"]').text()).toContain('0.0 pts could be chance')
    expect(w.find('svg[role="img"]').attributes('aria-label')).toMatch(/^This run against Saved: Mulligan rate/)
  })
})

describe('the card table and card types the policy never casts', () => {
  it('says a Summon is not cast by this policy instead of "cast on curve 0.0%", and why', async () => {
    const { default: LabCardTable } = await import('../../../src-renderer/games/fftcg/lab/LabCardTable.vue')
    const policyReport = policy
    const w = mount(LabCardTable, { props: { cards: policyReport.cards, games: policyReport.games, policy: policyReport.policy }, global: { plugins: [i18nFor('en')] } })
    const ifrit = w.find('tr[data-code="1-004"] .col-castOnCurve')
    expect(ifrit.text()).toBe('not cast by this policy')
    expect(ifrit.find('[data-testid="lab-not-cast"]').attributes('title')).toContain('never casts Summons')
    // a Forward keeps its figure
    const forward = policyReport.cards.find((c) => c.type === 'forward' && c.observed > 0)!
    expect(w.find(`tr[data-code="${forward.code}"] .col-castOnCurve`).text()).toMatch(/%/)
    const fr = mount(LabCardTable, { props: { cards: policyReport.cards, games: policyReport.games, policy: policyReport.policy }, global: { plugins: [i18nFor('fr')] } })
    expect(fr.find('tr[data-code="1-004"] .col-castOnCurve').text()).toBe('pas jouée par cette règle')
  })
})
