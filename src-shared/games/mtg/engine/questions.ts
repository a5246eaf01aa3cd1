// The questions Magic's rules ask and wait on, in the engine core's one slot (`state.question`):
// the London mulligan (CR 103.5), the attackers (3.2.a) and the dummies' blocks (3.3.a), the
// cleanup's discard (5.2.a), the legend rule (CR 704.5j) and the commander's return (CR 903.9a).
// Each keeps what the answer needs in `data` (the kind again, so that TypeScript narrows it).
// While one waits, the core's gate lets through its answer and every action except the other
// rules actions (the manual ones are the player's hands; mana abilities need no priority, CR 605.3a).
import { pendingView, type Question, type QuestionKind } from '../../../game/core'
import type { PendingChoice } from '../../../game/module'
import type { ActionType } from './actions'
import { possibleAttackers } from './combat'
import { CR, TEXT } from './rules'
import { update } from './state'
import type { GameState, Pending } from './types'

export type MtgQuestion = Question<Pending['kind'], Pending>

const PROMPTS = {
  attackers: { en: 'Declare your attackers (none is an answer too).', fr: 'Déclarez vos attaquants (aucun est aussi une réponse).' },
  blockers: { en: 'Choose how the goldfish’s creatures block.', fr: 'Choisissez comment les créatures de l’adversaire bloquent.' },
  legend: { en: 'Legend rule: choose the one to keep.', fr: 'Règle des légendes : choisissez celle que vous gardez.' },
}

/** The question `data` asks in `state`: its prompt, the cards to choose from, how many, its rule. */
export function questionOf(state: GameState, data: Pending): MtgQuestion {
  const q = (prompt: MtgQuestion['prompt'], choices: readonly string[], min: number, max: number, rule: string): MtgQuestion => ({ kind: data.kind, prompt, choices, min, max, rule, data })
  switch (data.kind) {
    case 'mulligan':
      return q(
        data.bottom === 0
          ? { en: 'Keep these seven cards, or mulligan.', fr: 'Gardez ces sept cartes, ou faites un mulligan.' }
          : { en: `Keep: choose ${data.bottom} card(s) to put on the bottom of your library. Or mulligan again.`, fr: `Garder : choisissez ${data.bottom} carte(s) à mettre au-dessous de votre bibliothèque. Ou refaites un mulligan.` },
        [...state.zones.hand], data.bottom, data.bottom, CR.mulligan,
      )
    case 'attackers': {
      const from = possibleAttackers(state)
      return q(PROMPTS.attackers, from, 0, from.length, TEXT.declareAttackers)
    }
    case 'blockers':
      return q(PROMPTS.blockers, [...(state.combat?.attackers ?? [])], 0, state.opponent.dummies.length, TEXT.declareBlockers)
    case 'discard':
      return q({ en: `Discard ${data.count} card(s) down to seven.`, fr: `Défaussez-vous de ${data.count} carte(s) pour revenir à sept.` }, [...state.zones.hand], data.count, data.count, TEXT.discard)
    case 'legend':
      return q(PROMPTS.legend, [...data.cards], 1, 1, CR.legendRule)
    case 'commander':
      return q(
        data.zone === 'graveyard'
          ? { en: 'Your commander went to the graveyard: put it into the command zone?', fr: 'Votre commandant est allé au cimetière : le mettre dans la zone de commandement ?' }
          : { en: 'Your commander went to exile: put it into the command zone?', fr: 'Votre commandant a été exilé : le mettre dans la zone de commandement ?' },
        [data.card], 1, 1, CR.commanderReturn,
      )
  }
}

/** The state with the rules asking `data`. */
export const asking = (state: GameState, data: Pending): GameState => update(state, { question: questionOf(state, data) })

/**
 * The question for the table's prompt, asked again of the state as it is now (a creature tapped
 * or a card moved by hand while it waits changes its choices). The table knows the mulligan's as
 * 'londonMulligan'.
 */
export function pendingChoice(state: GameState): PendingChoice | null {
  const question = state.question
  if (!question || state.result !== 'ongoing') return null
  const view = pendingView(questionOf(state, question.data))!
  return question.kind === 'mulligan' ? { ...view, kind: 'londonMulligan' } : view
}

/** What answers each question. */
const ANSWERS: Readonly<Record<Pending['kind'], ActionType>> = { mulligan: 'keepHand', attackers: 'declareAttackers', blockers: 'declareBlockers', discard: 'discard', legend: 'keepLegend', commander: 'moveCommander' }
/** The rules actions a question holds back (all but the mana abilities, CR 605.3a). */
const HELD_BACK = new Set<ActionType>(['passPriority', 'nextTurn', 'passToStop', 'playLand', 'cast', 'declareAttackers', 'declareBlockers', 'discard', 'keepLegend', 'moveCommander'])

/** The gate's question kinds; a refusal cites CR 117.3 (no priority while the rules wait for an answer). */
export const QUESTION_KINDS: Readonly<Record<string, QuestionKind<ActionType>>> = Object.fromEntries(
  Object.entries(ANSWERS).map(([kind, answer]): [string, QuestionKind<ActionType>] => [kind, { answers: new Set([answer]), open: 'all-but', others: HELD_BACK, reason: `answer the ${kind} question first`, rule: CR.priority }]),
)
