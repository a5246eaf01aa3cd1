// The question the rules ask and the game waits on (an EX Burst, a revealed trigger's unit, the
// attackers to declare, a discard): one slot in the state. A rule asks by putting it there; while
// it is there the gate lets through only its answers and what its kind leaves open; the answer
// clears it. boardgame.io's `activePlayers` stage and ygopro-core's single "select" message are
// the models: one mechanism, whatever asks.
import type { Localized, PendingChoice } from '../module'

export interface Question<Kind extends string = string, Data = unknown> {
  readonly kind: Kind
  /** What the table shows the player, in both languages. */
  readonly prompt: Localized
  /** The card (or other) ids to choose from; empty when the answer is not a choice of cards. */
  readonly choices: readonly string[]
  readonly min: number
  readonly max: number
  /** The rule that asks. */
  readonly rule: string
  /** What the game keeps to resolve the answer (the revealed card, the attack's power…). */
  readonly data: Data
}

/** Anything with the slot. */
export interface Asking<Q extends Question = Question> {
  readonly question: Q | null
}

/** How the gate treats the actions while a question of this kind waits. */
export interface QuestionKind<ActionType extends string> {
  /** The actions that answer it. */
  readonly answers: ReadonlySet<ActionType>
  /**
   * What else stays open while it waits: 'all' (the player's manual actions, say), or a set. The
   * rest is refused with `reason` and the question's rule.
   */
  readonly open: 'all-but' | 'only'
  /** With 'only': the actions allowed besides the answers. With 'all-but': the actions refused. */
  readonly others: ReadonlySet<ActionType>
  readonly reason: string
  /** The rule the refusal names (Magic's priority rule); by default the question's own. */
  readonly rule?: string
  /** The refusal's params (what the log's French text reads); by default the question's kind. */
  readonly params?: (question: Question) => Record<string, string | number>
}

export function ask<S extends Asking<Q>, Q extends Question>(state: S, question: Q): S {
  return { ...state, question }
}

export function answered<S extends Asking>(state: S): S {
  return state.question === null ? state : { ...state, question: null }
}

/** The question as the generic table reads it (`play.pending`). */
export function pendingView(question: Question | null): PendingChoice | null {
  if (!question) return null
  const view: PendingChoice = { kind: question.kind, prompt: question.prompt, from: [...question.choices], min: question.min, max: question.max }
  if (question.rule) view.rule = question.rule
  return view
}

/** Whether `type` may be applied while the question waits. */
export function allowedWhileAsked<T extends string>(kind: QuestionKind<T>, type: T): boolean {
  if (kind.answers.has(type)) return true
  return kind.open === 'only' ? kind.others.has(type) : !kind.others.has(type)
}
