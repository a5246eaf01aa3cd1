// Magic's own by-hand actions, beside the eight table actions every game has (table-hooks.ts):
// tapping and untapping, life, mana an ability adds that the engine does not read, and the
// goldfish's dummy blockers. State-based actions run after each, as after any action (apply.ts).
import { amountRefused } from '../../../game/core'
import { addMana } from './mana'
import { CR } from './rules'
import { changeLife, err, ok, patchPermanent, update, type Fail } from './state'
import { MAX_AMOUNT } from './table-hooks'
import type { CardId, DummyId, EngineResult, GameEvent, GameState, ManaType, Side } from './types'

export const MAX_DUMMIES = 20
export const MAX_STAT = 99
const MAX_LIFE_CHANGE = 1000

const amountError = (amount: number, min: number, max: number) => amountRefused(amount, min, max, CR.manual) as Fail | null

export function setTapped(state: GameState, id: CardId, tapped: boolean): EngineResult {
  const p = state.permanents[id]
  if (!p) return err('not-in-zone', CR.manual, `card ${id} is not on the battlefield`, { card: id, zone: 'battlefield' })
  if (p.tapped === tapped) return err('tapped', CR.manual, `card ${id} is already ${tapped ? 'tapped' : 'untapped'}`, { card: id })
  return ok(patchPermanent(state, id, { tapped }), [{ kind: 'tapChanged', card: id, tapped }])
}

export function changeLifeBy(state: GameState, side: Side, amount: number): EngineResult {
  const refused = amount === 0 ? err('bad-amount', CR.manual, 'the life change must not be zero', { amount }) : amountError(amount, -MAX_LIFE_CHANGE, MAX_LIFE_CHANGE)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(changeLife(state, side, amount, events), events)
}

/** Mana an ability adds that the engine does not read (a ritual, a land with a cost), by hand. */
export function addManaByHand(state: GameState, mana: ManaType, count: number): EngineResult {
  const refused = amountError(count, 1, MAX_AMOUNT)
  if (refused) return refused
  const added = Array.from({ length: count }, () => mana)
  return ok(update(state, { pool: addMana(state.pool, added) }), [{ kind: 'manaAdded', card: null, mana: added }])
}

/** A creature of the goldfish, to block (3.3.a). */
export function addDummy(state: GameState, power: number, toughness: number): EngineResult {
  const refused =
    amountError(power, 0, MAX_STAT) ??
    amountError(toughness, 1, MAX_STAT) ??
    (state.opponent.dummies.length >= MAX_DUMMIES ? err('bad-amount', CR.manual, `the goldfish has ${MAX_DUMMIES} creatures already`, { amount: MAX_DUMMIES }) : null)
  if (refused) return refused
  const id: DummyId = `d${state.opponent.nextDummy}`
  const opponent = { ...state.opponent, dummies: [...state.opponent.dummies, { id, power, toughness, damage: 0, deathtouched: false }], nextDummy: state.opponent.nextDummy + 1 }
  return ok(update(state, { opponent }), [{ kind: 'dummyAdded', dummy: id, power, toughness }])
}

export function removeDummy(state: GameState, id: DummyId): EngineResult {
  if (!state.opponent.dummies.some((d) => d.id === id)) return err('no-dummy', CR.manual, `the goldfish has no creature ${id}`, { dummy: id })
  const dummies = state.opponent.dummies.filter((d) => d.id !== id)
  return ok(update(state, { opponent: { ...state.opponent, dummies } }), [{ kind: 'dummyRemoved', dummy: id }])
}
