// Issue 14, item 1: every file of ../shared/data/mtg/ through the readers, against SOURCE.md's
// counts and the files' own mana values and colours. Without ../shared (CI) these tests are skipped
// with a message; card-readers.test.ts covers the same code with hand-made objects.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ReadOutcome } from '@shared/games/mtg/data/assemble'
import { CardMerger } from '@shared/games/mtg/data/merge'
import { readMtgjsonSetFile } from '@shared/games/mtg/data/mtgjson'
import { readScryfallCard, readScryfallCards, readScryfallList } from '@shared/games/mtg/data/scryfall'
import type { MtgCard } from '@shared/games/mtg/card'

const DIR = resolve(import.meta.dirname, '../../../../shared/data/mtg')
const HERE = existsSync(DIR)
if (!HERE) console.warn(`sample-data.test.ts: ${DIR} is absent, the MTG sample-data tests are skipped`)

// The files’ own shapes, read field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>
const load = (file: string): any => JSON.parse(readFileSync(resolve(DIR, file), 'utf8'))
const cardsOf = (outcomes: ReadOutcome[]) => outcomes.flatMap((o) => ('card' in o ? [o.card.card] : []))
const layouts = (cards: MtgCard[]) => cards.reduce<Record<string, number>>((n, c) => ({ ...n, [c.layout]: (n[c.layout] ?? 0) + 1 }), {})
const sorted = (colors: readonly string[]) => [...colors].sort()

describe.skipIf(!HERE)('MTGJSON set files (SOURCE.md §1)', () => {
  it.each([
    ['M21', 397, { normal: 397 }],
    ['MID', 316 + 79, { normal: 316, transform: 79 }],
    ['ZNR', 347 + 53, { normal: 347, modal_dfc: 53 }],
  ])('%s: one printing per front face entry, tokens left out', (set, printings, byLayout) => {
    const cards = cardsOf(readMtgjsonSetFile(load(`mtgjson-5.2.0_${set}.json`), set))
    expect(cards).toHaveLength(printings)
    expect(layouts(cards)).toEqual(byLayout)
    expect(cards.every((c) => c.set === set.toLowerCase() && c.faces.length === (c.layout === 'normal' ? 1 : 2))).toBe(true)
  })

  it('gives the file’s own mana value and colours for every printing', () => {
    for (const set of ['M21', 'MID', 'ZNR']) {
      const file = load(`mtgjson-5.2.0_${set}.json`)
      const fronts = new Map<string, Json>(file.data.cards.filter((c: Json) => (c.side ?? 'a') === 'a').map((c: Json) => [c.uuid, c]))
      const byPrinting = new Map([...fronts.values()].map((c) => [`${c.identifiers.scryfallOracleId}/${c.number}`, c]))
      for (const card of cardsOf(readMtgjsonSetFile(file, set))) {
        const source = byPrinting.get(`${card.id}/${card.collectorNumber}`)!
        expect([card.name, card.manaValue, sorted(card.colors)]).toEqual([source.name, source.manaValue, sorted(source.colors)])
      }
    }
  })

  it('maps MTGJSON’s Legal/Banned/Restricted (MID’s Pithing Needle is banned in Brawl; paupercommander restricted)', () => {
    const cards = cardsOf(readMtgjsonSetFile(load('mtgjson-5.2.0_MID.json'), 'MID'))
    expect(cards.find((c) => c.name === 'Pithing Needle')!.legalities).toMatchObject({ brawl: 'banned', historicbrawl: 'banned', modern: 'legal' })
    expect(cards.find((c) => c.name === 'Ambitious Farmhand // Seasoned Cathar')!.legalities.paupercommander).toBe('restricted')
  })

  it('reads a modal double-faced card with both faces (Emeria’s Call // Emeria, Shattered Skyclave)', () => {
    const call = cardsOf(readMtgjsonSetFile(load('mtgjson-5.2.0_ZNR.json'), 'ZNR')).find((c) => c.name.startsWith('Emeria\'s Call'))!
    expect(call.faces.map((f) => [f.name, f.manaCost, f.typeLine])).toEqual([['Emeria\'s Call', '{4}{W}{W}{W}', 'Sorcery'], ['Emeria, Shattered Skyclave', '', 'Land']])
    expect(call.manaValue).toBe(7)
  })
})

