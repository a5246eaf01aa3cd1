// Figures with exact answers, derived here by counting (not with the lab's own functions): the
// simulation must land within 3 standard errors of them.
import { describe, expect, it } from 'vitest'
import { compileLabDeck } from '@shared/games/fftcg/lab/lab-deck'
import { parsePolicy } from '@shared/games/fftcg/lab/policy'
import { buildReport, runInfo } from '@shared/games/fftcg/lab/report'
import { GoldfishSim } from '@shared/games/fftcg/lab/sim'
import { cardsOf, FIRE_WATER } from './fixtures'

const GAMES = 60_000
const cards = cardsOf(FIRE_WATER)
const deck = compileLabDeck(cards)
const BACKUPS = cards.filter((c) => c.type === 'backup').length // 17 of 50

/** n choose k by Pascal's triangle, independent of the lab's code. */
const pascal: number[][] = [[1]]
for (let n = 1; n <= 60; n++) pascal.push(Array.from({ length: n + 1 }, (_, k) => (k === 0 || k === n ? 1 : pascal[n - 1]![k - 1]! + pascal[n - 1]![k]!)))
const C = (n: number, k: number) => (k < 0 || k > n ? 0 : pascal[n]![k]!)

function simulate(policy: string, turns: number, onThePlay = true) {
  const policies = [parsePolicy(policy)]
  const sim = new GoldfishSim(deck, policies, { turns, onThePlay, damageLimit: 7 })
  const acc = sim.newAccumulator()
  sim.runBlock(20240601, 0, GAMES, acc)
  return buildReport(acc, sim.layout, deck, policies, runInfo(deck, { seed: 20240601, onThePlay, format: 'constructed', turns, damageLimit: 7 })).policies[0]!
}

function within3se(simulated: number, exact: number) {
  const se = Math.sqrt((exact * (1 - exact)) / GAMES)
  expect(Math.abs(simulated - exact), `simulated ${simulated}, exact ${exact}, 3 SE = ${3 * se}`).toBeLessThanOrEqual(3 * se)
}

// Hundreds of thousands of simulated games: seconds of work, more on a loaded machine.
describe('the lab against exact answers', { timeout: 60_000 }, () => {
  it('P(≥ 1 Backup in the opening five), never mulligan', () => {
    const exact = 1 - C(50 - BACKUPS, 5) / C(50, 5)
    within3se(simulate('never', 0).keptHandBackupsAtLeast[0]!.p, exact)
  })

  it('P(≥ 1 Backup in the kept hand), mulligan without a Backup (the five go to the bottom)', () => {
    // No Backup in the first five (all 17 stay among the 45 above them), then none in the next five.
    const miss1 = C(50 - BACKUPS, 5) / C(50, 5)
    const miss2 = C(45 - BACKUPS, 5) / C(45, 5)
    const report = simulate('backup', 0)
    within3se(report.keptHandBackupsAtLeast[0]!.p, 1 - miss1 * miss2)
    within3se(report.mulligan.p, miss1)
  })

  it('P(≥ 2 Backups drawn by the end of turn 2 on the play), never mulligan: 8 cards seen', () => {
    const none = C(50 - BACKUPS, 8) / C(50, 8)
    const one = (BACKUPS * C(50 - BACKUPS, 7)) / C(50, 8)
    const report = simulate('never', 2)
    within3se(report.turns[1]!.backup2.drawn.p, 1 - none - one)
    expect(report.turns[1]!.backup2.drawnExact).toBeCloseTo(1 - none - one, 12)
  })

  it('deploys fewer than it draws: CP, elements and Backups entering dull decide', () => {
    const report = simulate('backup', 5)
    for (const t of report.turns) {
      expect(t.backup1.deployed.p).toBeLessThanOrEqual(t.backup1.drawn.p)
      expect(t.forward1.deployed.p).toBeLessThanOrEqual(t.forward1.drawn.p)
      expect(t.backupsAtLeast[0]!.lo).toBeLessThanOrEqual(t.backupsAtLeast[0]!.p)
      expect(t.backupsAtLeast[0]!.hi).toBeGreaterThanOrEqual(t.backupsAtLeast[0]!.p)
    }
  })
})
