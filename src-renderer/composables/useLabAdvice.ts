// The mulligan advisor and the saved-run comparison in plain words: which policy (or run) gives
// more of what, by how much, and whether the difference is more than chance (|z| > 1.96).
import type { Comparison, PairedDifference, PolicyReport } from '@shared/games/fftcg/lab/report'
import { fromEstimate, fromMean, type Interval, type LabFormat } from './useLabFormat'

type Translate = (key: string, values?: Record<string, unknown>) => string

export interface AdviceText {
  backups: string
  damage: string
  /** One sentence: the policy to prefer, a trade-off, or no clear winner. */
  verdict: string
  /** Which policy each measure favours (null: not significant). */
  backupsWinner: string | null
  damageWinner: string | null
}

const winner = (d: PairedDifference, a: string, b: string) => (d.significant ? (d.diff > 0 ? a : b) : null)

/** The advisor's words for one comparison (policy a, the first chosen, against policy b). */
export function adviceText(c: Comparison, t: Translate, f: LabFormat): AdviceText {
  const bk = c.backupsByTurn2
  const dm = c.damageByTurn5
  const backupsWinner = winner(bk, c.a, c.b)
  const damageWinner = winner(dm, c.a, c.b)
  const range = (d: PairedDifference, fmt: (x: number) => string) => ({ lo: fmt(d.lo), hi: fmt(d.hi) })
  const backups = backupsWinner
    ? t('lab.advice.backupsMore', {
        winner: backupsWinner,
        loser: backupsWinner === c.a ? c.b : c.a,
        turn: bk.turn,
        pw: f.pct(backupsWinner === c.a ? bk.a : bk.b),
        pl: f.pct(backupsWinner === c.a ? bk.b : bk.a),
        diff: f.points(Math.abs(bk.diff)),
        ...range(bk, f.points),
        a: c.a,
      })
    : t('lab.advice.backupsSame', { a: c.a, b: c.b, turn: bk.turn, pa: f.pct(bk.a), pb: f.pct(bk.b), diff: f.points(bk.diff), ...range(bk, f.points) })
  const damage = damageWinner
    ? t('lab.advice.damageMore', {
        winner: damageWinner,
        loser: damageWinner === c.a ? c.b : c.a,
        turn: dm.turn,
        mw: f.signed(damageWinner === c.a ? dm.a : dm.b).replace(/^\+/, ''),
        ml: f.signed(damageWinner === c.a ? dm.b : dm.a).replace(/^\+/, ''),
        diff: f.signed(Math.abs(dm.diff)),
        ...range(dm, f.signed),
        a: c.a,
      })
    : t('lab.advice.damageSame', { a: c.a, b: c.b, turn: dm.turn, ma: f.signed(dm.a).replace(/^\+/, ''), mb: f.signed(dm.b).replace(/^\+/, ''), diff: f.signed(dm.diff), ...range(dm, f.signed) })
  let verdict: string
  if (backupsWinner && damageWinner && backupsWinner === damageWinner) verdict = t('lab.advice.verdictBoth', { winner: backupsWinner, other: backupsWinner === c.a ? c.b : c.a })
  else if (backupsWinner && damageWinner) verdict = t('lab.advice.verdictTradeoff', { backups: backupsWinner, damage: damageWinner })
  else if (backupsWinner) verdict = t('lab.advice.verdictBackups', { winner: backupsWinner })
  else if (damageWinner) verdict = t('lab.advice.verdictDamage', { winner: damageWinner })
  else verdict = t('lab.advice.verdictNone', { a: c.a, b: c.b })
  return { backups, damage, verdict, backupsWinner, damageWinner }
}

/** A headline figure of one policy's report, for the side-by-side comparison of two runs. */
export interface Headline {
  key: string
  label: string
  kind: 'p' | 'mean'
  value: Interval
}

export function headlines(r: PolicyReport, t: Translate): Headline[] {
  const out: Headline[] = [{ key: 'mulligan', label: t('lab.figure.mulligan'), kind: 'p', value: fromEstimate(r.mulligan) }]
  const turn = (n: number) => r.turns[n - 1]
  const add = (key: string, label: string, value: Interval | undefined, kind: 'p' | 'mean' = 'p') => value && out.push({ key, label, kind, value })
  add('backup1-t1', t('lab.figure.backupsBy', { k: 1, turn: 1 }), turn(1) && fromEstimate(turn(1)!.backupsAtLeast[0]!))
  add('backup2-t2', t('lab.figure.backupsBy', { k: 2, turn: 2 }), turn(2) && fromEstimate(turn(2)!.backupsAtLeast[1]!))
  add('backup3-t3', t('lab.figure.backupsBy', { k: 3, turn: 3 }), turn(3) && fromEstimate(turn(3)!.backupsAtLeast[2]!))
  add('forward-t2', t('lab.figure.forwardBy', { turn: 2 }), turn(2) && fromEstimate(turn(2)!.forwardOnField))
  add('attacked-t3', t('lab.figure.attackedBy', { turn: 3 }), turn(3) && fromEstimate(turn(3)!.attackedByNow))
  const last = r.turns.length
  if (last) add('won', t('lab.figure.wonBy', { turn: last }), fromEstimate(turn(last)!.wonByNow))
  add('damage-t3', t('lab.figure.damageBy', { turn: 3 }), turn(3) && fromMean(turn(3)!.damage), 'mean')
  if (last && last !== 3) add(`damage-t${last}`, t('lab.figure.damageBy', { turn: last }), fromMean(turn(last)!.damage), 'mean')
  return out
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
