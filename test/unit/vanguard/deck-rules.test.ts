// Issue 13, item 2: deck construction (DC-*, the official rules; docs/games/vanguard.md), on the
// six start and trial decks of VanguardEngine and on variants of them that break one rule each.
import { describe, expect, it } from 'vitest'
import type { DeckEntry } from '@shared/game/module'
import { vanguardParts } from '@shared/games/vanguard'
import { describeIssue, type VanguardDeckIssue } from '@shared/games/vanguard/deck/deck'
import { DECK_RULE } from '@shared/games/vanguard/rules'
import { card, cards, deckPiles, DECK_NAMES, lookup } from './fixtures'

const validate = (piles: Record<string, DeckEntry[]>, format = 'ride-deck') => vanguardParts.deck.validate(piles, format, lookup)
const rulesOf = (issues: VanguardDeckIssue[]) => issues.map((i) => i.rule)
/** The deck with one card's count changed (added when absent). */
function withCount(piles: { ride: DeckEntry[]; main: DeckEntry[] }, code: string, count: number) {
  const main = piles.main.some((e) => e.code === code) ? piles.main.map((e) => (e.code === code ? { ...e, count } : e)) : [...piles.main, { code, count }]
  return { ...piles, main }
}
/** Removes `n` copies of a deck's first normal unit of grade 1 (to keep 50 after adding). */
function withoutOne(piles: { ride: DeckEntry[]; main: DeckEntry[] }, n = 1) {
  const target = piles.main.find((e) => card(e.code).unitType === 'normal' && e.count >= n)!
  return withCount(piles, target.code, target.count - n)
}

describe('deck construction (DC-*): the six decks of vanguardengine_decks.json', () => {
  it.each(DECK_NAMES)('%s is a valid 50-card deck with its ride deck', (name) => {
    const result = validate(deckPiles(name))
    expect(result.issues).toEqual([])
    expect(result).toMatchObject({ valid: true, total: 50 })
  })
})

describe('DC-16-triggers, DC-4-heal, DC-1-over, DC-4-copies, DC-4-sentinels', () => {
  const dsd01 = deckPiles('dsd01')
  const firstTrigger = dsd01.main.find((e) => card(e.code).trigger !== null && e.count < 4)!

  it('refuses a 17-trigger deck, naming DC-16-triggers and the trigger cards', () => {
    const result = validate(withCount(withoutOne(dsd01), firstTrigger.code, firstTrigger.count + 1))
    expect(result.total).toBe(50)
    expect(result.valid).toBe(false)
    const issue = result.issues.find((i) => i.kind === 'triggers')!
    expect(issue).toMatchObject({ rule: DECK_RULE.triggers, params: { count: 17, required: 16 } })
    expect(issue.cards).toContain(firstTrigger.code.replace(/^dsd01_(\d+)$/, 'D-SD01/$1'))
    expect(vanguardParts.deck.describeIssue(issue, 'en')).toBe('The deck has 17 trigger units; it needs exactly 16 (rule DC-16-triggers).')
    expect(vanguardParts.deck.describeIssue(issue, 'fr')).toBe('Le deck a 17 unités trigger ; il en faut exactement 16 (règle DC-16-triggers).')
  })

  it('refuses a 5-heal deck (a heal in place of a front trigger), naming DC-4-heal', () => {
    const heal = dsd01.main.find((e) => card(e.code).trigger === 'heal')!
    expect(heal.count).toBe(4)
    // A second heal trigger of the same nation (another name, so that the copy limit stays met).
    const other = cards.find((c) => c.trigger === 'heal' && c.nations.includes('Dragon Empire') && c.name !== card(heal.code).name)!
    const result = validate(withCount(withCount(dsd01, firstTrigger.code, firstTrigger.count - 1), other.code, 1))
    expect(result.total).toBe(50)
    expect(rulesOf(result.issues)).toEqual([DECK_RULE.heal])
    expect(result.issues[0]).toMatchObject({ kind: 'heal', params: { count: 5, max: 4 } })
    expect(describeIssue(result.issues[0]!, 'en', { withRule: false })).toBe('The deck has 5 heal triggers; at most 4.')
  })

  it('refuses a 5th copy of a name, counting the ride deck’s copy too', () => {
    const rideGrade3 = dsd01.ride.find((e) => card(e.code).grade === 3)!
    const inMain = dsd01.main.find((e) => e.code === rideGrade3.code)!
    expect(inMain.count).toBe(3) // 3 in the main deck + 1 in the ride deck = 4, the limit
    const result = validate(withCount(withoutOne(dsd01), rideGrade3.code, 4))
    expect(rulesOf(result.issues)).toEqual([DECK_RULE.copies])
    expect(result.issues[0]).toMatchObject({ params: { name: card(rideGrade3.code).name, count: 5, max: 4 } })
  })

  it('counts reprints of one name together (DC-4-copies is by name, not code)', () => {
    const byName = new Map<string, string[]>()
    for (const c of cards) byName.set(c.name, [...(byName.get(c.name) ?? []), c.code])
    const [name, codes] = [...byName].find(([, codes]) => codes.length > 1)!
    const result = validate({ ride: [], main: [{ code: codes[0]!, count: 3 }, { code: codes[1]!, count: 2 }] })
    expect(result.issues.find((i) => i.kind === 'copies')).toMatchObject({ params: { name, count: 5 }, cards: codes.slice(0, 2) })
  })

  it('refuses two over triggers and a fifth sentinel', () => {
    const overs = cards.filter((c) => c.trigger === 'over').slice(0, 2)
    const sentinels = cards.filter((c) => c.unitType === 'sentinel').slice(0, 2)
    const result = validate({ ride: [], main: [...overs.map((c) => ({ code: c.code, count: 1 })), { code: sentinels[0]!.code, count: 4 }, { code: sentinels[1]!.code, count: 1 }] })
    expect(result.issues.find((i) => i.kind === 'over')).toMatchObject({ rule: DECK_RULE.over, params: { count: 2, max: 1 } })
    expect(result.issues.find((i) => i.kind === 'sentinels')).toMatchObject({ rule: DECK_RULE.sentinel, params: { count: 5, max: 4 } })
  })
})

