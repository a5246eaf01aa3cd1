// Where each figure lives in a lab accumulator: one Float64Array of integer counts and sums
// (exact up to 2^53), so blocks of games merge by addition in any order.

export interface LabShape {
  turns: number
  codes: number
  damageLimit: number
  policies: number
}

/** Offsets inside one policy's block. Per-turn arrays are indexed by turn − 1. */
export interface PolicyOffsets {
  games: number
  mulligans: number
  lost: number
  /** [0..5] Backups in the kept hand (5 = 5 or more). */
  keptBackups: number
  /** turn × 6: Backups on the field at the end of the turn (0..5). */
  backups: number
  forwardOnField: number
  attackedOn: number
  attackedBy: number
  /** turn × (damageLimit + 1): opponent damage at the end of the turn. */
  damage: number
  damageSum: number
  damageSq: number
  wonBy: number
  drawnBackup1: number
  drawnBackup2: number
  drawnForward1: number
  shortfall: number
  /** code × 4: observed, payable, castOnCurve, elementShortfall. */
  cards: number
}

export interface LabLayout extends LabShape {
  block: number
  /** Pairs (0, j) for j ≥ 1: 4 sums each (Σd, Σd² for Backups ≥ 2 by turn 2, for damage by turn 5). */
  pairs: number
  size: number
  policy(p: number): PolicyOffsets
}

export const CARD_FIELDS = 4

export function labLayout(shape: LabShape): LabLayout {
  const T = shape.turns
  let at = 0
  const take = (n: number) => ((at += n), at - n)
  const rel: PolicyOffsets = {
    games: take(1),
    mulligans: take(1),
    lost: take(1),
    keptBackups: take(6),
    backups: take(T * 6),
    forwardOnField: take(T),
    attackedOn: take(T),
    attackedBy: take(T),
    damage: take(T * (shape.damageLimit + 1)),
    damageSum: take(T),
    damageSq: take(T),
    wonBy: take(T),
    drawnBackup1: take(T),
    drawnBackup2: take(T),
    drawnForward1: take(T),
    shortfall: take(T),
    cards: take(shape.codes * CARD_FIELDS),
  }
  const block = at
  const pairs = block * shape.policies
  const size = pairs + Math.max(0, shape.policies - 1) * 4
  return {
    ...shape,
    block,
    pairs,
    size,
    policy(p) {
      const base = p * block
      const out = {} as PolicyOffsets
      for (const key of Object.keys(rel) as (keyof PolicyOffsets)[]) out[key] = rel[key] + base
      return out
    },
  }
}

/** The turns the advisor compares: Backups by turn 2 and damage by turn 5 (or the last turn simulated). */
export function advisorTurns(turns: number): { backups: number; damage: number } {
  return { backups: Math.min(2, turns), damage: Math.min(5, turns) }
}
