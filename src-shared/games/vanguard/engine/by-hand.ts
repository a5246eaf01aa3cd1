// Vanguard's own actions by hand, besides the eight table actions (table.ts): what abilities do,
// applied by the player (COMPETENCES DES CARTES: ACT, AUTO and CONT are not automated). A unit to
// a named rear-guard circle; a unit stands or rests; power and critical change until end of turn;
// costs are paid by hand (Counter Blast turns damage face down, Soul Blast drops soul cards, Soul
// Charge fills the soul).
import { amountRefused, moveCard as moveByTable } from '../../../game/core'
import { ABILITY_RULE } from '../rules'
import { err, ok, withoutId, type Fail } from './state'
import { isOnField } from './battle'
import { asEngineResult, MAX_AMOUNT, tableHooks } from './table'
import type { CardId, Circle, EngineResult, GameState } from './types'

/** The most power or critical one change may add or take away. */
export const MAX_CHANGE = { power: 1_000_000, critical: 10 } as const

const amountError = (amount: number, min: number, max: number): Fail | null => amountRefused(amount, min, max, ABILITY_RULE)

/** A unit to the rear-guard circle named (the table's move with the circle Vanguard adds). */
export const moveToCircle = (state: GameState, id: CardId, circle: Circle): EngineResult => asEngineResult(moveByTable(tableHooks(circle), state, id, 'rearguard'))

/** A damage zone (or order zone) card turned face down or back up: a cost, or its payment undone. */
export const flipRefused = (state: GameState, id: CardId): Fail | null =>
  !state.zones.damage.includes(id) && !state.zones.order.includes(id) ? err('not-in-zone', ABILITY_RULE, 'only a card of the damage zone or the order zone is turned over', { card: id }) : null

export function flip(state: GameState, id: CardId): EngineResult {
  const refused = flipRefused(state, id)
  if (refused) return refused
  const faceDown = !state.faceDown.includes(id)
  return ok({ ...state, faceDown: faceDown ? [...state.faceDown, id] : withoutId(state.faceDown, id) }, [{ kind: 'flipped', card: id, faceDown }])
}

/** Counter Blast (N): N face-up damage cards turned face down, the oldest first. */
const faceUpDamage = (state: GameState) => state.zones.damage.filter((id) => !state.faceDown.includes(id))

export function counterBlastRefused(state: GameState, count: number): Fail | null {
  const faceUp = faceUpDamage(state).length
  return amountError(count, 1, MAX_AMOUNT) ?? (faceUp < count ? err('bad-amount', ABILITY_RULE, `Counter Blast (${count}) needs ${count} face-up damage cards; you have ${faceUp}`, { amount: count, available: faceUp }) : null)
}

export function counterBlast(state: GameState, count: number): EngineResult {
  const refused = counterBlastRefused(state, count)
  if (refused) return refused
  const faceUp = faceUpDamage(state)
  const cards = faceUp.slice(0, count)
  return ok({ ...state, faceDown: [...state.faceDown, ...cards] }, cards.map((card) => ({ kind: 'flipped', card, faceDown: true })))
}

/** Soul Blast (N): the N oldest cards of the soul to the drop zone. */
export function soulBlastRefused(state: GameState, count: number): Fail | null {
  const soul = state.zones.soul
  return amountError(count, 1, MAX_AMOUNT) ?? (soul.length < count ? err('bad-amount', ABILITY_RULE, `Soul Blast (${count}) needs ${count} cards in the soul; it has ${soul.length}`, { amount: count, available: soul.length }) : null)
}

export function soulBlast(state: GameState, count: number): EngineResult {
  const refused = soulBlastRefused(state, count)
  if (refused) return refused
  const soul = state.zones.soul
  const cards = soul.slice(0, count)
  return ok({ ...state, zones: { ...state.zones, soul: soul.slice(count), drop: [...state.zones.drop, ...cards] } }, [{ kind: 'soulBlast', cards }])
}

/** Soul Charge (N): the top N cards of the deck into the soul (as many as the deck has). */
export const soulChargeRefused = (_state: GameState, count: number): Fail | null => amountError(count, 1, MAX_AMOUNT)

export function soulCharge(state: GameState, count: number): EngineResult {
  const refused = soulChargeRefused(state, count)
  if (refused) return refused
  const cards = state.zones.deck.slice(0, count)
  return ok({ ...state, zones: { ...state.zones, deck: state.zones.deck.slice(cards.length), soul: [...state.zones.soul, ...cards] } }, [{ kind: 'soulCharge', cards }])
}

function onField(state: GameState, id: CardId): Fail | null {
  return isOnField(state, id) || state.zones.guardian.includes(id) ? null : err('not-in-zone', ABILITY_RULE, `card ${id} is not a unit on a circle`, { card: id })
}

/** [Stand] or [Rest] by an ability. */
export function setStandRefused(state: GameState, id: CardId, stand: boolean): Fail | null {
  const refused = onField(state, id)
  if (refused) return refused
  if (stand === !state.rested.includes(id)) return err('same-zone', ABILITY_RULE, `the unit is already ${stand ? '[Stand]' : '[Rest]'}`, { card: id })
  return null
}

export function setStand(state: GameState, id: CardId, stand: boolean): EngineResult {
  const refused = setStandRefused(state, id, stand)
  if (refused) return refused
  return ok({ ...state, rested: stand ? withoutId(state.rested, id) : [...state.rested, id] }, [{ kind: 'standChanged', card: id, stand }])
}

/** [Power] and [Critical] changed until end of turn (Phase de fin ends them). */
export function modifyUnitRefused(state: GameState, id: CardId, power: number, critical: number): Fail | null {
  return (
    onField(state, id) ??
    amountError(power, -MAX_CHANGE.power, MAX_CHANGE.power) ??
    amountError(critical, -MAX_CHANGE.critical, MAX_CHANGE.critical) ??
    (power === 0 && critical === 0 ? err('bad-amount', ABILITY_RULE, 'change the power or the critical by something', { amount: 0 }) : null)
  )
}

export function modifyUnit(state: GameState, id: CardId, power: number, critical: number): EngineResult {
  const refused = modifyUnitRefused(state, id, power, critical)
  if (refused) return refused
  const was = state.boosts[id] ?? { power: 0, critical: 0 }
  return ok({ ...state, boosts: { ...state.boosts, [id]: { power: was.power + power, critical: was.critical + critical } } }, [{ kind: 'unitModified', card: id, power, critical }])
}
