// Issue 14, item 3: Magic decklists read and written: MTG Arena, MTGO text and .dek, Cockatrice
// .cod, Moxfield/Archidekt lines, Forge and XMage .dck (small original examples of each shape in
// test/fixtures/decklists/mtg/), round trips, and errors that name their line.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mtgDeckRules } from '@shared/games/mtg/deck/deck'
import { mtgDecklistFormats, mtgDecklistIndex, parseMtgDecklist, WRITERS, writeMtgDecklist, type WriterName } from '@shared/games/mtg/decklist'
import { BOLT, CARDS, DELVER, entry, FIRE_ICE, greenFiller, GRUUL_60, lookup, LURRUS, MOUNTAIN, OMNATH_100, THRASIOS, TYMNA, FOREST, ISLAND } from './deck-fixtures'

const ALL_CARDS = [...CARDS, ...Array.from({ length: 40 }, (_, i) => greenFiller(i))]
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/decklists/mtg/${name}`, import.meta.url), 'utf8')
const INDEX = mtgDecklistIndex(ALL_CARDS)
const read = (text: string) => parseMtgDecklist(text, INDEX)
const GRUUL = { main: GRUUL_60.main, sideboard: GRUUL_60.sideboard, commander: [] }
const OMNATH = { main: OMNATH_100.main, sideboard: [], commander: OMNATH_100.commander }

describe('each format’s example reads to the same 60-card deck', () => {
  it.each([
    ['gruul.arena.txt', 'text', 'Gruul Test'],
    ['gruul.mtgo.txt', 'text', undefined],
    ['gruul.dek', 'dek', undefined],
    ['gruul.cod', 'cod', 'Gruul Test'],
    ['gruul.forge.dck', 'text', 'Gruul Test'],
    ['gruul.xmage.dck', 'text', 'Gruul Test'],
  ])('%s', (file, source, name) => {
    const parsed = read(fixture(file))
    expect(parsed.errors).toEqual([])
    expect(parsed.source).toBe(source)
    expect(parsed.name).toBe(name)
    expect(parsed.piles).toEqual(GRUUL)
    expect(mtgDeckRules.validate(parsed.piles, 'modern', lookup)).toMatchObject({ valid: true, total: 60 })
  })

  it('an Archidekt list: `[Commander{top}]` is the commander, `*F*`, `(set) 123` and `^tags^` are read past, the maybeboard kept out', () => {
    const parsed = read(fixture('omnath.archidekt.txt'))
    expect(parsed.errors).toEqual([])
    expect(parsed.piles).toEqual(OMNATH)
    const maybe = parsed.lines.at(-1)!
    expect(maybe).toMatchObject({ line: 42, status: 'comment' })
    expect(maybe.notes![0]).toMatch(/kept out of the deck/)
    expect(mtgDeckRules.validate(parsed.piles, 'commander', lookup)).toMatchObject({ valid: true, total: 100 })
  })

  it('reads the same from the cards as from their index built once', () => {
    const text = fixture('gruul.arena.txt')
    expect(parseMtgDecklist(text, ALL_CARDS)).toEqual(read(text))
  })

  it('every line is accounted for, with its number and pile', () => {
    const parsed = read(fixture('gruul.arena.txt'))
    expect(parsed.lines.map((l) => l.status)).toEqual(['section', 'header', 'blank', 'section', ...Array(11).fill('card'), 'blank', 'section', 'card'])
    expect(parsed.lines[17]).toMatchObject({ line: 18, pile: 'sideboard', code: FIRE_ICE.id, count: 2 })
  })
})

describe('MTG Arena headings', () => {
  it('reads Commander, Companion (listed again in the sideboard: one card) and Deck', () => {
    const text = ['Commander', '1 Thrasios, Triton Hero (C16) 46', '1 Tymna the Weaver (C16) 48', '', 'Companion', '1 Omnath, Locus of Mana (WWK) 105', '', 'Deck', '49 Forest (M21) 274', '49 Island (M21) 264', '', 'Sideboard', '1 Omnath, Locus of Mana (WWK) 105'].join('\n')
    const parsed = read(text)
    expect(parsed.errors).toEqual([])
    expect(parsed.piles.commander).toEqual([entry(THRASIOS, 1), entry(TYMNA, 1)])
    expect(parsed.piles.main).toEqual([entry(FOREST, 49), entry(ISLAND, 49)])
    expect(parsed.piles.sideboard).toEqual([{ code: 'id-omnath-locus-of-mana', count: 1 }])
  })

  it('Moxfield’s `SIDEBOARD:` heading and a `Format:` line', () => {
    const parsed = read('Format: Modern\n4 Lightning Bolt\n\nSIDEBOARD:\n1 Mountain\n')
    expect(parsed.format).toBe('modern')
    expect(parsed.piles).toEqual({ main: [entry(BOLT, 4)], sideboard: [entry(MOUNTAIN, 1)], commander: [] })
  })
})

describe('other marks of a pile', () => {
  it('`SB: 2 Name` lines are the sideboard (and keep a blank line from starting one)', () => {
    const parsed = read('4 Lightning Bolt\n\n56 Mountain\nSB: 2 Shock\n')
    expect(parsed.piles).toEqual({ main: [entry(BOLT, 4), entry(MOUNTAIN, 56)], sideboard: [{ code: 'id-shock', count: 2 }], commander: [] })
  })

  it('Forge: [Commander] is the commander, [Planes] is kept out of the deck, metadata lines are headers', () => {
    const parsed = read(['[metadata]', 'Name=Omnath', 'Description=Mono green', '[Commander]', '1 Omnath, Locus of Mana|WWK', '[Main]', '99 Forest|M21', '[Planes]', '1 Test Plane|TST'].join('\n'))
    expect(parsed.errors).toEqual([])
    expect(parsed.lines.map((l) => l.status)).toEqual(['section', 'header', 'header', 'section', 'card', 'section', 'card', 'section', 'comment'])
    expect(parsed.piles.commander).toEqual([{ code: 'id-omnath-locus-of-mana', count: 1 }])
    expect(parsed.piles.main).toEqual([entry(FOREST, 99)])
  })

  it('`Format: EDH` is Commander', () => {
    expect(read('Format: EDH\n').format).toBe('commander')
  })
})

describe('names: any case, and `Name // Back` or the front face alone', () => {
  it('finds split and double-faced cards by full, front-face or slashed name, in any case', () => {
    const parsed = read(['1 fire // ice', '1 FIRE', '1 Fire/Ice', '1 delver of secrets', '1 Delver of Secrets // Insectile Aberration', '1 lightning BOLT'].join('\n'))
    expect(parsed.errors).toEqual([])
    expect(parsed.piles.main).toEqual([entry(FIRE_ICE, 3), entry(DELVER, 2), entry(BOLT, 1)])
  })

  it('writes a split card whole and a double-faced card by its front face', () => {
    const text = writeMtgDecklist({ piles: { main: [entry(FIRE_ICE, 1), entry(DELVER, 1)] } }, 'arena', lookup)
    expect(text).toBe('Deck\n1 Fire // Ice (MH2) 290\n1 Delver of Secrets (MID) 47\n')
  })
})

