// Issue 13, item 1: resources/vanguard-cards.json, built by scripts/build-vanguard-cards.ts from
// ../shared/data/vanguard/vanguardengine_dseries_cards.json. Figures are SOURCE.md's, not ours.
// CI has no ../shared: there the staleness test checks the file against its own provenance;
// with ../shared it checks the source's hash and that a fresh build gives the same cards.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildVanguardBundle, DEFAULT_INPUT, GENERATOR } from '../../../scripts/build-vanguard-cards'
import { readBuiltVanguardBundle, readVanguardBundle } from '@shared/games/vanguard/data/bundle'
import { cardsOfRecords, type EngineRecord } from '@shared/games/vanguard/data/vanguard-engine'
import { bundle, bundleText, card, cards, root } from './fixtures'

const count = (test: (c: (typeof cards)[number]) => boolean) => cards.filter(test).length

describe('resources/vanguard-cards.json against SOURCE.md (§1)', () => {
  it('holds the 961 records but dsd02_019, which has no name, and says so in meta', () => {
    expect(cards).toHaveLength(960)
    expect(bundle.meta).toMatchObject({ cardCount: 960, generator: 'scripts/build-vanguard-cards.ts', source: '../shared/data/vanguard/vanguardengine_dseries_cards.json' })
    expect(bundle.meta.origin).toContain('2789bb9e47f928a4a2ab79317a1d550c364397c5')
    expect(bundle.meta.notes.filter((n) => n.action === 'skipped')).toEqual([{ id: 'dsd02_019', action: 'skipped', reason: 'no name (a data row without a text row)' }])
  })
  it('counts triggers as SOURCE.md does, less the nameless heal', () => {
    expect([count((c) => c.trigger === 'heal'), count((c) => c.trigger === 'critical'), count((c) => c.trigger === 'draw'), count((c) => c.trigger === 'front'), count((c) => c.trigger === 'over'), count((c) => c.trigger === 'stand')]).toEqual([27, 24, 24, 23, 16, 0])
  })
  // SOURCE.md's counts, less the nameless heal (a boost trigger) and the skills of 4 orders,
  // with dsd02_001 a normal unit instead of a trigger and dbt04_084 an order, not a normal unit.
  it('counts skills and unit types as SOURCE.md does, with its corrections', () => {
    expect([count((c) => c.skill === 'boost'), count((c) => c.skill === 'intercept'), count((c) => c.skill === 'twin-drive'), count((c) => c.skill === 'triple-drive')]).toEqual([421, 264, 177, 7])
    expect([count((c) => c.unitType === 'normal'), count((c) => c.unitType === 'trigger'), count((c) => c.unitType === 'sentinel'), count((c) => c.unitType === 'overdress'), count((c) => c.unitType === 'token'), count((c) => c.unitType === 'order')]).toEqual([729, 114, 17, 6, 3, 91])
  })
  it('keeps the over trigger’s printed +100 million and the dual nations', () => {
    expect(card('dbt01_013')).toMatchObject({ name: 'Dragon Deity King of Resurgence, Dragveda', trigger: 'over', triggerPower: 100_000_000, grade: 0 })
    expect(card('dbt05_t01')).toMatchObject({ unitType: 'token', nations: ['Dragon Empire', 'Stoicheia'] })
    expect(card('dsd01_013')).toMatchObject({ name: 'Blaze Fist Monk, Nikko', grade: 0, power: 5000, shield: 15000, critical: 1, skill: 'boost', trigger: 'front', triggerPower: 10000, nations: ['Dragon Empire'], set: 'D-SD01' })
  })
  it('decodes orders with their order type and no power', () => {
    expect(count((c) => c.orderType === 'blitz')).toBe(26)
    expect(cards.filter((c) => c.unitType === 'order').every((c) => c.power === null && c.critical === null && c.orderType !== null)).toBe(true)
  })
  it('corrects the source errors (two listed in SOURCE.md; orders with unit parts found here), and notes each', () => {
    expect(card('dlbt02_008').clan).toBeNull()
    expect(card('dsd02_001')).toMatchObject({ grade: 3, unitType: 'normal', trigger: null })
    expect(card('dbt04_084')).toMatchObject({ unitType: 'order', orderType: 'blitz', power: null, skill: null })
    const corrected = bundle.meta.notes.filter((n) => n.action === 'corrected')
    expect(corrected.filter((n) => !n.reason.startsWith('an order stored with')).map((n) => n.id)).toEqual(['dlbt02_008', 'dsd02_001'])
    expect(corrected.find((n) => n.id === 'dbt04_084')!.reason).toBe('an order stored with unit type Normal, power 0 shield 0 critical 0: dropped')
    expect(corrected.find((n) => n.id === 'dbt01_067')!.reason).toBe('an order stored with skill Twin Drive: dropped')
  })
  it('uses line feeds in texts (the engine’s \\r\\n are gone)', () => expect(cards.filter((c) => c.text.includes('\r'))).toEqual([]))
})

