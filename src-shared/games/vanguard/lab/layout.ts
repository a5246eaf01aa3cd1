// Where each figure of the Vanguard lab sits in its accumulator: a flat Float64Array of counts
// and sums that worker threads fill for blocks of games and main adds up.
import { TRIGGERS } from '../card'
import { RIDE_GRADES } from './lab-deck'

export interface LabLayout {
  turns: number
  policies: number
  perPolicy: number
  games: number
  mulligans: number
  returned: number
  /** Drive checks per game: sum and sum of squares. */
  drivesSum: number
  drivesSq: number
  /** triggerSum + k, triggerSq + k: trigger units of kind k (TRIGGERS order) revealed by drive checks per game. */
  triggerSum: number
  triggerSq: number
  /** rode + (g * turns + t): the vanguard was grade RIDE_GRADES[g] or more by own turn t + 1. */
  rode: number
  dmgSum: number
  dmgSq: number
  won: number
  /** Games with a twin drive, and those whose first twin drive revealed a trigger (4. Étape de conduite). */
  twinDrives: number
  twinTriggered: number
  /** sentinel + t: a sentinel in hand at the end of own turn t + 1 (what the opponent's turn can be guarded with). */
  sentinel: number
  /** After the policies: per other policy j ≥ 1, sums of the paired differences against policy 0 (curve, then damage). */
  pairs: number
  size: number
}

export function labLayout(turns: number, policies: number): LabLayout {
  const kinds = TRIGGERS.length
  const triggerSum = 5
  const triggerSq = triggerSum + kinds
  const rode = triggerSq + kinds
  const dmgSum = rode + RIDE_GRADES.length * turns
  const dmgSq = dmgSum + turns
  const won = dmgSq + turns
  const twinDrives = won + turns
  const twinTriggered = twinDrives + 1
  const sentinel = twinTriggered + 1
  const perPolicy = sentinel + turns
  const pairs = perPolicy * policies
  return { turns, policies, perPolicy, games: 0, mulligans: 1, returned: 2, drivesSum: 3, drivesSq: 4, triggerSum, triggerSq, rode, dmgSum, dmgSq, won, twinDrives, twinTriggered, sentinel, pairs, size: pairs + Math.max(0, policies - 1) * 4 }
}

/** The turn the curve is judged at: grade 3 by own turn 3 (or grade t by turn t in a shorter run). */
export const curveTurn = (turns: number) => Math.min(RIDE_GRADES.length, turns)
