// Manual actions: what card abilities do, applied by the player. The rules still hold around
// them (rule processes run after each one; the field limits apply to cards entering it).
import { shuffled } from '../../../game/rng'
import { joinCheck } from './rules'
import {
  damageOpponent,
  defOf,
  drawCards,
  err,
  isCharacter,
  lose,
  moveCard,
  powerOf,
  setStatus,
  takeDamage,
  zoneOf,
  type Fail,
} from './state'
import type { CardId, EngineResult, GameEvent, GameState, ZoneName } from './types'
import { deckWithTopArranged } from '../../../game/table-actions'

type Ok = Extract<EngineResult, { ok: true }>
const ok = (state: GameState, events: GameEvent[]): Ok => ({ ok: true, state, events })

export const MAX_AMOUNT = 100

function amountError(amount: number, min = 1, max = MAX_AMOUNT): Fail | null {
  if (!Number.isInteger(amount) || amount < min || amount > max)
    return err('bad-amount', '4.1', `the amount must be a whole number from ${min} to ${max}`, { amount, min, max })
  return null
}

function onField(state: GameState, id: CardId): Fail | null {
  return state.zones.field.includes(id) ? null : err('not-in-zone', '7.7.1', `card ${id} is not on the field`, { card: id, zone: 'field' })
}

export function move(state: GameState, id: CardId, to: ZoneName, position: 'top' | 'bottom' = 'top', dull?: boolean): EngineResult {
  const from = zoneOf(state, id)
  if (from === null) return err('not-in-zone', '7.1', `there is no card ${id} in this game`, { card: id })
  if (from === to && to !== 'deck') return err('same-zone', '7.1', `card ${id} is already there`, { card: id, zone: to })
  const events: GameEvent[] = []
  if (to === 'field') {
    // 5.2.3.1.1.1, 5.2.3.1.2.1: only Characters are put onto the field.
    if (!isCharacter(defOf(state, id))) return err('not-a-character', '5.2.3.1.2.1', 'only Characters can be put onto the field', { card: id })
    const refused = joinCheck(state, id, false, events)
    if (refused) return refused
  }
  const next = moveCard(state, id, from, to, position, dull)
  events.unshift({ kind: 'moved', card: id, from, to, position })
  if (to === 'field') events.push({ kind: 'entered', card: id, dull: next.status[id]!.dull })
  return ok(next, events)
}

export function setDull(state: GameState, id: CardId, dull: boolean): EngineResult {
  const refused = onField(state, id)
  if (refused) return refused
  // 15.1.1.1.2, 15.1.1.2.2: activating an active card (dulling a dull one) is allowed.
  return ok(setStatus(state, id, { dull }), [dull ? { kind: 'dulled', card: id } : { kind: 'activatedCard', card: id }])
}

export function freeze(state: GameState, id: CardId, frozen: boolean): EngineResult {
  const refused = onField(state, id)
  if (refused) return refused
  return ok(setStatus(state, id, { frozen }), [{ kind: 'frozen', card: id, frozen }])
}

function withPower(state: GameState, id: CardId): Fail | null {
  const refused = onField(state, id)
  if (refused) return refused
  if (defOf(state, id).power === null) return err('not-a-forward', '5.2.6.1', 'only Forwards have power', { card: id })
  return null
}

/** Damage stays until the End Phase (9.5.1.3.1); damage ≥ power breaks it (5.2.6.1, 12.4.5). */
export function damageForward(state: GameState, id: CardId, amount: number): EngineResult {
  const refused = withPower(state, id) ?? amountError(amount, 1, 100_000)
  if (refused) return refused
  const total = state.status[id]!.damage + amount
  return ok(setStatus(state, id, { damage: total }), [{ kind: 'forwardDamaged', card: id, amount, total }])
}

