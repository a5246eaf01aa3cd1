import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import type { Comparison, LabReport } from '@shared/games/fftcg/lab/report'
import LabAdvisor from '../../../src-renderer/games/fftcg/lab/LabAdvisor.vue'
import { adviceText } from '../../../src-renderer/games/fftcg/lab/advice'
import { policyLabel } from '../../../src-renderer/composables/useLabAdvice'
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
    expect(text.backups).toBe('“At least one Backup” gives 2 or more Backups on the field by turn 2 more often: 78.8% against 72.0% (+6.8 pts; 95% interval +6.4 pts to +7.1 pts). Significant.')
    // one point of view: the winner's difference and the winner's interval (not "+0.08 more; −0.10 to −0.07")
    expect(text.damage).toBe('“Never mulligan” deals more damage by turn 5: 5.10 against 5.01 on average (+0.08; 95% interval +0.07 to +0.10). Significant.')
    expect(text.verdict).toBe('A trade-off: “At least one Backup” sets up more Backups early, “Never mulligan” deals more damage.')
  })

  it('says so when a difference could be chance', () => {
    const c: Comparison = JSON.parse(JSON.stringify(report.comparisons[0]))
    Object.assign(c.backupsByTurn2, { a: 0.5, b: 0.49, diff: 0.01, lo: -0.004, hi: 0.024, z: 1.4, significant: false })
    Object.assign(c.damageByTurn5, { a: 4.3, b: 4.1, diff: 0.2, lo: 0.1, hi: 0.3, z: 4, significant: true })
    const text = advise(c)
    expect(text.backups).toBe(
      'No significant difference in games with 2 or more Backups by turn 2: 50.0% for “At least one Backup”, 49.0% for “Never mulligan” (“At least one Backup” minus “Never mulligan”: +1.0 pts; 95% interval −0.4 pts to +2.4 pts).',
    )
    expect(text.verdict).toBe('“At least one Backup” deals more damage; the early Backups are the same.')
    Object.assign(c.damageByTurn5, { significant: false })
    expect(advise(c).verdict).toBe('No clear difference between “At least one Backup” and “Never mulligan” on this deck.')
    expect(advise(c, 'fr').verdict).toBe('Pas de différence nette entre « Au moins un Soutien » et « Jamais de mulligan » sur ce deck.')
  })

  it('shows one verdict per comparison, in French too', () => {
    const w = mount(LabAdvisor, { props: { comparisons: report.comparisons }, global: { plugins: [i18nFor('fr')] } })
    const verdicts = w.findAll('[data-testid="lab-verdict"]').map((v) => v.text())
    expect(verdicts).toEqual([
      'Un compromis : « Au moins un Soutien » pose plus de Soutiens tôt, « Jamais de mulligan » inflige plus de dommages.',
      'Un compromis : « Deux Soutiens » pose plus de Soutiens tôt, « Au moins un Soutien » inflige plus de dommages.',
    ])
    expect(w.findAll('svg[role="img"]')).toHaveLength(4)
    expect(w.find('svg[role="img"]').attributes('aria-label')).toMatch(/^« Au moins un Soutien » pose plus souvent 2 Soutiens/)
    // no internal policy name anywhere in the French advisor
    expect(w.text()).not.toMatch(/«\s*(backup|never|backup2-forward3|two-backups)\s*»|\b(backup2-forward3|two-backups)\b/)
  })
})

describe('policy names as a player reads them', () => {
  const tr = (locale: 'en' | 'fr') => {
    const i18n = i18nFor(locale)
    return (k: string, v?: Record<string, unknown>) => i18n.global.t(k, v ?? {})
  }
  it('names every preset in plain English and French, a customised preset as such, and keeps a chosen name', () => {
    expect(policyLabel('backup2-forward3', tr('en'))).toBe('2-cost Backup + cheap Forward')
    expect(policyLabel('never', tr('fr'))).toBe('Jamais de mulligan')
    expect(policyLabel('two-backups (custom)', tr('fr'))).toBe('Deux Soutiens, personnalisée')
    expect(policyLabel('My aggro keep', tr('en'))).toBe('My aggro keep')
  })

  it('gives the interval from the winner’s side when the second policy wins', () => {
    const c: Comparison = JSON.parse(JSON.stringify(report.comparisons[0]))
    Object.assign(c.backupsByTurn2, { a: 0.6, b: 0.7, diff: -0.1, lo: -0.12, hi: -0.08, z: -10, significant: true })
    const text = advise(c)
    expect(text.backupsWinner).toBe('never')
    expect(text.backups).toBe('“Never mulligan” gives 2 or more Backups on the field by turn 2 more often: 70.0% against 60.0% (+10.0 pts; 95% interval +8.0 pts to +12.0 pts). Significant.')
  })
})
