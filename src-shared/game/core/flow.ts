// The turn runner: phases are data (boardgame.io's `Flow`), one runner moves through them. A phase
// says what happens when it begins (`onBegin`), whether it passes by itself (`auto`), when it is
// skipped and by which rule (`skip`), what it ends with (`onEnd`), whether entering it begins a
// turn (`beginsTurn`), which actions it allows (`allows`) and what follows (`next`). A game
// declares its phases; it never writes the loop.
import type { PhaseSpec } from '../module'

export interface FlowPhase<P extends string, S, E> extends PhaseSpec<P, S, E> {
  /** Entering it begins a turn: the game's turn count and resets, before the phase's own event. */
  readonly beginsTurn?: (state: S, events: E[]) => S
  /** The rule that skips it now (the first player's first battle phase), or null. */
  readonly skip?: (state: S) => string | null
  /** What the rules do as it ends (the clash's damage, the cleanup). */
  readonly onEnd?: (state: S, events: E[]) => S
  /** The phase that follows; by default the next one declared. */
  readonly next?: (state: S) => P
  /** The only action types it allows (the mulligan's); absent: every action checks its own timing. */
  readonly allows?: ReadonlySet<string>
  /** The refusal of an action it does not allow: its kind, rule and reason. */
  readonly refuses?: { readonly kind: string; readonly rule: string; readonly reason: string }
}

export interface PhaseState<P extends string> {
  readonly phase: P
  readonly result: string
}

/** What the runner needs of a game besides its phases: how it writes the phase and logs it. */
export interface FlowHooks<P extends string, S, E> {
  /** The state in `phase` (a plain spread, or the game's copy for its hot paths). */
  setPhase(state: S, phase: P): S
  entered(phase: P): E
  skipped(phase: P, rule: string): E
  /**
   * Whether a phase that passes by itself waits for the player this time (a question its
   * `onBegin` asked, the priority Magic's cleanup gives when something happened). Absent: never.
   */
  waits?(state: S): boolean
}

export interface Flow<P extends string, S extends PhaseState<P>, E> {
  readonly phases: readonly FlowPhase<P, S, E>[]
  readonly hooks: FlowHooks<P, S, E>
  spec(phase: P): FlowPhase<P, S, E>
  /** The phase declared after `phase` (the last wraps to the first turn phase), precomputed: the runner asks it at every step. */
  following(phase: P): P
}

export function defineFlow<P extends string, S extends PhaseState<P>, E>(phases: readonly FlowPhase<P, S, E>[], hooks: FlowHooks<P, S, E>): Flow<P, S, E> {
  const byId = new Map<P, FlowPhase<P, S, E>>(phases.map((p) => [p.id, p]))
  const first = phases.find((p) => !p.beforeTurns)
  const after = new Map<P, P>(phases.map((p, i) => [p.id, (phases[i + 1] ?? first ?? p).id]))
  return {
    phases,
    hooks,
    spec(phase) {
      const found = byId.get(phase)
      if (!found) throw new Error(`unknown phase ${phase}`)
      return found
    },
    following: (phase) => after.get(phase)!,
  }
}

/** The phase declared after `phase` (its `next` when it has one); the last wraps to the first turn phase. */
export function nextPhaseOf<P extends string, S extends PhaseState<P>, E>(flow: Flow<P, S, E>, state: S, phase: P): P {
  const spec = flow.spec(phase)
  return spec.next ? spec.next(state) : flow.following(phase)
}

/**
 * Enters `phase` and goes on through the phases that are skipped or pass by themselves, up to one
 * that waits for the player (or the end of the game).
 */
export function enterPhase<P extends string, S extends PhaseState<P>, E>(flow: Flow<P, S, E>, state: S, phase: P, events: E[]): S {
  let next = state
  let id = phase
  for (let guard = 0; guard <= flow.phases.length * 2; guard++) {
    const spec = flow.spec(id)
    if (spec.beginsTurn) next = spec.beginsTurn(next, events)
    const skippedBy = spec.skip?.(next) ?? null
    if (skippedBy !== null) {
      events.push(flow.hooks.skipped(id, skippedBy))
      id = nextPhaseOf(flow, next, id)
      continue
    }
    events.push(flow.hooks.entered(id))
    next = flow.hooks.setPhase(next, id)
    if (spec.onBegin) next = spec.onBegin(next, events)
    if (!spec.auto || next.result !== 'ongoing' || flow.hooks.waits?.(next)) return next
    id = nextPhaseOf(flow, next, id)
  }
  throw new Error(`the phases from ${phase} never wait for the player`)
}

/** Ends the current phase (its `onEnd`) and enters the next. */
export function advancePhase<P extends string, S extends PhaseState<P>, E>(flow: Flow<P, S, E>, state: S, events: E[]): S {
  const spec = flow.spec(state.phase)
  const ended = spec.onEnd ? spec.onEnd(state, events) : state
  if (ended.result !== 'ongoing') return ended
  return enterPhase(flow, ended, nextPhaseOf(flow, ended, state.phase), events)
}

/** Advances until `stop` says so (the end of a turn: the opponent's turn or the next main phase). */
export function advanceUntil<P extends string, S extends PhaseState<P>, E>(flow: Flow<P, S, E>, state: S, events: E[], stop: (state: S) => boolean): S {
  let next = advancePhase(flow, state, events)
  for (let guard = 0; guard < flow.phases.length * 2 && next.result === 'ongoing' && !stop(next); guard++) next = advancePhase(flow, next, events)
  return next
}
