// FFTCG's play.progress: where a game stands for the playtest history, read off real boards.
import { describe, expect, it } from 'vitest'
import { fftcg } from '@shared/games/fftcg'
import { apply, newGame, type Action, type GameState } from '@shared/games/fftcg/engine'
import { board, deckOf, MIXED_DECK } from './fixtures'

function must(state: GameState, action: Action): GameState {
  const r = apply(state, action)
  if (!r.ok) throw new Error(`${action.type}: ${r.error.reason}`)
  return r.state
}

describe('FFTCG progress (the playtest history’s figures)', () => {
  it('counts the Backups on the field, not the Forwards or the hand', () => {
    const { state } = board({ field: ['1-003C', '1-010C', '1-016C'], hand: ['1-011C'], deck: ['1-009C', '1-009C'] })
    expect(fftcg.play.progress(state)).toMatchObject({ ownTurn: 2, developed: 2, dealt: 0, taken: 0, result: 'ongoing', endedBy: null })
  })

  it('3.1.1: damage dealt to the goldfish and each card put in the Damage Zone, and the rule that ends the game', () => {
    let { state } = board({ deck: ['1-009C', '1-009C', '1-009C', '1-009C'] })
    state = must(state, { type: 'damageSelf', amount: 2 })
    state = must(state, { type: 'damageOpponent', amount: 3 })
    expect(fftcg.play.progress(state)).toMatchObject({ dealt: 3, taken: 2, result: 'ongoing', endedBy: null })
    state = must(state, { type: 'damageOpponent', amount: 4 })
    expect(fftcg.play.progress(state)).toMatchObject({ dealt: 7, result: 'won', endedBy: '3.1.1' })
  })

  it('tells a mulligan from a kept hand', () => {
    const { state } = newGame(deckOf(MIXED_DECK), { seed: 3, onThePlay: true, format: 'constructed' })
    expect(fftcg.play.progress(must(state, { type: 'keepHand' })).mulliganUsed).toBe(false)
    expect(fftcg.play.progress(must(state, { type: 'mulligan', bottomOrder: [...state.zones.hand] })).mulliganUsed).toBe(true)
  })

  it('names the catalog key of a card instance, and none for an id the game has not', () => {
    const { state, hand } = board({ hand: ['1-003C'] })
    expect(fftcg.play.cardKeyOf(state, hand[0]!)).toBe('1-003')
    expect(fftcg.play.cardKeyOf(state, 'c999')).toBeNull()
  })
})
