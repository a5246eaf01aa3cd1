// Replaying an FFTCG game: the generic replay over this engine.
import type { Card } from '../card'
import { replayGame, type ReplayResult as GenericReplayResult, type ReplayStep as GenericReplayStep } from '../../../game/replay'
import type { Action } from './actions'
import { apply } from './apply'
import { newGame, type NewGameOptions } from './state'
import type { GameEvent, GameState, RuleError } from './types'

export type ReplayStep = GenericReplayStep<Action, GameEvent>
export type ReplayResult = GenericReplayResult<GameState, Action, GameEvent, RuleError>

/** Applies the actions in order; stops at the first refusal with its index (the state before it). */
export function replay(deck: readonly Card[], options: NewGameOptions, actions: readonly Action[]): ReplayResult {
  return replayGame({ newGame, apply }, deck, options, actions)
}
