// From accumulated counts to the figures the lab shows (every definition in docs/opening-lab.md):
// each probability with its 95% Wilson interval, each mean with a normal interval, the exact
// hypergeometric "drawn by turn t" beside the simulated "deployed by turn t", and the advisor's
// paired comparison of keep policies.
import type { CardType, Element } from '../card'
import { BACKUP, FORWARD, type LabDeck } from './lab-deck'
import { advisorTurns, CARD_FIELDS, type LabLayout } from './layout'
import type { LabPolicy } from './policy'

export { meanEstimate, wilson, type Estimate, type MeanEstimate } from '../../../game/estimates'
import { meanEstimate, wilson, Z95, type Estimate, type MeanEstimate } from '../../../game/estimates'

/** C(n, k) as a double (exact for the sizes of a deck). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let r = 1
  for (let i = 1; i <= Math.min(k, n - k); i++) r = (r * (n - Math.min(k, n - k) + i)) / i
  return r
}

/** P(X ≥ k) for X the number of successes in `draws` cards from `size` holding `successes`. */
export function hypergeometricAtLeast(size: number, successes: number, draws: number, k: number): number {
  let below = 0
  const total = choose(size, draws)
  for (let x = 0; x < k; x++) below += (choose(successes, x) * choose(size - successes, draws - x)) / total
  return Math.max(0, Math.min(1, 1 - below))
}

/** Cards drawn by the end of the player's own turn t, without a mulligan (8.2.1.3, 9.2.1.1, 9.2.1.3). */
export function cardsSeenBy(turn: number, onThePlay: boolean): number {
  return 5 + (onThePlay ? 1 + 2 * (turn - 1) : 2 * turn)
}

export interface DrawnVsDeployed {
  /** Exact, hypergeometric, no mulligan: what a draw calculator says. */
  drawnExact: number
  /** Simulated: in the cards drawn in the kept game (after the mulligan, if any). */
  drawn: Estimate
  /** Simulated: on the field at the end of the turn. */
  deployed: Estimate
}

export interface TurnReport {
  turn: number
  /** backupsAtLeast[k − 1] = P(≥ k Backups on the field at the end of the turn), k = 1..5. */
  backupsAtLeast: Estimate[]
  forwardOnField: Estimate
  /** A Forward attacked during this turn. */
  attacked: Estimate
  /** A Forward has attacked during this turn or an earlier one. */
  attackedByNow: Estimate
  damage: MeanEstimate
  /** damageDistribution[d] = P(the opponent has exactly d damage at the end of the turn), d = 0..limit. */
  damageDistribution: Estimate[]
  /** The last damage (7th constructed, 6th limited) has landed by the end of this turn. */
  wonByNow: Estimate
  /** A card the pilot would play was in hand at the start of Main Phase 1 that the CP total could pay but not its element. */
  elementShortfall: Estimate
  backup1: DrawnVsDeployed
  backup2: DrawnVsDeployed
  forward1: DrawnVsDeployed
}

export interface CardReport {
  code: string
  name: string
  type: CardType
  cost: number
  elements: Element[]
  copies: number
  /** max(1, cost − 1): the own turn the card is "on curve". */
  curveTurn: number
  /** Games in which a copy was in hand at the start of Main Phase 1 of the curve turn. */
  observed: number
  /** …and a legal payment within the policy's discards for one card existed then. */
  payable: Estimate
  /** …and the pilot cast a copy during that turn. */
  castOnCurve: Estimate
  /** …and it could not be paid only for lack of a CP of its element. */
  elementShortfall: Estimate
}

export interface PolicyReport {
  policy: LabPolicy
  games: number
  mulligan: Estimate
  /** keptHandBackupsAtLeast[k − 1] = P(≥ k Backups in the kept hand), k = 1..5. */
  keptHandBackupsAtLeast: Estimate[]
  /** Games lost by drawing from an empty deck (3.1.2): only with very long runs. */
  deckedOut: Estimate
  turns: TurnReport[]
  /** winTurn[t − 1] = P(the last damage landed during own turn t); `notWithin` for the rest. */
  winTurn: Estimate[]
  notWithin: Estimate
  cards: CardReport[]
}

export interface PairedDifference {
  turn: number
  a: number
  b: number
  /** a − b, per game on the same deal (common random numbers), with its 95% interval. */
  diff: number
  lo: number
  hi: number
  z: number
  significant: boolean
}

export interface Comparison {
  a: string
  b: string
  /** P(≥ 2 Backups on the field by the end of turn 2). */
  backupsByTurn2: PairedDifference
  /** Mean opponent damage by the end of turn 5. */
  damageByTurn5: PairedDifference
  advice: string
}

export interface LabRunInfo {
  seed: number
  onThePlay: boolean
  format: 'constructed' | 'limited'
  turns: number
  damageLimit: number
  deckSize: number
  backupsInDeck: number
  forwardsInDeck: number
}

export interface LabReport extends LabRunInfo {
  /** Games simulated so far (each with every policy). */
  games: number
  policies: PolicyReport[]
  comparisons: Comparison[]
}

export function runInfo(deck: LabDeck, options: Omit<LabRunInfo, 'deckSize' | 'backupsInDeck' | 'forwardsInDeck'>): LabRunInfo {
  return {
    ...options,
    deckSize: deck.size,
    backupsInDeck: deck.type.filter((t) => t === BACKUP).length,
    forwardsInDeck: deck.type.filter((t) => t === FORWARD).length,
  }
}