describe('staleness: the committed catalog is the build of its recorded source', () => {
  it('matches its source file when ../shared is here, and is consistent with its own meta either way', () => {
    expect(readVanguardBundle(JSON.parse(bundleText)).cards).toHaveLength(bundle.meta.cardCount)
    expect(bundle.meta.sourceSha256).toMatch(/^[0-9a-f]{64}$/)
    expect(resolve(root, bundle.meta.source)).toBe(DEFAULT_INPUT)
    if (!existsSync(DEFAULT_INPUT)) return
    const input = readFileSync(DEFAULT_INPUT)
    expect(createHash('sha256').update(input).digest('hex'), 'the source changed: run npm run build:vanguard-cards').toBe(bundle.meta.sourceSha256)
    const fresh = buildVanguardBundle(input, bundle.meta.source, new Date(bundle.meta.builtAt))
    expect(fresh).toEqual(bundle)
  })
})

describe('the catalog reads its own bundle with spot checks (issue 30: the schema was 45 ms of a CLI search)', () => {
  it('gives exactly the cards the full check gives, on the committed file (which the full check passes above)', () => {
    expect(readBuiltVanguardBundle(JSON.parse(bundleText))).toEqual(readVanguardBundle(JSON.parse(bundleText)))
  })
  it('still refuses a file of another shape: a card without a code, a wrong count, a meta without its source', () => {
    const json = JSON.parse(bundleText)
    delete json.cards[5].code
    expect(() => readBuiltVanguardBundle(json)).toThrow('vanguard-cards.json: card #6: not a card (code, name and unitType expected)')
    json.cards.splice(5, 1)
    expect(() => readBuiltVanguardBundle(json)).toThrow(`vanguard-cards.json: meta.cardCount is ${bundle.meta.cardCount} but the file has ${bundle.meta.cardCount - 1} cards`)
    delete json.meta.source
    expect(() => readBuiltVanguardBundle(json)).toThrow(/source/)
  })
})

describe('the build', () => {
  const record: EngineRecord = { id: 'dbt01_066', setCode: 'D-BT01', number: '066', name: 'White Light Dragon, Parasolas', grade: 0, power: 5000, shield: 15000, critical: 1, skill: 'Boost', unitType: 'Trigger', orderType: null, trigger: 'Heal', triggerPower: 10000, nation: 'Dragon Empire', dualNation: null, clan: null, text: 'x' }
  it('refuses a record with an unknown enum value, naming it', () => {
    expect(() => cardsOfRecords([{ ...record, skill: 'Quadruple Drive' }])).toThrow('dbt01_066: unknown skill "Quadruple Drive"')
  })
  it('refuses two records of one code and a file without cards', () => {
    expect(() => cardsOfRecords([record, { ...record }])).toThrow('two records have the code D-BT01/066')
    expect(() => buildVanguardBundle(Buffer.from('[]'), 'x')).toThrow('input has no "cards" list')
  })
  it('records where the generator is', () => expect(GENERATOR).toBe(bundle.meta.generator))
})
