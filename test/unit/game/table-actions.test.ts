// The generic "arrange the top of the deck" every game's arrangeTop uses.
import { describe, expect, it } from 'vitest'
import { deckWithTopArranged } from '@shared/game/table-actions'

describe('deckWithTopArranged', () => {
  const deck = ['a', 'b', 'c', 'd', 'e']
  it('puts the top cards back in the order given, some under the deck', () => {
    expect(deckWithTopArranged(deck, ['c', 'a'], ['b'])).toEqual(['c', 'a', 'd', 'e', 'b'])
    expect(deckWithTopArranged(deck, [], ['a'])).toEqual(['b', 'c', 'd', 'e', 'a'])
  })
  it('refuses anything but exactly the top cards, each once', () => {
    for (const [top, bottom] of [[[], []], [['a', 'a'], []], [['a', 'c'], []], [['a'], ['a']], [['a', 'b', 'c', 'd', 'e', 'f'], []]] as const)
      expect(deckWithTopArranged(deck, top, bottom), `${top}|${bottom}`).toBeNull()
  })
})
