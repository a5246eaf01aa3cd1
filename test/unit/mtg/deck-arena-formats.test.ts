// Issue 32, point 5: MTG Arena's Alchemy and Brawl formats, and Standard Brawl, by the Comprehensive
// Rules' Brawl option (903.12c–e) and MTG Arena's Brawl size (docs/games/mtg.md, "Brawl"); the
// legality each reads from card data of any age (legality.ts), on hand-made cards (deck-fixtures.ts).
import { describe, expect, it } from 'vitest'
import type { DeckEntry } from '@shared/game/module'
import { mtgDeckRules, type MtgDeckIssue } from '@shared/games/mtg/deck/deck'
import { FORMAT_SPECS, mtgFormat } from '@shared/games/mtg/deck/formats'
import { legalityIn, legalityKey } from '@shared/games/mtg/deck/legality'
import { guessMtgFormat } from '@shared/games/mtg/deck/format-guess'
import type { Legality, MtgCard } from '@shared/games/mtg/card'
import { entry, FOREST, ISAMARU, ISLAND, lookup as fixtureLookup, mtgCard, MOUNTAIN, OKO, OMNATH, SOL_RING } from './deck-fixtures'

type Piles = Record<string, DeckEntry[]>

/** A card with exactly these legalities and this data date (the fixtures' own legalities replaced). */
const dated = (card: MtgCard, legalities: Record<string, Legality>, dataDate?: string): MtgCard => ({ ...card, id: `${card.id}-${dataDate ?? 'undated'}`, legalities, ...(dataDate ? { dataDate } : {}) })

/** Green singletons legal everywhere this file asks, in 2022 data (old Brawl names) — for 100-card and 60-card decks. */
const ARENA_2022: Record<string, Legality> = { alchemy: 'legal', historic: 'legal', historicbrawl: 'legal', brawl: 'legal', commander: 'legal' }
const greens = Array.from({ length: 98 }, (_, i) => dated(mtgCard({ name: `Arena Green ${i}`, cost: '{1}{G}', type: 'Creature — Beast' }), ARENA_2022, '2022-04-25'))
const forest = dated(FOREST, ARENA_2022, '2022-04-25')
const mountain = dated(MOUNTAIN, ARENA_2022, '2022-04-25')
const island = dated(ISLAND, ARENA_2022, '2022-04-25')
const omnath = dated(OMNATH, ARENA_2022, '2022-04-25')
/** Oko: a legendary planeswalker that does not say it can be your commander (903.12c's case). */
const oko = dated(OKO, ARENA_2022, '2022-04-25')
/** A colourless legendary creature (903.12e's case). */
const golem = dated(mtgCard({ name: 'Karn, Silver Golem', cost: '{5}', type: 'Legendary Artifact Creature — Golem' }), ARENA_2022, '2022-04-25')
const shockOld = dated(mtgCard({ name: 'Shock', cost: '{R}', type: 'Instant' }), { standard: 'legal', modern: 'legal' }, '2019-04-25')
const extra = [...greens, forest, mountain, island, omnath, oko, golem, shockOld]
const byId = new Map(extra.map((c) => [c.id, c]))
const lookup = (code: string) => byId.get(code) ?? fixtureLookup(code)

const validate = (piles: Piles, format: string) => mtgDeckRules.validate(piles, format, lookup)
const kinds = (issues: MtgDeckIssue[]) => issues.map((i) => `${i.kind} ${i.rule ?? '-'}`)
const say = (issue: MtgDeckIssue, locale: 'en' | 'fr' = 'en') => mtgDeckRules.describeIssue(issue, locale)
const singletons = (n: number) => greens.slice(0, n).map((c) => entry(c, 1))

