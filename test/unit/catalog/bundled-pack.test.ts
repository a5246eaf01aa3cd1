// resources/cards-pack.json is the start-up form of resources/cards.json (issue 16: cold start
// 4.2× slower than parsing a plain card array). It must give exactly the cards, search columns
// and code index the catalog would build from cards.json, and never be used for another cards.json.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SearchRequestSchema } from '@shared/api'
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import { BUNDLED_WORDS_FILE, loadBundledCards } from '../../../src-main/games/fftcg/catalog/bundled-data'
import { BUNDLED_PACK_FILE, loadBundledIndexes, loadBundledStart, readBundledMeta } from '../../../src-main/games/fftcg/catalog/bundled-pack'
import { buildSearchData } from '../../../src-main/games/fftcg/catalog/search-data'
import { buildSearchIndex, searchCards } from '../../../src-main/games/fftcg/catalog/search-index'

const resources = resolve(import.meta.dirname, '..', '..', '..', 'resources')
const cardsPath = join(resources, 'cards.json')
const bundled = loadBundledCards(cardsPath)

function copyResources(): string {
  const dir = mkdtempSync(join(tmpdir(), 'decklab-pack-'))
  for (const file of ['cards.json', BUNDLED_PACK_FILE, BUNDLED_WORDS_FILE]) copyFileSync(join(resources, file), join(dir, file))
  return dir
}

describe('start-up pack of the bundled cards', () => {
  const start = loadBundledStart(cardsPath)

  it('is made from the cards.json beside it (run npm run build:cards if not)', () => {
    expect(start).not.toBeNull()
    expect(start!.bundle.meta).toEqual(bundled.meta)
  })

  it('gives every card exactly as cards.json has it, key order included', () => {
    expect(JSON.stringify(start!.bundle.cards)).toBe(JSON.stringify(bundled.cards))
  })

  it('gives the search columns buildSearchData computes', () => {
    const built = buildSearchData(bundled.cards)
    const packed = start!.data
    for (const column of ['name', 'job', 'category', 'text', 'jobValues', 'categoryValues', 'codeKeys', 'sets'] as const)
      expect([column, packed[column]]).toEqual([column, built[column]])
    for (const column of ['elementMask', 'typeId', 'rarityId', 'cost', 'power', 'flags', 'setId', 'codeRank', 'identityId'] as const)
      expect([column, Array.from(packed[column])]).toEqual([column, Array.from(built[column])])
  })

  it('resolves every code and printing as the code index built from cards.json does', () => {
    const built = buildCodeIndex(bundled.cards)
    const codes = start!.codes
    expect(codes.size).toBe(built.size)
    for (const card of bundled.cards) {
      for (const key of [card.code, card.key, ...card.aliases])
        expect([key, codes.resolveAll(key).map((c) => c.fullCode)]).toEqual([key, built.resolveAll(key).map((c) => c.fullCode)])
      expect(codes.printingsOf(card).map((c) => c.fullCode)).toEqual(built.printingsOf(card).map((c) => c.fullCode))
    }
  })

  it('searches as the index built from cards.json does', () => {
    const fast = loadBundledIndexes(cardsPath).search
    const slow = buildSearchIndex(bundled.cards)
    for (const query of ['cloud', 'Clowd', '"deal it 7000 damage"', 'e:fire t:backup cost<=2', 'job:"standard unit" e:wind', 'set:1 r:L', 'e:lightning "choose 1 forward"', 'cat:7 t:forward']) {
      const request = SearchRequestSchema.parse({ game: 'fftcg', query, limit: 60 })
      expect([query, searchCards(fast, request)]).toEqual([query, searchCards(slow, request)])
    }
  })

  it('searches by name without reading the code index, and reads it for the first code look-up', () => {
    const dir = copyResources()
    const path = join(dir, BUNDLED_PACK_FILE)
    const pack = JSON.parse(readFileSync(path, 'latin1')) as { codes: string }
    writeFileSync(path, JSON.stringify({ ...pack, codes: pack.codes.slice(0, 100) }))
    const start = loadBundledIndexes(join(dir, 'cards.json'))
    const request = SearchRequestSchema.parse({ game: 'fftcg', query: 'cloud', limit: 5 })
    expect(searchCards(start.search, request).total).toBeGreaterThan(0)
    expect(() => start.codes.resolve('1-001H')).toThrow(/cards-pack\.json is damaged \(its code index does not parse.*run npm run build:cards/)
  })

  it('reads the meta of cards.json from its first bytes', () => {
    expect(readBundledMeta(cardsPath)).toEqual(bundled.meta)
  })

  it('is not used for another build, another file size or when damaged; the catalog then reads cards.json', () => {
    const rebuilt = copyResources()
    const text = readFileSync(join(rebuilt, 'cards.json'), 'utf8')
    writeFileSync(join(rebuilt, 'cards.json'), text.replace(bundled.meta.builtAt, '2000-01-01T00:00:00.000Z'))
    expect(loadBundledStart(join(rebuilt, 'cards.json'))).toBeNull()
    expect(loadBundledIndexes(join(rebuilt, 'cards.json')).bundle.cards).toHaveLength(bundled.cards.length)

    const edited = copyResources()
    writeFileSync(join(edited, 'cards.json'), text.replace('"name":"Auron"', '"name":"Auron "'))
    expect(loadBundledStart(join(edited, 'cards.json'))).toBeNull()
    expect(loadBundledIndexes(join(edited, 'cards.json')).codes.resolve('1-001H')!.name).toBe('Auron ')

    const damaged = copyResources()
    writeFileSync(join(damaged, BUNDLED_PACK_FILE), readFileSync(join(damaged, BUNDLED_PACK_FILE), 'utf8').slice(0, 5000))
    expect(loadBundledStart(join(damaged, 'cards.json'))).toBeNull()
    expect(loadBundledIndexes(join(damaged, 'cards.json')).bundle.cards).toHaveLength(bundled.cards.length)
  })
})
