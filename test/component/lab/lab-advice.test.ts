import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import type { Comparison, LabReport } from '@shared/games/fftcg/lab/report'
import LabAdvisor from '../../../src-renderer/components/lab/LabAdvisor.vue'
import { adviceText } from '../../../src-renderer/composables/useLabAdvice'
import { labFormat } from '../../../src-renderer/composables/useLabFormat'
import { i18nFor } from '../fixtures'
import compare from './fixtures/compare-report.json'

// A fixed comparison: backup against never and two-backups, 20,000 paired games, seed 7.
const report = compare as unknown as LabReport
function advise(c: Comparison, locale: 'en' | 'fr' = 'en') {
  const i18n = i18nFor(locale)
  const t = (k: string, v?: Record<string, unknown>) => i18n.global.t(k, v ?? {})
  return adviceText(c, t, labFormat(locale, (n) => t('lab.fmt.points', { n })))
}

describe('the mulligan advisor', () => {
  it('says which policy gives more Backups by turn 2 and more damage by turn 5, and that both are significant', () => {
    const [vsNever] = report.comparisons
    const text = advise(vsNever!)
    expect(text.backupsWinner).toBe('backup')
    expect(text.damageWinner).toBe('never')
    expect(text.backups).toBe('“backup” gives 2 or more Backups on the field by turn 2 more often: 78.8% against 72.0% (+6.8 pts more; 95% interval +6.4 pts to +7.1 pts for “backup”). Significant.')
    expect(text.damage).toBe('“never” deals more damage by turn 5: 5.10 against 5.01 on average (+0.08 more; 95% interval −0.10 to −0.07 for “backup”). Significant.')
    expect(text.verdict).toBe('A trade-off: “backup” sets up more Backups early, “never” deals more damage.')
  })

  it('says so when a difference could be chance', () => {
    const c: Comparison = JSON.parse(JSON.stringify(report.comparisons[0]))
    Object.assign(c.backupsByTurn2, { a: 0.5, b: 0.49, diff: 0.01, lo: -0.004, hi: 0.024, z: 1.4, significant: false })
    Object.assign(c.damageByTurn5, { a: 4.3, b: 4.1, diff: 0.2, lo: 0.1, hi: 0.3, z: 4, significant: true })
    const text = advise(c)
    expect(text.backups).toBe('No significant difference in games with 2 or more Backups by turn 2: 50.0% for “backup”, 49.0% for “never” (+1.0 pts; 95% interval −0.4 pts to +2.4 pts).')
    expect(text.verdict).toBe('“backup” deals more damage; the early Backups are the same.')
    Object.assign(c.damageByTurn5, { significant: false })
    expect(advise(c).verdict).toBe('No clear difference between “backup” and “never” on this deck.')
    expect(advise(c, 'fr').verdict).toBe('Pas de différence nette entre « backup » et « never » sur ce deck.')
  })

  it('shows one verdict per comparison, in French too', () => {
    const w = mount(LabAdvisor, { props: { comparisons: report.comparisons }, global: { plugins: [i18nFor('fr')] } })
    const verdicts = w.findAll('[data-testid="lab-verdict"]').map((v) => v.text())
    expect(verdicts).toEqual([
      'Un compromis : « backup » pose plus de Soutiens tôt, « never » inflige plus de dommages.',
      'Un compromis : « two-backups » pose plus de Soutiens tôt, « backup » inflige plus de dommages.',
    ])
    expect(w.findAll('svg[role="img"]')).toHaveLength(4)
    expect(w.find('svg[role="img"]').attributes('aria-label')).toMatch(/^« backup » pose plus souvent 2 Soutiens/)
  })
})
