// The Attack Phase (10) against the goldfish, who never blocks: every attack is unblocked.
import { damageOpponent, defOf, err, type Fail } from './state'
import type { CardId, CardStatus, EngineResult, GameEvent, GameState } from './types'

/** Why this Forward cannot attack now (10.1.2.1), or null. */
export function attackerError(state: GameState, id: CardId): Fail | null {
  if (!state.zones.field.includes(id)) return err('not-in-zone', '10.1.2.1', `card ${id} is not on the field`, { card: id, zone: 'field' })
  const def = defOf(state, id)
  if (def.type !== 'forward') return err('not-a-forward', '5.2.3.1.1.2', 'only Forwards attack', { card: id })
  const status = state.status[id]!
  if (status.attacked) return err('attack-already', '10.1.2.1.2', 'this Forward has already attacked this turn', { card: id })
  if (status.dull) return err('attack-dull', '10.1.2.1.1', 'an attacking Forward must be active', { card: id })
  if (status.since >= state.turn && !def.keywords.includes('haste'))
    return err('attack-summoning-sick', '10.1.2.1.1', 'this Forward has not been under your control since the start of the turn and has no Haste', {
      card: id,
    })
  return null
}

/**
 * One Forward, or a party of Forwards sharing an element (10.1.2.1, 15.1.1.9.2), attacks. They
 * dull unless they have Brave (10.1.2.2, 15.2.1.2); the party attacks as one Forward
 * (15.1.1.9.1), so an unblocked attack deals 1 damage whatever its size (10.1.4.1).
 */
export function attack(state: GameState, attackers: readonly CardId[]): EngineResult {
  if (state.phase !== 'attack') return err('wrong-phase', '9.4.1', 'attacks are declared in the Attack Phase', { phase: state.phase })
  if (attackers.length === 0) return err('attack-none', '10.1.2.1', 'choose one Forward, or several to form a party')
  if (new Set(attackers).size !== attackers.length) return err('attack-none', '10.1.2.1', 'a Forward is listed twice')
  for (const id of attackers) {
    const refused = attackerError(state, id)
    if (refused) return refused
  }
  if (attackers.length > 1) {
    const [first, ...rest] = attackers.map((id) => defOf(state, id).elements)
    if (!first!.some((e) => rest.every((els) => els.includes(e))))
      return err('party-element', '15.1.1.9.2', 'a party is formed only by Forwards sharing an element')
  }
  const status: Record<CardId, CardStatus> = { ...state.status }
  const dulled: CardId[] = []
  for (const id of attackers) {
    const brave = defOf(state, id).keywords.includes('brave')
    if (!brave) dulled.push(id)
    status[id] = { ...status[id]!, attacked: true, dull: brave ? status[id]!.dull : true }
  }
  const events: GameEvent[] = [{ kind: 'attacked', attackers: [...attackers], dulled }]
  const next = damageOpponent({ ...state, status }, 1, events)
  return { ok: true, state: next, events }
}
