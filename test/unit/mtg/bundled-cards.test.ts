// Issue 14, item 1: resources/mtg-cards.json, built by scripts/build-mtg-cards.ts from the files of
// ../shared/data/mtg/. CI has no ../shared: there the staleness test checks the file against its
// own provenance; with ../shared it checks every source's hash and that a fresh build is the same.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildMtgBundle, DEFAULT_DIR, GENERATOR, SOURCE_FILES } from '../../../scripts/build-mtg-cards'
import { readBuiltMtgBundle, readMtgBundle, writeMtgBundle } from '@shared/games/mtg/data/bundle'
import { mtgDeckRules } from '@shared/games/mtg/deck/deck'
import { bundle, bundleText, card, cards, root } from './fixtures'

describe('resources/mtg-cards.json', () => {
  it('records each source file with its origin, licence, date and counts, and the notice of SOURCE.md', () => {
    expect(bundle.meta.sources.map((s) => s.file)).toEqual(SOURCE_FILES.map((s) => `../shared/data/mtg/${s.file}`))
    expect(bundle.meta.sources.find((s) => s.file.endsWith('mtgjson-5.2.0_MID.json'))).toMatchObject({ format: 'mtgjson-set', dataDate: '2022-04-25', printings: 395, skipped: 0 })
    expect(bundle.meta.sources.find((s) => s.file.endsWith('card-fixtures.json'))).toMatchObject({ licence: 'MIT (Scryfall)', printings: 60, skipped: 25 })
    expect(bundle.meta.notice).toContain('© Wizards of the Coast')
    expect(bundle.meta.skipped.filter((s) => s.reason.startsWith('a meld result')).map((s) => s.name).sort()).toEqual(['Brisela, Voice of Nightmares', 'Brisela, Voice of Nightmares', 'Chittering Host', 'Hanweir, the Writhing Township'])
  })

  it('holds one record per oracle card: no name and no id twice, no token', () => {
    expect(new Set(cards.map((c) => c.name)).size).toBe(cards.length)
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length)
    expect(cards.filter((c) => c.layout === 'token' || c.faces.some((f) => f.types.includes('Token')))).toEqual([])
    const printings = bundle.meta.sources.reduce((n, s) => n + s.printings, 0)
    expect(cards.length).toBeLessThan(printings)
  })

  it('keeps the newest printing of a reprint (Lightning Bolt: 2X2 of 2022 over the 2019 files)', () => {
    expect(card('Lightning Bolt')).toMatchObject({ set: '2x2', collectorNumber: '117', rarity: 'uncommon' })
  })

  it('loads faces with their parsed costs and type parts again (stored without them)', () => {
    const stored = JSON.parse(bundleText).cards.find((c: { name: string }) => c.name === 'Loch Dragon')
    expect(stored.faces[0].cost).toBeUndefined()
    expect(card('Loch Dragon').faces[0]).toMatchObject({ cost: Array(4).fill({ kind: 'hybrid', colors: ['U', 'R'], phyrexian: false }), types: ['Creature'], subtypes: ['Dragon'] })
  })

  it('refuses a damaged catalog naming the card and the field', () => {
    const json = JSON.parse(bundleText)
    json.cards[3].faces[0].manaCost = '{1}{Q}'
    expect(() => readMtgBundle(json)).toThrow(`mtg-cards.json: card #4 (${json.cards[3].name}), faces: mana cost "{1}{Q}": {Q} is not a mana symbol`)
    json.cards[3].faces[0].manaCost = ''
    json.cards[3].rarity = 'ultra'
    expect(() => readMtgBundle(json)).toThrow(`mtg-cards.json: card #4 (${json.cards[3].name}), rarity:`)
    json.cards.pop()
    json.cards[3].rarity = 'rare'
    expect(() => readMtgBundle(json)).toThrow(`meta.cardCount is ${bundle.meta.cardCount} but the file has ${bundle.meta.cardCount - 1} cards`)
  })
})

