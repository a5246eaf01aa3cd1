// One measured run of `bench/mtg-bulk.bench.ts`, alone in its process so that its peak memory is
// its own: `stream <api url> <user-data dir>` (the bulk download as the app does it) or
// `whole <file url>` (the baseline: the whole text fetched, JSON.parse, the same reader over it).
// Prints one JSON line: ms, cards, peak RSS (the kernel's high-water mark) and the heap's
// high-water mark (sampled every 5 ms, and after each phase).
import { getHeapStatistics } from 'node:v8'
import { updateOracleCards } from '../src-main/games/mtg/update/oracle-bulk-update'
import { testCardReader } from '../test/fixtures/scryfall-bulk/bulk-files'

const [mode, url, dir] = process.argv.slice(2)
let heapPeak = 0
const sample = () => (heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size))
const sampler = setInterval(sample, 5)
globalThis.gc?.()
const heapBefore = getHeapStatistics().used_heap_size
const start = performance.now()
let cards = 0
if (mode === 'stream') {
  const report = await updateOracleCards({ userDataDir: dir!, base: url!, readCard: testCardReader })
  cards = report.cards
} else {
  const text = await (await fetch(url!)).text()
  sample()
  const objects = JSON.parse(text) as unknown[]
  sample()
  cards = objects.map((o) => testCardReader(o)).filter((card) => card !== null).length
  sample()
}
const ms = performance.now() - start
clearInterval(sampler)
sample()
console.log(JSON.stringify({ mode, ms, cards, rssPeakMb: process.resourceUsage().maxRSS / 1024, heapPeakMb: (heapPeak - heapBefore) / 1048576 }))
