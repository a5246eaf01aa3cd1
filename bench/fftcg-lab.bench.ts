// `npm run bench -- lab`: the opening lab's speed. Games per second on one core to the end of
// turn 5; 100,000 games to turn 5 on two worker threads (target ≤ 2 s; from source and from the
// built worker, a first job that starts its threads and a next one on the pooled threads); and the opening hand
// alone beside a bare baseline that only deals the same 50 cards (a partial Fisher–Yates of 5
// cards), target within 3×. Printed, never asserted.
import type { Card } from '@shared/games/fftcg/card'
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import { RngCursor } from '@shared/game/rng'
import { compileLabDeck, gameSeed, GoldfishSim, parsePolicy } from '@shared/games/fftcg/lab'
import { loadBundledCards } from '../src-main/games/fftcg/catalog/bundled-data'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LabService, workerEntry, type WorkerEntry } from '../src-main/lab/lab-service'

const index = buildCodeIndex(loadBundledCards().cards)
const DECK = [
  ['1-003', 3], ['1-011', 3], ['1-013', 3], ['1-157', 3], ['1-156', 3], ['1-016', 3], ['1-014', 3], ['1-012', 3], ['1-001', 3],
  ['1-151', 3], ['7-116', 3], ['21-005', 3], ['12-113', 3], ['1-004', 3], ['7-006', 3], ['1-181', 2], ['1-184', 2], ['1-186', 1],
] as const
const cards: Card[] = DECK.flatMap(([code, n]) => Array.from({ length: n }, () => index.resolve(code)!))
const deck = compileLabDeck(cards)
const policies = [parsePolicy('backup')]
const fmt = (n: number) => Math.round(n).toLocaleString('en-US')
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER TARGET')

function gamesPerSecond(turns: number, games: number): number {
  const sim = new GoldfishSim(deck, policies, { turns, onThePlay: true, damageLimit: 7 })
  const acc = sim.newAccumulator()
  sim.runBlock(1, 0, Math.min(games, 20_000), acc) // warm-up
  const start = performance.now()
  sim.runBlock(2, 0, games, acc)
  return (games / (performance.now() - start)) * 1000
}

/** Baseline: per game, a seed, then 5 cards dealt by a partial Fisher–Yates of the 50 (nothing else). */
function baselinePerSecond(games: number): number {
  const rng = new RngCursor([0, 0, 0, 0])
  const order = Int32Array.from({ length: cards.length }, (_, i) => i)
  let sink = 0
  const run = (seedBase: number) => {
    for (let g = 0; g < games; g++) {
      rng.reseed(gameSeed(seedBase, g))
      for (let i = 0; i < 5; i++) {
        const j = i + rng.below(order.length - i)
        const c = order[j]!
        order[j] = order[i]!
        order[i] = c
        sink += c
      }
    }
  }
  run(1)
  const start = performance.now()
  run(2)
  const perSecond = (games / (performance.now() - start)) * 1000
  if (sink < 0) console.log(sink)
  return perSecond
}

console.log(`Deck Lab opening lab benchmark — 50-card Fire/Water deck, policy "backup", Node ${process.version}`)
console.log('')
const turn5 = gamesPerSecond(5, 200_000)
console.log(`one core, to the end of turn 5     ${fmt(turn5)} games/s   target ≥ 50,000: ${verdict(turn5 >= 50_000)}`)
const turn10 = gamesPerSecond(10, 100_000)
console.log(`one core, to the end of turn 10    ${fmt(turn10)} games/s`)

const request = { game: 'fftcg' as const, deck: [{ code: 'x', count: 50 }], games: 100_000, seed: 42, onThePlay: true, format: 'constructed' as const, turns: 5, policy: policies[0]! }
/** 100,000 games on 2 threads: a new service's first job (threads start cold), then a job on its pooled, warm threads. */
async function hundredThousand(label: string, entry?: WorkerEntry | null): Promise<void> {
  const service = new LabService(() => cards, { workers: 2, ...(entry ? { workerEntry: entry } : {}) })
  for (const run of ['first job (threads start)', 'next job (pooled threads)']) {
    const wall = performance.now()
    const status = await service.result('fftcg', service.start(request).jobId)
    const wallMs = performance.now() - wall
    console.log(
      `100,000 games to turn 5, ${status.workers} workers, ${label}, ${run}${status.inThread ? ' (IN THREAD)' : ''}  ${(wallMs / 1000).toFixed(2)} s   target ≤ 2 s: ${verdict(wallMs <= 2000)}`,
    )
  }
  service.dispose()
}
await hundredThousand('from source (tsx)')
const built = workerEntry(pathToFileURL(resolve(import.meta.dirname, '../out/main/main.js')).href)
if (built) await hundredThousand('built worker', built)
else console.log('(no out/main/labWorker.js: `npx electron-vite build` to time the built worker)')

const opening = gamesPerSecond(0, 1_000_000)
const baseline = baselinePerSecond(1_000_000)
console.log('')
console.log(`opening hand only (deal, keep/mulligan, figures)  ${fmt(opening)} games/s`)
console.log(`  baseline partial Fisher–Yates deal of 5       ${fmt(baseline)} games/s   ratio ${(baseline / opening).toFixed(2)}×   target ≤ 3×: ${verdict(baseline / opening <= 3)}`)
