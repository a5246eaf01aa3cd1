// The creature game's play.progress: where a game stands for the playtest history.
import { describe, expect, it } from 'vitest'
import { creatures } from '@shared/games/creatures'
import { newGame } from '@shared/games/creatures/engine'
import { INTERPRETATION } from '@shared/games/creatures/rules'
import { everyCard, idsOf, play, started } from './fixtures'

describe('creature game progress (the playtest history’s figures)', () => {
  it('Déroulement: LP taken from the goldfish and lost count from 8000; I10: 0 LP ends the game', () => {
    let state = play(started(), { type: 'changeLife', side: 'opponent', amount: -3000 }, { type: 'changeLife', side: 'player', amount: -800 })
    expect(creatures.play.progress(state)).toMatchObject({ ownTurn: 1, dealt: 3000, taken: 800, result: 'ongoing', endedBy: null })
    state = play(state, { type: 'changeLife', side: 'opponent', amount: -5000 })
    expect(creatures.play.progress(state)).toMatchObject({ dealt: 8000, result: 'won', endedBy: INTERPRETATION.lifeZero })
  })

  it('Plateau: counts the creatures in their slots, not the magic or terrain cards', () => {
    let state = started()
    const [first, second] = [idsOf(state, 'CR-001')[0]!, idsOf(state, 'CR-003')[0]!]
    const [magic, terrain] = [idsOf(state, 'EF-002')[0]!, idsOf(state, 'TR-001')[0]!]
    state = play(
      state,
      { type: 'move', card: first, to: 'creatures' },
      { type: 'move', card: second, to: 'creatures' },
      { type: 'move', card: magic, to: 'magic' },
      { type: 'move', card: terrain, to: 'terrain' },
    )
    expect(creatures.play.progress(state).developed).toBe(2)
  })

  it('Déroulement: a kept hand is no mulligan; cards put under the deck are', () => {
    const fresh = newGame(everyCard(), { seed: 1, onThePlay: true, format: 'standard' }).state
    expect(creatures.play.progress(play(fresh, { type: 'keepHand' })).mulliganUsed).toBe(false)
    expect(creatures.play.progress(play(fresh, { type: 'mulligan', cards: [fresh.zones.hand[0]!] })).mulliganUsed).toBe(true)
  })
})
