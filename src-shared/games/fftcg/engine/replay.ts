// Replaying a game: the same deck, seed and actions always give the same state.
import type { Card } from '../card'
import type { Action } from './actions'
import { apply } from './apply'
import { newGame, type NewGameOptions } from './state'
import type { GameEvent, GameState, RuleError } from './types'

export interface ReplayStep {
  action: Action
  events: GameEvent[]
}

export type ReplayResult =
  | { ok: true; state: GameState; setup: GameEvent[]; steps: ReplayStep[] }
  | { ok: false; state: GameState; setup: GameEvent[]; steps: ReplayStep[]; index: number; error: RuleError }

/** Applies the actions in order; stops at the first refusal with its index (the state before it). */
export function replay(deck: readonly Card[], options: NewGameOptions, actions: readonly Action[]): ReplayResult {
  const start = newGame(deck, options)
  let state = start.state
  const steps: ReplayStep[] = []
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index]!
    const result = apply(state, action)
    if (!result.ok) return { ok: false, state, setup: start.events, steps, index, error: result.error }
    state = result.state
    steps.push({ action, events: result.events })
  }
  return { ok: true, state, setup: start.events, steps }
}