describe('the catalog reads its own bundle by shape (issue 30: the schema was a fifth of a CLI search)', () => {
  it('gives exactly the cards the full check gives, on the committed file (which the full check passes above)', () => {
    const json = JSON.parse(bundleText)
    expect(readBuiltMtgBundle(JSON.parse(bundleText))).toEqual(readMtgBundle(json))
  })
  it('still refuses a file of another shape: a card without faces, a wrong count, a bad mana cost', () => {
    const json = JSON.parse(bundleText)
    json.cards[3].faces[0].manaCost = '{1}{Q}'
    expect(() => readBuiltMtgBundle(json)).toThrow(`mtg-cards.json: card #4 (${json.cards[3].name}), faces: mana cost "{1}{Q}": {Q} is not a mana symbol`)
    delete json.cards[3].faces
    expect(() => readBuiltMtgBundle(json)).toThrow('mtg-cards.json: card #4: not a card with faces')
    json.cards.splice(3, 1)
    expect(() => readBuiltMtgBundle(json)).toThrow(`meta.cardCount is ${bundle.meta.cardCount} but the file has ${bundle.meta.cardCount - 1} cards`)
    expect(() => readBuiltMtgBundle({ cards: [] })).toThrow('mtg-cards.json: meta:')
  })
})

describe('100.2a copies and 100.6 format legality on the bundled data', () => {
  // The Throne of Eldraine file is a download of 2019-09-25, before the set's release (2019-10-04):
  // its legalities said "not_legal" everywhere but "future" (scryfall.ts, releasedLegalities).
  const vintage = (count: number) => {
    const dwarves = card('Seven Dwarves')
    const mountain = card('Mountain')
    const main = [{ code: dwarves.id, count }, { code: mountain.id, count: 60 - 7 }]
    const byId = new Map([dwarves, mountain].map((c) => [c.id, c]))
    return mtgDeckRules.validate({ main }, 'vintage', (code) => byId.get(code) ?? null)
  }

  it('Seven Dwarves is legal in Vintage, like every Throne of Eldraine card', () => {
    expect(card('Seven Dwarves').legalities.vintage).toBe('legal')
    // "A-" cards are Arena's rebalanced versions (Alchemy), never legal on paper
    const eld = cards.filter((c) => c.set === 'eld' && !c.name.startsWith('A-'))
    expect(eld.length).toBeGreaterThan(200)
    expect(eld.filter((c) => c.legalities.vintage !== 'legal' && c.legalities.vintage !== 'restricted').map((c) => c.name)).toEqual([])
  })

  it('a Vintage deck of 53 Mountains and 7 Seven Dwarves is legal; an eighth is refused by the card’s own “up to seven”', () => {
    expect(vintage(7)).toEqual({ valid: true, total: 60, issues: [] })
    const eight = vintage(8)
    expect(eight.valid).toBe(false)
    expect(eight.issues.map((i) => `${i.kind} ${i.rule}`)).toEqual(['copies 100.2a'])
    expect(eight.issues[0]!.params).toMatchObject({ name: 'Seven Dwarves', count: 8, max: 7 })
  })
})

describe('staleness: the committed catalog is the build of its recorded sources', () => {
  it('matches its source files when ../shared is here, and is consistent with its own meta either way', () => {
    expect(readMtgBundle(JSON.parse(bundleText)).cards).toHaveLength(bundle.meta.cardCount)
    expect(bundle.meta.generator).toBe(GENERATOR)
    for (const source of bundle.meta.sources) expect(resolve(root, source.file)).toBe(resolve(DEFAULT_DIR, source.file.split('/').pop()!))
    if (!existsSync(DEFAULT_DIR)) {
      console.warn(`bundled-cards.test.ts: ${DEFAULT_DIR} is absent, the catalog is checked against its own meta only`)
      return
    }
    for (const source of bundle.meta.sources) {
      const bytes = readFileSync(resolve(root, source.file))
      expect(createHash('sha256').update(bytes).digest('hex'), `${source.file} changed: run npm run build:mtg-cards`).toBe(source.sha256)
    }
    const fresh = buildMtgBundle(DEFAULT_DIR, '../shared/data/mtg', new Date(bundle.meta.builtAt))
    expect(writeMtgBundle(fresh) === bundleText, 'resources/mtg-cards.json is stale: run npm run build:mtg-cards').toBe(true)
  })
})
