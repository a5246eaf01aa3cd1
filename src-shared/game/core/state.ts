// The state every game's state extends: its generator, the turn and phase, the result, the card
// instances and zones, and the one slot of the question waiting for an answer.
import type { RngState } from '../rng'
import type { Question } from './question'

export interface CoreState<Zone extends string, Phase extends string, Q extends Question = Question> {
  readonly seed: number
  readonly rng: RngState
  readonly turn: number
  readonly phase: Phase
  readonly result: 'ongoing' | 'won' | 'lost'
  /** The code of each instance (shared by every state of a game). */
  readonly instances: Readonly<Record<string, string | number>>
  readonly zones: { readonly [Z in Zone]: readonly string[] }
  readonly question: Q | null
}
