// One cold start of the card database in a fresh process: prints the milliseconds of load+index
// as the catalog does it (prebuilt word index), with `--build-words` as it would without one, and
// with `--peer` FFTCGSim's plain approach (parse the JSON array, nothing else; bench/peer-baseline.ts).
import { join } from 'node:path'
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import { BUNDLED_CARDS_FILE, defaultResourcesDir, loadBundledCards, loadBundledWords } from '../src-main/catalog/bundled-data'
import { buildSearchIndex } from '../src-main/catalog/search-index'
import { loadCardArray } from './peer-baseline'

const buildWords = process.argv.includes('--build-words')
const peer = process.argv.includes('--peer')
const path = join(defaultResourcesDir(), BUNDLED_CARDS_FILE)
const start = performance.now()
if (peer) {
  loadCardArray(path)
} else {
  const { meta, cards } = loadBundledCards(path)
  const words = buildWords ? undefined : (loadBundledWords(meta, path) ?? undefined)
  if (!buildWords && !words) throw new Error('resources/cards-words.json is missing or stale: run npm run build:cards')
  buildSearchIndex(cards, words)
  buildCodeIndex(cards)
}
console.log((performance.now() - start).toFixed(3))
