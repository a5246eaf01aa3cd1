// Issue 14, item 1: the Scryfall and MTGJSON readers over small hand-made objects (no ../shared
// needed): every layout decision, the merge of printings, and errors that name the file, the card
// and the field.
import { describe, expect, it } from 'vitest'
import type { ReadOutcome } from '@shared/games/mtg/data/assemble'
import { MtgDataError } from '@shared/games/mtg/data/fields'
import { CardMerger } from '@shared/games/mtg/data/merge'
import { readAllPrintings, readAtomicCards, readMtgjsonSetFile } from '@shared/games/mtg/data/mtgjson'
import { readScryfallCard, readScryfallCards, readScryfallList } from '@shared/games/mtg/data/scryfall'

const bolt = {
  object: 'card',
  id: 'f29ba16f-c8fb-42fe-aabf-87089cb214a7',
  oracle_id: '4457ed35-7c10-48c8-9776-456485fdf070',
  name: 'Lightning Bolt',
  released_at: '2022-07-08',
  layout: 'normal',
  mana_cost: '{R}',
  cmc: 1,
  type_line: 'Instant',
  oracle_text: 'Lightning Bolt deals 3 damage to any target.',
  colors: ['R'],
  color_identity: ['R'],
  keywords: [],
  legalities: { standard: 'not_legal', modern: 'legal', vintage: 'restricted', legacy: 'banned' },
  set: '2x2',
  set_name: 'Double Masters 2022',
  collector_number: '117',
  rarity: 'uncommon',
  image_uris: { normal: 'https://cards.scryfall.io/normal/front/f/2/f29ba16f.jpg' },
}
const where = (index = 1) => ({ file: 'cards.json', index })
const read = (json: object, index = 1) => readScryfallCard(json, where(index), '2024-01-16')
const cardOf = (outcome: ReadOutcome) => {
  if (!('card' in outcome)) throw new Error(`skipped: ${outcome.skipped.reason}`)
  return outcome.card.card
}
const face = (name: string, manaCost: string, typeLine: string, extra: object = {}) => ({ object: 'card_face', name, mana_cost: manaCost, type_line: typeLine, oracle_text: '', ...extra })