describe('Alchemy: a constructed format (100.2a, 100.4a) over the `alchemy` legality', () => {
  const deck = { main: [entry(forest, 56), ...greens.slice(0, 1).map((c) => entry(c, 4))] }

  it('a 60-card deck of cards legal in Alchemy validates', () => {
    expect(validate(deck, 'alchemy')).toEqual({ valid: true, total: 60, issues: [] })
    expect(FORMAT_SPECS.find((f) => f.id === 'alchemy')!.sizes.main).toEqual({ min: 60, rule: '100.2a' })
  })

  it('a card of 2022 data with no Alchemy legality is not legal there (100.6)', () => {
    const sol = dated(SOL_RING, { commander: 'legal', vintage: 'restricted' }, '2022-04-25')
    byId.set(sol.id, sol)
    const result = validate({ main: [...deck.main.slice(0, 1), entry(greens[0]!, 3), entry(sol, 1)] }, 'alchemy')
    expect(kinds(result.issues)).toEqual(['not-legal 100.6'])
    expect(say(result.issues[0]!)).toBe('Sol Ring is not legal in Alchemy (rule 100.6).')
    expect(say(result.issues[0]!, 'fr')).toBe('Sol Ring n’est pas légale en Alchimie (règle 100.6).')
  })

  it('a card whose data predates Alchemy (2019) is a warning that says so, not an illegal card: the deck stays valid', () => {
    const result = validate({ main: [entry(forest, 52), entry(greens[0]!, 4), entry(shockOld, 4)] }, 'alchemy')
    expect(result.valid).toBe(true)
    expect(result.issues).toHaveLength(1)
    expect(result.issues[0]).toMatchObject({ severity: 'warning', kind: 'legality-unknown', cards: [shockOld.id], params: { count: 1, date: '2019-04-25', since: '2022-04-25' } })
    expect(say(result.issues[0]!)).toBe('1 card’s data (as of 2019-04-25) predates Alchemy’s legality list (from 2022-04-25): not checked there; update the card data for today’s (rule 100.6).')
    expect(say(result.issues[0]!, 'fr')).toMatch(/^Les données de 1 carte \(au 2019-04-25\) précèdent la liste de légalité Alchimie/)
  })
})

describe('Brawl (MTG Arena): Commander’s rules with the Brawl option’s changes, 100 cards', () => {
  const brawl100 = (commander: MtgCard, lands = forest): Piles => ({ commander: [entry(commander, 1)], main: [entry(lands, 41), ...singletons(58)] })

  it('a commander and 99 singletons validate; 60 cards do not (Arena’s 100, named as its own rules)', () => {
    expect(validate(brawl100(omnath), 'brawl')).toEqual({ valid: true, total: 100, issues: [] })
    const small = validate({ commander: [entry(omnath, 1)], main: [entry(forest, 41), ...singletons(18)] }, 'brawl')
    expect(kinds(small.issues)).toEqual(['deck-size MTG Arena Brawl'])
    expect(say(small.issues[0]!)).toBe('The deck has 60 cards; a Brawl deck has exactly 100, its commander included (rules of MTG Arena Brawl).')
    expect(say(small.issues[0]!, 'fr')).toBe('Le deck a 60 cartes ; un deck Brawl en a exactement 100, commandant compris (règles de MTG Arena Brawl).')
  })

  it('903.5b: one of each card, basic lands aside, named in the format', () => {
    const piles = brawl100(omnath)
    const result = validate({ ...piles, main: [entry(forest, 40), entry(greens[0]!, 2), ...singletons(58).slice(1)] }, 'brawl')
    expect(kinds(result.issues)).toEqual(['singleton 903.5b'])
    expect(say(result.issues[0]!)).toBe('2 copies of Arena Green 0: a Brawl deck holds one of each card, basic lands aside (rule 903.5b).')
  })

  it('903.12c: a legendary planeswalker may lead a Brawl deck; Commander refuses it (903.3)', () => {
    const piles = { commander: [entry(oko, 1)], main: [entry(forest, 21), entry(island, 20), ...singletons(58)] }
    expect(validate(piles, 'brawl').issues).toEqual([])
    expect(kinds(validate(piles, 'commander').issues)).toEqual(['commander-kind 903.3'])
    const mountainLed = validate({ ...piles, commander: [entry(mountain, 1)] }, 'brawl')
    expect(kinds(mountainLed.issues)).toContain('commander-kind 903.12c')
    expect(say(mountainLed.issues.find((i) => i.kind === 'commander-kind')!)).toBe('Mountain cannot be a Brawl commander: it is neither a legendary creature nor a legendary planeswalker (rule 903.12c).')
  })

  it('903.5c: every card within the commander’s colour identity', () => {
    const result = validate(brawl100(omnath, mountain), 'brawl')
    expect(kinds(result.issues)).toEqual(['color-identity 903.5c'])
  })

  it('903.12e: a colourless commander allows basic lands of one basic land type; Commander does not', () => {
    const colorless = { commander: [entry(golem, 1)], main: [entry(mountain, 41), ...singletons(58)] }
    const greenless = validate(colorless, 'brawl').issues.filter((i) => !i.cards.some((c) => c.startsWith('id-arena-green')))
    expect(greenless).toEqual([])
    expect(validate(colorless, 'commander').issues.filter((i) => i.cards.includes(mountain.id)).map((i) => i.kind)).toEqual(['color-identity'])
    // two types: the more numerous is the one chosen, the other is outside the identity
    const two = validate({ ...colorless, main: [entry(mountain, 30), entry(island, 11), ...singletons(58)] }, 'brawl')
    expect(two.issues.filter((i) => i.cards.includes(island.id)).map((i) => i.kind)).toEqual(['color-identity'])
    expect(two.issues.filter((i) => i.cards.includes(mountain.id))).toEqual([])
  })
})

