// Issue 13, item 2: Vanguard decklists — VanguardEngine's `#RideDeck` / `#MainDeck` files, `4 Name`
// and `4x CODE` lines, through the shared tolerant parser; the writers read back to the same deck.
import { describe, expect, it } from 'vitest'
import { vanguardParts } from '@shared/games/vanguard'
import { engineIdOf, parseVanguardDecklist, sectionOfLine, WRITERS } from '@shared/games/vanguard/decklist'
import { entryKey } from '@shared/games/vanguard/codes'
import { card, cards, deckPiles, DECK_NAMES, engineDeckText, lookup } from './fixtures'

const asCodes = (entries: { code: string; count: number }[]) => entries.map((e) => ({ code: entryKey(e.code), count: e.count }))

describe('VanguardEngine deck files (#RideDeck / #MainDeck, one id per copy)', () => {
  it.each(DECK_NAMES)('%s reads to its 4-card ride deck and 46-card main deck, and validates', (name) => {
    const parsed = parseVanguardDecklist(engineDeckText(name), cards)
    expect(parsed.errors).toEqual([])
    const expected = deckPiles(name)
    expect(parsed.piles.ride).toEqual(asCodes(expected.ride))
    expect(parsed.piles.main).toEqual(asCodes(expected.main))
    expect(parsed.lines).toHaveLength(52)
    expect(parsed.lines[0]).toMatchObject({ line: 1, status: 'section' })
    expect(vanguardParts.deck.validate(parsed.piles, 'ride-deck', lookup).valid).toBe(true)
  })
})

describe('4 Name and 4x CODE lines', () => {
  it('reads names, codes in any spelling and Name (CODE), into the pile of their heading', () => {
    const text = ['Ride deck (2)', '1 Trickstar', '1x D-SD01/003', '', '## Main deck: 8', '4 Blaze Maiden, Zonne', '2x d-sd01-014', 'Blaze Maiden, Rona (D-SD01/014)', '1 dsd01_013'].join('\n')
    const parsed = parseVanguardDecklist(text, cards)
    expect(parsed.errors).toEqual([])
    expect(parsed.piles.ride).toEqual([{ code: 'D-SD01/009', count: 1 }, { code: 'D-SD01/003', count: 1 }])
    expect(parsed.piles.main).toEqual([{ code: 'D-SD01/011', count: 4 }, { code: 'D-SD01/014', count: 3 }, { code: 'D-SD01/013', count: 1 }])
  })

  it('a list without headings is all main deck', () => {
    const parsed = parseVanguardDecklist('4 Blaze Maiden, Zonne\n', cards)
    expect(parsed.piles).toEqual({ ride: [], main: [{ code: 'D-SD01/011', count: 4 }] })
  })

  it('names the line of an unknown card, a typo and a heading whose count is wrong; nothing is dropped silently', () => {
    const parsed = parseVanguardDecklist(['#MainDeck (3)', '4 Blaze Maiden, Zonnne', '1x D-ZZ01/001'].join('\n'), cards)
    expect(parsed.errors.map((l) => l.line)).toEqual([1, 2, 3])
    // The shared parser's rule: a line whose count was read counts toward its heading, card found or not.
    expect(parsed.errors[0]!.error!.message).toBe('#MainDeck (3) announces 3 cards but 5 cards follow (lines 2–3)')
    expect(parsed.errors[1]!.error!.message).toContain('did you mean Blaze Maiden, Zonne?')
    expect(parsed.errors[2]!.error!.kind).toBe('unknown-name')
  })

  it('knows its section words, and no others', () => {
    expect(sectionOfLine('#RideDeck')).toEqual({ pile: 'ride', expected: null })
    expect(sectionOfLine('## Main Deck (46)')).toEqual({ pile: 'main', expected: 46 })
    expect(sectionOfLine('Starting vanguard: 1')).toEqual({ pile: 'ride', expected: 1 })
    expect(sectionOfLine('Forwards (27)')).toBeNull()
  })
})

describe('writers', () => {
  const piles = deckPiles('dsd03')
  const deck = { piles: { ride: asCodes(piles.ride), main: asCodes(piles.main) } }

  it.each(WRITERS.filter((w) => w !== 'names'))('%s reads back to the same deck', (writer) => {
    const text = vanguardParts.decklist.write(deck, writer, lookup)
    const parsed = parseVanguardDecklist(text, cards)
    expect(parsed.errors).toEqual([])
    expect(parsed.piles).toEqual(deck.piles)
  })

  it('names reads back to the same cards by name (a reprint’s name finds its first printing)', () => {
    const named = (entries: { code: string; count: number }[]) => entries.map((e) => `${e.count} ${card(e.code).name}`)
    const parsed = parseVanguardDecklist(vanguardParts.decklist.write(deck, 'names', lookup), cards)
    expect(parsed.errors).toEqual([])
    expect(named(parsed.piles.ride)).toEqual(named(deck.piles.ride))
    expect(named(parsed.piles.main)).toEqual(named(deck.piles.main))
    // dsd03's Olbaria is D-SD03/010, also printed as D-LTD01/010: the name alone cannot tell them apart.
    expect(parsed.piles.main.map((e) => e.code)).toContain('D-LTD01/010')
  })

  it('writes #RideDeck / #MainDeck with `4x CODE`, `4 Name` or one engine id per copy', () => {
    const codes = vanguardParts.decklist.write(deck, 'codes', lookup).split('\n')
    expect(codes[0]).toBe('#RideDeck')
    expect(codes[5]).toBe('#MainDeck')
    expect(codes[6]).toMatch(/^\dx D-SD03\/\d{3}$/)
    const first = deck.piles.main[0]!
    expect(vanguardParts.decklist.write(deck, 'names', lookup).split('\n')[6]).toBe(`${first.count} ${card(first.code).name}`)
    expect(vanguardParts.decklist.write(deck, 'engine', lookup)).toBe(engineDeckText('dsd03').replace(/\r\n/g, '\n'))
  })

  it('site writes `4 Name (CODE)` under `Ride deck (4)` and `Main deck (46)`, or `Starting vanguard (1)` (issue 28)', () => {
    const lines = vanguardParts.decklist.write(deck, 'site', lookup).split('\n')
    expect(lines[0]).toBe('Ride deck (4)')
    const ride = deck.piles.ride[0]!
    expect(lines[1]).toBe(`${ride.count} ${card(ride.code).name} (${card(ride.code).code})`)
    expect(lines[5]).toBe('Main deck (46)')
    const first = deck.piles.main[0]!
    expect(lines[6]).toBe(`${first.count} ${card(first.code).name} (${card(first.code).code})`)
    const standard = { piles: { ride: deck.piles.ride.slice(0, 1), main: deck.piles.main } }
    const text = vanguardParts.decklist.write(standard, 'site', lookup)
    expect(text.split('\n')[0]).toBe('Starting vanguard (1)')
    expect(parseVanguardDecklist(text, cards).piles).toEqual(standard.piles)
  })

  it('engine ids and codes convert both ways', () => {
    expect(engineIdOf('D-BT05/T01')).toBe('dbt05_t01')
    expect(entryKey('dbt05_t01')).toBe('D-BT05/T01')
    expect(entryKey('D-BT01/001EN')).toBe('D-BT01/001')
    expect(engineIdOf('BT03/001')).toBeNull()
  })

  it('refuses an unknown writer by name', () => {
    expect(() => vanguardParts.decklist.write(deck, 'sheet', lookup)).toThrow('Unknown Vanguard decklist writer "sheet" (known: site, codes, names, engine)')
  })
})
