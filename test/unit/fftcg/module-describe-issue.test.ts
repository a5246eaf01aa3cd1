// The FFTCG module describes a deck issue for a screen that shows the rule number apart
// (the deck validation panel): the same sentence, without "(rule …)".
import { describe, expect, it } from 'vitest'
import { fftcg } from '@shared/games/fftcg'
import { legalFireDeck, lookup } from '../deck/fixtures'

describe('8.1.1.1 deck size, as the module describes it', () => {
  const short = fftcg.deck.validate({ main: legalFireDeck().slice(1) }, 'constructed', lookup).issues[0]!

  it('ends the sentence with its rule by default, in both languages', () => {
    expect(short).toMatchObject({ kind: 'deck-size', rule: '8.1.1.1' })
    expect(fftcg.deck.describeIssue(short, 'en')).toMatch(/^A constructed deck has exactly 50 cards; this one has \d+: add \d+\. \(rule 8\.1\.1\.1\)$/)
    expect(fftcg.deck.describeIssue(short, 'fr')).toMatch(/\(règle 8\.1\.1\.1\)$/)
  })

  it('leaves the rule out when asked, and nothing else', () => {
    for (const locale of ['en', 'fr'] as const) {
      const withRule = fftcg.deck.describeIssue(short, locale)
      const without = fftcg.deck.describeIssue(short, locale, { withRule: false })
      expect(without).not.toContain('8.1.1.1')
      expect(withRule.startsWith(without)).toBe(true)
    }
    expect(short.rule).toBe('8.1.1.1')
  })
})
