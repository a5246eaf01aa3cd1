// Issue 14, item 3: Magic deck construction by the Comprehensive Rules' numbers (100.2a, 100.2b,
// 100.4a, 100.6, 702.124, 903.3, 903.5a–c), on hand-made cards (deck-fixtures.ts).
import { describe, expect, it } from 'vitest'
import type { DeckEntry } from '@shared/game/module'
import { mtgDeckRules, type MtgDeckIssue } from '@shared/games/mtg/deck/deck'
import { FORMAT_SPECS, MTG_FORMAT_IDS } from '@shared/games/mtg/deck/formats'
import { DECK_RULE } from '@shared/games/mtg/deck/rules'
import type { MtgCard } from '@shared/games/mtg/card'
import { BEARS, BOLT, DWARVES, ELVES, entry, FOREST, GIANT, GRUUL_60, greenFiller, ISAMARU, ISLAND, lookup, MOUNTAIN, OKO, OMNATH, OMNATH_100, RATS, RECALL, SHOCK, SOL_RING, TEFERI, THRASIOS, TYMNA } from './deck-fixtures'

type Piles = Record<string, DeckEntry[]>
const validate = (piles: Piles, format = 'modern') => mtgDeckRules.validate(piles, format, lookup)
const kinds = (issues: MtgDeckIssue[]) => issues.map((i) => `${i.kind} ${i.rule ?? '-'}`)
/** The deck with `card` at `count` in the main deck (added, or its count changed). */
const withMain = (piles: Piles, card: MtgCard, count: number): Piles => {
  const main = piles.main!.some((e) => e.code === card.id) ? piles.main!.map((e) => (e.code === card.id ? { ...e, count } : e)) : [...piles.main!, entry(card, count)]
  return { ...piles, main }
}
const say = (issue: MtgDeckIssue) => mtgDeckRules.describeIssue(issue, 'en')

describe('100.2a constructed decks: 60 cards or more, four of a name, basic lands aside', () => {
  it('a 60-card deck with 24 basic lands validates in Modern', () => {
    expect(validate(GRUUL_60)).toEqual({ valid: true, total: 60, issues: [] })
  })

  it('refuses a 59-card deck, naming 100.2a', () => {
    const result = validate(withMain(GRUUL_60, MOUNTAIN, 11))
    expect(result).toMatchObject({ valid: false, total: 59 })
    expect(kinds(result.issues)).toEqual(['deck-size 100.2a'])
    expect(say(result.issues[0]!)).toBe('The main deck has 59 cards; a Modern deck has at least 60 (rule 100.2a).')
    expect(mtgDeckRules.describeIssue(result.issues[0]!, 'fr')).toBe('Le deck principal a 59 cartes ; un deck Modern en a au moins 60 (règle 100.2a).')
  })

  it('refuses a fifth Lightning Bolt, naming 100.2a and the card', () => {
    const result = validate(withMain(withMain(GRUUL_60, BOLT, 5), MOUNTAIN, 11))
    expect(result.total).toBe(60)
    expect(kinds(result.issues)).toEqual(['copies 100.2a'])
    expect(result.issues[0]).toMatchObject({ cards: [BOLT.id], params: { name: 'Lightning Bolt', count: 5, max: 4 } })
    expect(say(result.issues[0]!)).toBe('5 copies of Lightning Bolt: at most 4 across the main deck and the sideboard (rule 100.2a).')
  })

  it('100.4a counts the sideboard’s copies with the main deck’s', () => {
    const result = validate({ ...GRUUL_60, sideboard: [entry(BOLT, 1)] })
    expect(kinds(result.issues)).toEqual(['copies 100.2a'])
    expect(result.issues[0]!.params.count).toBe(5)
  })

  it('allows 30 Mountains (basic lands) and 20 Relentless Rats (“any number of cards named”)', () => {
    const piles = { main: [entry(MOUNTAIN, 30), entry(RATS, 20), entry(SHOCK, 4), entry(BOLT, 4), entry(GIANT, 2)] }
    expect(validate(piles).issues).toEqual([])
  })

  it('allows seven Seven Dwarves and refuses an eighth (“up to seven cards named”)', () => {
    expect(validate(withMain(withMain(GRUUL_60, DWARVES, 7), MOUNTAIN, 9)).issues).toEqual([])
    const result = validate(withMain(withMain(GRUUL_60, DWARVES, 8), MOUNTAIN, 8))
    expect(kinds(result.issues)).toEqual(['copies 100.2a'])
    expect(result.issues[0]!.params).toMatchObject({ name: 'Seven Dwarves', count: 8, max: 7 })
  })
})

describe('100.4a sideboards: at most 15 cards in constructed', () => {
  it('refuses a 16-card sideboard', () => {
    const result = validate({ ...GRUUL_60, sideboard: [entry(ISLAND, 16)] })
    expect(kinds(result.issues)).toEqual(['sideboard-size 100.4a'])
    expect(say(result.issues[0]!)).toBe('The sideboard has 16 cards; at most 15 (rule 100.4a).')
  })
})