export function modifyPower(state: GameState, id: CardId, amount: number): EngineResult {
  const refused = withPower(state, id)
  if (refused) return refused
  if (!Number.isInteger(amount) || amount === 0 || Math.abs(amount) > 100_000)
    return err('bad-amount', '4.1', 'the power change must be a non-zero whole number', { amount })
  const status = state.status[id]!
  const next = setStatus(state, id, { powerMod: status.powerMod + amount })
  return ok(next, [{ kind: 'powerModified', card: id, amount, power: powerOf(defOf(next, id), next.status[id])! }])
}

export function counter(state: GameState, id: CardId, name: string, delta: number): EngineResult {
  const refused = onField(state, id)
  if (refused) return refused
  if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > MAX_AMOUNT)
    return err('bad-amount', '4.1', 'the counter change must be a non-zero whole number', { amount: delta })
  const status = state.status[id]!
  // 4.1: counts are natural numbers, so never below zero.
  const value = Math.max(0, (status.counters[name] ?? 0) + delta)
  const { [name]: _old, ...others } = status.counters
  const counters = value > 0 ? { ...others, [name]: value } : others
  return ok(setStatus(state, id, { counters }), [{ kind: 'counter', card: id, name, value }])
}

export function draw(state: GameState, count: number): EngineResult {
  const refused = amountError(count)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(drawCards(state, count, events), events)
}

/** 15.1.1.8.1: find the card in the deck, reveal it, put it where the ability says, shuffle. */
export function search(state: GameState, id: CardId, to: ZoneName = 'hand', dull?: boolean): EngineResult {
  if (!state.zones.deck.includes(id)) return err('not-in-zone', '15.1.1.8.1', `card ${id} is not in the deck`, { card: id, zone: 'deck' })
  if (to === 'deck') return err('same-zone', '15.1.1.8.1', 'a searched card leaves the deck', { card: id, zone: to })
  const events: GameEvent[] = []
  if (to === 'field') {
    if (!isCharacter(defOf(state, id))) return err('not-a-character', '5.2.3.1.2.1', 'only Characters can be put onto the field', { card: id })
    const refused = joinCheck(state, id, false, events)
    if (refused) return refused
  }
  let next = moveCard(state, id, 'deck', to, 'top', dull)
  events.unshift({ kind: 'searched', card: id, to })
  if (to === 'field') events.push({ kind: 'entered', card: id, dull: next.status[id]!.dull })
  next = shuffleDeck(next, events)
  return ok(next, events)
}

function shuffleDeck(state: GameState, events: GameEvent[]): GameState {
  const { items, rng } = shuffled(state.zones.deck, state.rng)
  events.push({ kind: 'shuffled' })
  return { ...state, rng, zones: { ...state.zones, deck: items } }
}

export function shuffle(state: GameState): EngineResult {
  const events: GameEvent[] = []
  return ok(shuffleDeck(state, events), events)
}

/** Look at the top N (all of them if the deck is shorter, 2.3). */
export function lookTop(state: GameState, count: number): EngineResult {
  const refused = amountError(count)
  if (refused) return refused
  return ok(state, [{ kind: 'looked', cards: state.zones.deck.slice(0, count) }])
}

/** The top N cards, put back in the order given: `top` from the top down, `bottom` under the deck (its last card lowest). */
export function arrangeTop(state: GameState, top: readonly CardId[], bottom: readonly CardId[]): EngineResult {
  const deck = deckWithTopArranged(state.zones.deck, top, bottom)
  const n = top.length + bottom.length
  if (!deck) return err('bad-order', '7.9.2', `list each of the top ${n} cards of the deck exactly once`, { count: n })
  return ok({ ...state, zones: { ...state.zones, deck } }, [{ kind: 'arranged', top: [...top], bottom: [...bottom] }])
}

export function damageSelf(state: GameState, amount: number): EngineResult {
  const refused = amountError(amount)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(takeDamage(state, amount, events), events)
}

export function hitOpponent(state: GameState, amount: number): EngineResult {
  const refused = amountError(amount)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(damageOpponent(state, amount, events), events)
}

/** 2.1: a player may concede at any time. */
export function concede(state: GameState): EngineResult {
  const events: GameEvent[] = []
  return ok(lose(state, '2.1', 'conceded', events), events)
}
