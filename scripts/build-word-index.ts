// Builds resources/cards-words.json, the search word index of resources/cards.json, so that the
// app's start-up reads it instead of building it. Run by build-card-data.ts after each build;
// alone: npx tsx scripts/build-word-index.ts [--cards path]
import { renameSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { BUNDLED_WORDS_FILE, loadBundledCards, type BundledWords } from '../src-main/games/fftcg/catalog/bundled-data'
import { buildSearchData } from '../src-main/games/fftcg/catalog/search-data'
import { buildWordIndex, storeWordIndex } from '../src-main/games/fftcg/catalog/search-words'

export function buildBundledWords(cardsPath: string): BundledWords {
  const { meta, cards } = loadBundledCards(cardsPath)
  return { cardsBuiltAt: meta.builtAt, cardCount: meta.cardCount, index: storeWordIndex(buildWordIndex(buildSearchData(cards))) }
}

export function writeBundledWords(cardsPath: string): string {
  const out = join(dirname(cardsPath), BUNDLED_WORDS_FILE)
  writeFileSync(out + '.tmp', JSON.stringify(buildBundledWords(cardsPath)))
  renameSync(out + '.tmp', out)
  return out
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { cards: { type: 'string', default: resolve(import.meta.dirname, '..', 'resources', 'cards.json') } } })
  console.log(`word index → ${writeBundledWords(resolve(values.cards))}`)
}
