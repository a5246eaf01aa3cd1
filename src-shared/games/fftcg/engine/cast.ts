// Casting a card from the hand (11.3 Summons, 11.4 Characters) with its CP payment (11.2).
import type { Payment } from './actions'
import { bestPayment, checkPayment } from './payment'
import { joinCheck } from './rules'
import { defOf, err, moveCard, withoutAll, type Fail } from './state'
import type { CardId, CardStatus, EngineResult, GameEvent, GameState } from './types'

/** Whether the card may be cast in this phase, ignoring cost: the timing rules. */
export function timingError(state: GameState, cardId: CardId): Fail | null {
  const def = defOf(state, cardId)
  const main = state.phase === 'main1' || state.phase === 'main2'
  if (def.type === 'summon') {
    if (!main && state.phase !== 'attack')
      return err('wrong-phase', '9.3.1.6', 'Summons are cast in the Main Phases and the Attack Phase', { phase: state.phase })
    return null
  }
  if (def.type === 'crystal') return err('not-a-character', '5.2.3.1', 'this card cannot be cast', { card: cardId })
  if (main) return null
  if (state.phase === 'attack' && def.keywords.includes('backAttack')) return null
  return err('wrong-phase', '11.4.1', 'Characters are played in the Main Phases (Back Attack also in the Attack Phase, 15.2.5.2)', {
    phase: state.phase,
  })
}

export function cast(state: GameState, cardId: CardId, given: Payment | undefined, keep: readonly CardId[] | undefined): EngineResult {
  if (!state.zones.hand.includes(cardId))
    return err('not-in-zone', '11.4.2', `card ${cardId} is not in the hand`, { card: cardId, zone: 'hand' })
  const timing = timingError(state, cardId)
  if (timing) return timing
  const def = defOf(state, cardId)
  const events: GameEvent[] = []
  if (def.type !== 'summon') {
    const refused = joinCheck(state, cardId, true, events)
    if (refused) return refused
  }
  const payment = given ?? bestPayment(state, cardId, { keep })
  if (!payment) return err('no-payment', '11.2.1.1', `no legal way to pay ${def.cost} CP for this card now`, { cost: def.cost })
  const refused = checkPayment(state, cardId, payment)
  if (refused) return refused

  const cp = payment.dull.length + 2 * payment.discard.length
  // 11.4.6.1, 11.3.7.1: every cost is paid at once.
  let status = state.status
  if (payment.dull.length) {
    const copy: Record<CardId, CardStatus> = { ...status }
    for (const id of payment.dull) copy[id] = { ...copy[id]!, dull: true }
    status = copy
  }
  const discards = new Set(payment.discard)
  let next: GameState = {
    ...state,
    status,
    zones: payment.discard.length
      ? { ...state.zones, hand: withoutAll(state.zones.hand, discards), breakZone: [...state.zones.breakZone, ...payment.discard] }
      : state.zones,
  }
  events.unshift({ kind: 'cast', card: cardId, dull: [...payment.dull], discard: [...payment.discard], cp, wasted: cp - def.cost })
  if (def.type === 'summon') {
    // 11.11.10: once resolved (its effect applied by hand), the Summon goes to the Break Zone.
    next = moveCard(next, cardId, 'hand', 'breakZone')
    events.push({ kind: 'summonResolved', card: cardId })
  } else {
    next = moveCard(next, cardId, 'hand', 'field')
    events.push({ kind: 'entered', card: cardId, dull: next.status[cardId]!.dull })
  }
  return { ok: true, state: next, events }
}
