// Issue 14, item 2 (with the search): what the Magic decklist reader says about a line is an id
// with values (src-shared/decklist/line-messages.ts), so the app says it in French as well as in
// English, as for every game's lists; the English text stays the CLI's.
import { describe, expect, it } from 'vitest'
import { mtgDecklistIndex, parseMtgDecklist } from '@shared/games/mtg/decklist'
import { createAppI18n } from '../../../src-renderer/i18n'
import { CARDS } from './deck-fixtures'

const INDEX = mtgDecklistIndex(CARDS)
const read = (text: string) => parseMtgDecklist(text, INDEX)
const french = createAppI18n('fr').global
const inFrench = (parts: readonly { id: string; values: Record<string, string | number> }[]) => parts.map((p) => french.t(`io.line.${p.id}`, p.values)).join(' ; ')

describe('Magic decklist messages in French', () => {
  it('.dek: a missing Name, a quantity in words and a bad Sideboard value', () => {
    const text = ['<Deck>', '<Cards Quantity="4" Sideboard="false" />', '<Cards Quantity="four" Sideboard="false" Name="Shock" />', '<Cards Quantity="1" Sideboard="maybe" Name="Shock" />', '</Deck>'].join('\n')
    const errors = read(text).errors.map((e) => inFrench(e.error!.parts!))
    expect(errors).toEqual([
      '<Cards> ligne 2 n’a pas d’attribut Name',
      '<Cards Name="Shock"> ligne 3 : la quantité « four » n’est pas un nombre entier positif',
      '<Cards Name="Shock"> ligne 4 : Sideboard=« maybe » n’est ni true ni false',
    ])
  })

  it('.cod: an unknown zone and an element that is not a card', () => {
    const text = ['<cockatrice_deck version="1">', '<zone name="maybe"><card number="1" name="Shock"/></zone>', '<zone name="main"><cards number="1"/></zone>', '</cockatrice_deck>'].join('\n')
    expect(read(text).errors.map((e) => inFrench(e.error!.parts!))).toEqual([
      '<zone name=« maybe »> ligne 2 n’est pas une zone des decks Cockatrice (main, side, tokens)',
      '<cards> ligne 3 n’est pas une <card> avec un nom',
    ])
  })

  it('XML that is not well-formed, an XML file of another kind, an unknown format', () => {
    const broken = read('<Deck>\n  <Cards Quantity="4" Name="Shock">\n</Deck>\n').errors[0]!.error!
    expect(inFrench(broken.parts!)).toBe('XML mal formé : unexpected close tag')
    expect(broken.message).toBe('Not well-formed XML: unexpected close tag')
    expect(inFrench(read('<html><body/></html>').errors[0]!.error!.parts!)).toMatch(/^<html> n’est pas un fichier de deck que Deck Lab sait lire/)
    const format = read('Format: Highlander\n4 Shock\n').errors[0]!.error!
    expect(inFrench(format.parts!)).toMatch(/^Le format « Highlander » n’est pas un format de Magic connu de Deck Lab \(standard, /)
  })

  it('a maybeboard card is noted as kept out of the deck, in both languages', () => {
    const line = read('1 Shock\n1x Lightning Bolt [Maybeboard]\n').lines[1]!
    expect(line.notes).toEqual(['kept out of the deck (maybeboard or a side section that is not part of the deck)'])
    expect(inFrench(line.noteParts!)).toBe('Laissée hors du deck (maybeboard, ou section annexe qui ne fait pas partie du deck)')
  })
})
