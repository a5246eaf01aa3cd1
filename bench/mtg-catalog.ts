// `npm run bench -- mtg-catalog`: how long the bundled Magic catalog (resources/mtg-cards.json)
// takes to load, beside a baseline measured in the same run: JSON.parse of the same text alone.
// The load checks every card (zod), parses every cost and type line again (they are stored
// without), then the search rows are made once. Figures only; nothing is asserted.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { mtgSearchRow } from '@shared/games/mtg/card-fields'
import { readMtgBundle } from '@shared/games/mtg/data/bundle'

const text = readFileSync(resolve(import.meta.dirname, '../resources/mtg-cards.json'), 'utf8')
const RUNS = Number(process.env.BENCH_RUNS ?? 15)

function median(run: () => unknown): number {
  run() // warm-up
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    run()
    times.push(performance.now() - t0)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!
}

const cards = readMtgBundle(JSON.parse(text)).cards
const parse = median(() => JSON.parse(text))
const load = median(() => readMtgBundle(JSON.parse(text)))
const rows = median(() => cards.map(mtgSearchRow))
console.log(`Deck Lab MTG catalog load — resources/mtg-cards.json, ${cards.length} cards, ${(text.length / 1024).toFixed(0)} KiB, median of ${RUNS}, Node ${process.version}`)
console.log('')
console.log(`baseline JSON.parse                 ${parse.toFixed(1)} ms`)
console.log(`load (parse + check + costs/types)  ${load.toFixed(1)} ms   ratio ${(load / parse).toFixed(1)}× the baseline`)
console.log(`search rows of every card           ${rows.toFixed(1)} ms`)
console.log(`per card (load + rows)              ${(((load + rows) / cards.length) * 1000).toFixed(1)} µs`)
