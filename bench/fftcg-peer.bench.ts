// `npm run bench -- peer`: Deck Lab beside FFTCGSim's plain approach (bench/fftcg-peer-baseline.ts: one
// JSON array, a filter per query, a plain loop per deck), both measured in this run on the same
// cards. Prints each figure, the baseline's, and the ratio Deck Lab ÷ baseline (below 1: Deck Lab
// is faster). Figures of issue 16: cold start 4.2×, validate + stats 7–11×, filters 1.2–2.1×.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { SearchRequestSchema } from '@shared/api'
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import { analyzeDeck } from '@shared/games/fftcg/deck/stats'
import { BUNDLED_CARDS_FILE, defaultResourcesDir, loadBundledCards } from '../src-main/games/fftcg/catalog/bundled-data'
import { buildSearchIndex, searchCards } from '../src-main/games/fftcg/catalog/search-index'
import { PEER_FILTERS, loadCardArray, peerCodeMap, peerFilter, peerValidateAndCount } from './fftcg-peer-baseline'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)
// Per filter query: 1000 rounds put its p95 at the 50th slowest sample, not the 10th, so that a
// few scheduler stalls of a shared machine do not decide it (each round is tens of µs).
const QUERY_ROUNDS = Number(process.env.BENCH_QUERY_ROUNDS ?? ROUNDS * 5)
const WARM_UP = 200
/** A full collection before each measured block (node --expose-gc, as `npm run bench` runs), so
 *  that neither side pays in its samples for the garbage of the block before. */
const collect = () => (globalThis as { gc?: () => void }).gc?.()
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 9)
const cardsPath = join(defaultResourcesDir(), BUNDLED_CARDS_FILE)

function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!
  return { p50: at(0.5), p95: at(0.95) }
}
function time(fn: () => unknown): number {
  const start = performance.now()
  fn()
  return performance.now() - start
}
/** One round of both sides, which goes first alternating with `round`: [ours, theirs] in ms. */
function timedPair(ours: () => unknown, theirs: () => unknown, round: number): [number, number] {
  if (round % 2) {
    const b = time(theirs)
    return [time(ours), b]
  }
  const a = time(ours)
  return [a, time(theirs)]
}
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`)
function row(label: string, ours: number, theirs: number, extra = '') {
  const ratio = ours / theirs
  console.log(`${label.padEnd(40)} Deck Lab ${fmt(ours).padStart(10)}  baseline ${fmt(theirs).padStart(10)}  ratio ${ratio.toFixed(2).padStart(5)}× ${ratio < 1 ? 'ahead' : 'BEHIND'}${extra}`)
}

console.log(`Deck Lab against FFTCGSim's plain approach (baseline re-implemented in bench/fftcg-peer-baseline.ts), Node ${process.version}`)

// --- cold start: fresh processes, alternating, p50 ------------------------------------------
/** [wall ms, CPU ms] of one start-up in a fresh process. */
const coldOnce = (args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/fftcg-cold-start.ts', ...args], { encoding: 'utf8' }).trim().split(' ').map(Number)
const ours: number[][] = []
const theirs: number[][] = []
for (let i = 0; i < COLD_RUNS; i++) {
  ours.push(coldOnce([]))
  theirs.push(coldOnce(['--peer']))
}
console.log('')
row(`cold start, load + index (p50 of ${COLD_RUNS})`, summary(ours.map((t) => t[0]!)).p50, summary(theirs.map((t) => t[0]!)).p50)
row('  the same in CPU time', summary(ours.map((t) => t[1]!)).p50, summary(theirs.map((t) => t[1]!)).p50)

// --- validate + stats of a 50-card deck ----------------------------------------------------
const { cards } = loadBundledCards(cardsPath)
const codes = buildCodeIndex(cards)
const lookup = (code: string) => codes.resolve(code)
const peerCards = loadCardArray(cardsPath)
const byCode = peerCodeMap(peerCards)
// A real 50-card Fire/Earth deck of Opus I: 16 lines of 3 and one of 2.
const DECK = [
  ['1-001H', 3], ['1-002R', 3], ['1-005R', 3], ['1-006H', 3], ['1-007R', 3], ['1-009C', 3], ['1-012R', 3], ['1-014C', 3], ['1-015L', 3],
  ['1-003C', 3], ['1-008C', 3], ['1-010C', 3], ['1-011C', 3], ['1-013H', 3], ['1-017R', 3], ['1-004C', 3], ['1-018L', 2],
].map(([code, count]) => ({ code: code as string, count: count as number }))
const deckOurs: number[] = []
const deckTheirs: number[] = []
const ourDeck = () => analyzeDeck(DECK, 'constructed', lookup)
const theirDeck = () => peerValidateAndCount(DECK, byCode)
collect()
for (let i = 0; i < 2000 + ROUNDS * 20; i++) {
  const [a, b] = timedPair(ourDeck, theirDeck, i)
  if (i >= 2000) deckOurs.push(a), deckTheirs.push(b)
}
console.log('')
{
  const a = summary(deckOurs)
  const b = summary(deckTheirs)
  row('validate + stats, 50 cards, p50', a.p50, b.p50)
  row('validate + stats, 50 cards, p95', a.p95, b.p95)
}

// --- filter queries ------------------------------------------------------------------------
const index = buildSearchIndex(cards)
console.log('')
console.log(`filter queries: ${WARM_UP} warm-up rounds, then ${QUERY_ROUNDS} rounds, each side first every other round`)
let worstP95 = 0
for (const query of Object.keys(PEER_FILTERS)) {
  const request = SearchRequestSchema.parse({ game: 'fftcg', query, limit: 100 })
  const total = searchCards(index, request).total
  const peerTotal = peerFilter(peerCards, query).length
  const ourSearch = () => searchCards(index, request)
  const theirSearch = () => peerFilter(peerCards, query)
  for (let i = 0; i < WARM_UP; i++) timedPair(ourSearch, theirSearch, i)
  collect()
  const a: number[] = []
  const b: number[] = []
  for (let i = 0; i < QUERY_ROUNDS; i++) {
    const [ours, theirs] = timedPair(ourSearch, theirSearch, i)
    a.push(ours)
    b.push(theirs)
  }
  const sa = summary(a)
  const sb = summary(b)
  worstP95 = Math.max(worstP95, sa.p95 / sb.p95)
  const same = total === peerTotal ? `${total} cards` : `Deck Lab ${total} cards, baseline ${peerTotal}`
  row(`${query} p50`, sa.p50, sb.p50, `  (${same})`)
  row(`${query} p95`, sa.p95, sb.p95, query.includes('"') ? `  target p95 ≤ 1 ms: ${sa.p95 <= 1 ? 'OK' : 'OVER TARGET'}` : '')
}
console.log(`\nworst filter p95 ratio ${worstP95.toFixed(2)}× (target ≤ 0.80×: ${worstP95 <= 0.8 ? 'OK' : 'OVER TARGET'})`)
