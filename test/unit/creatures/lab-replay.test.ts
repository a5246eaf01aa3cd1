// The engine is the reference (issue 25, point 3): every game of the lab's pilot, under every
// mulligan preset, on the play and on the draw, is replayed through the engine's `apply` from the
// same seed (the lab's deal and its shuffle after the partial mulligan are the engine's). Each
// decision must be accepted ("Le déroulement", 1.3 sacrifices and RS, PA, "Le Plateau", 1.3.1),
// and after each turn's clash the hand, the creature slots with their rest countdown (1.3), the
// deck in order and the LP dealt must be the same; a win (I10) must end both games on that turn.
import { describe, expect, it } from 'vitest'
import type { CreatureCard } from '@shared/games/creatures/card'
import { apply, newGame, type Action, type GameState } from '@shared/games/creatures/engine'
import { STARTING_LP } from '@shared/games/creatures/engine/state'
import { compileLabDeck, CreatureLabSim, gameSeed, parsePolicy, PRESET_NAMES, type LabStep } from '@shared/games/creatures/lab'
import { deckOf, demoDeck } from './fixtures'

const id = (i: number) => `c${i + 1}`
const sorted = (list: readonly string[]) => [...list].sort()

interface Seen {
  games: number
  turns: number
  summons: number
  sacrifices: number
  attacks: number
  mulligans: number
  won: number
}

function replay(cards: readonly CreatureCard[], policy: string, onThePlay: boolean, seed: number, turns: number, seen: Seen): void {
  const sim = new CreatureLabSim(compileLabDeck(cards), [parsePolicy(policy)], { turns, onThePlay })
  const steps: LabStep[] = []
  sim.onStep = (step) => steps.push(step)
  sim.play(seed, 0)
  let state: GameState = newGame(cards, { seed, onThePlay, format: 'standard' }).state
  const where = (what: string) => `${policy}, ${onThePlay ? 'play' : 'draw'}, seed ${seed}: ${what}`
  const go = (action: Action) => {
    const result = apply(state, action)
    if (!result.ok) throw new Error(where(`the engine refused ${JSON.stringify(action)}: ${result.error.reason} (${result.error.rule})`))
    state = result.state
  }
  seen.games++
  for (const step of steps) {
    switch (step.kind) {
      case 'mulligan':
        if (step.bottom.length) seen.mulligans++
        go(step.bottom.length ? { type: 'mulligan', cards: step.bottom.map(id) } : { type: 'keepHand' })
        // On the draw the goldfish plays the first turn.
        if (state.phase === 'opponent') go({ type: 'endTurn' })
        break
      case 'summon':
        expect(state.phase, where('summons in the primary phase')).toBe('primary')
        seen.summons++
        seen.sacrifices += step.sacrifices.length
        go({ type: 'summon', card: id(step.card), posture: 'offensive', sacrifices: step.sacrifices.map(id) })
        break
      case 'attack':
        if (state.phase === 'primary') go({ type: 'nextPhase' })
        seen.attacks++
        go({ type: 'attack', card: id(step.card) })
        break
      case 'turnEnded': {
        const turn = `turn ${step.turn}`
        seen.turns++
        // From the primary phase or the clash through the clash's end and the final phase.
        go({ type: 'endTurn' })
        expect(state.ownTurn, where(turn)).toBe(step.turn)
        expect(STARTING_LP - state.opponent.lp, where(`${turn}: LP dealt`)).toBe(step.dealt)
        expect(state.result, where(`${turn}: won`)).toBe(step.dealt >= STARTING_LP ? 'won' : 'ongoing')
        expect(sorted(state.zones.hand), where(`${turn}: hand`)).toEqual(sorted(step.hand.map(id)))
        expect(state.zones.deck, where(`${turn}: deck`)).toEqual(step.deck.map(id))
        const field = step.field.map((c, i) => `${id(c)} rests ${step.rest[i]}`)
        const engineField = state.zones.creatures.map((c) => `${c} rests ${state.status[c]!.posture === 'rest' ? state.status[c]!.restTurns : 0}`)
        expect(sorted(engineField), where(`${turn}: creatures`)).toEqual(sorted(field))
        if (state.result === 'won') {
          seen.won++
          return
        }
        // The goldfish's turn, then the next own turn's draw (the rest countdown, 1.3).
        go({ type: 'endTurn' })
      }
    }
  }
}

/** A deck heavy in levels 1–3: summons that sacrifice, and the five slots (Le Plateau) filling up. */
const HIGH_LEVELS = deckOf([
  ['CR-001', 3], ['CR-004', 3], ['CR-006', 3], ['CR-009', 3], ['CR-013', 3], ['CR-014', 3], ['CR-016', 3],
  ['CR-018', 3], ['CR-020', 3], ['CR-021', 3], ['CR-022', 3], ['CR-023', 1], ['CR-024', 1], ['CR-025', 1],
  ['EF-002', 2], ['TR-001', 2],
])

describe('the creature lab replayed move by move through the engine (issue 25, point 3)', { timeout: 60_000 }, () => {
  // 2 decks × 4 presets × play and draw × 130 seeds: 2,080 games of 8 turns.
  for (const [name, cards] of [['demo deck', demoDeck()], ['high levels', HIGH_LEVELS]] as const) {
    it(`${name}: every preset, on the play and on the draw, agrees with the engine turn by turn`, () => {
      expect(cards).toHaveLength(40)
      const seen: Seen = { games: 0, turns: 0, summons: 0, sacrifices: 0, attacks: 0, mulligans: 0, won: 0 }
      for (const policy of PRESET_NAMES)
        for (const onThePlay of [true, false])
          for (let g = 0; g < 130; g++) replay(cards, policy, onThePlay, gameSeed(25, g), 8, seen)
      expect(seen.games).toBe(PRESET_NAMES.length * 2 * 130)
      // The rules the replay covers did happen: partial mulligans, sacrifices (1.3), attacks and wins.
      expect(seen.mulligans).toBeGreaterThan(seen.games / 4)
      expect(seen.sacrifices).toBeGreaterThan(seen.games)
      expect(seen.attacks).toBeGreaterThan(seen.games * 3)
      expect(seen.won).toBeGreaterThan(0)
    })
  }
})