describe('DC-50 and the two formats (DC-ride-deck, DC-starting-vanguard)', () => {
  const dsd01 = deckPiles('dsd01')

  it('counts the ride deck in the 50', () => {
    const result = validate({ ride: [], main: dsd01.main })
    expect(result.total).toBe(46)
    expect(result.issues.map((i) => i.kind)).toEqual(['deck-size', 'ride-size', 'ride-grades'])
    expect(result.issues[2]!.params.missing).toBe('0, 1, 2, 3')
  })

  it('refuses a ride deck with two grade 2 units and no grade 1, naming the cards out of place', () => {
    const grade1 = dsd01.ride.find((e) => card(e.code).grade === 1)!
    const grade2 = dsd01.ride.find((e) => card(e.code).grade === 2)!
    const ride = dsd01.ride.map((e) => (e.code === grade1.code ? { code: grade2.code, count: 1 } : e))
    const result = validate({ ...dsd01, ride })
    const issue = result.issues.find((i) => i.kind === 'ride-grades')!
    expect(issue.rule).toBe(DECK_RULE.rideDeck)
    expect(issue.params.missing).toBe('1')
    expect(issue.cards).toEqual([card(grade2.code).code])
    expect(describeIssue(issue, 'fr')).toContain('grades manquants : 1')
  })

  it('without a ride deck: one grade 0 starting vanguard and 49 cards', () => {
    const grade0 = dsd01.ride.find((e) => card(e.code).grade === 0)!
    const rest = dsd01.ride.filter((e) => e !== grade0)
    const main = [...dsd01.main, ...rest]
    expect(validate({ ride: [grade0], main }, 'standard').issues).toEqual([])
    const grade3 = rest.find((e) => card(e.code).grade === 3)!
    const wrong = validate({ ride: [grade3], main: [...main.filter((e) => e !== grade3), grade0] }, 'standard')
    expect(wrong.issues).toEqual([expect.objectContaining({ kind: 'starting-vanguard', rule: DECK_RULE.startingVanguard, cards: [card(grade3.code).code] })])
  })

  it('refuses tokens and unknown codes, and an unknown format by name', () => {
    const token = cards.find((c) => c.unitType === 'token')!
    const result = validate({ ride: [], main: [{ code: token.code, count: 1 }, { code: 'D-XX99/999', count: 1 }] })
    expect(result.issues.filter((i) => i.kind === 'not-in-deck' || i.kind === 'unknown-card').map((i) => i.cards[0])).toEqual([token.code, 'D-XX99/999'])
    expect(() => validate({ main: [] }, 'premium')).toThrow(/Unknown Vanguard deck format "premium" \(known: ride-deck, standard\)/)
  })
})