describe('100.6 each format’s card pool, from the card data’s legalities', () => {
  it('refuses a banned card (Oko in Modern), naming the card and 100.6', () => {
    const result = validate(withMain(withMain(GRUUL_60, OKO, 1), MOUNTAIN, 11))
    expect(kinds(result.issues)).toEqual(['banned 100.6'])
    expect(result.issues[0]!.cards).toEqual([OKO.id])
    expect(say(result.issues[0]!)).toBe('Oko, Thief of Crowns is banned in Modern (rule 100.6).')
    expect(mtgDeckRules.describeIssue(result.issues[0]!, 'fr')).toBe('Oko, Thief of Crowns est bannie en Modern (règle 100.6).')
  })

  it('refuses a card not legal in the format (Lightning Bolt in Standard)', () => {
    const result = validate(GRUUL_60, 'standard')
    expect(kinds(result.issues)).toEqual(['not-legal 100.6'])
    expect(result.issues[0]!.params).toMatchObject({ name: 'Lightning Bolt', format: 'standard' })
  })

  it('Vintage’s restricted list: one Ancestral Recall, not two', () => {
    expect(validate(withMain(withMain(GRUUL_60, RECALL, 1), MOUNTAIN, 11), 'vintage').issues).toEqual([])
    const result = validate(withMain(withMain(GRUUL_60, RECALL, 2), MOUNTAIN, 10), 'vintage')
    expect(kinds(result.issues)).toEqual(['restricted 100.6'])
    expect(say(result.issues[0]!)).toBe('2 copies of Ancestral Recall, restricted in Vintage: at most one (rule 100.6).')
  })

  it('a card without any legality for the format is not legal there (missing key)', () => {
    const result = validate(GRUUL_60, 'premodern')
    expect(result.valid).toBe(true)
    const unknownKey = { ...BOLT, legalities: {} }
    const result2 = mtgDeckRules.validate({ main: [{ code: BOLT.id, count: 60 }] }, 'modern', () => unknownKey)
    expect(kinds(result2.issues)).toEqual(['copies 100.2a', 'not-legal 100.6'])
  })

  it('refuses a commander pile outside Commander', () => {
    expect(kinds(validate({ ...GRUUL_60, commander: [entry(OMNATH, 1)] }).issues)).toEqual(['pile-not-in-format 100.2a'])
  })
})

describe('100.2b limited decks: 40 cards or more, no copy limit, no card pool', () => {
  it('takes 40 cards with 9 Lightning Bolts and a banned card', () => {
    const piles = { main: [entry(MOUNTAIN, 17), entry(BOLT, 9), entry(OKO, 1), entry(SHOCK, 13)], sideboard: [entry(GIANT, 30)] }
    expect(validate(piles, 'limited')).toEqual({ valid: true, total: 40, issues: [] })
  })

  it('refuses 39 cards, naming 100.2b', () => {
    const result = validate({ main: [entry(MOUNTAIN, 39)] }, 'limited')
    expect(kinds(result.issues)).toEqual(['deck-size 100.2b'])
  })
})

