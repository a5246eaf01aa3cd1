// Issue 11: main asks each game's main-side parts (src-main/games/<id>/) by id, and the catalog
// is generic over a game's driver.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GAME_IDS } from '@shared/games'
import { CatalogService } from '../../../src-main/catalog/catalog-service'
import { MAIN_GAMES, mainGame } from '../../../src-main/games'
import { cardReaderOf, CARD_READERS } from '../../../src-main/games/card-readers'
import { labOf, MAIN_LABS } from '../../../src-main/games/labs'
import type { CardIndex, CatalogDriver, ImportRecord, MainGame } from '../../../src-main/game/main-game'

describe('main registry of games', () => {
  it('has main-side parts for every registered game, and refuses an unknown id with the list of games', () => {
    expect(Object.keys(MAIN_GAMES).sort()).toEqual([...GAME_IDS].sort())
    expect(() => mainGame('chess')).toThrow(/Unknown game "chess" \(games: fftcg, creatures, vanguard, mtg\)/)
    expect(() => labOf('chess')).toThrow(/Unknown game "chess"/)
    expect(() => cardReaderOf('toString')).toThrow(/Unknown game "toString"/)
  })

  it('gives worker threads the same lab and card reader as the main registry', () => {
    for (const id of GAME_IDS) {
      expect(labOf(id)).toBe(MAIN_LABS[id])
      expect((MAIN_GAMES[id] as MainGame).lab ?? null).toBe(MAIN_LABS[id])
      expect(MAIN_GAMES[id].catalog.readImport).toBe(CARD_READERS[id])
    }
  })

  it('FFTCG spells image codes as its code parser does, and refuses what is not a code', () => {
    expect(mainGame('fftcg').images.codeOf('1-001h')).toBe('1-001H')
    expect(mainGame('fftcg').images.codeOf('../../etc')).toBeNull()
  })
})

// A made-up game with two cards: the catalog must work on its driver alone.
interface Token {
  id: string
  name: string
}
const index = (cards: Token[]): CardIndex<Token> => ({
  cards,
  search: () => ({ total: cards.length, offset: 0, cards: cards as never }),
  get: (code) => cards.find((card) => card.id === code.toUpperCase()) ?? null,
  facets: () => ({}) as never,
  resolver: () => ({ byCode: () => null, byName: () => [], distinct: (c: Token[]) => [...c] }) as never,
  stats: () => ({ total: cards.length, byField: {} }),
})
const bundled = { meta: { source: 'test', sourceSha256: '0', builtAt: '2026-01-01', cardCount: 2, generator: 'test' }, cards: [{ id: 'A', name: 'Ant' }, { id: 'B', name: 'Bee' }] }
const imports: ImportRecord[] = []
const stored: Token[] = []
const tokenDriver: CatalogDriver<Token, { load(): { cards: Token[]; imports: ImportRecord[] } }, { name: string; cards: Token[] }> = {
  bundledPath: (dir = '/nowhere') => join(dir, 'tokens.json'),
  openBundled: () => ({ bundle: bundled, index: index(bundled.cards) }),
  loadBundled: () => bundled,
  index,
  merge: (base, over) => [...base.filter((card) => !over.some((o) => o.id === card.id)), ...over],
  openStore: () => ({ load: () => ({ cards: stored, imports }) }),
  readImport: (fileName, content) => ({ name: fileName, cards: JSON.parse(content) as Token[] }),
  storeImport: (read, _store, current) => {
    stored.push(...read.cards)
    imports.push({ fileName: read.name, format: 'json', importedAt: '2026-01-02', cards: read.cards.length })
    return { format: 'official-json', added: read.cards.length, updated: 0, unchanged: 0, total: current.length + read.cards.length } as never
  },
}

describe('CatalogService over a game driver', () => {
  it('finds, counts and imports through the driver only', async () => {
    const catalog = new CatalogService('fftcg', tokenDriver, { userDataDir: mkdtempSync(join(tmpdir(), 'decklab-driver-')) })
    expect(catalog.get(['a', 'z'])).toEqual({ cards: [{ id: 'A', name: 'Ant' }], unknown: ['z'] })
    expect(catalog.stats().total).toBe(2)
    expect(catalog.provenance()).toMatchObject({ source: 'test', cardCount: 2, imports: [] })
    await catalog.importWith('more.json', 20, async () => tokenDriver.readImport('more.json', '[{"id":"C","name":"Cat"}]'))
    expect(catalog.get(['c']).cards).toEqual([{ id: 'C', name: 'Cat' }])
    expect(catalog.stats().total).toBe(3)
    expect(catalog.provenance().imports.map((i) => i.fileName)).toEqual(['more.json'])
  })
})
