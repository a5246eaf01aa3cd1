// What the player can do now, by the rules: the actions a person clicks and a program plays.
// Manual actions (what abilities do) are always open during the turn and are not listed.
// Where a choice is combinatorial, one representative is listed (documented in docs/engine-actions.md):
// - cast: one entry per card name in hand (copies are interchangeable), with the solver's payment;
// - attack: each eligible Forward alone, and per element the party of all eligible Forwards of it;
// - mulligan: the hand in its current order; endTurn: the least useful cards as the discard.
import type { Action } from './actions'
import { attackerError } from './attack'
import { timingError } from './cast'
import { bestPayment, leastUsefulFirst } from './payment'
import { joinCheck } from './rules'
import { defOf } from './state'
import { handExcess } from './table'
import type { CardId, GameEvent, GameState } from './types'

export function legalActions(state: GameState): Action[] {
  if (state.result !== 'ongoing') return []
  if (state.phase === 'setup') {
    const actions: Action[] = [{ type: 'keepHand' }]
    if (!state.mulliganUsed) actions.push({ type: 'mulligan', bottomOrder: [...state.zones.hand] })
    return actions
  }
  const actions: Action[] = []
  if (state.phase !== 'end') actions.push(...castable(state))
  if (state.phase === 'attack') actions.push(...attacks(state))
  const excess = handExcess(state)
  if (state.phase !== 'end' || excess <= 0) actions.push({ type: 'nextPhase' })
  actions.push(excess > 0 ? { type: 'endTurn', discard: leastUsefulFirst(state, state.zones.hand).slice(0, excess) } : { type: 'endTurn' })
  return actions
}

function castable(state: GameState): Action[] {
  const out: Action[] = []
  const seen = new Set<string>()
  const scratch: GameEvent[] = []
  for (const id of state.zones.hand) {
    const def = defOf(state, id)
    if (seen.has(def.key)) continue
    seen.add(def.key)
    if (timingError(state, id)) continue
    if (def.type !== 'summon' && joinCheck(state, id, true, scratch)) continue
    const payment = bestPayment(state, id)
    if (payment) out.push({ type: 'cast', card: id, payment })
  }
  return out
}

function attacks(state: GameState): Action[] {
  const eligible: CardId[] = state.zones.field.filter((id) => attackerError(state, id) === null)
  const out: Action[] = eligible.map((id) => ({ type: 'attack', attackers: [id] }))
  const byElement = new Map<string, CardId[]>()
  for (const id of eligible) for (const e of defOf(state, id).elements) byElement.set(e, [...(byElement.get(e) ?? []), id])
  const parties = new Set<string>()
  for (const ids of byElement.values()) {
    const key = ids.join(',')
    if (ids.length > 1 && !parties.has(key)) {
      parties.add(key)
      out.push({ type: 'attack', attackers: ids })
    }
  }
  return out
}
