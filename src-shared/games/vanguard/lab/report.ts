// From the Vanguard lab's accumulated counts to its figures: each probability with its 95% Wilson
// interval, each mean with its normal interval (src-shared/game/estimates.ts), and the policies
// compared on the same deals (paired differences against the first). Definitions:
// docs/games/vanguard-lab.md.
import { meanEstimate, pairedDifference as paired, wilson, type Estimate, type MeanEstimate, type PairedDifference } from '../../../game/estimates'
import { TRIGGERS, type Trigger } from '../card'
import type { DeckFormat } from '../deck/deck'
import { curveTurn, labLayout } from './layout'
import { RIDE_GRADES, type LabDeck } from './lab-deck'
import type { LabPolicy } from './policy'

export type { Estimate, MeanEstimate, PairedDifference } from '../../../game/estimates'

export interface RideReport {
  grade: number
  /** byTurn[t − 1]: the vanguard was of this grade or more by own turn t (Phase de Ride). */
  byTurn: Estimate[]
}

export interface TriggerReport {
  trigger: Trigger
  /** Trigger units of this kind in the deck. */
  inDeck: number
  /** Revealed by drive checks per game, over the run's turns (4. Étape de conduite). */
  perGame: MeanEstimate
}

export interface VanguardTurnReport {
  turn: number
  /** Damage in the goldfish's damage zone by the end of own turn t (5. Étape des dommages). */
  damage: MeanEstimate
  /** Its sixth damage by then: the game is won. */
  wonByNow: Estimate
}

export interface VanguardPolicyReport {
  policy: LabPolicy
  games: number
  /** Games in which the mulligan returned at least one card (SU-mulligan). */
  mulligan: Estimate
  /** Cards returned per game, on average. */
  cardsReturned: number
  /** Grade 3 by own turn 3 (or grade t by turn t in a shorter run): a ride every turn; null without turns. */
  curve: { turn: number; estimate: Estimate } | null
  rides: RideReport[]
  triggers: TriggerReport[]
  driveChecks: MeanEstimate
  /** Trigger units revealed per drive check, over every drive check of the run (4. Étape de conduite). */
  triggersPerCheck: Estimate
  /** At least one trigger in the first twin drive, over the games with one; null when no game had one. */
  firstTwinDrive: Estimate | null
  /** byTurn[t − 1]: a sentinel in hand at the end of own turn t (to guard the opponent's next attack). */
  sentinelByTurn: Estimate[]
  turns: VanguardTurnReport[]
}

export interface VanguardComparison {
  a: string
  b: string
  /** P(on curve), first policy − other: a difference of probabilities. */
  curve: PairedDifference
  /** Mean damage by the last turn. */
  damage: PairedDifference
}

export interface VanguardLabReport {
  seed: number
  onThePlay: boolean
  turns: number
  format: DeckFormat
  deckSize: number
  /** The ride pile the games started from (SU-setup), lowest grade first: the starting vanguard, then a ride deck's units. */
  ridePile: RidePileCard[]
  games: number
  policies: VanguardPolicyReport[]
  comparisons: VanguardComparison[]
}

export interface RidePileCard {
  code: string
  name: string
  grade: number
}

export interface VanguardRunInfo {
  seed: number
  onThePlay: boolean
  turns: number
}

export function buildVanguardReport(acc: ArrayLike<number>, deck: LabDeck, policies: readonly LabPolicy[], info: VanguardRunInfo): VanguardLabReport {
  const L = labLayout(info.turns, policies.length)
  const T = info.turns
  const curve = curveTurn(T)
  const reports = policies.map((policy, p): VanguardPolicyReport => {
    const at = (i: number) => acc[p * L.perPolicy + i]!
    const n = at(L.games)
    const rides = RIDE_GRADES.map((grade, r) => ({ grade, byTurn: Array.from({ length: T }, (_, t) => wilson(at(L.rode + r * T + t), n)) }))
    return {
      policy,
      games: n,
      mulligan: wilson(at(L.mulligans), n),
      cardsReturned: n > 0 ? at(L.returned) / n : 0,
      curve: curve > 0 ? { turn: curve, estimate: rides[curve - 1]!.byTurn[curve - 1]! } : null,
      rides,
      triggers: TRIGGERS.map((trigger, k) => ({ trigger, inDeck: deck.triggerCounts[k]!, perGame: meanEstimate(at(L.triggerSum + k), at(L.triggerSq + k), n) })),
      driveChecks: meanEstimate(at(L.drivesSum), at(L.drivesSq), n),
      triggersPerCheck: wilson(TRIGGERS.reduce((sum, _, k) => sum + at(L.triggerSum + k), 0), at(L.drivesSum)),
      firstTwinDrive: at(L.twinDrives) > 0 ? wilson(at(L.twinTriggered), at(L.twinDrives)) : null,
      sentinelByTurn: Array.from({ length: T }, (_, t) => wilson(at(L.sentinel + t), n)),
      turns: Array.from({ length: T }, (_, t) => ({
        turn: t + 1,
        damage: meanEstimate(at(L.dmgSum + t), at(L.dmgSq + t), n),
        wonByNow: wilson(at(L.won + t), n),
      })),
    }
  })
  const games = reports[0]?.games ?? 0
  const comparisons = reports.slice(1).map((b, k): VanguardComparison => {
    const at = L.pairs + k * 4
    return {
      a: reports[0]!.policy.name,
      b: b.policy.name,
      curve: paired(acc[at]!, acc[at + 1]!, games, curve),
      damage: paired(acc[at + 2]!, acc[at + 3]!, games, T),
    }
  })
  return { ...info, format: deck.format, deckSize: deck.size, ridePile: Array.from(deck.ridePile, (i) => ({ code: deck.codes[i]!, name: deck.names[i]!, grade: deck.grade[i]! })), games, policies: reports, comparisons }
}