describe('round trips: written, then read back to the same piles', () => {
  const name = 'Gruul Test'
  it.each(WRITERS)('%s keeps a 60-card deck with its sideboard', (writer) => {
    const parsed = read(writeMtgDecklist({ name, piles: GRUUL }, writer, lookup))
    expect(parsed.errors).toEqual([])
    expect(parsed.piles).toEqual(GRUUL)
  })

  it.each(WRITERS)('%s keeps a Commander deck’s commander (in the sideboard for MTGO, .dek, .cod and XMage)', (writer) => {
    const parsed = read(writeMtgDecklist({ piles: OMNATH }, writer, lookup))
    expect(parsed.errors).toEqual([])
    expect(parsed.piles).toEqual(OMNATH)
  })

  // MTGO's lists and Moxfield's lines carry no deck name.
  const FILES: [string, WriterName, string | undefined][] = [
    ['gruul.arena.txt', 'arena', 'Gruul Test'],
    ['gruul.mtgo.txt', 'mtgo', undefined],
    ['gruul.dek', 'dek', undefined],
    ['gruul.cod', 'cod', 'Gruul Test'],
    ['gruul.forge.dck', 'forge', 'Gruul Test'],
    ['gruul.xmage.dck', 'xmage', 'Gruul Test'],
    ['omnath.archidekt.txt', 'moxfield', undefined],
  ]
  it.each(FILES)('%s read, written as %s, read again: the same deck, and the name %s', (file, writer, name) => {
    const first = read(fixture(file))
    const again = read(writeMtgDecklist({ name: 'Gruul Test', piles: first.piles }, writer, lookup))
    expect(again.errors).toEqual([])
    expect(again.piles).toEqual(first.piles)
    expect(again.name).toBe(name)
  })

  it('a sideboard of two non-commander cards in a 100-card list stays a sideboard', () => {
    const piles = { main: [entry(MOUNTAIN, 98)], sideboard: [entry(BOLT, 2)], commander: [] }
    expect(read(writeMtgDecklist({ piles }, 'mtgo', lookup)).piles).toEqual(piles)
  })
})

