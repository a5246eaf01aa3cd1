// Phase d’assistance G (only without a ride deck): "Si vous n’avez pas dans votre main une unité
// d’un niveau supérieur à votre avant-garde, vous pouvez exécuter G Assist … une fois par tour."
// The text gives no procedure; this is the official one: reveal the top five cards; if one is a
// unit of the next grade, put it into the hand and remove two cards of the hand from the game
// (two pending choices); the deck is then shuffled.
import { hasRideDeck } from '../deck/deck'
import { PHASE_RULE } from '../rules'
import { defOf, err, isUnit, moveCard, ok, shuffleDeck, vanguardGrade, type Fail } from './state'
import type { CardId, EngineResult, GameEvent, GameState, PendingGAssist } from './types'
import { gAssistAsked } from './questions'

const ASSIST = PHASE_RULE.gAssist
export const G_ASSIST_LOOK = 5
export const G_ASSIST_REMOVE = 2

const isNextGrade = (state: GameState, id: CardId) => {
  const def = defOf(state, id)
  return isUnit(def) && def.grade === vanguardGrade(state) + 1
}

export function gAssistRefused(state: GameState): Fail | null {
  if (hasRideDeck(state.format)) return err('wrong-phase', ASSIST, 'with a ride deck, the G assist step "n’est pas du tout appliquée"')
  if (state.phase !== 'gAssist') return err('wrong-phase', ASSIST, 'G assist is made in the G assist step', { phase: state.phase })
  if (state.gAssistUsed) return err('already-assisted', ASSIST, 'G assist once per turn')
  if (state.zones.hand.some((id) => isNextGrade(state, id)))
    return err('has-next-grade', ASSIST, `your hand has a unit of grade ${vanguardGrade(state) + 1}`, { grade: vanguardGrade(state) + 1 })
  return null
}

export function gAssist(state: GameState): EngineResult {
  const refused = gAssistRefused(state)
  if (refused) return refused
  const revealed = state.zones.deck.slice(0, G_ASSIST_LOOK)
  const choices = revealed.filter((id) => isNextGrade(state, id))
  const events: GameEvent[] = [{ kind: 'gAssistRevealed', cards: revealed, found: choices.length }]
  const next: GameState = { ...state, gAssistUsed: true }
  if (!choices.length) return ok(shuffleDeck(next, events), events)
  return ok(askGAssist(next, { stage: 'take', choices }), events)
}

export function gAssistTakeRefused(state: GameState, card: CardId): Fail | null {
  const asked = gAssistAsked(state)
  if (asked?.stage !== 'take') return err('nothing-pending', ASSIST, 'no revealed card waits to be taken')
  if (!asked.choices.includes(card)) return err('bad-target', ASSIST, `take a revealed unit of grade ${vanguardGrade(state) + 1}`, { card })
  return null
}

export function gAssistTake(state: GameState, card: CardId): EngineResult {
  const refused = gAssistTakeRefused(state, card)
  if (refused) return refused
  const events: GameEvent[] = [{ kind: 'gAssistTook', card }]
  const next = shuffleDeck(moveCard(state, card, 'deck', 'hand'), events)
  if (next.zones.hand.length <= G_ASSIST_REMOVE) return ok(removeFromGame(next, next.zones.hand, events), events)
  return ok(askGAssist(next, { stage: 'remove', choices: [] }), events)
}

export function gAssistRemoveRefused(state: GameState, cards: readonly CardId[]): Fail | null {
  if (gAssistAsked(state)?.stage !== 'remove') return err('nothing-pending', ASSIST, 'no cards of the hand wait to be removed')
  if (new Set(cards).size !== G_ASSIST_REMOVE || cards.length !== G_ASSIST_REMOVE || !cards.every((id) => state.zones.hand.includes(id)))
    return err('bad-cards', ASSIST, `choose ${G_ASSIST_REMOVE} different cards of your hand to remove from the game`, { count: cards.length })
  return null
}

export function gAssistRemove(state: GameState, cards: readonly CardId[]): EngineResult {
  const refused = gAssistRemoveRefused(state, cards)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(removeFromGame(state, cards, events), events)
}

function removeFromGame(state: GameState, cards: readonly CardId[], events: GameEvent[]): GameState {
  events.push({ kind: 'removedFromGame', cards: [...cards] })
  const next = cards.reduce((s, id) => moveCard(s, id, 'hand', 'removed'), state)
  return { ...next, question: null }
}

/** The question G assist asks: which revealed unit to take, then which two cards to remove. */
function askGAssist(state: GameState, pending: PendingGAssist): GameState {
  if (pending.stage === 'take') {
    const grade = vanguardGrade(state) + 1
    const prompt = { en: `Take a revealed grade ${grade} unit`, fr: `Prenez une unité de grade ${grade} révélée` }
    return { ...state, question: { kind: 'gAssistTake', prompt, choices: pending.choices, min: 1, max: 1, rule: ASSIST, data: pending } }
  }
  const prompt = { en: 'Choose two cards of your hand to remove from the game', fr: 'Choisissez deux cartes de votre main à retirer du jeu' }
  return { ...state, question: { kind: 'gAssistRemove', prompt, choices: state.zones.hand, min: G_ASSIST_REMOVE, max: G_ASSIST_REMOVE, rule: ASSIST, data: pending } }
}
