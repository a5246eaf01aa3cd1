// Replaying a game of any module: the same deck, seed and actions always give the same state.
import type { ApplyResult, RuleRefusal } from './module'

export interface ReplayStep<Action, Event> {
  action: Action
  events: Event[]
}

export type ReplayResult<State, Action, Event, Refusal> =
  | { ok: true; state: State; setup: Event[]; steps: ReplayStep<Action, Event>[] }
  | { ok: false; state: State; setup: Event[]; steps: ReplayStep<Action, Event>[]; index: number; error: Refusal }

export interface Replayable<Card, State, Action, Event, Refusal extends RuleRefusal, Options> {
  newGame(deck: readonly Card[], options: Options): { state: State; events: Event[] }
  apply(state: State, action: Action): ApplyResult<State, Event, Refusal>
}

/** Applies the actions in order; stops at the first refusal with its index (the state before it). */
export function replayGame<Card, State, Action, Event, Refusal extends RuleRefusal, Options>(
  rules: Replayable<Card, State, Action, Event, Refusal, Options>,
  deck: readonly Card[],
  options: Options,
  actions: readonly Action[],
): ReplayResult<State, Action, Event, Refusal> {
  const start = rules.newGame(deck, options)
  let state = start.state
  const steps: ReplayStep<Action, Event>[] = []
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index]!
    const result = rules.apply(state, action)
    if (!result.ok) return { ok: false, state, setup: start.events, steps, index, error: result.error }
    state = result.state
    steps.push({ action, events: result.events })
  }
  return { ok: true, state, setup: start.events, steps }
}