describe('each writer’s shape', () => {
  const gruul = (writer: WriterName) => writeMtgDecklist({ name: 'Gruul & Co', piles: GRUUL }, writer, lookup)
  const omnath = (writer: WriterName) => writeMtgDecklist({ piles: OMNATH }, writer, lookup)
  it('Arena: headings and `4 Lightning Bolt (2X2) 117`', () => {
    expect(gruul('arena').split('\n').slice(0, 7)).toEqual(['About', 'Name Gruul & Co', '', 'Deck', '12 Mountain (M21) 270', '12 Forest (M21) 274', '4 Lightning Bolt (2X2) 117'])
    expect(gruul('arena')).toContain('\n\nSideboard\n2 Fire // Ice (MH2) 290\n')
    expect(omnath('arena').startsWith('Commander\n1 Omnath, Locus of Mana (WWK) 105\n\nDeck\n60 Forest (M21) 274\n')).toBe(true)
  })
  it('Arena: a companion in the sideboard is listed under Companion too, and reads back once', () => {
    const piles = { main: GRUUL.main, sideboard: [entry(LURRUS, 1), entry(BOLT, 2)], commander: [] }
    const text = writeMtgDecklist({ piles }, 'arena', lookup)
    expect(text.startsWith('Companion\n1 Lurrus of the Dream-Den (IKO) 226\n\nDeck\n')).toBe(true)
    expect(text.endsWith('Sideboard\n1 Lurrus of the Dream-Den (IKO) 226\n2 Lightning Bolt (2X2) 117\n')).toBe(true)
    expect(read(text).piles).toEqual(piles)
  })
  it('MTGO: names, a blank line, the sideboard', () => {
    expect(gruul('mtgo').endsWith('4 Sol Ring\n\n2 Fire // Ice\n')).toBe(true)
  })
  it('.dek: one <Cards> element per card, names escaped', () => {
    expect(gruul('dek')).toContain('  <Cards Quantity="4" Sideboard="false" Name="Lightning Bolt" />')
    expect(gruul('dek')).toContain('  <Cards Quantity="2" Sideboard="true" Name="Fire // Ice" />')
  })
  it('.cod: the name escaped, zones main and side', () => {
    expect(gruul('cod')).toContain('<deckname>Gruul &amp; Co</deckname>')
    expect(gruul('cod')).toContain('  <zone name="side">\n    <card number="2" name="Fire // Ice"/>\n  </zone>')
  })
  it('Moxfield/Archidekt: `1x Name (set) 123` and the `[Commander]` tag', () => {
    expect(omnath('moxfield').split('\n').slice(0, 2)).toEqual(['1x Omnath, Locus of Mana (wwk) 105 [Commander]', '60x Forest (m21) 274'])
    expect(gruul('moxfield')).toContain('2x Fire // Ice (mh2) 290 [Sideboard]\n')
  })
  it('Forge: [metadata] Name=, [Main], [Sideboard], `Name|SET`', () => {
    expect(gruul('forge').split('\n').slice(0, 4)).toEqual(['[metadata]', 'Name=Gruul & Co', '[Main]', '12 Mountain|M21'])
    expect(omnath('forge')).toContain('[Commander]\n1 Omnath, Locus of Mana|WWK\n[Main]\n')
  })
  it('XMage: NAME:, `4 [SET:123] Name`, `SB:` lines', () => {
    expect(gruul('xmage').split('\n').slice(0, 2)).toEqual(['NAME:Gruul & Co', '12 [M21:270] Mountain'])
    expect(gruul('xmage')).toContain('SB: 2 [MH2:290] Fire // Ice\n')
  })
  it('a code no card has is an error naming it, not a line dropped', () => {
    expect(() => writeMtgDecklist({ piles: { main: [{ code: 'lost-id', count: 1 }] } }, 'arena', lookup)).toThrow('No Magic card has the id lost-id (main)')
  })
})