const SCRYFALL_2019 = [
  ['eld', 249, { normal: 219, adventure: 30 }],
  ['soi', 302, { normal: 269, transform: 33 }],
  // 9 meld objects: the 6 halves are read, the 3 meld results left out
  ['emn', 205, { normal: 184, meld: 6, transform: 15 }],
  ['grn', 273, { normal: 263, split: 10 }],
  ['dom', 280, { normal: 266, saga: 14 }],
  ['chk', 307, { normal: 297, flip: 10 }],
] as const

describe.skipIf(!HERE)('Scryfall card objects, 2019 (SOURCE.md §2)', () => {
  it.each(SCRYFALL_2019)('%s: SOURCE.md’s cards and layouts', (set, count, byLayout) => {
    const cards = cardsOf(readScryfallCards(load(`scryfall2019_${set}.json`), set, '2019'))
    expect(cards).toHaveLength(count)
    expect(layouts(cards)).toEqual(byLayout)
  })

  it('gives each object’s own cmc and colours (a double-faced card’s front colours)', () => {
    for (const [set] of SCRYFALL_2019) {
      const objects: Json[] = load(`scryfall2019_${set}.json`)
      objects.forEach((object, i) => {
        const outcome = readScryfallCard(object, { file: set, index: i + 1 }, '2019')
        if (!('card' in outcome)) return
        const colors = object.colors ?? object.card_faces[0].colors
        expect([object.name, outcome.card.card.manaValue, sorted(outcome.card.card.colors)]).toEqual([object.name, object.cmc, sorted(colors)])
      })
    }
  })

  it('reads each layout with its faces right', () => {
    const all = SCRYFALL_2019.flatMap(([set]) => cardsOf(readScryfallCards(load(`scryfall2019_${set}.json`), set, '2019')))
    const faces = (name: string) => all.find((c) => c.name === name)!.faces.map((f) => [f.name, f.manaCost, f.typeLine])
    expect(faces('Bonecrusher Giant // Stomp')).toEqual([['Bonecrusher Giant', '{2}{R}', 'Creature — Giant'], ['Stomp', '{1}{R}', 'Instant — Adventure']])
    expect(faces('Westvale Abbey // Ormendahl, Profane Prince')).toEqual([['Westvale Abbey', '', 'Land'], ['Ormendahl, Profane Prince', '', 'Legendary Creature — Demon']])
    expect(faces('Akki Lavarunner // Tok-Tok, Volcano Born')).toEqual([['Akki Lavarunner', '{3}{R}', 'Creature — Goblin Warrior'], ['Tok-Tok, Volcano Born', '', 'Legendary Creature — Goblin Shaman']])
    expect(faces('Assure // Assemble')).toEqual([['Assure', '{G/W}{G/W}', 'Instant'], ['Assemble', '{4}{G}{W}', 'Instant']])
    expect(all.find((c) => c.name === 'Assure // Assemble')!.manaValue).toBe(8) // the file's cmc
    expect(faces('History of Benalia')).toEqual([['History of Benalia', '{1}{W}{W}', 'Enchantment — Saga']])
    expect(faces('Bruna, the Fading Light')).toEqual([['Bruna, the Fading Light', '{5}{W}{W}', 'Legendary Creature — Angel Horror']])
  })
})