describe('903 Commander', () => {
  it('Omnath and 99 green cards validate (903.5a: 100 with the commander)', () => {
    expect(validate(OMNATH_100, 'commander')).toEqual({ valid: true, total: 100, issues: [] })
  })

  it('903.5c refuses a red card under a green commander, naming the card and both identities', () => {
    const result = validate(withMain(withMain(OMNATH_100, FOREST, 59), BOLT, 1), 'commander')
    expect(result.total).toBe(100)
    expect(kinds(result.issues)).toEqual(['color-identity 903.5c'])
    expect(result.issues[0]).toMatchObject({ cards: [BOLT.id], params: { name: 'Lightning Bolt', identity: 'R', allowed: 'G', outside: 'R' } })
    expect(say(result.issues[0]!)).toBe('Lightning Bolt has colour identity R, outside the commander’s G (rule 903.5c).')
    expect(mtgDeckRules.describeIssue(result.issues[0]!, 'fr')).toBe('Lightning Bolt a l’identité couleur R, hors de celle du commandant (G) (règle 903.5c).')
  })

  it('903.5a refuses 99 cards and 101 cards', () => {
    expect(kinds(validate(withMain(OMNATH_100, FOREST, 59), 'commander').issues)).toEqual(['deck-size 903.5a'])
    const result = validate(withMain(OMNATH_100, FOREST, 61), 'commander')
    expect(say(result.issues[0]!)).toBe('The deck has 101 cards; a Commander deck has exactly 100, its commander included (rule 903.5a).')
  })

  it('903.5b singleton: a second Sol Ring is refused, 60 Forests are not', () => {
    const result = validate(withMain(withMain(OMNATH_100, SOL_RING, 2), FOREST, 59), 'commander')
    expect(kinds(result.issues)).toEqual(['singleton 903.5b'])
    expect(result.issues[0]!.params).toMatchObject({ name: 'Sol Ring', count: 2 })
  })

  it('903.3 the commander is a legendary creature, or says it can be your commander', () => {
    const bears = validate({ ...OMNATH_100, commander: [entry(BEARS, 1)] }, 'commander')
    expect(kinds(bears.issues)).toEqual(['commander-kind 903.3'])
    expect(bears.issues[0]!.cards).toEqual([BEARS.id])
    const teferi = validate({ commander: [entry(TEFERI, 1)], main: [entry(ISLAND, 99)] }, 'commander')
    expect(teferi.issues).toEqual([])
  })

  it('903.3 refuses a deck without a commander', () => {
    const result = validate({ main: [...OMNATH_100.main, entry(ELVES, 0)].filter((e) => e.count > 0) }, 'commander')
    expect(kinds(result.issues)).toEqual(['deck-size 903.5a', 'commander-count 903.3'])
    expect(say(result.issues[1]!)).toBe('The deck has no commander: put one in the commander pile (rule 903.3).')
  })

  it('702.124 two commanders with partner share their colour identities; without partner they are refused', () => {
    const main = [entry(FOREST, 30), entry(ISLAND, 68)]
    const partners = validate({ commander: [entry(THRASIOS, 1), entry(TYMNA, 1)], main }, 'commander')
    expect(partners.issues).toEqual([])
    const noPartner = validate({ commander: [entry(THRASIOS, 1), entry(ISAMARU, 1)], main }, 'commander')
    expect(kinds(noPartner.issues)).toEqual(['commander-pair 702.124'])
    expect(noPartner.issues[0]!.cards).toEqual([ISAMARU.id])
  })

  it('a card banned in Commander is refused there (100.6)', () => {
    const result = validate(withMain(withMain(OMNATH_100, FOREST, 59), RECALL, 1), 'commander')
    expect(kinds(result.issues)).toEqual(['banned 100.6', 'color-identity 903.5c'])
  })
})

describe('the contract', () => {
  it('declares the piles main, sideboard and commander, and a size with its rule for each pile of each format', () => {
    expect(mtgDeckRules.piles.map((p) => p.id)).toEqual(['main', 'sideboard', 'commander'])
    expect(FORMAT_SPECS.map((f) => f.id)).toEqual(MTG_FORMAT_IDS)
    for (const id of ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'commander', 'limited']) expect(MTG_FORMAT_IDS).toContain(id)
    const modern = FORMAT_SPECS.find((f) => f.id === 'modern')!
    expect(modern.sizes.main).toEqual({ min: 60, rule: DECK_RULE.constructed })
    expect(modern.sizes.sideboard).toEqual({ min: 0, max: 15, rule: DECK_RULE.sideboard })
    expect(FORMAT_SPECS.find((f) => f.id === 'commander')!.sizes.commander).toEqual({ min: 1, max: 2, rule: '903.3' })
  })

  it('an unknown card is an issue naming its id; an unknown format is an error naming the known ones', () => {
    const result = validate({ main: [{ code: 'nope', count: 60 }] })
    expect(result.issues).toEqual([{ severity: 'error', kind: 'unknown-card', cards: ['nope'], params: { code: 'nope' } }])
    expect(() => validate(GRUUL_60, 'highlander')).toThrow(/Unknown Magic deck format "highlander" \(known: standard, /)
  })

  it('every issue kind has its English and French text', () => {
    const piles = { commander: [entry(BEARS, 1), entry(greenFiller(0), 1), entry(greenFiller(1), 1)], main: [entry(BOLT, 5), entry(RECALL, 1), { code: 'x', count: 1 }], sideboard: [entry(MOUNTAIN, 2)] }
    const issues = [
      ...validate(piles, 'commander').issues,
      ...validate({ commander: [entry(THRASIOS, 1), entry(ISAMARU, 1)], main: [] }, 'commander').issues,
      ...validate({ ...piles, main: [entry(RECALL, 2)] }, 'vintage').issues,
      ...validate({ main: [entry(SHOCK, 5), entry(BOLT, 1)], sideboard: [entry(MOUNTAIN, 16)], commander: [entry(OMNATH, 1)] }, 'standard').issues,
    ]
    const seen = new Set(issues.map((i) => i.kind))
    const all = ['unknown-card', 'deck-size', 'sideboard-size', 'pile-not-in-format', 'copies', 'singleton', 'restricted', 'banned', 'not-legal', 'commander-count', 'commander-kind', 'commander-pair', 'color-identity']
    expect([...seen].sort()).toEqual(all.sort())
    for (const issue of issues) for (const locale of ['en', 'fr'] as const) expect(mtgDeckRules.describeIssue(issue, locale)).toMatch(/\S.*\.$/)
  })
})
