// FFTCG's mulligan advisor and headline figures in plain words: which policy (or run) gives more
// Backups early and more damage, by how much, and whether the difference is more than chance.
import type { Comparison as AnyComparison, GameTypes, PolicyReport as AnyPolicyReport } from '@shared/games'
import { policyLabel, type Headline, type Translate } from '../../../composables/useLabAdvice'
import { fromEstimate, fromMean, type Interval, type LabFormat } from '../../../composables/useLabFormat'

// Another game's comparisons and reports are left to its own lab parts.
type FftcgReport = GameTypes['fftcg']['labReport']
type Comparison = FftcgReport['comparisons'][number]
type PairedDifference = Comparison['backupsByTurn2']
type PolicyReport = FftcgReport['policies'][number]
export const isFftcgComparison = (c: AnyComparison): c is Comparison => 'backupsByTurn2' in c
const isFftcgPolicy = (r: AnyPolicyReport): r is PolicyReport => 'keptHandBackupsAtLeast' in r

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

/** A difference and its interval seen from one side: the winner's (x − y), never mixed with y − x. */
function fromSide(d: PairedDifference, side: 'a' | 'b') {
  return side === 'a' ? { diff: d.diff, lo: d.lo, hi: d.hi } : { diff: -d.diff, lo: -d.hi, hi: -d.lo }
}

/** The advisor's words for one comparison (policy a, the first chosen, against policy b). */
export function adviceText(c: Comparison, t: Translate, f: LabFormat): AdviceText {
  const bk = c.backupsByTurn2
  const dm = c.damageByTurn5
  const backupsWinner = winner(bk, c.a, c.b)
  const damageWinner = winner(dm, c.a, c.b)
  const A = policyLabel(c.a, t)
  const B = policyLabel(c.b, t)
  const sideOf = (w: string | null): 'a' | 'b' => (w === c.b ? 'b' : 'a')
  const labelOf = (side: 'a' | 'b') => (side === 'a' ? A : B)
  const other = (side: 'a' | 'b') => (side === 'a' ? B : A)
  const seen = (d: PairedDifference, side: 'a' | 'b', fmt: (x: number) => string) => {
    const v = fromSide(d, side)
    return { diff: fmt(v.diff), lo: fmt(v.lo), hi: fmt(v.hi) }
  }
  const unsigned = (x: number) => f.signed(x).replace(/^\+/, '')
  const bSide = sideOf(backupsWinner)
  const backups = backupsWinner
    ? t('lab.advice.backupsMore', {
        winner: labelOf(bSide),
        loser: other(bSide),
        turn: bk.turn,
        pw: f.pct(bSide === 'a' ? bk.a : bk.b),
        pl: f.pct(bSide === 'a' ? bk.b : bk.a),
        ...seen(bk, bSide, f.points),
      })
    : t('lab.advice.backupsSame', { a: A, b: B, turn: bk.turn, pa: f.pct(bk.a), pb: f.pct(bk.b), ...seen(bk, 'a', f.points) })
  const dSide = sideOf(damageWinner)
  const damage = damageWinner
    ? t('lab.advice.damageMore', {
        winner: labelOf(dSide),
        loser: other(dSide),
        turn: dm.turn,
        mw: unsigned(dSide === 'a' ? dm.a : dm.b),
        ml: unsigned(dSide === 'a' ? dm.b : dm.a),
        ...seen(dm, dSide, f.signed),
      })
    : t('lab.advice.damageSame', { a: A, b: B, turn: dm.turn, ma: unsigned(dm.a), mb: unsigned(dm.b), ...seen(dm, 'a', f.signed) })
  let verdict: string
  if (backupsWinner && damageWinner && backupsWinner === damageWinner) verdict = t('lab.advice.verdictBoth', { winner: labelOf(bSide), other: other(bSide) })
  else if (backupsWinner && damageWinner) verdict = t('lab.advice.verdictTradeoff', { backups: labelOf(bSide), damage: labelOf(dSide) })
  else if (backupsWinner) verdict = t('lab.advice.verdictBackups', { winner: labelOf(bSide) })
  else if (damageWinner) verdict = t('lab.advice.verdictDamage', { winner: labelOf(dSide) })
  else verdict = t('lab.advice.verdictNone', { a: A, b: B })
  return { backups, damage, verdict, backupsWinner, damageWinner }
}

/** FFTCG's headline figures after the mulligan rate: Backups, a Forward, attacks, wins and damage by turn. */
export function fftcgHeadlines(r: AnyPolicyReport, t: Translate): Headline[] {
  const out: Headline[] = []
  if (!isFftcgPolicy(r)) return out
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

