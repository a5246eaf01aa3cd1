// Estimates with their 95% intervals, for every game's lab: a proportion with the Wilson score
// interval, a mean with the normal interval.
export const Z95 = 1.959963984540054

/** A proportion: count of n, the estimate and its 95% Wilson score interval. */
export interface Estimate {
  count: number
  n: number
  p: number
  lo: number
  hi: number
}

export interface MeanEstimate {
  mean: number
  lo: number
  hi: number
  sd: number
}

export function wilson(count: number, n: number): Estimate {
  if (n <= 0) return { count, n, p: 0, lo: 0, hi: 1 }
  const p = count / n
  const z2 = Z95 * Z95
  const denom = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denom
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom
  return { count, n, p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) }
}

export function meanEstimate(sum: number, sumSq: number, n: number): MeanEstimate {
  if (n <= 0) return { mean: 0, lo: 0, hi: 0, sd: 0 }
  const mean = sum / n
  const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0
  const sd = Math.sqrt(variance)
  const half = (Z95 * sd) / Math.sqrt(n)
  return { mean, lo: mean - half, hi: mean + half, sd }
}

/** Policy a − policy b on the same deals, per game, at a turn: the mean difference and its 95% interval. */
export interface PairedDifference {
  turn: number
  diff: number
  lo: number
  hi: number
  /** The interval leaves zero out. */
  significant: boolean
}

export function pairedDifference(sum: number, sumSq: number, n: number, turn: number): PairedDifference {
  const m = meanEstimate(sum, sumSq, n)
  return { turn, diff: m.mean, lo: m.lo, hi: m.hi, significant: m.lo > 0 || m.hi < 0 }
}
