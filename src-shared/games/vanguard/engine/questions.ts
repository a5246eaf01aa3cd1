// The questions Vanguard's rules ask, in the engine core's one slot (`state.question`): a revealed
// trigger's unit (4. Étape de conduite, 5. Étape des dommages), G assist's card to take and its
// two cards to remove (Phase d’assistance G), and the guard step of the goldfish's attack on your
// vanguard (3. Étape de garde). The gate lets through only each kind's answers and what it leaves
// open; `data` keeps what the rules need to go on. A trigger revealed during the goldfish's attack
// keeps that attack in its data, asked again once the trigger is given.
import { pendingView, type QuestionKind } from '../../../game/core'
import type { PendingChoice } from '../../../game/module'
import { BATTLE_STEP_RULE } from '../rules'
import type { ActionType } from './actions'
import type { Defence, GameState, PendingGAssist, PendingTrigger } from './types'

export const triggerAsked = (state: GameState): PendingTrigger | null => (state.question?.kind === 'triggerUnit' ? state.question.data : null)
export const gAssistAsked = (state: GameState): PendingGAssist | null =>
  state.question?.kind === 'gAssistTake' || state.question?.kind === 'gAssistRemove' ? state.question.data : null
/** The goldfish's attack on your vanguard under way, at its guard or damage step. */
export function defenceOf(state: GameState): Defence | null {
  const question = state.question
  if (question?.kind === 'guard') return question.data
  return question?.kind === 'triggerUnit' ? question.data.defence : null
}

/** A revealed trigger asks for the unit that gets its critical, then its power. */
export function askTrigger(state: GameState, pending: PendingTrigger): GameState {
  const what = pending.critical > 0 ? { en: '[Critical]+1', fr: '[Critique]+1' } : { en: `[Power]+${pending.power}`, fr: `[Puissance]+${pending.power}` }
  const prompt = { en: `Choose the unit that gets ${what.en}`, fr: `Choisissez l’unité qui reçoit ${what.fr}` }
  const rule = pending.check === 'drive' ? BATTLE_STEP_RULE.drive : BATTLE_STEP_RULE.damage
  return { ...state, question: { kind: 'triggerUnit', prompt, choices: [...state.zones.vanguard, ...state.zones.rearguard], min: 1, max: 1, rule, data: pending } }
}

/** The goldfish's attack on your vanguard (null: none, the slot is free). */
export function askGuard(state: GameState, defence: Defence | null): GameState {
  if (defence === null) return state.question === null ? state : { ...state, question: null }
  const prompt = { en: 'Call guardians, then end the guard step', fr: 'Appelez des gardiens, puis finissez l’étape de garde' }
  return { ...state, question: { kind: 'guard', prompt, choices: [], min: 0, max: 0, rule: BATTLE_STEP_RULE.guard, data: defence } }
}

const GOLDFISH_SETTINGS: ReadonlySet<ActionType> = new Set<ActionType>(['setGoldfish', 'setGoldfishRearguard'])
const G_ASSIST: QuestionKind<ActionType> = {
  answers: new Set<ActionType>(['gAssistTake', 'gAssistRemove']),
  open: 'only',
  others: GOLDFISH_SETTINGS,
  reason: 'finish the G assist first',
  params: () => ({}),
}

/** How the gate treats each kind: while a trigger or G assist waits, only its answer (or the goldfish's settings) goes; the guard step waits through everything but moving the turn on. */
export const QUESTIONS: Readonly<Record<NonNullable<GameState['question']>['kind'], QuestionKind<ActionType>>> = {
  triggerUnit: {
    answers: new Set<ActionType>(['assignTrigger']),
    open: 'only',
    others: GOLDFISH_SETTINGS,
    reason: 'choose the unit that gets the revealed trigger first',
    params: (question) => ({ card: (question.data as PendingTrigger).card }),
  },
  gAssistTake: G_ASSIST,
  gAssistRemove: G_ASSIST,
  guard: {
    answers: new Set<ActionType>(['guard', 'intercept', 'endGuard']),
    open: 'all-but',
    others: new Set<ActionType>(['nextPhase', 'endTurn', 'opponentAttack']),
    reason: 'finish the guard step first (no more guardians)',
    params: () => ({}),
  },
}

/** What the generic table asks the player (`play.pending`): a trigger's unit or G assist's cards; the guard step has the table's own controls. */
export const pendingChoice = (state: GameState): PendingChoice | null => (state.question === null || state.question.kind === 'guard' ? null : pendingView(state.question))
