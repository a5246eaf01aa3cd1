import { describe, expect, it } from 'vitest'
import { choose, hypergeometricAtLeast, hypergeometricPmf } from '@shared/game/hypergeometric'
import { drawsByTurn, probabilityAtLeastOne } from '@shared/games/fftcg/deck/draw-odds'

/** Every way to place K wanted cards among N positions of a shuffled deck (all equally likely). */
function* placements(N: number, K: number, from = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === K) {
    yield chosen
    return
  }
  for (let p = from; p <= N - (K - chosen.length); p++) yield* placements(N, K, p + 1, [...chosen, p])
}

/** Plays the opening literally on a deck array: hand of 5, optional mulligan to the bottom, draws. */
function playOut(deck: boolean[], turn: number, onPlay: boolean, mulligan: 'never' | 'ifMissing'): boolean {
  let library = [...deck]
  let hand = library.splice(0, 5)
  if (mulligan === 'ifMissing' && !hand.some(Boolean)) {
    library = [...library, ...hand] // 8.2.1.4: the five go to the bottom
    hand = library.splice(0, 5)
  }
  for (let t = 1; t <= turn; t++) hand.push(...library.splice(0, onPlay && t === 1 ? 1 : 2))
  return hand.some(Boolean)
}

function bruteForce(N: number, K: number, turn: number, onPlay: boolean, mulligan: 'never' | 'ifMissing'): number {
  let hits = 0
  let all = 0
  for (const wanted of placements(N, K)) {
    const deck = Array.from({ length: N }, (_, i) => wanted.includes(i))
    if (playOut(deck, turn, onPlay, mulligan)) hits++
    all++
  }
  return hits / all
}

describe('draw schedule (8.2.1.3, 9.2.1.1, 9.2.1.3)', () => {
  it('the first player draws 1 on turn 1 and 2 after; the second draws 2 from turn 1', () => {
    expect([0, 1, 2, 3].map((t) => drawsByTurn(t, true))).toEqual([0, 1, 3, 5])
    expect([0, 1, 2, 3].map((t) => drawsByTurn(t, false))).toEqual([0, 2, 4, 6])
  })
})

describe('exact odds against brute-force enumeration of every deck order', () => {
  const cases: [N: number, K: number][] = [[12, 1], [12, 2], [16, 3], [20, 4], [18, 0]]
  for (const [N, K] of cases) {
    for (const mulligan of ['never', 'ifMissing'] as const) {
      it(`N=${N} K=${K} ${mulligan}`, () => {
        for (const onPlay of [true, false]) {
          for (let turn = 0; turn <= 4; turn++) {
            const exact = probabilityAtLeastOne({ deckSize: N, wanted: K, turn, onPlay, mulligan })
            expect(exact, `turn ${turn} ${onPlay ? 'play' : 'draw'}`).toBeCloseTo(bruteForce(N, K, turn, onPlay, mulligan), 12)
          }
        }
      })
    }
  }
  it('draws past the top of the deck reach the bottom five, which hold no wanted card', () => {
    // 12 cards: after a mulligan only 7 lie above the bottom five; turn 4 on the draw sees 13 > 12 cards
    expect(probabilityAtLeastOne({ deckSize: 12, wanted: 2, turn: 3, onPlay: false, mulligan: 'ifMissing' })).toBeCloseTo(
      bruteForce(12, 2, 3, false, 'ifMissing'),
      12,
    )
  })
})

describe('hypergeometric law', () => {
  it('binomials match known values', () => {
    expect(choose(50, 5)).toBe(2118760)
    expect(choose(34, 5)).toBe(278256)
    expect(choose(50, 25)).toBe(126410606437752)
    expect(choose(3, 5)).toBe(0)
  })
  it('a 50-card deck with 16 Backups: 1 − C(34,5)/C(50,5) = 0.86867… for at least one in 5', () => {
    expect(hypergeometricAtLeast(50, 16, 5, 1)).toBeCloseTo(1 - 278256 / 2118760, 14)
  })
  it('the probabilities of 0..n sum to 1 and "at least k" adds the tail', () => {
    const pmf = [0, 1, 2, 3, 4, 5].map((k) => hypergeometricPmf(50, 16, 5, k))
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14)
    expect(hypergeometricAtLeast(50, 16, 5, 2)).toBeCloseTo(pmf.slice(2).reduce((a, b) => a + b, 0), 14)
  })
})