describe('Standard Brawl: CR 903.12’s Brawl, 60 cards (903.12d)', () => {
  it('a commander and 59 validate; 100 do not, naming 903.12d', () => {
    const piles = { commander: [entry(omnath, 1)], main: [entry(forest, 30), ...singletons(29)] }
    expect(validate(piles, 'standardbrawl')).toEqual({ valid: true, total: 60, issues: [] })
    const big = validate({ ...piles, main: [entry(forest, 41), ...singletons(58)] }, 'standardbrawl')
    expect(kinds(big.issues)).toEqual(['deck-size 903.12d'])
    expect(say(big.issues[0]!)).toBe('The deck has 100 cards; a Standard Brawl deck has exactly 60, its commander included (rule 903.12d).')
  })

  it('starts at 25 life (903.12f), Commander at 40 (903.7), Alchemy at 20 (103.4)', () => {
    expect([mtgFormat('brawl'), mtgFormat('standardbrawl'), mtgFormat('commander'), mtgFormat('alchemy')].map((f) => f.startingLife)).toEqual([25, 25, 40, 20])
  })
})

describe('legality.ts: the key each card’s data names a format by', () => {
  it('data from before 2024-01-27 calls Arena’s Brawl `historicbrawl` and Standard Brawl `brawl`', () => {
    const old = { legalities: { brawl: 'banned', historicbrawl: 'legal' } as Record<string, Legality>, dataDate: '2022-04-25' }
    expect(legalityKey(old, 'brawl')).toBe('historicbrawl')
    expect(legalityKey(old, 'standardbrawl')).toBe('brawl')
    expect(legalityIn(old, mtgFormat('brawl'))).toBe('legal')
    expect(legalityIn(old, mtgFormat('standardbrawl'))).toBe('banned')
  })

  it('newer data (Scryfall since 2024-01-27) uses the names as they are', () => {
    const fresh = { legalities: { brawl: 'legal', standardbrawl: 'banned' } as Record<string, Legality>, dataDate: '2025-06-01' }
    expect(legalityIn(fresh, mtgFormat('brawl'))).toBe('legal')
    expect(legalityIn(fresh, mtgFormat('standardbrawl'))).toBe('banned')
    // not legal in standardbrawl, so its key is absent: the date still says the names are new
    expect(legalityIn({ legalities: { brawl: 'legal' }, dataDate: '2025-06-01' }, mtgFormat('brawl'))).toBe('legal')
  })

  it('silence is "not legal" in data that could speak, "unknown" in data older than the format’s list', () => {
    expect(legalityIn({ legalities: {}, dataDate: '2022-04-25' }, mtgFormat('alchemy'))).toBe('not_legal')
    expect(legalityIn({ legalities: {}, dataDate: '2019-09-25' }, mtgFormat('alchemy'))).toBe('unknown')
    expect(legalityIn({ legalities: {}, dataDate: '2023-01-01' }, mtgFormat('timeless'))).toBe('unknown')
    // undated data is taken at its word, as before
    expect(legalityIn({ legalities: {} }, mtgFormat('alchemy'))).toBe('not_legal')
    expect(legalityIn({ legalities: {} }, mtgFormat('limited'))).toBeNull()
  })
})

describe('the pasted list’s format, guessed (issue 32)', () => {
  const guess = (piles: Piles) => guessMtgFormat(piles, lookup)
  it('a 100-card list led by a planeswalker is Brawl; by a legendary creature, Commander; 60 with a commander, Standard Brawl', () => {
    expect(guess({ commander: [entry(oko, 1)], main: [entry(forest, 41), ...singletons(58)] })).toBe('brawl')
    expect(guess({ commander: [entry(omnath, 1)], main: [entry(forest, 41), ...singletons(58)] })).toBe('commander')
    expect(guess({ commander: [entry(ISAMARU, 1)], main: [entry(forest, 30), ...singletons(29)] })).toBe('standardbrawl')
  })

  it('an Arena-only card in a commander list makes it Brawl', () => {
    const arenaOnly = { ...greens[0]!, id: 'id-arena-only-green', digital: true as const }
    byId.set(arenaOnly.id, arenaOnly)
    expect(guess({ commander: [entry(omnath, 1)], main: [entry(forest, 41), entry(arenaOnly, 1), ...singletons(58).slice(1)] })).toBe('brawl')
  })
})