export function buildReport(acc: ArrayLike<number>, layout: LabLayout, deck: LabDeck, policies: readonly LabPolicy[], info: LabRunInfo): LabReport {
  const reports = policies.map((policy, p) => policyReport(acc, layout, deck, policy, p, info))
  const games = reports[0]?.games ?? 0
  const comparisons: Comparison[] = []
  const adv = advisorTurns(info.turns)
  for (let j = 1; j < policies.length && info.turns > 0; j++) {
    const at = layout.pairs + (j - 1) * 4
    const a = reports[0]!
    const b = reports[j]!
    const bk = paired(acc[at]!, acc[at + 1]!, games, adv.backups, a.turns[adv.backups - 1]!.backupsAtLeast[1]!.p, b.turns[adv.backups - 1]!.backupsAtLeast[1]!.p)
    const dm = paired(acc[at + 2]!, acc[at + 3]!, games, adv.damage, a.turns[adv.damage - 1]!.damage.mean, b.turns[adv.damage - 1]!.damage.mean)
    comparisons.push({ a: a.policy.name, b: b.policy.name, backupsByTurn2: bk, damageByTurn5: dm, advice: advise(a.policy.name, b.policy.name, bk, dm) })
  }
  return { ...info, games, policies: reports, comparisons }
}

function paired(sum: number, sumSq: number, n: number, turn: number, a: number, b: number): PairedDifference {
  const m = meanEstimate(sum, sumSq, n)
  const se = n > 0 ? m.sd / Math.sqrt(n) : 0
  const z = se > 0 ? m.mean / se : 0
  return { turn, a, b, diff: m.mean, lo: m.lo, hi: m.hi, z, significant: Math.abs(z) > Z95 }
}

function advise(a: string, b: string, bk: PairedDifference, dm: PairedDifference): string {
  const say = (d: PairedDifference, what: string) => {
    if (!d.significant) return `no significant difference in ${what} (${fmtSigned(d.diff)}, 95% CI ${fmtSigned(d.lo)} to ${fmtSigned(d.hi)})`
    return `"${d.diff > 0 ? a : b}" gives more ${what} (${fmtSigned(d.diff)} for "${a}", 95% CI ${fmtSigned(d.lo)} to ${fmtSigned(d.hi)})`
  }
  return `${say(bk, `games with 2+ Backups by turn ${bk.turn}`)}; ${say(dm, `damage by turn ${dm.turn}`)}`
}

const fmtSigned = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(3)}`

function policyReport(acc: ArrayLike<number>, layout: LabLayout, deck: LabDeck, policy: LabPolicy, p: number, info: LabRunInfo): PolicyReport {
  const o = layout.policy(p)
  const n = acc[o.games]!
  const at = (i: number) => acc[i]!
  const est = (i: number) => wilson(at(i), n)
  const limit = layout.damageLimit
  const atLeast = (base: number, k: number, size: number) => {
    let c = 0
    for (let i = k; i < size; i++) c += at(base + i)
    return wilson(c, n)
  }
  const turns: TurnReport[] = []
  const backups = info.backupsInDeck
  const forwards = info.forwardsInDeck
  for (let t = 1; t <= layout.turns; t++) {
    const ti = t - 1
    const seen = Math.min(info.deckSize, cardsSeenBy(t, info.onThePlay))
    const backupsAtLeast = [1, 2, 3, 4, 5].map((k) => atLeast(o.backups + ti * 6, k, 6))
    const forwardOnField = est(o.forwardOnField + ti)
    turns.push({
      turn: t,
      backupsAtLeast,
      forwardOnField,
      attacked: est(o.attackedOn + ti),
      attackedByNow: est(o.attackedBy + ti),
      damage: meanEstimate(at(o.damageSum + ti), at(o.damageSq + ti), n),
      damageDistribution: Array.from({ length: limit + 1 }, (_, d) => est(o.damage + ti * (limit + 1) + d)),
      wonByNow: est(o.wonBy + ti),
      elementShortfall: est(o.shortfall + ti),
      backup1: { drawnExact: hypergeometricAtLeast(info.deckSize, backups, seen, 1), drawn: est(o.drawnBackup1 + ti), deployed: backupsAtLeast[0]! },
      backup2: { drawnExact: hypergeometricAtLeast(info.deckSize, backups, seen, 2), drawn: est(o.drawnBackup2 + ti), deployed: backupsAtLeast[1]! },
      forward1: { drawnExact: hypergeometricAtLeast(info.deckSize, forwards, seen, 1), drawn: est(o.drawnForward1 + ti), deployed: forwardOnField },
    })
  }
  const winTurn = turns.map((t, i) => wilson(t.wonByNow.count - (i > 0 ? turns[i - 1]!.wonByNow.count : 0), n))
  const won = turns.length ? turns[turns.length - 1]!.wonByNow.count : 0
  const cards: CardReport[] = deck.codeInfo.map((info, code) => {
    const base = o.cards + code * CARD_FIELDS
    const observed = at(base)
    return {
      ...info,
      elements: [...info.elements],
      curveTurn: Math.max(1, info.cost - 1),
      observed,
      payable: wilson(at(base + 1), observed),
      castOnCurve: wilson(at(base + 2), observed),
      elementShortfall: wilson(at(base + 3), observed),
    }
  })
  return {
    policy,
    games: n,
    mulligan: est(o.mulligans),
    keptHandBackupsAtLeast: [1, 2, 3, 4, 5].map((k) => atLeast(o.keptBackups, k, 6)),
    deckedOut: est(o.lost),
    turns,
    winTurn,
    notWithin: wilson(n - won, n),
    cards,
  }
}
