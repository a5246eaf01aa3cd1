// "Règles supplémentaires": at most 3 copies of a card, 1 of a card with the yellow star. The
// deck size is interpretation I1 (40 in the standard format, 20 or more in the free one).
import { describe, expect, it } from 'vitest'
import { creatures } from '@shared/games/creatures'
import type { DeckEntry } from '@shared/game/module'
import { DEMO_CARDS, DEMO_DECK } from './fixtures'

const lookup = (code: string) => DEMO_CARDS.find((c) => c.code.toUpperCase() === code.toUpperCase()) ?? null
const entries = (list: readonly (readonly [string, number])[]): DeckEntry[] => list.map(([code, count]) => ({ code, count }))
const validate = (list: readonly (readonly [string, number])[], format = 'standard') => creatures.deck.validate({ main: entries(list) }, format, lookup)

describe('Règles supplémentaires: copies', () => {
  it('accepts the demo deck: 40 cards, 3 copies at most, starred cards once', () => {
    expect(validate(DEMO_DECK)).toEqual({ valid: true, total: 40, issues: [] })
  })

  it('refuses a 4th copy of a card, counted across lines and letter case', () => {
    const deck = [...DEMO_DECK.filter(([code]) => code !== 'EF-004'), ['cr-001', 1] as const]
    const result = validate(deck)
    expect(result.valid).toBe(false)
    expect(result.issues).toEqual([{ severity: 'error', kind: 'copies', rule: 'RS', cards: ['CR-001'], params: { name: 'Ember Pup', code: 'CR-001', count: 4, max: 3 } }])
    expect(creatures.deck.describeIssue(result.issues[0]!, 'en')).toBe('4 copies of Ember Pup (CR-001): at most 3 of a card (rule RS).')
    expect(creatures.deck.describeIssue(result.issues[0]!, 'fr')).toBe('4 exemplaires de Ember Pup (CR-001) : au plus 3 d’une même carte (règle RS).')
  })

  it('refuses a 2nd copy of a card with the yellow star', () => {
    const deck = [...DEMO_DECK.filter(([code]) => code !== 'TR-001'), ['CR-023', 1] as const]
    const result = validate(deck)
    expect(result.issues.map((i) => [i.kind, i.params.count, i.params.max])).toEqual([['starred-copies', 2, 1]])
    expect(creatures.deck.describeIssue(result.issues[0]!, 'fr')).toContain('étoile jaune')
  })

  it('names a code no card set has', () => {
    const result = validate([...DEMO_DECK.filter(([code]) => code !== 'TR-001'), ['ZZ-9', 1]])
    expect(result.issues).toEqual([{ severity: 'error', kind: 'unknown-card', cards: ['ZZ-9'], params: { code: 'ZZ-9' } }])
  })
})

describe('deck size: interpretation I1, a format setting', () => {
  it('standard wants exactly 40 cards', () => {
    const short = validate(DEMO_DECK.slice(1))
    expect(short.issues).toEqual([{ severity: 'error', kind: 'too-few', rule: 'I1', cards: [], params: { total: 37, min: 40 } }])
    const long = validate([...DEMO_DECK, ['CR-002', 1]])
    expect(long.issues.map((i) => i.kind)).toEqual(['too-many'])
  })

  it('free wants 20 cards or more, without an upper bound', () => {
    expect(validate([...DEMO_DECK, ['CR-002', 3], ['CR-005', 3]], 'free').valid).toBe(true)
    expect(validate(DEMO_DECK.slice(0, 6), 'free').issues.map((i) => i.kind)).toEqual(['too-few'])
  })

  it('declares both formats with the rule that sets their size', () => {
    expect(creatures.deck.formats.map((f) => [f.id, f.sizes.main])).toEqual([
      ['standard', { min: 40, max: 40, rule: 'I1' }],
      ['free', { min: 20, rule: 'I1' }],
    ])
    expect(() => validate(DEMO_DECK, 'vintage')).toThrow(/Unknown creature-game deck format "vintage"/)
  })
})
