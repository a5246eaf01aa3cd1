// One cold start of the card database in a fresh process: prints the milliseconds of load+index
// as the catalog does it (prebuilt word index), and with `--build-words` as it would without one.
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import { loadBundledCards, loadBundledWords } from '../src-main/catalog/bundled-data'
import { buildSearchIndex } from '../src-main/catalog/search-index'

const buildWords = process.argv.includes('--build-words')
const start = performance.now()
const { meta, cards } = loadBundledCards()
const words = buildWords ? undefined : (loadBundledWords(meta) ?? undefined)
if (!buildWords && !words) throw new Error('resources/cards-words.json is missing or stale: run npm run build:cards')
buildSearchIndex(cards, words)
buildCodeIndex(cards)
console.log((performance.now() - start).toFixed(3))
