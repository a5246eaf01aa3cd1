// How the lab's figures read: probabilities as percentages with their 95% interval, means with
// ± half-width, differences in percentage points; all in the current locale.
import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import type { Estimate, MeanEstimate } from '@shared/games'

/** Anything with an estimate and a 95% interval (a probability or a mean). */
export interface Interval {
  value: number
  lo: number
  hi: number
}

export const fromEstimate = (e: Estimate): Interval => ({ value: e.p, lo: e.lo, hi: e.hi })
export const fromMean = (m: MeanEstimate): Interval => ({ value: m.mean, lo: m.lo, hi: m.hi })

export interface LabFormat {
  /** 0.7876 → "78.8%" */
  pct(p: number): string
  /** "78.8% (78.2–79.3)" */
  pctCi(e: Interval): string
  /** "78.2–79.3%" */
  ci(e: Interval): string
  /** 2.134 ± 0.021 → "2.13 ± 0.02" */
  mean(e: Interval): string
  /** +0.068 → "+6.8 pts" */
  points(d: number): string
  /** +0.23 → "+0.23" */
  signed(d: number): string
  /** +119.6 → "+120": a difference counted in whole units (life points) */
  signedWhole(d: number): string
  /** 2.134 → "2.13" */
  twoDecimals(n: number): string
  int(n: number): string
  seconds(ms: number): string
}

export function labFormat(locale: string, pointsLabel: (n: string) => string): LabFormat {
  const p1 = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const n1 = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const n2 = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const int = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const sign = (x: number, s: string) => (x > 0 ? `+${s}` : x < 0 ? `−${s.replace(/^[-−]/, '')}` : s)
  return {
    pct: (p) => p1.format(p),
    pctCi: (e) => `${p1.format(e.value)} (${n1.format(e.lo * 100)}–${n1.format(e.hi * 100)})`,
    ci: (e) => `${n1.format(e.lo * 100)}–${p1.format(e.hi)}`,
    mean: (e) => `${n2.format(e.value)} ± ${n2.format(Math.max(e.hi - e.value, e.value - e.lo))}`,
    points: (d) => pointsLabel(sign(d, n1.format(Math.abs(d) * 100))),
    signed: (d) => sign(d, n2.format(Math.abs(d))),
    signedWhole: (d) => sign(Math.round(d), int.format(Math.abs(Math.round(d)))),
    twoDecimals: (n) => n2.format(n),
    int: (n) => int.format(n),
    seconds: (ms) => `${n1.format(ms / 1000)} s`,
  }
}

export function useLabFormat() {
  const { t, locale } = useI18n()
  return computed(() => labFormat(locale.value, (n) => t('lab.fmt.points', { n })))
}
