// One cold start of the card database in a fresh process: prints the milliseconds of load+index
// as the catalog does it (start-up pack; the word index is read on first use), with
// `--build-words` as it would from cards.json alone, building everything, and with `--peer`
// FFTCGSim's plain approach (parse the JSON array, nothing else; bench/fftcg-peer-baseline.ts).
import { join } from 'node:path'
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import { BUNDLED_CARDS_FILE, defaultResourcesDir, loadBundledCards } from '../src-main/games/fftcg/catalog/bundled-data'
import { loadBundledIndexes } from '../src-main/games/fftcg/catalog/bundled-pack'
import { buildSearchIndex } from '../src-main/games/fftcg/catalog/search-index'
import { loadCardArray } from './fftcg-peer-baseline'

const buildWords = process.argv.includes('--build-words')
const peer = process.argv.includes('--peer')
const path = join(defaultResourcesDir(), BUNDLED_CARDS_FILE)
const start = performance.now()
const cpu = process.cpuUsage()
if (peer) {
  loadCardArray(path)
} else if (buildWords) {
  const { cards } = loadBundledCards(path)
  void buildSearchIndex(cards).words
  buildCodeIndex(cards)
} else {
  loadBundledIndexes(path)
}
// Wall time, then CPU time (user + system, GC threads included): the second holds up better when
// other processes share the cores.
const used = process.cpuUsage(cpu)
console.log((performance.now() - start).toFixed(3), ((used.user + used.system) / 1000).toFixed(3))
