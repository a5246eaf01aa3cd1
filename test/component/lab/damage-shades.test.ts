// Issue 25.2: FFTCG's damage shades are the game's own (src-renderer/games/fftcg/lab/damage-shades.ts);
// its damage chart reads them, and the generic lab panel no longer carries them.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import type { LabReport } from '@shared/games/fftcg/lab/report'
import LabDamageChart from '../../../src-renderer/games/fftcg/lab/LabDamageChart.vue'
import { DAMAGE_SHADES, damageShade } from '../../../src-renderer/games/fftcg/lab/damage-shades'
import { i18nFor } from '../fixtures'
import single from './fixtures/single-report.json'

const report = single as unknown as LabReport
const turns = report.policies[0]!.turns

describe("FFTCG's damage shades (7.8: the damage limit is the darkest)", () => {
  it('goes from the lightest at no damage to the darkest at the limit, whatever the limit', () => {
    const shades = ['a', 'b', 'c', 'd', 'e']
    expect(damageShade(0, 7, shades)).toBe('a')
    expect(damageShade(7, 7, shades)).toBe('e')
    expect(damageShade(6, 6, shades)).toBe('e')
    expect(damageShade(3, 6, shades)).toBe('c')
    expect(damageShade(9, 6, shades)).toBe('e') // past the limit stays the darkest
    expect(damageShade(0, 0, shades)).toBe('a')
  })

  it('the chart colours each legend step with the declared shade of that damage', () => {
    const w = mount(LabDamageChart, { props: { turns, limit: report.damageLimit }, global: { plugins: [i18nFor('en')] } })
    const swatches = w.findAll('[data-testid="lab-chart-damage"] .legend .swatch')
    expect(swatches).toHaveLength(report.damageLimit + 1)
    swatches.forEach((swatch, d) => expect(swatch.attributes('style')).toContain(`--dmg: ${damageShade(d, report.damageLimit)}`))
    expect(swatches[0]!.attributes('style')).toContain(DAMAGE_SHADES[0])
    expect(swatches.at(-1)!.attributes('style')).toContain(DAMAGE_SHADES.at(-1))
    const bars = w.findAll('rect.seg')
    expect(bars.length).toBeGreaterThan(0)
    for (const bar of bars) expect(bar.attributes('style')).toContain(`--dmg: ${damageShade(Number(bar.attributes('data-damage')), report.damageLimit)}`)
    w.unmount()
  })

  it('the generic lab panel names no damage colour', () => {
    const panel = readFileSync(resolve(import.meta.dirname, '../../../src-renderer/components/lab/LabPanel.vue'), 'utf8')
    expect(panel).not.toMatch(/dmg|--dmg/)
    for (const shade of DAMAGE_SHADES.filter((s) => s.startsWith('#'))) expect(panel).not.toContain(shade)
  })
})