describe.skipIf(!HERE)('Scryfall’s fixtures and search pages (SOURCE.md §3)', () => {
  const fixtures: Json = HERE ? load('scryfall-api-types_card-fixtures.json') : { data: [], fixture_paths: [] }
  const outcomes = HERE ? readScryfallList(fixtures, 'fixtures', '2024-01-16') : []
  const byPath = (path: string) => outcomes[(fixtures.fixture_paths as string[]).indexOf(path)]!
  const card = (path: string) => {
    const outcome = byPath(path)
    if (!('card' in outcome)) throw new Error(`${path} skipped`)
    return outcome.card.card
  }

  it('reads the 60 card fixtures and leaves out the 25 that are no deck card, each with its reason', () => {
    expect(cardsOf(outcomes)).toHaveLength(60)
    const reasons = outcomes.flatMap((o) => ('skipped' in o ? [o.skipped.reason] : []))
    expect(reasons.reduce<Record<string, number>>((n, r) => ({ ...n, [r]: (n[r] ?? 0) + 1 }), {})).toEqual({
      'a token': 7,
      'an emblem': 3,
      'an art-series card': 3,
      'a Planechase plane or phenomenon': 5,
      'an Archenemy scheme': 4,
      'a Vanguard avatar': 2,
      'a meld result (the back of two meld cards)': 1,
    })
  })

  it('reads the layouts only the fixtures have: class, leveler, mutate, prototype, aftermath, reversible, host', () => {
    expect(card('layouts/Class/Druid')).toMatchObject({ layout: 'class', manaValue: 2, faces: [{ types: ['Enchantment'], subtypes: ['Class'] }] })
    expect(card('layouts/Leveler/Hexdrinker')).toMatchObject({ layout: 'leveler', faces: [{ power: '2', toughness: '1' }] })
    expect(card('layouts/Mutate/Snapdax')).toMatchObject({ layout: 'mutate', manaValue: 4, colors: ['W', 'B', 'R'] })
    expect(card('layouts/Prototype/RootwireAmalgam')).toMatchObject({ layout: 'prototype', manaValue: 5, colors: [], colorIdentity: ['G'] })
    expect(card('layouts/SplitSpell/Aftermath/LeaveToChange')).toMatchObject({ layout: 'split', manaValue: 6, faces: [{ name: 'Leave', typeLine: 'Instant' }, { name: 'Chance', typeLine: 'Sorcery' }] })
    expect(card('layouts/ReversibleCard/Megatron')).toMatchObject({ layout: 'normal', name: 'Blightsteel Colossus', manaValue: 12, faces: [{ name: 'Blightsteel Colossus' }] })
    expect(card('layouts/Host/Pony')).toMatchObject({ layout: 'other', faces: [{ supertypes: ['Host'], types: ['Creature'] }] })
    expect(card('layouts/ModalDfc/Esika')).toMatchObject({ layout: 'modal_dfc', manaValue: 3, colors: ['G'], colorIdentity: ['W', 'U', 'B', 'R', 'G'] })
    expect(card('localized/SplitSpell')).toMatchObject({ name: 'Fire // Ice', manaValue: 4, colors: ['U', 'R'] })
  })

  it('gives each fixture’s own cmc (Scryfall’s) for every card read', () => {
    const read = (fixtures.data as Json[]).flatMap((object, i) => {
      const outcome = outcomes[i]!
      return 'card' in outcome && object.cmc !== undefined ? [[object.name, outcome.card.card.manaValue, object.cmc]] : []
    })
    expect(read.filter(([, ours, theirs]) => ours !== theirs)).toEqual([])
    expect(read.length).toBeGreaterThan(55)
  })

  it('reads both search pages (t:frog complete, t:soldier page 2)', () => {
    const frogs = cardsOf(readScryfallList(load('scryfall-api-types_search_t-frog.json'), 'frogs', '2024'))
    const soldiers = cardsOf(readScryfallList(load('scryfall-api-types_search_t-soldier_page2.json'), 'soldiers', '2024'))
    expect([frogs.length, soldiers.length]).toEqual([41, 175])
    expect(frogs.every((c) => c.faces.some((f) => f.subtypes.includes('Frog')))).toBe(true)
    expect(soldiers.every((c) => c.faces.some((f) => f.subtypes.includes('Soldier')))).toBe(true)
  })

  it('does not take the bulk-data entry (one bulk_data object, no cards) for cards', () => {
    const entry = load('scryfall_bulk-data-entry_oracle_cards_2023-07-11.json')
    expect(() => readScryfallList(entry, 'entry.json', '2023')).toThrow('entry.json: file, object: is not a Scryfall "list" object')
    expect(() => readScryfallCards(entry, 'entry.json', '2023')).toThrow('is not a list of Scryfall card objects')
  })
})

describe.skipIf(!HERE)('all files merged: one record per oracle card', () => {
  it('has one card per name and per oracle id, Llanowar-style reprints merged', () => {
    const merger = new CardMerger()
    for (const set of ['M21', 'MID', 'ZNR']) merger.addAll(readMtgjsonSetFile(load(`mtgjson-5.2.0_${set}.json`), set))
    for (const [set] of SCRYFALL_2019) merger.addAll(readScryfallCards(load(`scryfall2019_${set}.json`), set, '2019'))
    const cards = merger.cards()
    expect(new Set(cards.map((c) => c.name)).size).toBe(cards.length)
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length)
    // Basic lands are printed in most of these sets: the newest printing is kept (MID, 2021-09-24).
    expect(cards.find((c) => c.name === 'Forest')).toMatchObject({ set: 'mid' })
  })
})
