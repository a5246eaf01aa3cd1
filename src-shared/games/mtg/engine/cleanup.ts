// The cleanup step (5.2): after the discard (5.2.a), damage wears off; the step gives priority
// only if state-based actions then happen, and passing starts a new cleanup step.
import { checkStateBased } from './sba'
import { TEXT } from './rules'
import { err, MAX_HAND, moveCard, ok, update } from './state'
import type { CardId, EngineResult, GameEvent, GameState, Permanent } from './types'

/** 5.2: damage marked on every permanent (and on the goldfish's dummies) is removed. */
export function wearOff(state: GameState, events: GameEvent[]): GameState {
  let permanents = state.permanents
  for (const id of state.zones.battlefield) {
    const p = permanents[id]!
    if (p.damage === 0 && !p.deathtouched) continue
    if (permanents === state.permanents) permanents = { ...permanents }
    ;(permanents as Record<CardId, Permanent>)[id] = { ...p, damage: 0, deathtouched: false }
  }
  const hurt = state.opponent.dummies.some((d) => d.damage > 0 || d.deathtouched)
  const opponent = hurt ? { ...state.opponent, dummies: state.opponent.dummies.map((d) => ({ ...d, damage: 0, deathtouched: false })) } : state.opponent
  if (permanents === state.permanents && !hurt) return state
  events.push({ kind: 'damageWoreOff' })
  const before = events.length
  const next = checkStateBased(update(state, { permanents, opponent }), events)
  if (events.length === before && !next.question) return next
  events.push({ kind: 'cleanupPriority' })
  return update(next, { cleanupAgain: true })
}

/** 5.2.a: the player chooses the cards to discard down to seven. */
export function discard(state: GameState, cards: readonly CardId[]): EngineResult {
  if (state.question?.kind !== 'discard') return err('not-pending', TEXT.discard, 'cards are discarded to hand size in the cleanup step', { phase: state.phase })
  const over = state.zones.hand.length - MAX_HAND
  if (new Set(cards).size !== cards.length || cards.length !== Math.max(0, over) || !cards.every((id) => state.zones.hand.includes(id)))
    return err('bad-cards', TEXT.discard, `discard exactly ${Math.max(0, over)} different card(s) from your hand`, { count: Math.max(0, over) })
  const events: GameEvent[] = [{ kind: 'discarded', cards: [...cards] }]
  let next: GameState = update(state, { question: null })
  for (const id of cards) next = moveCard(next, id, 'hand', 'graveyard')
  return ok(wearOff(next, events), events)
}
