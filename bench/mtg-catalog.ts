// `npm run bench -- mtg-catalog`: how long the bundled Magic catalog (resources/mtg-cards.json)
// takes to load, beside a baseline measured in the same run: JSON.parse of the same text alone.
// The load checks every card (zod), parses every cost and type line again (they are stored
// without), then the search rows are made once. Times are this process's CPU time (the machine is
// shared, so wall time mostly measures the neighbours), wall time beside. Nothing is asserted.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { mtgSearchRow } from '@shared/games/mtg/card-fields'
import { readMtgBundle } from '@shared/games/mtg/data/bundle'

const text = readFileSync(resolve(import.meta.dirname, '../resources/mtg-cards.json'), 'utf8')
const RUNS = Number(process.env.BENCH_RUNS ?? 15)

interface Time {
  cpu: number
  wall: number
}

/** Median CPU and wall milliseconds of `run` after one warm-up. */
function median(run: () => unknown): Time {
  run()
  const times: Time[] = []
  for (let i = 0; i < RUNS; i++) {
    const cpu0 = process.cpuUsage()
    const wall0 = performance.now()
    run()
    const used = process.cpuUsage(cpu0)
    times.push({ cpu: (used.user + used.system) / 1000, wall: performance.now() - wall0 })
  }
  const middle = <K extends keyof Time>(key: K) => times.map((t) => t[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!
  return { cpu: middle('cpu'), wall: middle('wall') }
}
const ms = (t: Time) => `${t.cpu.toFixed(1)} ms CPU (${t.wall.toFixed(1)} ms wall)`

const cards = readMtgBundle(JSON.parse(text)).cards
const parse = median(() => JSON.parse(text))
const load = median(() => readMtgBundle(JSON.parse(text)))
const rows = median(() => cards.map(mtgSearchRow))
console.log(`Deck Lab MTG catalog load — resources/mtg-cards.json, ${cards.length} cards, ${(text.length / 1024).toFixed(0)} KiB, median of ${RUNS}, Node ${process.version}`)
console.log('')
console.log(`baseline JSON.parse                 ${ms(parse)}`)
console.log(`load (parse + check + costs/types)  ${ms(load)}   ratio ${(load.cpu / parse.cpu).toFixed(1)}× the baseline (CPU)`)
console.log(`search rows of every card           ${ms(rows)}`)
console.log(`per card (load + rows)              ${(((load.cpu + rows.cpu) / cards.length) * 1000).toFixed(1)} µs CPU`)
