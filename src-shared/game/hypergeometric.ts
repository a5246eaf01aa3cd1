// The hypergeometric law (drawing without replacement): exact odds of finding wanted cards among
// the cards drawn from a deck. No game's draw model is here: each game's lives in its module
// (FFTCG's opening hand, mulligan and draws: src-shared/games/fftcg/deck/draw-odds.ts).

/** Binomial coefficient as a float (exact up to 2^53, which covers every deck-sized case). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n || n < 0) return 0
  const m = Math.min(k, n - k)
  let result = 1
  for (let i = 0; i < m; i++) result = (result * (n - i)) / (i + 1)
  return Math.round(result)
}

/** P(none of the K wanted cards among n cards drawn from N): C(N-K, n) / C(N, n), as a stable product. */
export function probabilityNone(N: number, K: number, n: number): number {
  if (K <= 0) return 1
  const draws = Math.min(Math.max(0, n), N)
  let p = 1
  for (let i = 0; i < draws; i++) {
    p *= (N - K - i) / (N - i)
    if (p <= 0) return 0
  }
  return p
}

/** P(exactly k wanted cards among n drawn from N with K wanted). */
export function hypergeometricPmf(N: number, K: number, n: number, k: number): number {
  const denominator = choose(N, n)
  return denominator === 0 ? 0 : (choose(K, k) * choose(N - K, n - k)) / denominator
}

/** P(at least k wanted cards among n drawn from N with K wanted). */
export function hypergeometricAtLeast(N: number, K: number, n: number, k: number): number {
  if (k <= 0) return 1
  if (k === 1) return 1 - probabilityNone(N, K, n)
  let p = 0
  for (let i = k; i <= Math.min(K, n); i++) p += hypergeometricPmf(N, K, n, i)
  return Math.min(1, p)
}
