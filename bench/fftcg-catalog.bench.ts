// `npm run bench`: card database figures. Prints p50/p95 per query mix in-process and through
// the HTTP bridge, start-up load+index time and catalog heap, each beside a baseline measured
// in the same run (a naive full scan; an empty bridge round trip). Targets are printed, not asserted.
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SearchRequestSchema, type ParsedRequestOf } from '@shared/api'
import type { Card } from '@shared/games/fftcg/card'
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import { loadBundledCards } from '../src-main/games/fftcg/catalog/bundled-data'
import { buildSearchIndex, searchCards } from '../src-main/games/fftcg/catalog/search-index'
import { createMainServices } from '../src-main/services'
import { startHttpBridge } from '../src-main/web/http-bridge'

/** Realistic queries: names, typos, text phrases, filters and the power-user syntax. */
const QUERIES = [
  'cloud',
  'Clowd',
  'sephirot',
  'tidus',
  'lightning',
  'draw 1',
  '"deal it 7000 damage"',
  'e:fire t:backup cost<=2',
  'e:wind t:forward cost<=3',
  'e:ice,water t:forward power>=8000',
  'e:fire+earth',
  't:summon ex',
  'job:"sky pirate"',
  'cat:VII t:forward',
  'set:1 r:L',
  'is:multi t:backup',
  'is:haste cost<=3',
  'ex e:lightning',
  'warrior of light',
  'break zone cost:2',
  'card name',
  '-e:fire t:monster',
  'moogle',
  'summoner t:backup e:earth',
]

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100)

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
function summary(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
}
function time(fn: () => unknown): number {
  const start = performance.now()
  fn()
  return performance.now() - start
}
const ms = (n: number) => `${n.toFixed(3)} ms`
const verdict = (value: number, target: number) => (value <= target ? 'OK' : 'OVER TARGET')

/** The baseline: what a search without an index does (lower-case and scan every field of every card). */
function naiveScan(cards: Card[], text: string): number {
  const words = text.toLowerCase().replace(/"/g, '').split(/\s+/).filter(Boolean)
  let hits = 0
  for (const card of cards) {
    const hay = `${card.name} ${card.jobs.join(' ')} ${card.category1} ${card.plainText}`.toLowerCase()
    if (words.every((w) => hay.includes(w))) hits++
  }
  return hits
}

const gc = (globalThis as { gc?: () => void }).gc

// --- start-up: load + index -------------------------------------------------------------
gc?.()
const heapBefore = process.memoryUsage().heapUsed
const loadTimes: number[] = []
let bundle = loadBundledCards()
let index = buildSearchIndex(bundle.cards)
for (let i = 0; i < 7; i++) {
  loadTimes.push(
    time(() => {
      bundle = loadBundledCards()
      index = buildSearchIndex(bundle.cards)
      void index.words // built on first use: built here, as this figure says
      buildCodeIndex(bundle.cards)
    }),
  )
}
const parseOnly = summary(Array.from({ length: 5 }, () => time(() => loadBundledCards()))).p50
gc?.()
const heapAfter = process.memoryUsage().heapUsed
const cards = bundle.cards

console.log(`Deck Lab catalog benchmark — ${cards.length} cards, ${QUERIES.length} queries × ${ROUNDS} rounds, Node ${process.version}`)
console.log('')
const load = summary(loadTimes)
// A real start-up is cold (no JIT warm-up): time it in fresh processes, alternating with the
// same start-up building the word index itself (the baseline: no prebuilt index).
const coldRuns: number[] = []
const coldBuilt: number[] = []
const coldOnce = (args: string[]) =>
  Number(execFileSync(process.execPath, ['--import', 'tsx', 'bench/fftcg-cold-start.ts', ...args], { encoding: 'utf8' }).trim().split(' ')[0])
for (let i = 0; i < 7; i++) {
  coldRuns.push(coldOnce([]))
  coldBuilt.push(coldOnce(['--build-words']))
}
const cold = summary(coldRuns)
const coldBaseline = summary(coldBuilt)
console.log(`start-up load+index   cold p50 ${ms(cold.p50)} (max ${ms(Math.max(...coldRuns))})   target ≤ 150 ms: ${verdict(cold.p50, 150)}`)
console.log(`  baseline: building the word index at start-up, cold p50 ${ms(coldBaseline.p50)}   ratio ${(cold.p50 / coldBaseline.p50).toFixed(2)}`)
console.log(`  warm, building the word index: p50 ${ms(load.p50)}, of which JSON load ${ms(parseOnly)}`)
console.log(`catalog heap          ${gc ? ((heapAfter - heapBefore) / 1024 / 1024).toFixed(1) + ' MiB' : 'n/a (run with --expose-gc)'}`)

// --- in-process search --------------------------------------------------------------------
const requests: ParsedRequestOf<'cards.search'>[] = QUERIES.map((query) => SearchRequestSchema.parse({ game: 'fftcg', query, limit: 100 }))
for (const r of requests) searchCards(index, r) // warm-up
const indexed: number[] = []
const naive: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < requests.length; i++) {
    indexed.push(time(() => searchCards(index, requests[i]!)))
    naive.push(time(() => naiveScan(cards, QUERIES[i]!)))
  }
}
const inProcess = summary(indexed)
const baseline = summary(naive)
console.log(
  `in-process search     p50 ${ms(inProcess.p50)}  p95 ${ms(inProcess.p95)}   target p95 ≤ 1 ms: ${verdict(inProcess.p95, 1)}`,
)
console.log(
  `  baseline naive scan p50 ${ms(baseline.p50)}  p95 ${ms(baseline.p95)}   ratio p95 search/naive ${(inProcess.p95 / baseline.p95).toFixed(2)}`,
)
const slowest = QUERIES.map((q, i) => ({ q, t: summary(indexed.filter((_, k) => k % QUERIES.length === i)).p95 }))
  .sort((a, b) => b.t - a.t)
  .slice(0, 3)
console.log(`  slowest p95: ${slowest.map((s) => `${JSON.stringify(s.q)} ${ms(s.t)}`).join(', ')}`)

// --- through the HTTP bridge (real services, real sockets) --------------------------------
const { dispatch } = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-bench-')) })
const bridge = await startHttpBridge({ dispatch })
const headers = { authorization: `Bearer ${bridge.token}`, 'content-type': 'application/json' }
async function post(channel: string, body: unknown): Promise<number> {
  const start = performance.now()
  const res = await fetch(`http://127.0.0.1:${bridge.port}/api/${channel}`, { method: 'POST', headers, body: JSON.stringify(body) })
  await res.arrayBuffer()
  if (!res.ok) throw new Error(`${channel} answered ${res.status}`)
  return performance.now() - start
}
for (let i = 0; i < 50; i++) await post('app.info', {})
const bridged: number[] = []
const empty: number[] = []
const bridgeRounds = Math.max(10, Math.round(ROUNDS / 2))
for (let round = 0; round < bridgeRounds; round++) {
  for (const query of QUERIES) {
    bridged.push(await post('cards.search', { game: 'fftcg', query, limit: 50 }))
    empty.push(await post('app.info', {}))
  }
}
await bridge.close()
const http = summary(bridged)
const roundTrip = summary(empty)
console.log(`bridge search (50/page) p50 ${ms(http.p50)}  p95 ${ms(http.p95)}   target p95 ≤ 5 ms: ${verdict(http.p95, 5)}`)
console.log(
  `  baseline empty call p50 ${ms(roundTrip.p50)}  p95 ${ms(roundTrip.p95)}   ratio p95 search/empty ${(http.p95 / roundTrip.p95).toFixed(2)}`,
)
