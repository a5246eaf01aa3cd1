// The engine is the reference (issue 25, point 3): games of the Vanguard lab's pilot, on the six
// real start decks of the fixtures, in both formats (a ride deck; standard, with G assist), under
// every preset (the goldfish and the guarding opponent, 3. Étape de garde), on the play and on the
// draw, replayed through `apply` (./lab-replay.ts) with zones, damage and result compared after
// each turn. Issue 28's
// recent rules must happen along the way: no battle phase in the first player's first turn
// (SU-first-turn), the ride deck's discard-to-ride, G assist, and the over trigger removed from
// the game (OT-removed).
import { describe, expect, it } from 'vitest'
import type { VanguardCard } from '@shared/games/vanguard/card'
import { gameSeed, PRESET_NAMES } from '@shared/games/vanguard/lab'
import { card, deckPiles, DECK_NAMES } from './fixtures'
import { replayLabGame, type Seen } from './lab-replay'

function deckOf(name: string): { cards: VanguardCard[]; ride: string[] } {
  const piles = deckPiles(name)
  const ride = piles.ride.map((e) => card(e.code))
  return { cards: [...piles.main.flatMap((e) => Array.from({ length: e.count }, () => card(e.code))), ...ride], ride: ride.map((c) => c.code) }
}

/** dsd01 with an over trigger for one of its critical triggers, so that one is revealed in some games. */
function withOver(): { cards: VanguardCard[]; ride: string[] } {
  const { cards, ride } = deckOf('dsd01')
  const first = cards.findIndex((c) => c.code === 'D-SD01/011')
  return { cards: [...cards.slice(0, first), ...cards.slice(first + 1), card('D-BT01/013')], ride }
}

const SEEDS = 12

describe('the Vanguard lab replayed move by move through the engine (issue 25, point 3; issue 28)', { timeout: 300_000 }, () => {
  // The 6 start decks × 2 formats × 4 presets × play and draw × 12 seeds: 2,304 games of 7 turns.
  const decks = DECK_NAMES.map((name) => (name === 'dsd01' ? (['dsd01 with an over trigger', withOver()] as const) : ([name, deckOf(name)] as const)))
  for (const [name, deck] of decks) {
    it(`${name}: both formats, every preset, on the play and on the draw, agree with the engine turn by turn`, () => {
      const totals = { games: 0, firstTurnSkipped: 0, overRemoved: 0, gAssists: 0, rideDeckRides: 0, guards: 0, triggers: 0, won: 0, turns: 0 }
      for (const format of ['ride-deck', 'standard'] as const) {
        // Standard: no ride deck, only the grade 0 starts on (VC) (SU-setup).
        const ride = format === 'ride-deck' ? deck.ride : deck.ride.slice(0, 1)
        for (const policy of PRESET_NAMES)
          for (const onThePlay of [true, false])
            for (let g = 0; g < SEEDS; g++) {
              const seen: Seen = replayLabGame(deck.cards, { format, ride, onThePlay, seed: gameSeed(25, g), policy, turns: 7 })
              totals.games++
              totals.firstTurnSkipped += seen.firstTurnSkipped ? 1 : 0
              totals.overRemoved += seen.overRemoved
              totals.gAssists += seen.gAssists
              totals.rideDeckRides += seen.rideDeckRides
              totals.guards += seen.guards
              totals.triggers += seen.triggers
              totals.won += seen.won ? 1 : 0
              totals.turns += seen.turns
            }
      }
      expect(totals.games).toBe(2 * PRESET_NAMES.length * 2 * SEEDS)
      // Every game on the play skipped its first battle phase (SU-first-turn).
      expect(totals.firstTurnSkipped).toBe(totals.games / 2)
      expect(totals.rideDeckRides).toBeGreaterThan(0)
      expect(totals.gAssists).toBeGreaterThan(0)
      expect(totals.guards).toBeGreaterThan(0)
      expect(totals.triggers).toBeGreaterThan(totals.games)
      expect(totals.won).toBeGreaterThan(0)
      if (name.includes('over')) expect(totals.overRemoved).toBeGreaterThan(0)
      expect(totals.turns).toBeGreaterThan(totals.games * 4)
    })
  }
})
