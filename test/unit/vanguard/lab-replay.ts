// One game of the Vanguard lab's pilot replayed move by move through the engine (issue 25, point 3;
// issue 28): the engine is the reference. Every decision must be accepted by `apply` (SU-mulligan,
// Phase d’assistance G, Phase de Ride with or without a ride deck, appel normal, the attacks with
// their boost, guard and trigger assignments), and at each own turn's end the hand, the vanguard,
// the rear-guard circles, the deck in order, the damage dealt and the result must be the same.
import { expect } from 'vitest'
import type { VanguardCard } from '@shared/games/vanguard/card'
import { apply, CIRCLES, newGame, triggerAsked, type Action, type GameState } from '@shared/games/vanguard/engine'
import { compileLabDeck, parsePolicy, VanguardLabSim, type LabStep } from '@shared/games/vanguard/lab'

export interface ReplayOptions {
  format: 'ride-deck' | 'standard'
  ride?: string[]
  onThePlay: boolean
  seed: number
  policy: unknown
  turns: number
}

/** What the replay went through, so that a test can say the rules it covers did happen. */
export interface Seen {
  firstTurnSkipped: boolean
  overRemoved: number
  lost: boolean
  won: boolean
  gAssists: number
  rideDeckRides: number
  guards: number
  triggers: number
  turns: number
}

const id = (i: number) => `c${i + 1}`
const PHASE_ORDER = ['gAssist', 'ride', 'main', 'battle']

export function replayLabGame(cards: readonly VanguardCard[], o: ReplayOptions): Seen {
  const policy = parsePolicy(o.policy)
  const sim = new VanguardLabSim(compileLabDeck(cards, o.format, o.ride), [policy], { turns: o.turns, onThePlay: o.onThePlay })
  const steps: LabStep[] = []
  sim.onStep = (step) => steps.push(step)
  sim.play(o.seed, 0)
  let state: GameState = newGame(cards, { seed: o.seed, onThePlay: o.onThePlay, format: o.format, ...(o.ride ? { ride: o.ride } : {}) }).state
  const seen: Seen = { firstTurnSkipped: false, overRemoved: 0, lost: false, won: false, gAssists: 0, rideDeckRides: 0, guards: 0, triggers: 0, turns: 0 }
  const where = (what: string) => `${policy.name}, ${o.format}, ${o.onThePlay ? 'play' : 'draw'}, seed ${o.seed}: ${what}`
  const go = (action: Action) => {
    const result = apply(state, action)
    if (!result.ok) throw new Error(where(`the engine refused ${JSON.stringify(action)}: ${result.error.reason} (${result.error.rule})`))
    if (result.events.some((e) => e.kind === 'phaseSkipped' && e.phase === 'battle')) seen.firstTurnSkipped = true
    seen.overRemoved += result.events.filter((e) => e.kind === 'triggerEffect' && e.effect === 'over-removed').length
    state = result.state
  }
  const reach = (phase: GameState['phase']) => {
    while (PHASE_ORDER.indexOf(state.phase) < PHASE_ORDER.indexOf(phase)) go({ type: 'nextPhase' })
  }
  go({ type: 'setGoldfish', grade: 3, power: policy.goldfishPower })
  // A game over in the engine (won, or lost by deck-out) is checked at the sim's end of that turn, then ends.
  for (const step of steps) {
    if (state.result !== 'ongoing' && step.kind !== 'turnEnded') continue
    switch (step.kind) {
      case 'mulligan':
        go(step.returned.length ? { type: 'mulligan', cards: step.returned.map(id) } : { type: 'keepHand' })
        if (state.phase === 'opponent') go({ type: 'endTurn' })
        break
      case 'gAssist':
        seen.gAssists++
        go({ type: 'gAssist' })
        if (step.take !== null) go({ type: 'gAssistTake', card: id(step.take) }), go({ type: 'gAssistRemove', cards: step.remove.map(id) })
        break
      case 'ride':
        reach('ride'), go({ type: 'ride', card: id(step.card) })
        break
      case 'rideFromRideDeck':
        seen.rideDeckRides++
        reach('ride'), go({ type: 'rideFromRideDeck', discard: id(step.discard) })
        expect(state.zones.vanguard, where('the ride deck’s unit')).toEqual([id(step.card)])
        break
      case 'call':
        reach('main'), go({ type: 'call', card: id(step.card), circle: CIRCLES[step.circle]! })
        break
      case 'attack':
        reach('battle')
        if (step.guard > 0) seen.guards++
        seen.triggers += step.assign.length
        go({ type: 'attack', card: id(step.attacker), ...(step.booster >= 0 ? { booster: id(step.booster) } : {}), guard: step.guard })
        for (const unit of step.assign) go({ type: 'assignTrigger', unit: id(unit) })
        expect(triggerAsked(state), where('every trigger given')).toBeNull()
        break
      case 'turnEnded': {
        const turn = `turn ${step.turn}`
        seen.turns++
        expect(state.zones.hand, where(`${turn}: hand`)).toEqual(step.hand.map(id))
        expect(state.zones.vanguard, where(`${turn}: vanguard`)).toEqual([id(step.vanguard)])
        expect(CIRCLES.map((c) => state.circles[c]), where(`${turn}: circles`)).toEqual(step.circles.map((c) => (c < 0 ? null : id(c))))
        expect(state.zones.deck, where(`${turn}: deck`)).toEqual(step.deck.map(id))
        expect(state.goldfish.damage, where(`${turn}: damage`)).toBe(step.damage)
        expect(state.result === 'lost', where(`${turn}: lost`)).toBe(step.lost)
        seen.lost ||= step.lost
        seen.won ||= state.result === 'won'
        if (state.result !== 'ongoing') return seen
        go({ type: 'endTurn' }), go({ type: 'endTurn' })
      }
    }
  }
  return seen
}
