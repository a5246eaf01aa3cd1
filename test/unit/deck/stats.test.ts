import { describe, expect, it } from 'vitest'
import { deckStats, forwardByTurnOdds, openingBackupOdds } from '@shared/games/fftcg/deck/stats'
import { legalFireDeck, lookup } from './fixtures'

// Card facts read from the bundled data: Auron 1-001H Forward 6 Fire (Guardian, X);
// Red Mage 1-003C Backup 2 Fire (Standard Unit, III); Vayne 12-111R Forward 3 Fire/Ice
// (Consul, DFF/XII); Cosmos 1-183H Backup 2 Light (DFF); Brynhildr 8-017C Summon 3 Fire EX
// (XIII); Goblin 4-012C Monster 1 Fire (THEATRHYTHM). 30-999 is no card.
const deck = [
  { code: '1-001H', count: 3 },
  { code: '1-003C', count: 2 },
  { code: '12-111R', count: 3 },
  { code: '1-183H', count: 1 },
  { code: '8-017C', count: 2 },
  { code: '4-012C', count: 1 },
  { code: '30-999', count: 2 },
]

describe('deck statistics', () => {
  const stats = deckStats(deck, lookup)

  it('counts cards by type, unknown codes apart', () => {
    expect(stats).toMatchObject({ total: 14, known: 12, unknown: 2 })
    expect(stats.byType).toEqual({ forward: 6, backup: 3, summon: 2, monster: 1 })
  })

  it('draws the cost curve split by type, gaps included', () => {
    expect(stats.costCurve).toEqual([
      { cost: 1, forward: 0, backup: 0, summon: 0, monster: 1, total: 1 },
      { cost: 2, forward: 0, backup: 3, summon: 0, monster: 0, total: 3 },
      { cost: 3, forward: 3, backup: 0, summon: 2, monster: 0, total: 5 },
      { cost: 4, forward: 0, backup: 0, summon: 0, monster: 0, total: 0 },
      { cost: 5, forward: 0, backup: 0, summon: 0, monster: 0, total: 0 },
      { cost: 6, forward: 3, backup: 0, summon: 0, monster: 0, total: 3 },
    ])
    expect(stats.backupsByCost).toEqual([{ cost: 2, count: 3 }])
  })

  it('5.2.1.3: 2 CP per discarded card of its element(s); Light and Dark make none', () => {
    const by = Object.fromEntries(stats.elements.map((e) => [e.element, e]))
    expect(by.fire).toEqual({ element: 'fire', cards: 11, discardCp: 22, backups: 2 })
    expect(by.ice).toEqual({ element: 'ice', cards: 3, discardCp: 6, backups: 0 })
    expect(by.light).toEqual({ element: 'light', cards: 1, discardCp: 0, backups: 1 })
    expect(by.water).toEqual({ element: 'water', cards: 0, discardCp: 0, backups: 0 })
    expect(stats.discardCp).toBe(22)
    expect(stats.lightDarkCharacters).toBe(1)
  })

  it('counts EX Bursts, average costs, jobs and categories', () => {
    expect(stats.exBurst.count).toBe(2)
    expect(stats.exBurst.share).toBeCloseTo(2 / 12, 12)
    expect(stats.averageCost).toBeCloseTo(40 / 12, 12)
    expect(stats.averageForwardCost).toBeCloseTo(27 / 6, 12)
    expect(stats.jobs).toEqual([
      { name: 'Consul', count: 3 },
      { name: 'Guardian', count: 3 },
      { name: 'Standard Unit', count: 2 },
      { name: 'Goblin', count: 1 },
      { name: 'Goddess of Harmony', count: 1 },
    ])
    expect(stats.categories.slice(0, 3)).toEqual([
      { name: 'DFF', count: 4 },
      { name: 'X', count: 3 },
      { name: 'XII', count: 3 },
    ])
  })

  it('gives an empty deck empty figures, not NaN', () => {
    const empty = deckStats([], lookup)
    expect(empty.costCurve).toEqual([])
    expect(empty.averageCost).toBeNull()
    expect(empty.exBurst).toEqual({ count: 0, share: 0 })
  })
})

// Exact values with BigInt binomials: a closed form computed apart from the module's products.
function C(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n
  let r = 1n
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1)
  return r
}
const ratio = (a: bigint, b: bigint) => Number((a * 10n ** 18n) / b) / 1e18

describe('odds on a real 50-card deck', () => {
  const fire = legalFireDeck()
  it('at least one Backup in the opening 5, with and without the mulligan', () => {
    const odds = openingBackupOdds(fire, lookup)
    // 6 Backups × 3 in the legal Fire deck
    expect(odds).toMatchObject({ deckSize: 50, backups: 18 })
    const none = ratio(C(32, 5), C(50, 5))
    expect(odds.backupNoMulligan).toBeCloseTo(1 - none, 12)
    const noneAgain = ratio(C(27, 5), C(45, 5))
    expect(odds.backupWithMulligan).toBeCloseTo(1 - none * noneAgain, 12)
  })

  it('a Forward of a given cost by turn 1..5, on the play and on the draw', () => {
    const odds = forwardByTurnOdds(fire, lookup, 3, { match: 'atMost', turns: 5, mulligan: 'never' })
    const K = odds.wanted
    expect(K).toBeGreaterThan(0)
    for (const { turn, onPlay, onDraw } of odds.turns) {
      expect(onPlay).toBeCloseTo(1 - ratio(C(50 - K, 5 + 2 * turn - 1), C(50, 5 + 2 * turn - 1)), 12)
      expect(onDraw).toBeCloseTo(1 - ratio(C(50 - K, 5 + 2 * turn), C(50, 5 + 2 * turn)), 12)
    }
  })
})
