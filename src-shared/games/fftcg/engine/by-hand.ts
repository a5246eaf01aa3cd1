// FFTCG's own by-hand actions, beyond the eight table actions every game has (table-hooks.ts):
// what abilities do to a Character's status, to power and damage, applied by the player. The rules
// still hold around them (rule processes run after each one, apply.ts).
import { accept, amountRefused, changeRefused } from '../../../game/core'
import { notOnField, MAX_AMOUNT } from './table-hooks'
import { damageOpponent, defOf, err, powerOf, setStatus, takeDamage, type Fail } from './state'
import type { CardId, EngineResult, GameEvent, GameState } from './types'

/** The largest damage or power change one action gives a Forward. */
const MAX_POWER = 100_000

export function setDull(state: GameState, id: CardId, dull: boolean): EngineResult {
  const refused = notOnField(state, id)
  if (refused) return refused
  // 15.1.1.1.2, 15.1.1.2.2: activating an active card (dulling a dull one) is allowed.
  return accept(setStatus(state, id, { dull }), [dull ? { kind: 'dulled', card: id } : { kind: 'activatedCard', card: id }])
}

export function freeze(state: GameState, id: CardId, frozen: boolean): EngineResult {
  const refused = notOnField(state, id)
  if (refused) return refused
  return accept(setStatus(state, id, { frozen }), [{ kind: 'frozen', card: id, frozen }])
}

function withPower(state: GameState, id: CardId): Fail | null {
  const refused = notOnField(state, id)
  if (refused) return refused
  if (defOf(state, id).power === null) return err('not-a-forward', '5.2.6.1', 'only Forwards have power', { card: id })
  return null
}

/** Damage stays until the End Phase (9.5.1.3.1); damage ≥ power breaks it (5.2.6.1, 12.4.5). */
export function damageForward(state: GameState, id: CardId, amount: number): EngineResult {
  const refused = withPower(state, id) ?? (amountRefused(amount, 1, MAX_POWER, '4.1'))
  if (refused) return refused
  const total = state.status[id]!.damage + amount
  return accept(setStatus(state, id, { damage: total }), [{ kind: 'forwardDamaged', card: id, amount, total }])
}

export function modifyPower(state: GameState, id: CardId, amount: number): EngineResult {
  const refused = withPower(state, id) ?? (changeRefused(amount, MAX_POWER, '4.1', 'the power change'))
  if (refused) return refused
  const next = setStatus(state, id, { powerMod: state.status[id]!.powerMod + amount })
  return accept(next, [{ kind: 'powerModified', card: id, amount, power: powerOf(defOf(next, id), next.status[id])! }])
}

export function damageSelf(state: GameState, amount: number): EngineResult {
  const refused = amountRefused(amount, 1, MAX_AMOUNT, '4.1')
  if (refused) return refused
  const events: GameEvent[] = []
  return accept(takeDamage(state, amount, events), events)
}

export function hitOpponent(state: GameState, amount: number): EngineResult {
  const refused = amountRefused(amount, 1, MAX_AMOUNT, '4.1')
  if (refused) return refused
  const events: GameEvent[] = []
  return accept(damageOpponent(state, amount, events), events)
}
