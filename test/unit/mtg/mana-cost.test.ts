// Mana costs (CR 107.4 symbols, CR 202.3 mana value) over real cards of the bundled catalog; the
// snow, Phyrexian and hybrid Phyrexian symbols appear in no cost of ../shared/data/mtg/, so those
// take the printed costs of real cards outside it (named in each test).
import { describe, expect, it } from 'vitest'
import { colorsOfCost, formatManaCost, ManaCostError, manaValueOf, parseManaCost, pipsByColor } from '@shared/games/mtg/mana-cost'
import { card, cards } from './fixtures'

/** The first `{…}{…}` run in a card's rules text (an activation cost). */
const costInText = (name: string, pattern: RegExp) => card(name).faces[0]!.oracleText.match(pattern)![0]

describe('CR 107.4 mana symbols', () => {
  it('reads generic and coloured symbols (Lightning Bolt, Emrakul’s {13})', () => {
    expect(parseManaCost(card('Lightning Bolt').faces[0]!.manaCost)).toEqual([{ kind: 'color', color: 'R' }])
    expect(parseManaCost(card('Emrakul, the Promised End').faces[0]!.manaCost)).toEqual([{ kind: 'generic', amount: 13 }])
  })
  it('reads {X} (Lullmage’s Domination) and {C} (Vodalian Arcanist’s “Add {C}”)', () => {
    expect(parseManaCost(card('Lullmage\'s Domination').faces[0]!.manaCost)).toEqual([{ kind: 'variable', letter: 'X' }, ...Array(3).fill({ kind: 'color', color: 'U' })])
    expect(parseManaCost(costInText('Vodalian Arcanist', /\{C\}/))).toEqual([{ kind: 'colorless' }])
  })
  it('reads hybrid symbols in printed order (Loch Dragon {U/R}, Dryad Militant {G/W})', () => {
    expect(parseManaCost(card('Loch Dragon').faces[0]!.manaCost)).toEqual(Array(4).fill({ kind: 'hybrid', colors: ['U', 'R'], phyrexian: false }))
    expect(parseManaCost(card('Dryad Militant').faces[0]!.manaCost)).toEqual([{ kind: 'hybrid', colors: ['G', 'W'], phyrexian: false }])
  })
  it('reads two-generic hybrid {2/U} (Tazri, Beacon of Unity’s activation cost)', () => {
    const cost = costInText('Tazri, Beacon of Unity', /(\{2\/[WUBRG]\})+/)
    expect(cost).toBe('{2/U}{2/B}{2/R}{2/G}')
    expect(parseManaCost(cost)).toEqual(['U', 'B', 'R', 'G'].map((color) => ({ kind: 'twobrid', color })))
    expect(manaValueOf(parseManaCost(cost))).toBe(8)
  })
  it('reads snow {S} (Scrying Sheets: {1}{S}), Phyrexian {B/P} (Dismember) and hybrid Phyrexian {G/W/P} (Ajani, Sleeper Agent)', () => {
    expect(parseManaCost('{1}{S}')).toEqual([{ kind: 'generic', amount: 1 }, { kind: 'snow' }])
    expect(parseManaCost('{1}{B/P}{B/P}')).toEqual([{ kind: 'generic', amount: 1 }, { kind: 'phyrexian', color: 'B' }, { kind: 'phyrexian', color: 'B' }])
    expect(parseManaCost('{1}{G}{G/W/P}{W}')[2]).toEqual({ kind: 'hybrid', colors: ['G', 'W'], phyrexian: true })
  })
  it('reads an empty cost (lands, back faces) as no symbols', () => {
    expect(parseManaCost(card('Westvale Abbey // Ormendahl, Profane Prince').faces[1]!.manaCost)).toEqual([])
  })
  it('writes every cost of the catalog back as printed', () => {
    const costs = cards.flatMap((c) => c.faces.map((f) => f.manaCost))
    expect(costs.filter((cost) => formatManaCost(parseManaCost(cost)) !== cost)).toEqual([])
  })
})

describe('a bad cost is refused naming the symbol', () => {
  it('names an unknown symbol, an unclosed brace and text outside braces', () => {
    expect(() => parseManaCost('{2}{Q}')).toThrow('mana cost "{2}{Q}": {Q} is not a mana symbol')
    expect(() => parseManaCost('{W/W}')).toThrow('{W/W} is not a mana symbol')
    expect(() => parseManaCost('{2}{W')).toThrow('"{W" has no closing brace')
    expect(() => parseManaCost('2W')).toThrow('"2W" is not inside braces')
    const error = (() => {
      try {
        parseManaCost('{1}{HW}')
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(ManaCostError)
    expect((error as ManaCostError).symbol).toBe('{HW}')
  })
})

describe('CR 202.3 mana value', () => {
  it('counts X as 0, {2/W} as 2 and Phyrexian and hybrid symbols as 1', () => {
    expect(manaValueOf(parseManaCost('{X}{X}{R}'))).toBe(1)
    expect(manaValueOf(parseManaCost('{2/W}{2/W}{2/W}'))).toBe(6)
    expect(manaValueOf(parseManaCost('{1}{B/P}{B/P}'))).toBe(3)
    expect(manaValueOf(parseManaCost('{1}{G}{G/W/P}{W}{S}{C}'))).toBe(6)
  })
  it('gives the printed values of real costs (Ugin {8}, Snapdax {1}{R}{W}{B}, Lullmage’s Domination {X}{U}{U}{U})', () => {
    expect(['Ugin, the Spirit Dragon', 'Snapdax, Apex of the Hunt', "Lullmage's Domination"].map((n) => manaValueOf(parseManaCost(card(n).faces[0]!.manaCost)))).toEqual([8, 4, 3])
  })
})

describe('pips and colours of a cost', () => {
  it('counts coloured pips by colour, a hybrid once for each of its colours (Esika’s back face, Loch Dragon)', () => {
    expect(pipsByColor(parseManaCost(card('Esika, God of the Tree // The Prismatic Bridge').faces[1]!.manaCost))).toEqual({ W: 1, U: 1, B: 1, R: 1, G: 1 })
    expect(pipsByColor(parseManaCost(card('Loch Dragon').faces[0]!.manaCost))).toEqual({ W: 0, U: 4, B: 0, R: 4, G: 0 })
    expect(pipsByColor(parseManaCost('{3}{2/W}{B/P}{X}{C}'))).toEqual({ W: 1, U: 0, B: 1, R: 0, G: 0 })
  })
  it('gives the colours a cost names in WUBRG order (Snapdax {1}{R}{W}{B})', () => {
    expect(colorsOfCost(parseManaCost(card('Snapdax, Apex of the Hunt').faces[0]!.manaCost))).toEqual(['W', 'B', 'R'])
    expect(colorsOfCost(parseManaCost('{8}{C}'))).toEqual([])
  })
})
