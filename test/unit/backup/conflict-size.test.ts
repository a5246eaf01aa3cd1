// A restore's conflict list says each side's size as the library counts the deck: every pile its
// format's total names (Vanguard's DC-50: the ride deck counts in the 50), else the main pile.
import { describe, expect, it } from 'vitest'
import { deckCardCount, planRestore, type BackupDeck, type BackupFile } from '@shared/backup'
import { deckPiles } from '../vanguard/fixtures'

function deck(patch: Partial<BackupDeck> & Pick<BackupDeck, 'game' | 'format' | 'piles'>): BackupDeck {
  return { id: 'd1', name: 'Deck', notes: '', tags: [], createdAt: 1, updatedAt: 2, lastOpenedAt: null, deletedAt: null, editsSinceVersion: 0, lastVersionAt: null, ...patch }
}

describe('the conflict list’s deck sizes', () => {
  it('DC-50: counts a Vanguard deck’s ride deck with its main deck, 4 + 46 = 50, on both sides of a conflict', () => {
    const { ride, main } = deckPiles('dsd01')
    const mine = deck({ game: 'vanguard', format: 'ride-deck', name: 'Mine', piles: { ride, main } })
    const theirs = deck({ game: 'vanguard', format: 'ride-deck', name: 'Theirs', piles: { ride, main } })
    const plan = planRestore({ decks: [mine], versions: [], playtests: [], labResults: [] }, { decks: [theirs], versions: [], playtests: [], labResults: [] } as unknown as BackupFile)
    expect(plan.conflicts).toHaveLength(1)
    expect(main.reduce((n, e) => n + e.count, 0)).toBe(46)
    expect(deckCardCount(plan.conflicts[0]!.mine)).toBe(50)
    expect(deckCardCount(plan.conflicts[0]!.theirs)).toBe(50)
  })

  it('counts the starting vanguard of the format without a ride deck: 1 + 49', () => {
    const { ride, main } = deckPiles('dsd01')
    const more = main.map((e, i) => (i === 0 ? { ...e, count: e.count + 3 } : e))
    expect(deckCardCount(deck({ game: 'vanguard', format: 'standard', piles: { ride: ride.slice(0, 1), main: more } }))).toBe(50)
  })

  it('8.1.1.1: an FFTCG deck’s Limit Break cards are not counted; a Magic sideboard is not either', () => {
    const fftcg = deck({ game: 'fftcg', format: 'constructed', piles: { main: [{ code: '1-001H', count: 3 }], limitBreak: [{ code: '1-002R', count: 1 }] } })
    expect(deckCardCount(fftcg)).toBe(3)
    const mtg = deck({ game: 'mtg', format: 'modern', piles: { main: [{ code: 'a', count: 60 }], sideboard: [{ code: 'b', count: 15 }] } })
    expect(deckCardCount(mtg)).toBe(60)
  })
})
