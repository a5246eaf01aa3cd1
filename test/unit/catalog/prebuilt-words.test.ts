// The bundled word index (resources/cards-words.json) lets start-up skip building the index. It
// must be exactly what the catalog would build, and never be used for other cards.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUNDLED_WORDS_FILE, loadBundledCards, loadBundledWords } from '../../../src-main/games/fftcg/catalog/bundled-data'
import { buildSearchData } from '../../../src-main/games/fftcg/catalog/search-data'
import { buildSearchIndex, searchCards } from '../../../src-main/games/fftcg/catalog/search-index'
import { buildWordIndex, restoreWordIndex, storeWordIndex } from '../../../src-main/games/fftcg/catalog/search-words'
import { SearchRequestSchema } from '@shared/api'

const resources = resolve(import.meta.dirname, '..', '..', '..', 'resources')
const cardsPath = join(resources, 'cards.json')
const bundled = loadBundledCards(cardsPath)

function copyResources(): string {
  const dir = mkdtempSync(join(tmpdir(), 'decklab-words-'))
  copyFileSync(cardsPath, join(dir, 'cards.json'))
  copyFileSync(join(resources, BUNDLED_WORDS_FILE), join(dir, BUNDLED_WORDS_FILE))
  return dir
}

describe('prebuilt word index of the bundled cards', () => {
  it('is exactly the index the catalog builds from cards.json (run npm run build:cards if not)', () => {
    const prebuilt = loadBundledWords(bundled.meta, cardsPath)
    expect(prebuilt).not.toBeNull()
    const built = buildWordIndex(buildSearchData(bundled.cards))
    expect(prebuilt!.sorted).toEqual(built.sorted)
    expect(prebuilt!.postings.map((p) => Array.from(p))).toEqual(built.postings.map((p) => Array.from(p)))
  })

  it('round-trips through its JSON form', () => {
    const built = buildWordIndex(buildSearchData(bundled.cards.slice(0, 50)))
    const back = restoreWordIndex(JSON.parse(JSON.stringify(storeWordIndex(built))))
    expect(back.sorted).toEqual(built.sorted)
    expect(back.postings.map((p) => Array.from(p))).toEqual(built.postings.map((p) => Array.from(p)))
  })

  it('gives the same search results as a built index', () => {
    const fast = buildSearchIndex(bundled.cards, loadBundledWords(bundled.meta, cardsPath)!)
    const slow = buildSearchIndex(bundled.cards)
    for (const query of ['cloud', '"deal it 7000 damage"', 'e:wind t:forward cost<=3 brave', 'warrior of light', 'job:moogle']) {
      const request = SearchRequestSchema.parse({ game: 'fftcg', query, limit: 500 })
      expect(searchCards(fast, request)).toEqual(searchCards(slow, request))
    }
  })

  it('is ignored when made for another build of cards.json, or damaged', () => {
    const dir = copyResources()
    expect(loadBundledWords({ ...bundled.meta, builtAt: '2000-01-01T00:00:00.000Z' }, join(dir, 'cards.json'))).toBeNull()
    expect(loadBundledWords({ ...bundled.meta, cardCount: bundled.meta.cardCount + 1 }, join(dir, 'cards.json'))).toBeNull()
    const words = JSON.parse(readFileSync(join(dir, BUNDLED_WORDS_FILE), 'utf8'))
    writeFileSync(join(dir, BUNDLED_WORDS_FILE), JSON.stringify({ ...words, index: { ...words.index, offsets: 'AAAA' } }))
    expect(loadBundledWords(bundled.meta, join(dir, 'cards.json'))).toBeNull()
    writeFileSync(join(dir, BUNDLED_WORDS_FILE), '{"cardsBuiltAt": ')
    expect(loadBundledWords(bundled.meta, join(dir, 'cards.json'))).toBeNull()
  })
})
