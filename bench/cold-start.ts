// One cold start of the card database in a fresh process: prints the milliseconds of load+index.
import { buildCodeIndex } from '@shared/fftcg/codes'
import { loadBundledCards } from '../src-main/catalog/bundled-data'
import { buildSearchIndex } from '../src-main/catalog/search-index'

const start = performance.now()
const { cards } = loadBundledCards()
buildSearchIndex(cards)
buildCodeIndex(cards)
console.log((performance.now() - start).toFixed(3))
