// `npm run bench`: every benchmark of the project, one after the other (each is a module that
// prints its own figures). Name one to run it alone: `npm run bench -- catalog`.
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
}

const only = process.argv.slice(2)
for (const [name, run] of Object.entries(BENCHES)) {
  if (only.length && !only.includes(name)) continue
  console.log(`\n=== ${name} ===`)
  await run()
}
export {}
