// The lab's comparisons in plain words, for any game: policy names as a player reads them, and the
// side-by-side comparison of two saved runs (whether a difference is more than chance, |z| > 1.96).
// A game's own advice and headline figures are its renderer parts (RendererGame.LabAdvisor,
// labHeadlines).
import type { PolicyReport as AnyPolicyReport } from '@shared/games'
import type { Headline, RendererGame } from '../games/contract'
import { LAB_PRESETS } from '../stores/lab'
import { fromEstimate, type Interval } from './useLabFormat'

export type { Headline }

export type Translate = (key: string, values?: Record<string, unknown>) => string

/**
 * A policy's name as a player reads it: a preset's name in the player's language ("backup" →
 * "At least one Backup"), a preset made custom by JSON as such, any other (chosen) name as is.
 */
export function policyLabel(name: string, t: Translate): string {
  if ((LAB_PRESETS as readonly string[]).includes(name)) return t(`lab.policy.name.${name}`)
  const custom = /^(.+) \(custom\)$/.exec(name)
  if (custom && (LAB_PRESETS as readonly string[]).includes(custom[1]!)) return t('lab.policy.customOf', { base: t(`lab.policy.name.${custom[1]}`) })
  if (name === 'custom') return t('lab.policy.name.custom')
  return name
}

/** The mulligan rate every game's lab reports, then the game's own headline figures. */
export function headlines(r: AnyPolicyReport, t: Translate, game: Pick<RendererGame, 'labHeadlines'>): Headline[] {
  return [{ key: 'mulligan', label: t('lab.figure.mulligan'), kind: 'p', value: fromEstimate(r.mulligan) }, ...(game.labHeadlines?.(r, t) ?? [])]
}

/**
 * Two independent runs: the difference of two estimates with the standard errors read from their
 * 95% intervals (half-width / 1.96); significant when |z| > 1.96.
 */
export function independentDifference(a: Interval, b: Interval): { diff: number; z: number; significant: boolean } {
  const se = (i: Interval) => (i.hi - i.lo) / (2 * 1.959963984540054)
  const s = Math.hypot(se(a), se(b))
  const diff = a.value - b.value
  const z = s > 0 ? diff / s : 0
  return { diff, z, significant: Math.abs(z) > 1.959963984540054 }
}
