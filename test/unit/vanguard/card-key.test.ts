// The table finds a card's data (its text) in the game view by `play.cardKeyOf`, and main keys
// that data by `cards.keyOf`: both must give the same key, whatever the spelling of the code.
import { describe, expect, it } from 'vitest'
import { vanguard } from '@shared/games/vanguard'
import { newGame } from '@shared/games/vanguard/engine'
import { card, deckPiles } from './fixtures'

describe('cardKeyOf agrees with cards.keyOf', () => {
  it('for the bundled cards of dsd01', () => {
    const deck = [...deckPiles('dsd01').main, ...deckPiles('dsd01').ride].map((e) => card(e.code))
    const { state } = newGame(deck, { seed: 3, onThePlay: true, format: 'ride-deck' })
    for (const [id, code] of Object.entries(state.instances)) expect(vanguard.play.cardKeyOf(state, id)).toBe(vanguard.cards.keyOf(card(code)))
  })

  it('for a user card whose code is written in lower case', () => {
    const own = { ...card('D-SD01/013'), code: 'my-001' }
    const { state } = newGame([own, ...Array.from({ length: 49 }, () => card('D-SD01/013'))], { seed: 1, onThePlay: true, format: 'standard' })
    const id = Object.keys(state.instances).find((i) => state.instances[i] === 'my-001')!
    expect(vanguard.play.cardKeyOf(state, id)).toBe(vanguard.cards.keyOf(own))
    expect(vanguard.play.cardKeyOf(state, 'c999')).toBeNull()
  })
})
