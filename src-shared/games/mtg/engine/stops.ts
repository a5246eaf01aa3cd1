// Priority that follows the player (issue 32, the model of Arena and Forge): "to the next stop"
// passes priority (Changement de phase/étape) through every step where the player has set no
// stop or has nothing they can do, and stops where they have both. Keeping the hand goes to the
// first stop by itself, so a land can be played right after the keep. Stops are set step by step
// on the phase bar (`setStop`); the defaults are both main phases, declare attackers and the end
// step (DEFAULT_STOPS). Interpretations (docs/games/mtg-engine.md): a question of the rules
// always stops (blockers, discard, legend rule) except the attackers' when declare attackers has
// no stop (no attack is declared, as "to next turn" does); the first main phase of each new turn
// of the player always stops, so that no turn passes unseen.
import { declareAttackers } from './combat'
import { canPlayOrCast } from './legal'
import { PRIORITY_STEPS, stepSpec, type Phase } from './phases'
import { TEXT } from './rules'
import { err, ok, update } from './state'
import { passOnce } from './turn'
import type { EngineResult, GameEvent, GameState } from './types'

const skipsAttack = (state: GameState) => state.question?.kind === 'attackers' && !state.stops.includes('declareAttackers')

/** Whether the passing stops at `state`, reached from a state of turn `fromTurn`. */
function stopsAt(state: GameState, fromTurn: number): boolean {
  if (state.result !== 'ongoing') return true
  if (state.question) return !skipsAttack(state)
  if (state.zones.stack.length) return true
  if (state.phase === 'main1' && state.turn !== fromTurn) return true
  // something to do: a land to play or a spell to cast (mana abilities alone do not count)
  return state.stops.includes(state.phase) && canPlayOrCast(state)
}

/** Passes priority until a stop (stopsAt); the events of every step passed go to `events`. */
export function advanceToStop(state: GameState, events: GameEvent[]): GameState {
  const fromTurn = state.turn
  let next = state
  for (let guard = 0; guard < 500 && next.result === 'ongoing'; guard++) {
    if (skipsAttack(next)) {
      const none = declareAttackers(next, [])
      if (!none.ok) break
      events.push(...none.events)
      next = none.state
      continue
    }
    if (next.question) break
    next = passOnce(next, events)
    if (stopsAt(next, fromTurn)) break
  }
  return next
}

/** "To the next stop": with a spell on the stack, the top resolves (the player gets priority again); else the steps pass to the next stop. */
export function passToStop(state: GameState): EngineResult {
  const events: GameEvent[] = []
  if (state.zones.stack.length) return ok(passOnce(state, events), events)
  return ok(advanceToStop(state, events), events)
}

/** A stop set or taken off a step that gives priority (1.1: none in untap; 5.2: none in cleanup). */
export function setStop(state: GameState, phase: Phase, on: boolean): EngineResult {
  if (!PRIORITY_STEPS.includes(phase)) return err('no-priority', stepSpec(phase).rule ?? TEXT.stepEnds, `no player receives priority in the ${phase} step: it has no stop`, { phase })
  const stops = on ? [...new Set([...state.stops, phase])] : state.stops.filter((p) => p !== phase)
  return ok(update(state, { stops: PRIORITY_STEPS.filter((p) => stops.includes(p)) }), [])
}
