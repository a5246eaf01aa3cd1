// A game of dsd01, a real start deck, for the engine's tests.
import { apply, newGame, type Action, type GameState } from '@shared/games/vanguard/engine'
import type { VanguardCard } from '@shared/games/vanguard/card'
import { card, deckPiles } from './fixtures'

const piles = deckPiles('dsd01')
const rideCards = piles.ride.map((e) => card(e.code))
const mainCards: VanguardCard[] = piles.main.flatMap((e) => Array.from({ length: e.count }, () => card(e.code)))
export const deck = [...mainCards, ...rideCards]

export function start(format: 'ride-deck' | 'standard' = 'ride-deck', seed = 7) {
  const ride = format === 'ride-deck' ? rideCards.map((c) => c.code) : [rideCards.find((c) => c.grade === 0)!.code]
  return newGame(deck, { seed, onThePlay: true, format, ride })
}
export function run(state: GameState, ...actions: Action[]): GameState {
  return actions.reduce((s, action) => {
    const result = apply(s, action)
    if (!result.ok) throw new Error(`${action.type}: ${result.error.reason}`)
    return result.state
  }, state)
}
export const grade = (state: GameState, id: string) => state.defs[state.instances[id]!]!.grade
