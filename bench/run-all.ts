// `npm run bench`: every benchmark of the project, one after the other (each is a module that
// prints its own figures). Name one to run it alone: `npm run bench -- catalog`.
import { loadavg } from 'node:os'

// The machine is shared: a figure taken while the 1-minute load is over 1.5 on two cores says
// little against an absolute target (ratios measured in the same run still hold).
const BUSY_LOAD = 1.5
function loadLine(when: 'start' | 'end'): string {
  const [one = 0, five = 0] = loadavg()
  const warn = one > BUSY_LOAD ? `  WARNING: load over ${BUSY_LOAD}, absolute figures are unreliable (ratios still hold)` : ''
  return `load at ${when}: ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min)${warn}`
}

const BENCHES: Record<string, () => Promise<unknown>> = {
  catalog: () => import('./fftcg-catalog.bench'),
  engine: () => import('./fftcg-engine.bench'),
  lab: () => import('./fftcg-lab.bench'),
  deck: () => import('./fftcg-deck.bench'),
  playtest: () => import('./playtest.bench'),
  peer: () => import('./fftcg-peer.bench'),
  bridge: () => import('./bridge-load.bench'),
  parse: () => import('./fftcg-parse.bench'),
  userdata: () => import('./userdata.bench'),
  'backup-sets': () => import('./backup-sets.bench'),
  creatures: () => import('./creatures'),
  vanguard: () => import('./vanguard'),
  mtg: () => import('./mtg'),
  'vanguard-lab': () => import('./vanguard-lab'),
  'mtg-lab': () => import('./mtg-lab'),
  'mtg-deck': () => import('./mtg-deck'),
  'mtg-catalog': () => import('./mtg-catalog'),
  'mtg-search': () => import('./mtg-search.bench'),
  update: () => import('./fftcg-card-update.bench'),
  'mtg-bulk': () => import('./mtg-bulk.bench'),
  cli: () => import('./cli-start.bench'),
}

const only = process.argv.slice(2)
for (const [name, run] of Object.entries(BENCHES)) {
  if (only.length && !only.includes(name)) continue
  console.log(`\n=== ${name} ===`)
  console.log(loadLine('start'))
  await run()
  console.log(loadLine('end'))
}
export {}
