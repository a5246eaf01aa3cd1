// Manual actions: what the engine does not model (abilities beyond plain mana, spells' effects),
// applied by hand: move a card, tap or untap, counters, life, mana, the goldfish's dummy blockers.
// A searched library is shuffled afterwards, as the cards that search say.
import { deckWithTopArranged } from '../../../game/table-actions'
import { addMana } from './mana'
import { CR } from './rules'
import { checkStateBased } from './sba'
import { changeLife, concede, drawCards, err, freshPermanent, moveCard, ok, patchPermanent, shuffleLibrary, update, zoneOf, type Fail } from './state'
import type { CardId, DummyId, EngineResult, GameEvent, GameState, ManaType, Side, ZoneName } from './types'

export const MAX_AMOUNT = 100
export const MAX_DUMMIES = 20
export const MAX_STAT = 99

function amountError(amount: number, min: number, max: number): Fail | null {
  return Number.isInteger(amount) && amount >= min && amount <= max ? null : err('bad-amount', CR.manual, `the amount must be a whole number from ${min} to ${max}`, { amount, min, max })
}

/** `dull` puts a card onto the battlefield tapped. */
export function move(state: GameState, id: CardId, to: ZoneName, position: 'top' | 'bottom' = 'top', dull?: boolean): EngineResult {
  const from = zoneOf(state, id)
  if (from === null) return err('not-in-zone', CR.manual, `there is no card ${id} in this game`, { card: id })
  if (from === to && to !== 'library') return err('same-zone', CR.manual, `card ${id} is already there`, { card: id, zone: to })
  const events: GameEvent[] = [{ kind: 'moved', card: id, from, to, position }]
  const entering = to === 'battlefield' ? freshPermanent(state, !!dull) : undefined
  return ok(checkStateBased(moveCard(state, id, from, to, position, entering), events), events)
}

export function setTapped(state: GameState, id: CardId, tapped: boolean): EngineResult {
  const p = state.permanents[id]
  if (!p) return err('not-in-zone', CR.manual, `card ${id} is not on the battlefield`, { card: id, zone: 'battlefield' })
  if (p.tapped === tapped) return err('tapped', CR.manual, `card ${id} is already ${tapped ? 'tapped' : 'untapped'}`, { card: id })
  return ok(patchPermanent(state, id, { tapped }), [{ kind: 'tapChanged', card: id, tapped }])
}

/** Any counter; +1/+1 and -1/-1 change power and toughness (CR 122.1a), which may kill (CR 704.5f). */
export function counter(state: GameState, id: CardId, name: string, delta: number): EngineResult {
  const p = state.permanents[id]
  if (!p) return err('not-in-zone', CR.manual, `card ${id} is not on the battlefield`, { card: id, zone: 'battlefield' })
  const refused = delta === 0 ? err('bad-amount', CR.manual, 'the counter change must not be zero', { amount: delta }) : amountError(delta, -MAX_AMOUNT, MAX_AMOUNT)
  if (refused) return refused
  const value = Math.max(0, (p.counters[name] ?? 0) + delta)
  const { [name]: _old, ...others } = p.counters
  const events: GameEvent[] = [{ kind: 'counter', card: id, name, value }]
  return ok(checkStateBased(patchPermanent(state, id, { counters: value > 0 ? { ...others, [name]: value } : others }), events), events)
}

export function draw(state: GameState, count: number): EngineResult {
  const refused = amountError(count, 1, MAX_AMOUNT)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(checkStateBased(drawCards(state, count, events), events), events)
}

export function search(state: GameState, id: CardId, to: ZoneName = 'hand', dull?: boolean): EngineResult {
  if (!state.zones.library.includes(id)) return err('not-in-zone', CR.manual, `card ${id} is not in the library`, { card: id, zone: 'library' })
  if (to === 'library') return err('same-zone', CR.manual, 'a searched card leaves the library', { card: id, zone: to })
  const events: GameEvent[] = [{ kind: 'searched', card: id, to }]
  const entering = to === 'battlefield' ? freshPermanent(state, !!dull) : undefined
  return ok(checkStateBased(shuffleLibrary(moveCard(state, id, 'library', to, 'top', entering), events), events), events)
}

export function shuffle(state: GameState): EngineResult {
  const events: GameEvent[] = []
  return ok(shuffleLibrary(state, events), events)
}

export function lookTop(state: GameState, count: number): EngineResult {
  const refused = amountError(count, 1, MAX_AMOUNT)
  if (refused) return refused
  return ok(state, [{ kind: 'looked', cards: state.zones.library.slice(0, count) }])
}

export function arrangeTop(state: GameState, top: readonly CardId[], bottom: readonly CardId[]): EngineResult {
  const library = deckWithTopArranged(state.zones.library, top, bottom)
  const n = top.length + bottom.length
  if (!library) return err('bad-cards', CR.manual, `list each of the top ${n} cards of the library exactly once`, { count: n })
  return ok(update(state, { zones: { ...state.zones, library } }), [{ kind: 'arranged', top: [...top], bottom: [...bottom] }])
}

export function changeLifeBy(state: GameState, side: Side, amount: number): EngineResult {
  const refused = amount === 0 ? err('bad-amount', CR.manual, 'the life change must not be zero', { amount }) : amountError(amount, -1000, 1000)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(checkStateBased(changeLife(state, side, amount, events), events), events)
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

export { concede }
