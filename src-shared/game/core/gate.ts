// The gate: every action is checked here before any game code runs (boardgame.io's reducer checks
// a move against the stage first): a finished game takes nothing, a phase that lists what it allows
// (the mulligan) takes only that, and a waiting question takes only its answers and what its kind
// leaves open. Each refusal names its rule.
import type { Flow, PhaseState } from './flow'
import { allowedWhileAsked, type Question, type QuestionKind } from './question'
import { refuse, type Fail, type Refusal } from './refusal'

export interface GateSpec<P extends string, S extends PhaseState<P> & { readonly question: Question | null }, E, T extends string> {
  readonly flow: Flow<P, S, E>
  /** The rule that ends a game (its refusal of any action after it). */
  readonly overRule: string
  readonly questions: Readonly<Record<string, QuestionKind<T>>>
}

export function gateRefusal<P extends string, S extends PhaseState<P> & { readonly question: Question | null }, E, T extends string>(
  gate: GateSpec<P, S, E, T>,
  state: S,
  type: T,
): Fail<Refusal> | null {
  if (state.result !== 'ongoing') return refuse('game-over', gate.overRule, `the game is over (${state.result})`, { result: state.result })
  const phase = gate.flow.spec(state.phase)
  if (phase.allows && !phase.allows.has(type)) {
    const r = phase.refuses ?? { kind: 'wrong-phase', rule: phase.rule ?? '', reason: `not in the ${phase.id} phase` }
    return refuse(r.kind, r.rule, r.reason, { phase: state.phase })
  }
  const question = state.question
  if (question) {
    const kind = gate.questions[question.kind]
    if (!kind) throw new Error(`no question kind ${question.kind}`)
    if (!allowedWhileAsked(kind, type)) return refuse('pending', kind.rule ?? question.rule, kind.reason, kind.params ? kind.params(question) : { pending: question.kind })
  }
  return null
}
