import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BundledDataError, checkBundle, defaultResourcesDir, loadBundledCards, resourcesDirCandidates } from '../../../src-main/games/fftcg/catalog/bundled-data'
import { buildCodeIndex } from '@shared/games/fftcg/codes'
import { parseCardText, plainText } from '@shared/games/fftcg/card-text'

const root = resolve(import.meta.dirname, '../../..')
const bundle = loadBundledCards()
const cards = bundle.cards

// Figures stated in ../shared/data/fftcg/SOURCE.md, not computed from our output.
describe('resources/cards.json against SOURCE.md', () => {
  it('holds 3,853 cards and says so in meta', () => {
    expect(cards).toHaveLength(3853)
    expect(bundle.meta.cardCount).toBe(3853)
    expect(bundle.meta.generator).toBe('scripts/build-card-data.ts')
    expect(bundle.meta.sourceSha256).toMatch(/^[0-9a-f]{64}$/)
  })
  it('has 124 multi-element cards', () => expect(cards.filter((c) => c.elements.length > 1)).toHaveLength(124))
  it('has 465 EX Burst cards', () => expect(cards.filter((c) => c.exBurst)).toHaveLength(465))
  it('keeps 598 unknown multicard flags unknown', () => expect(cards.filter((c) => c.multicard === null)).toHaveLength(598))
  it('has 716 multicard true', () => expect(cards.filter((c) => c.multicard === true)).toHaveLength(716))
  it('has 7 crystals, none deck legal, and every other card legal', () => {
    const crystals = cards.filter((c) => c.type === 'crystal')
    expect(crystals).toHaveLength(7)
    expect(cards.filter((c) => !c.deckLegal)).toEqual(crystals)
  })
  it('counts types as SOURCE.md does', () => {
    const count = (type: string) => cards.filter((c) => c.type === type).length
    expect([count('forward'), count('backup'), count('summon'), count('monster')]).toEqual([2246, 1076, 282, 242])
  })
  it('has 239 reprint codes and 222 short codes shared by several printings', () => {
    expect(cards.filter((c) => c.fullCode.includes('/'))).toHaveLength(239)
    const carriers = new Map<string, number>()
    for (const c of cards) for (const k of [c.key, ...c.aliases]) carriers.set(k, (carriers.get(k) ?? 0) + 1)
    expect([...carriers.values()].filter((n) => n > 1)).toHaveLength(222)
  })
  it('has 605 cards with a second category', () => expect(cards.filter((c) => c.category2 !== null)).toHaveLength(605))
})

describe('bundled cards are consistent', () => {
  it('every full code is unique and every key resolves', () => {
    expect(new Set(cards.map((c) => c.fullCode)).size).toBe(cards.length)
    const index = buildCodeIndex(cards)
    for (const c of cards) expect(index.resolve(c.code)?.key).toBe(c.key)
  })
  it('stores text tokens that re-render to the stored plain text', () => {
    for (const c of cards) expect(plainText(c.text)).toBe(c.plainText)
  })
  it('1-001H Auron is as printed', () => {
    const auron = cards.find((c) => c.code === '1-001H')
    expect(auron).toMatchObject({ name: 'Auron', elements: ['fire'], type: 'forward', cost: 6, power: 9000, jobs: ['Guardian'] })
  })
  it('21-065R Onion Knight: multi-job and category split on the middle dot', () => {
    expect(cards.find((c) => c.code === '21-065R')).toMatchObject({
      jobs: ['Onion Knight', 'Warrior of Light'],
      category1: 'DFF',
      category2: 'III',
    })
  })
  it('no text lost markup on the way (no [[…]], 《…》, HTML or entity left)', () => {
    const leftovers = cards.filter((c) => /\[\[|《|<\/?\w|&\w+;/.test(c.plainText)).map((c) => c.code)
    expect(leftovers).toEqual([])
  })
  it('matches a fresh parse of the same markup (13-012R Bahamut)', () => {
    const bahamut = cards.find((c) => c.code === '13-012R')!
    expect(bahamut.text).toEqual(
      parseCardText(
        'If you have received 5 points of damage or more, the cost required to cast Bahamut is reduced by 3.[[ex]][[br]]   EX BURST[[/]] Choose 1 Forward. Deal it 8000 damage. If it is put from the field into the Break Zone this turn, remove it from the game instead.',
      ),
    )
  })
})

describe('loading', () => {
  it('finds resources/ of the source tree by default', () => {
    expect(defaultResourcesDir()).toBe(join(root, 'resources'))
  })
  it('looks up from src-main/catalog/, the FFTCG module folder, the electron-vite bundle out/main/ and the built CLI dist-cli/', () => {
    expect(resourcesDirCandidates('file:///app/src-main/catalog/bundled-data.ts')).toContain(resolve('/app/resources'))
    expect(resourcesDirCandidates('file:///app/dist-cli/deck-lab.js')).toContain(resolve('/app/resources'))
    expect(resourcesDirCandidates('file:///app/dist-cli/chunks/chunk-ABC.js')).toContain(resolve('/app/resources'))
    expect(resourcesDirCandidates('file:///app/out/main/main.js')).toContain(resolve('/app/resources'))
    expect(resourcesDirCandidates('file:///app/src-main/games/fftcg/catalog/bundled-data.ts')).toContain(resolve('/app/resources'))
  })
  it('fails clearly on a file of another shape', () => {
    const dir = mkdtempSync(join(tmpdir(), 'decklab-bundle-'))
    const write = (name: string, content: string) => {
      writeFileSync(join(dir, name), content)
      return join(dir, name)
    }
    expect(() => loadBundledCards(write('array.json', '[]'))).toThrow(/expected an object \{ meta, cards \}/)
    expect(() => loadBundledCards(write('bad.json', '{'))).toThrow(/is not valid JSON/)
    expect(() => loadBundledCards(join(dir, 'missing.json'))).toThrow(BundledDataError)
    const meta = { source: 's', sourceSha256: 'x', builtAt: 'now', cardCount: 2, generator: 'g' }
    expect(() => loadBundledCards(write('count.json', JSON.stringify({ meta, cards: [] })))).toThrow(/cardCount is 2 but the file holds 0/)
  })
  it('checks cards minimally', () => {
    const meta = { source: 's', sourceSha256: 'x', builtAt: 'now', cardCount: 1, generator: 'g' }
    expect(() => checkBundle({ meta, cards: [{ code: '1-001H' }] })).toThrow(/cards\[0\]\.key should be a string/)
    expect(() => checkBundle({ meta: { ...meta, builtAt: 1 }, cards: [{}] })).toThrow(/meta\.builtAt/)
  })
})
