// The paired comparison every lab keeps (common random numbers: each policy plays the same deal):
// per game, each policy's figures minus the first policy's, summed with their squares so that
// src-shared/game/estimates.ts's pairedDifference can read a mean and its interval.

/**
 * Adds one deal's differences into `acc` from `at`: `figures[p * width + f]` is figure f of policy
 * p; for each policy j ≥ 1 and figure f, the sum and the square of (policy 0 − policy j) go to
 * `at + ((j − 1) * width + f) * 2` and the next slot.
 */
export function addPairedSums(acc: Float64Array, at: number, figures: Float64Array, policies: number, width: number): void {
  for (let j = 1; j < policies; j++)
    for (let f = 0; f < width; f++) {
      const d = figures[f]! - figures[j * width + f]!
      const slot = at + ((j - 1) * width + f) * 2
      acc[slot]! += d
      acc[slot + 1]! += d * d
    }
}
