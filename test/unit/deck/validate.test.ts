import { describe, expect, it } from 'vitest'
import { describeIssue, validateDeck, type DeckEntry, type DeckIssue } from '@shared/games/fftcg/deck/deck'
import { addCopies, removeCopies } from '@shared/games/fftcg/deck/edit'
import { card, cards, legalFireDeck, lookup } from './fixtures'

const kinds = (issues: DeckIssue[]) => issues.map((i) => i.kind)
const errors = (entries: DeckEntry[], format: 'constructed' | 'limited' = 'constructed') =>
  validateDeck(entries, format, lookup).issues.filter((i) => i.severity === 'error')

/** `legalFireDeck` with `n` cards taken off its last line (or added as a new 3-of). */
function deckOf(size: number): DeckEntry[] {
  let deck = legalFireDeck()
  while (deck.reduce((s, e) => s + e.count, 0) > size) deck = removeCopies(deck, deck[deck.length - 1]!.code)
  return deck
}

describe('8.1.1.1 deck size', () => {
  it('accepts a constructed deck of exactly 50 cards', () => {
    const result = validateDeck(legalFireDeck(), 'constructed', lookup)
    expect(result.total).toBe(50)
    expect(result.issues).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('refuses 49 and 51 cards in constructed, and says how many to add or remove', () => {
    const short = validateDeck(deckOf(49), 'constructed', lookup)
    expect(short.valid).toBe(false)
    expect(short.issues[0]).toMatchObject({ kind: 'deck-size', severity: 'error', rule: '8.1.1.1', params: { total: 49, min: 50 } })
    expect(describeIssue(short.issues[0]!, 'en')).toBe('A constructed deck has exactly 50 cards; this one has 49: add 1. (rule 8.1.1.1)')
    expect(describeIssue(short.issues[0]!, 'fr')).toBe('Un deck construit a exactement 50 cartes ; celui-ci en a 49 : ajoutez-en 1. (règle 8.1.1.1)')

    const fiftyOne = addCopies(legalFireDeck(), legalFireDeck().at(-1)!.code) // the 2-of becomes a 3-of
    const long = validateDeck(fiftyOne, 'constructed', lookup)
    expect(long.total).toBe(51)
    expect(kinds(long.issues)).toEqual(['deck-size'])
    expect(describeIssue(long.issues[0]!, 'en')).toContain('remove 1')
  })

  it('accepts 40 cards or more in limited, not 39', () => {
    expect(validateDeck(deckOf(40), 'limited', lookup).valid).toBe(true)
    expect(validateDeck(legalFireDeck(), 'limited', lookup).valid).toBe(true)
    const fiftyOne = addCopies(legalFireDeck(), legalFireDeck().at(-1)!.code)
    expect(validateDeck(fiftyOne, 'limited', lookup).valid).toBe(true)
    const small = validateDeck(deckOf(39), 'limited', lookup)
    expect(small.issues[0]).toMatchObject({ kind: 'deck-size', params: { total: 39, min: 40 } })
    expect(describeIssue(small.issues[0]!, 'en')).toContain('A limited deck has 40 cards or more; this one has 39: add 1.')
  })

  it('counts the whole deck, unknown cards included, and ignores empty lines', () => {
    const result = validateDeck([{ code: '1-001H', count: 3 }, { code: '30-999', count: 2 }, { code: '1-002R', count: 0 }], 'constructed', lookup)
    expect(result.total).toBe(5)
  })
})

describe('8.1.1.2 at most three copies of the same card number', () => {
  it('allows 3 copies and refuses a 4th', () => {
    expect(errors([{ code: '1-001H', count: 3 }]).map((i) => i.kind)).toEqual(['deck-size'])
    const four = errors([{ code: '1-001H', count: 4 }]).find((i) => i.kind === 'too-many-copies')
    expect(four).toMatchObject({ rule: '8.1.1.2', cards: ['1-001H'], params: { name: 'Auron', count: 4, max: 3 } })
  })

  it('counts a reprint with its original: 2× 15-001R + 2× 9-002H is 4 copies of Ifrita', () => {
    expect(card('15-001R').identity).toBe(card('9-002H').identity)
    const issue = errors([{ code: '15-001R', count: 2 }, { code: '9-002H', count: 2 }]).find((i) => i.kind === 'too-many-copies')!
    expect(issue.cards).toEqual(['15-001R', '9-002H'])
    expect(issue.params).toMatchObject({ name: 'Ifrita', count: 4 })
    expect(describeIssue(issue, 'en')).toBe(
      'Ifrita: 4 copies (15-001R, 9-002H); at most 3 copies of the same card number, reprints and promos counted together. (rule 8.1.1.2)',
    )
    expect(describeIssue(issue, 'fr')).toContain('Ifrita : 4 exemplaires (15-001R, 9-002H)')
    // 2 + 1 is fine
    expect(errors([{ code: '15-001R', count: 2 }, { code: '9-002H', count: 1 }]).map((i) => i.kind)).toEqual(['deck-size'])
  })

  it('counts every printing of a card found through the alias table (Evoker 6-006C is 1-011)', () => {
    const evoker = cards.find((c) => c.code === '6-006C')!
    expect(evoker.identity).toBe('1-011')
    const issue = errors([{ code: '6-006C', count: 3 }, { code: '1-011C', count: 1 }]).find((i) => i.kind === 'too-many-copies')
    expect(issue?.params.count).toBe(4)
  })

  it('merges the same code typed in different ways (rarity letter, case, padding)', () => {
    const issue = errors([{ code: '1-001H', count: 2 }, { code: '1-1h', count: 1 }, { code: '1-001', count: 1 }]).find((i) => i.kind === 'too-many-copies')
    expect(issue?.params.count).toBe(4)
  })
})

describe('cards that cannot be in a deck', () => {
  it('refuses crystal tokens (deckLegal false) and names them', () => {
    const issue = errors([{ code: 'C-001', count: 1 }]).find((i) => i.kind === 'not-deck-legal')!
    expect(issue.cards).toEqual(['C-001'])
    expect(describeIssue(issue, 'en')).toContain('cannot be put in a deck')
    expect(describeIssue(issue, 'fr')).toContain('ne peut pas être mis dans un deck')
  })

  it('reports unknown codes as errors and keeps them in the count', () => {
    const result = validateDeck([...deckOf(48), { code: '30-999R', count: 2 }], 'constructed', lookup)
    expect(result.total).toBe(50)
    expect(result.valid).toBe(false)
    const issue = result.issues.find((i) => i.kind === 'unknown-card')!
    expect(issue.cards).toEqual(['30-999R'])
    expect(describeIssue(issue, 'en')).toBe('30-999R (2×) is not in the card database: kept in the deck, but it cannot be checked.')
  })
})

describe('warnings a player wants to know (never errors)', () => {
  const lightDark = cards.filter((c) => c.deckLegal && c.type !== 'summon' && c.type !== 'crystal' && c.elements.some((e) => e === 'light' || e === 'dark') && c.multicard !== null && c.identity === c.key)

  it('12.4.7: more than 5 Light/Dark Characters is a warning; 5 is not', () => {
    const base = deckOf(44)
    const six = [...base, { code: lightDark[0]!.code, count: 3 }, { code: lightDark[1]!.code, count: 3 }]
    const result = validateDeck(six, 'constructed', lookup)
    expect(result.valid).toBe(true)
    const issue = result.issues.find((i) => i.kind === 'light-dark-many')!
    expect(issue).toMatchObject({ severity: 'warning', rule: '12.4.7', params: { count: 6, max: 5 } })
    expect(describeIssue(issue, 'en')).toContain('6 Light or Dark Characters')
    const five = [...deckOf(45), { code: lightDark[0]!.code, count: 3 }, { code: lightDark[1]!.code, count: 2 }]
    expect(kinds(validateDeck(five, 'constructed', lookup).issues)).toEqual([])
  })

  it('7.7.3: a Character whose multicard flag is unknown is named in a warning', () => {
    expect(card('21-003R').multicard).toBeNull()
    const result = validateDeck([...deckOf(47), { code: '21-003R', count: 3 }], 'constructed', lookup)
    expect(result.valid).toBe(true)
    const issue = result.issues.find((i) => i.kind === 'multicard-unknown')!
    expect(issue).toMatchObject({ severity: 'warning', cards: ['21-003R'] })
    expect(describeIssue(issue, 'en')).toContain('Flameserpent General Gadalar (21-003R)')
    expect(describeIssue(issue, 'fr')).toContain('multicarte')
  })

  it('warns of no Backups once the deck has 20 cards, and of more than half the deck in Backups', () => {
    const forwards = cards.filter((c) => c.type === 'forward' && c.multicard !== null && !c.elements.includes('light') && !c.elements.includes('dark') && c.identity === c.key)
    const backups = cards.filter((c) => c.type === 'backup' && c.multicard !== null && !c.elements.includes('light') && !c.elements.includes('dark') && c.identity === c.key)
    const noBackups = forwards.slice(0, 7).map((c) => ({ code: c.code, count: 3 }))
    expect(kinds(validateDeck(noBackups, 'limited', lookup).issues)).toEqual(['deck-size', 'backups-none'])
    expect(kinds(validateDeck(noBackups.slice(0, 6), 'limited', lookup).issues)).toEqual(['deck-size']) // 18 cards: too early to say
    const heavy = [...backups.slice(0, 9).map((c) => ({ code: c.code, count: 3 })), ...forwards.slice(0, 8).map((c) => ({ code: c.code, count: 3 }))]
    const issue = validateDeck(heavy.slice(0, 17), 'limited', lookup).issues.find((i) => i.kind === 'backups-many')!
    expect(issue.params).toMatchObject({ count: 27, max: 25 })
    expect(describeIssue(issue, 'fr')).toBe('27 Soutiens sur 51 cartes : plus de la moitié du deck, il reste peu d’Avants pour gagner.')
  })

  it('puts errors before warnings', () => {
    const result = validateDeck([{ code: '21-003R', count: 4 }], 'constructed', lookup)
    expect(result.issues.map((i) => i.severity)).toEqual(['error', 'error', 'warning'])
  })
})
