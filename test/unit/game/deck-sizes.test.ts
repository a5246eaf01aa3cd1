// The deck counter's figures from each game's deck rules (deckSizes): the whole deck as the rules
// count it and each pile the format gives a size. Vanguard's ride deck counts in the 50 (DC-50);
// FFTCG's Limit Break pile is no part of the 50 (8.1.1.1); the creature game counts its one pile (I1).
import { describe, expect, it } from 'vitest'
import { deckSizes } from '@shared/game/deck-piles'
import { creatures } from '@shared/games/creatures'
import { fftcg } from '@shared/games/fftcg'
import { vanguard } from '@shared/games/vanguard'
import { DECK_NAMES, deckPiles, lookup } from '../vanguard/fixtures'

const entries = (count: number, code = 'X') => [{ code, count }]

describe('deckSizes', () => {
  it('DC-50: a Vanguard deck with a ride deck is 4 + 46 = 50 of 50, each pile against its own size', () => {
    const sizes = deckSizes(vanguard.deck, 'ride-deck', { ride: entries(4), main: entries(46) })
    expect(sizes.total).toEqual({ count: 50, min: 50, max: 50, fits: true })
    expect(sizes.piles).toEqual({ ride: { count: 4, min: 4, max: 4, fits: true }, main: { count: 46, min: 46, max: 46, fits: true } })
    // Regression: the editor counted the main pile alone and showed "46 / 46".
    expect(deckSizes(vanguard.deck, 'ride-deck', { ride: entries(4), main: entries(47) }).total).toMatchObject({ count: 51, fits: false })
  })

  it('DC-starting-vanguard: without a ride deck, 1 + 49; a ride deck of 4 there is too many for its pile', () => {
    const sizes = deckSizes(vanguard.deck, 'standard', { ride: entries(4), main: entries(46) })
    expect(sizes.total).toMatchObject({ count: 50, fits: true })
    expect(sizes.piles.ride).toMatchObject({ count: 4, min: 1, max: 1, fits: false })
    expect(sizes.piles.main).toMatchObject({ count: 46, min: 49, fits: false })
  })

  it('counts what deck.validate counts, for the six reference decks', () => {
    for (const name of DECK_NAMES) {
      const { ride, main } = deckPiles(name)
      const deck = { ride, main }
      expect(deckSizes(vanguard.deck, 'ride-deck', deck).total).toMatchObject({ count: vanguard.deck.validate(deck, 'ride-deck', lookup).total, fits: true })
    }
  })

  it('8.1.1.1: FFTCG counts the main deck, 50 constructed and 40 or more limited; its Limit Break pile is not counted', () => {
    const deck = { main: entries(50, '1-001'), limitBreak: entries(3, '1-002') }
    expect(deckSizes(fftcg.deck, 'constructed', deck)).toEqual({ total: { count: 50, min: 50, max: 50, fits: true }, piles: { main: { count: 50, min: 50, max: 50, fits: true } } })
    expect(deckSizes(fftcg.deck, 'limited', { main: entries(39, '1-001') }).total).toEqual({ count: 39, min: 40, fits: false })
  })

  it('I1: the creature game counts its one pile, 40 in standard', () => {
    expect(deckSizes(creatures.deck, 'standard', { main: entries(40) }).total).toMatchObject({ count: 40, min: 40, max: 40, fits: true })
  })

  it('gives no total for a format the game does not have', () => {
    expect(deckSizes(vanguard.deck, 'constructed', { main: entries(50) })).toEqual({ total: null, piles: {} })
  })
})
