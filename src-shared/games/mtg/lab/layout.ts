// Where each figure of the Magic lab sits in its accumulator: a flat Float64Array of counts and
// sums that worker threads fill for blocks of games and main adds up.

/** Mana screw: fewer than 3 lands in play on own turn 4 (two land drops missed, or more). */
export const SCREW = { lands: 3, turn: 4 } as const
/** Mana flood: 7 lands or more among the cards seen by own turn 5 (two more than its five land drops). */
export const FLOOD = { landsSeen: 7, turn: 5 } as const

export interface LabLayout {
  turns: number
  spells: number
  policies: number
  perPolicy: number
  games: number
  /** Games with at least one mulligan; sum and sum of squares of the mulligans. */
  mulliganed: number
  mulligansSum: number
  mulligansSq: number
  screw: number
  flood: number
  /** landsSum + t, landsSq + t: lands in play on own turn t + 1; drops + t: at least t + 1 of them. */
  landsSum: number
  landsSq: number
  drops: number
  /** castable + s: the lands in play on spell s's curve turn could pay its cost; onCurve + s: it was in hand too. */
  castable: number
  onCurve: number
  /** After the policies: per other policy j ≥ 1, sums and squares of the paired differences (screw, flood) against policy 0. */
  pairs: number
  size: number
}

export function labLayout(turns: number, spells: number, policies: number): LabLayout {
  const landsSum = 6
  const landsSq = landsSum + turns
  const drops = landsSq + turns
  const castable = drops + turns
  const onCurve = castable + spells
  const perPolicy = onCurve + spells
  const pairs = perPolicy * policies
  return { turns, spells, policies, perPolicy, games: 0, mulliganed: 1, mulligansSum: 2, mulligansSq: 3, screw: 4, flood: 5, landsSum, landsSq, drops, castable, onCurve, pairs, size: pairs + Math.max(0, policies - 1) * 4 }
}

/** The own turn a spell is judged on: its mana value (a free spell: turn 1); 0 when the run is shorter. */
export const curveTurnOf = (manaValue: number, turns: number): number => {
  const t = Math.max(1, manaValue)
  return t <= turns ? t : 0
}