describe('bad files: the line and what is wrong', () => {
  it('an unknown name and a typo name their line; the typo gets a suggestion', () => {
    const parsed = read('Deck\n4 Lightning Bolt\n2 Lightnig Bolt (2X2) 117\n1 No Such Card\n')
    expect(parsed.errors.map((l) => l.line)).toEqual([3, 4])
    expect(parsed.errors[0]!.error!.message).toContain('did you mean Lightning Bolt?')
    expect(parsed.errors[1]!.error!.message).toBe('No card is named "No Such Card"')
    expect(parsed.piles.main).toEqual([entry(BOLT, 4)])
  })

  it('a line far too long for a card is an error saying so (read before any pattern runs on it)', () => {
    const long = `1 A${' '.repeat(200_000)}B (2X2) 117`
    const parsed = read(`4 Shock\n${long}\n`)
    expect(parsed.errors.map((e) => [e.line, e.error!.message])).toEqual([[2, `A line of ${long.length} characters is not a card line (at most 300)`]])
    expect(parsed.piles.main).toEqual([{ code: 'id-shock', count: 4 }])
  })

  it('XML that is not well-formed: the line and the reason', () => {
    const parsed = read('<?xml version="1.0"?>\n<Deck>\n  <Cards Quantity="4" Name="Shock">\n</Deck>\n')
    expect(parsed.errors).toHaveLength(1)
    expect(parsed.errors[0]).toMatchObject({ line: 4, status: 'error' })
    expect(parsed.errors[0]!.error!.message).toBe('Not well-formed XML: unexpected close tag')
    expect(parsed.piles).toEqual({ main: [], sideboard: [], commander: [] })
    const cut = read('<cockatrice_deck version="1">\n<zone name="main">\n<card number="4" name="Shock"/>\n')
    expect(cut.errors.map((e) => e.line)).toEqual([4])
    expect(cut.errors[0]!.error!.message).toMatch(/^Not well-formed XML: /)
  })

  it('.dek: a <Cards> without Name, a bad quantity, a bad Sideboard value, an unknown card', () => {
    const text = ['<Deck>', '<Cards Quantity="4" Sideboard="false" />', '<Cards Quantity="four" Sideboard="false" Name="Shock" />', '<Cards Quantity="1" Sideboard="maybe" Name="Shock" />', '<Cards Quantity="1" Sideboard="false" Name="Shockk" />', '<Cards Quantity="3" Sideboard="false" Name="Shock" />', '</Deck>'].join('\n')
    const parsed = read(text)
    expect(parsed.errors.map((e) => [e.line, e.error!.message])).toEqual([
      [2, '<Cards> on line 2 has no Name attribute'],
      [3, '<Cards Name="Shock"> on line 3: quantity "four" is not a whole positive number'],
      [4, '<Cards Name="Shock"> on line 4: Sideboard="maybe" is neither true nor false'],
      [5, 'No card is named "Shockk"; did you mean Shock?'],
    ])
    expect(parsed.errors[0]!.text).toBe('<Cards Quantity="4" Sideboard="false" />')
    expect(parsed.piles.main).toEqual([{ code: 'id-shock', count: 3 }])
  })

  it('.cod: an unknown zone names its element and line; tokens are kept out of the deck', () => {
    const text = ['<cockatrice_deck version="1">', '<zone name="main"><card number="4" name="Shock"/></zone>', '<zone name="maybe"><card number="1" name="Shock"/></zone>', '<zone name="tokens"><card number="1" name="Goblin"/></zone>', '</cockatrice_deck>'].join('\n')
    const parsed = read(text)
    expect(parsed.errors.map((e) => [e.line, e.error!.message])).toEqual([[3, '<zone name="maybe"> on line 3 is not a zone Cockatrice decks have (main, side, tokens)']])
    expect(parsed.lines.find((l) => l.line === 4)).toMatchObject({ status: 'comment' })
    expect(parsed.piles.main).toEqual([{ code: 'id-shock', count: 4 }])
  })

  it('an XML file of another kind, and an unknown format', () => {
    expect(read('<html><body/></html>').errors[0]!.error!.message).toMatch(/^<html> is not a deck file Deck Lab reads/)
    const parsed = read('Format: Highlander\n4 Shock\n')
    expect(parsed.errors[0]).toMatchObject({ line: 1 })
    expect(parsed.errors[0]!.error!.message).toMatch(/^Format "Highlander" is not a Magic format Deck Lab knows \(standard, /)
  })
})

describe('the contract’s write', () => {
  it('writes a deck file’s piles or the channel’s entries, and refuses an unknown writer', () => {
    expect(mtgDecklistFormats.write({ piles: { main: [entry(BOLT, 4)], sideboard: [entry(MOUNTAIN, 1)] } }, 'mtgo', lookup)).toBe('4 Lightning Bolt\n\n1 Mountain\n')
    expect(mtgDecklistFormats.write({ entries: [entry(BOLT, 4)] }, 'mtgo', lookup)).toBe('4 Lightning Bolt\n')
    expect(() => mtgDecklistFormats.write({ entries: [] }, 'lackey', lookup)).toThrow(/Unknown Magic decklist writer "lackey"/)
    expect(mtgDecklistFormats.sections.map((s) => s.id)).toEqual(['main', 'sideboard', 'commander', 'companion'])
  })
})