describe('Scryfall card objects', () => {
  it('reads a single-faced card: one face named like the card, only the formats where it is legal, banned or restricted', () => {
    const card = cardOf(read(bolt))
    expect(card).toMatchObject({ id: bolt.oracle_id, name: 'Lightning Bolt', layout: 'normal', manaValue: 1, colors: ['R'], colorIdentity: ['R'], set: '2x2', collectorNumber: '117', rarity: 'uncommon', imageUrl: bolt.image_uris.normal })
    expect(card.legalities).toEqual({ modern: 'legal', vintage: 'restricted', legacy: 'banned' })
    expect(card.faces).toEqual([{ name: 'Lightning Bolt', manaCost: '{R}', cost: [{ kind: 'color', color: 'R' }], typeLine: 'Instant', supertypes: [], types: ['Instant'], subtypes: [], oracleText: bolt.oracle_text, power: null, toughness: null, loyalty: null, defense: null, colors: ['R'] }])
  })

  it('a card read before its release (only "future" legal) takes the legalities of a released Standard set', () => {
    const notLegal = { standard: 'not_legal', modern: 'not_legal', legacy: 'not_legal', vintage: 'not_legal', commander: 'not_legal', pauper: 'not_legal' }
    const dwarves = { ...bolt, name: 'Seven Dwarves', set: 'eld', released_at: '2019-10-04', legalities: { ...notLegal, future: 'legal' } }
    const early = cardOf(readScryfallCard(dwarves, where(), '2019-09-25'))
    expect(early.legalities).toEqual({ future: 'legal', standard: 'legal', vintage: 'legal', legacy: 'legal', commander: 'legal', duel: 'legal', modern: 'legal', pioneer: 'legal' })
    // a 2011 set predates Pioneer (Return to Ravnica, 2012-10-05); Pauper is not guessed
    expect(cardOf(readScryfallCard({ ...dwarves, released_at: '2011-09-30' }, where(), '2011-09-20')).legalities).not.toHaveProperty('pioneer')
    // once released, the file's word stands: "not_legal" everywhere is not legal anywhere
    expect(cardOf(readScryfallCard(dwarves, where(), '2019-10-05')).legalities).toEqual({ future: 'legal' })
    // and a pre-release card with a real legality somewhere is read as the file says
    expect(cardOf(readScryfallCard({ ...dwarves, legalities: { ...notLegal, future: 'legal', vintage: 'restricted' } }, where(), '2019-09-25')).legalities).toEqual({ future: 'legal', vintage: 'restricted' })
  })

  it('CR 709.4: a split card’s mana value sums its halves; halves without colours take their cost’s', () => {
    const fireIce = { ...bolt, name: 'Fire // Ice', layout: 'split', mana_cost: '{1}{R} // {1}{U}', type_line: 'Instant // Instant', colors: ['U', 'R'], card_faces: [face('Fire', '{1}{R}', 'Instant'), face('Ice', '{1}{U}', 'Instant')] }
    const card = cardOf(read(fireIce))
    expect(card.manaValue).toBe(4)
    expect(card.colors).toEqual(['U', 'R'])
    expect(card.faces.map((f) => [f.name, f.colors])).toEqual([['Fire', ['R']], ['Ice', ['U']]])
  })

  it('an aftermath card is a split card', () => {
    expect(cardOf(read({ ...bolt, layout: 'aftermath', name: 'Driven // Despair', card_faces: [face('Driven', '{1}{G}', 'Sorcery'), face('Despair', '{1}{B}', 'Sorcery')] })).layout).toBe('split')
  })

  it('a transform card without top-level colours has its front face’s; its mana value is the front’s', () => {
    const abbey = { ...bolt, name: 'Westvale Abbey // Ormendahl, Profane Prince', layout: 'transform', colors: undefined, color_identity: ['B'], card_faces: [face('Westvale Abbey', '', 'Land', { colors: [] }), face('Ormendahl, Profane Prince', '', 'Legendary Creature — Demon', { colors: ['B'], power: '9', toughness: '7' })] }
    const card = cardOf(read(abbey))
    expect(card).toMatchObject({ layout: 'transform', colors: [], colorIdentity: ['B'], manaValue: 0 })
    expect(card.faces[1]).toMatchObject({ power: '9', toughness: '7', supertypes: ['Legendary'], subtypes: ['Demon'] })
    const researcher = { ...abbey, name: 'Aberrant Researcher // Perfected Form', card_faces: [face('Aberrant Researcher', '{3}{U}', 'Creature — Human Insect', { colors: ['U'] }), face('Perfected Form', '', 'Creature — Insect Horror', { colors: ['U'] })] }
    expect(cardOf(read(researcher))).toMatchObject({ manaValue: 4, colors: ['U'] })
  })

  it('a reversible card is the card it prints twice, with the oracle id of its face', () => {
    const reversible = { ...bolt, layout: 'reversible_card', oracle_id: undefined, name: 'Okaun, Eye of Chaos // Okaun, Eye of Chaos', type_line: undefined, mana_cost: undefined, colors: undefined, card_faces: [face('Okaun, Eye of Chaos', '{4}{R}', 'Legendary Creature — Cyclops Berserker', { oracle_id: 'okaun-oracle', colors: ['R'] }), face('Okaun, Eye of Chaos', '{4}{R}', 'Legendary Creature — Cyclops Berserker', { oracle_id: 'okaun-oracle', colors: ['R'] })] }
    expect(cardOf(read(reversible))).toMatchObject({ id: 'okaun-oracle', name: 'Okaun, Eye of Chaos', layout: 'normal', manaValue: 5, colors: ['R'] })
    expect(cardOf(read(reversible)).faces).toHaveLength(1)
  })

  it('leaves out tokens, emblems, art cards, planes, schemes and Vanguard avatars, saying why', () => {
    const layouts = ['token', 'double_faced_token', 'emblem', 'art_series', 'planar', 'scheme', 'vanguard']
    expect(layouts.map((layout) => read({ ...bolt, layout }))).toEqual([
      { skipped: { name: 'Lightning Bolt', reason: 'a token' } },
      { skipped: { name: 'Lightning Bolt', reason: 'a token' } },
      { skipped: { name: 'Lightning Bolt', reason: 'an emblem' } },
      { skipped: { name: 'Lightning Bolt', reason: 'an art-series card' } },
      { skipped: { name: 'Lightning Bolt', reason: 'a Planechase plane or phenomenon' } },
      { skipped: { name: 'Lightning Bolt', reason: 'an Archenemy scheme' } },
      { skipped: { name: 'Lightning Bolt', reason: 'a Vanguard avatar' } },
    ])
  })

  it('leaves out a meld result and keeps its two halves', () => {
    const parts = [{ component: 'meld_part', name: 'Bruna, the Fading Light' }, { component: 'meld_result', name: 'Brisela, Voice of Nightmares' }]
    expect(read({ ...bolt, layout: 'meld', name: 'Brisela, Voice of Nightmares', mana_cost: '', all_parts: parts })).toEqual({ skipped: { name: 'Brisela, Voice of Nightmares', reason: 'a meld result (the back of two meld cards)' } })
    expect(cardOf(read({ ...bolt, layout: 'meld', name: 'Bruna, the Fading Light', mana_cost: '{5}{W}{W}', all_parts: parts }))).toMatchObject({ layout: 'meld', manaValue: 7 })
  })

  it('reads an unknown layout as "other" with its faces, and skips an Un-set half-mana card', () => {
    expect(cardOf(read({ ...bolt, layout: 'sticker_sheet_of_the_future' })).layout).toBe('other')
    expect(read({ ...bolt, name: 'Little Girl', mana_cost: '{HW}' })).toEqual({ skipped: { name: 'Little Girl', reason: 'Un-set mana symbol {HW}' } })
  })

  it('drops pictures on the retired img.scryfall.com host and takes a double-faced card’s front picture', () => {
    expect(cardOf(read({ ...bolt, image_uris: { normal: 'https://img.scryfall.com/cards/normal/en/soi/281a.jpg' } })).imageUrl).toBeNull()
    const front = { ...face('Fire', '{1}{R}', 'Instant'), image_uris: { normal: 'https://cards.scryfall.io/front.jpg' } }
    expect(cardOf(read({ ...bolt, layout: 'modal_dfc', image_uris: undefined, card_faces: [front, face('Ice', '{1}{U}', 'Instant')] })).imageUrl).toBe('https://cards.scryfall.io/front.jpg')
  })

  it('names the file, the card’s index and name, and the field of bad input', () => {
    expect(() => read({ ...bolt, name: undefined }, 3)).toThrow('cards.json: card #3, name: missing (expected a text)')
    expect(() => read({ ...bolt, mana_cost: '{1}{Q}' }, 4)).toThrow('cards.json: card #4 (Lightning Bolt), mana_cost: mana cost "{1}{Q}": {Q} is not a mana symbol')
    expect(() => read({ ...bolt, card_faces: [face('Fire', '{1}{R}', 'Instant'), face('Ice', '{1}{U}', 'Instant', { colors: ['U', 'P'] })] })).toThrow('cards.json: card #1 (Lightning Bolt), card_faces[1].colors: "P" is not a colour (W, U, B, R or G)')
    expect(() => read({ ...bolt, legalities: { modern: 'maybe' } })).toThrow('legalities.modern: "maybe" is not a legality')
    expect(() => read({ ...bolt, rarity: 'ultra' })).toThrow('rarity: "ultra" is not a rarity')
    expect(() => read({ ...bolt, type_line: 7 })).toThrow('type_line: 7 is not a text')
    expect(() => read({ ...bolt, object: 'set' })).toThrow('object: "set" is not "card"')
    const error = (() => {
      try {
        read('Lightning Bolt' as unknown as object, 9)
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(MtgDataError)
    expect(error).toMatchObject({ file: 'cards.json', record: 'card #9', field: 'card' })
  })

  it('reads a list page and a bulk array one object at a time, and refuses other shapes', () => {
    const list = { object: 'list', has_more: false, data: [bolt, { ...bolt, layout: 'token' }] }
    expect(readScryfallList(list, 'page.json', '2024').map((o) => ('card' in o ? 'card' : 'skipped'))).toEqual(['card', 'skipped'])
    expect(readScryfallCards([bolt], 'bulk.json', '2024')).toHaveLength(1)
    expect(() => readScryfallList([bolt], 'page.json', '2024')).toThrow('page.json: file, object: is not a Scryfall "list" object')
    expect(() => readScryfallCards({ data: [] }, 'bulk.json', '2024')).toThrow('bulk.json: file, card: is not a list of Scryfall card objects')
    expect(() => readScryfallCards([bolt, { ...bolt, set: undefined }], 'bulk.json', '2024')).toThrow('bulk.json: card #2 (Lightning Bolt), set: missing')
  })
})

const mtgjsonFace = (extra: object) => ({
  name: 'Ambitious Farmhand // Seasoned Cathar',
  layout: 'transform',
  colorIdentity: ['W'],
  keywords: ['Coven'],
  legalities: { commander: 'Legal', modern: 'Legal', vintage: 'Restricted', legacy: 'Banned' },
  identifiers: { scryfallOracleId: 'farmhand-oracle' },
  setCode: 'MID',
  rarity: 'uncommon',
  ...extra,
})
const farmhandA = mtgjsonFace({ uuid: 'a', side: 'a', otherFaceIds: ['b'], faceName: 'Ambitious Farmhand', manaCost: '{1}{W}', type: 'Creature — Human Peasant', text: 'Coven — …', power: '1', toughness: '1', colors: ['W'], number: '2' })
const farmhandB = mtgjsonFace({ uuid: 'b', side: 'b', otherFaceIds: ['a'], faceName: 'Seasoned Cathar', type: 'Creature — Human Knight', text: 'Double strike', power: '3', toughness: '3', colors: ['W'], number: '2', keywords: ['Double strike'] })
const setFile = (code: string, releaseDate: string, cards: object[]) => ({ meta: { date: '2022-04-25', version: '5.2.0' }, data: { code, name: `Set ${code}`, releaseDate, cards, tokens: [{ ...farmhandA, layout: 'token', name: 'Human' }] } })

describe('MTGJSON files', () => {
  it('reads a set file’s two face entries as one card, MTGJSON’s Legal/Banned/Restricted as ours, tokens not at all', () => {
    const outcomes = readMtgjsonSetFile(setFile('MID', '2021-09-24', [farmhandB, farmhandA]), 'MID.json')
    expect(outcomes).toHaveLength(1)
    const printed = 'card' in outcomes[0]! ? outcomes[0].card : null
    expect(printed).toMatchObject({ releasedAt: '2021-09-24', dataDate: '2022-04-25' })
    expect(printed!.card).toMatchObject({ id: 'farmhand-oracle', layout: 'transform', manaValue: 2, colors: ['W'], set: 'mid', setName: 'Set MID', collectorNumber: '2', rarity: 'uncommon', keywords: ['Coven', 'Double strike'] })
    expect(printed!.card.legalities).toEqual({ commander: 'legal', modern: 'legal', vintage: 'restricted', legacy: 'banned' })
    expect(printed!.card.faces.map((f) => [f.name, f.manaCost, f.power])).toEqual([['Ambitious Farmhand', '{1}{W}', '1'], ['Seasoned Cathar', '', '3']])
  })

  it('reads AllPrintings set by set and AtomicCards without a printing', () => {
    const all = { meta: { date: '2024-01-01' }, data: { MID: setFile('MID', '2021-09-24', [farmhandA, farmhandB]).data, J22: setFile('J22', '2022-12-02', [{ ...farmhandA, number: '77' }, { ...farmhandB, number: '77' }]).data } }
    expect(readAllPrintings(all, 'AllPrintings.json').map((o) => ('card' in o ? o.card.card.set : o.skipped.reason))).toEqual(['mid', 'j22'])
    const atomic = { meta: { date: '2024-02-01' }, data: { 'Ambitious Farmhand // Seasoned Cathar': [{ ...farmhandB, firstPrinting: 'MID' }, { ...farmhandA, firstPrinting: 'MID' }] } }
    const [outcome] = readAtomicCards(atomic, 'AtomicCards.json')
    expect('card' in outcome! && outcome.card.card).toMatchObject({ set: 'mid', collectorNumber: '', rarity: 'common', faces: [{ name: 'Ambitious Farmhand' }, { name: 'Seasoned Cathar' }] })
  })

  it('names the file, the card and the field of bad input', () => {
    expect(() => readMtgjsonSetFile({ meta: {}, data: [] }, 'M21.json')).toThrow('M21.json: file, data: is not an object (expected an MTGJSON set)')
    expect(() => readMtgjsonSetFile(setFile('MID', '2021', [{ ...farmhandA, otherFaceIds: [], manaCost: '{1}{W' }]), 'MID.json')).toThrow('MID.json: card #1 (Ambitious Farmhand // Seasoned Cathar), manaCost: mana cost "{1}{W": "{W" has no closing brace')
    expect(() => readMtgjsonSetFile(setFile('MID', '2021', [{ ...farmhandA, otherFaceIds: [], legalities: { modern: 'Sometimes' } }]), 'MID.json')).toThrow('legalities.modern: "Sometimes" is not a legality')
    expect(() => readAtomicCards({ data: { Bolt: [] } }, 'AtomicCards.json')).toThrow('AtomicCards.json: card #1 (Bolt), card: is not a list of faces')
  })
})

describe('issue 32: the data’s date, MTG Arena’s own cards, French', () => {
  it('dates each card with its data (a legality is as of then)', () => {
    expect(cardOf(read(bolt)).dataDate).toBe('2024-01-16')
    const [mid] = readMtgjsonSetFile(setFile('MID', '2021-09-24', [farmhandA, farmhandB]), 'MID.json')
    expect(cardOf(mid!).dataDate).toBe('2022-04-25')
  })

  it('keeps an Alchemy "A-" card and a digital printing no paper format takes out of every paper format', () => {
    const rebalanced = cardOf(read({ ...bolt, name: 'A-Lightning Bolt', oracle_id: 'a-bolt', legalities: { historic: 'legal', alchemy: 'legal', vintage: 'legal' } }))
    expect(rebalanced).toMatchObject({ digital: true, legalities: { historic: 'legal', alchemy: 'legal' } })
    expect(rebalanced.legalities).not.toHaveProperty('vintage')
    // An Astral card: digital, legal nowhere
    expect(cardOf(read({ ...bolt, name: 'Aswan Jaguar', oracle_id: 'jaguar', digital: true, legalities: {} })).digital).toBe(true)
    // MTGO's Masters Edition printing of a paper card is digital too, but the card is not Arena's own
    const mtgo = cardOf(read({ ...bolt, digital: true }))
    expect(mtgo.digital).toBeUndefined()
    expect(mtgo.legalities).toMatchObject({ modern: 'legal' })
    const [online] = readMtgjsonSetFile(setFile('YMID', '2021-12-09', [{ ...farmhandA, otherFaceIds: [], name: 'A-Ambitious Farmhand', isOnlineOnly: true, legalities: { historic: 'Legal', legacy: 'Legal' } }]), 'YMID.json')
    expect(cardOf(online!)).toMatchObject({ digital: true, legalities: { historic: 'legal' } })
  })

  it('reads the French name and texts of MTGJSON’s foreignData face by face, and of a French Scryfall printing', () => {
    const fr = (name: string, extra: object = {}) => ({ foreignData: [{ language: 'German', name: 'x' }, { language: 'French', name, text: 'Texte', type: 'Créature : humain', ...extra }] })
    const [farmhand] = readMtgjsonSetFile(setFile('MID', '2021-09-24', [{ ...farmhandA, ...fr('Fermier ambitieux // Cathare aguerri', { faceName: 'Fermier ambitieux' }) }, { ...farmhandB, ...fr('Fermier ambitieux // Cathare aguerri', { faceName: 'Cathare aguerri' }) }]), 'MID.json')
    expect(cardOf(farmhand!).fr).toEqual({ name: 'Fermier ambitieux // Cathare aguerri', faces: [{ name: 'Fermier ambitieux', typeLine: 'Créature : humain', text: 'Texte' }, { name: 'Cathare aguerri', typeLine: 'Créature : humain', text: 'Texte' }] })
    const choc = cardOf(read({ ...bolt, lang: 'fr', printed_name: 'Foudre', printed_type_line: 'Éphémère', printed_text: 'La Foudre inflige 3 blessures à n’importe quelle cible.' }))
    expect(choc.name).toBe('Lightning Bolt')
    expect(choc.fr).toEqual({ name: 'Foudre', faces: [{ name: 'Foudre', typeLine: 'Éphémère', text: 'La Foudre inflige 3 blessures à n’importe quelle cible.' }] })
    expect(cardOf(read(bolt)).fr).toBeUndefined()
  })

  it('the merge keeps the French of any printing that has it', () => {
    const english = read({ ...bolt, released_at: '2023-01-01', set: 'new' }, 1)
    const french = read({ ...bolt, lang: 'fr', printed_name: 'Foudre', released_at: '2010-01-01', set: 'old' }, 2)
    const [card] = new CardMerger().addAll([english, french]).cards()
    expect(card).toMatchObject({ set: 'new', fr: { name: 'Foudre' } })
  })
})

describe('merging printings: one record per oracle card', () => {
  const printing = (set: string, releasedAt: string, number: string, dataDate: string, text = bolt.oracle_text) =>
    readScryfallCard({ ...bolt, set, released_at: releasedAt, collector_number: number, oracle_text: text }, where(), dataDate)

  it('keeps the newest printing’s set and number, and the newest data’s rules', () => {
    const merger = new CardMerger().addAll([printing('lea', '1993-08-05', '161', '2024-01-16', 'new wording'), printing('2x2', '2022-07-08', '117', '2019-04-25', 'old wording'), printing('m10', '2009-07-17', '146', '2019-04-25')])
    const [card] = merger.cards()
    expect(merger.cards()).toHaveLength(1)
    expect(card).toMatchObject({ set: '2x2', collectorNumber: '117', faces: [{ oracleText: 'new wording' }] })
    expect(merger.printings).toBe(3)
  })

  it('on one release day keeps the set’s own number before its variants (M21’s 397 entries for 285 names)', () => {
    const [card] = new CardMerger().addAll([printing('m21', '2020-07-03', '314', '2022'), printing('m21', '2020-07-03', '152', '2022'), printing('m21', '2020-07-03', '152a', '2022')]).cards()
    expect(card!.collectorNumber).toBe('152')
  })

  it('joins a card read without an oracle id to the one read with it, in either order', () => {
    const noId = readScryfallCard({ ...bolt, oracle_id: undefined, set: 'old', released_at: '1993-01-01' }, where(), '2019')
    const withId = printing('2x2', '2022-07-08', '117', '2019')
    for (const order of [[noId, withId], [withId, noId]]) {
      const cards = new CardMerger().addAll(order).cards()
      expect(cards.map((c) => [c.id, c.set])).toEqual([[bolt.oracle_id, '2x2']])
    }
  })

  it('keeps skipped records with their reasons', () => {
    const merger = new CardMerger().addAll([read({ ...bolt, layout: 'emblem', name: 'Chandra Emblem' })])
    expect(merger.cards()).toEqual([])
    expect(merger.skipped).toEqual([{ name: 'Chandra Emblem', reason: 'an emblem' }])
  })
})
