// Manual actions: what abilities do, applied by the player (COMPETENCES DES CARTES: ACT, AUTO and
// CONT are not automated). A card moves between any zones; a unit stands or rests; power and
// critical change until end of turn; costs are paid by hand (Counter Blast turns damage face
// down, Soul Blast drops soul cards, Soul Charge fills the soul).
import { deckWithTopArranged } from '../../../game/table-actions'
import { ABILITY_RULE, GAME_END_RULE, PHASE_RULE } from '../rules'
import { defOf, drawCards, err, isUnit, lose, moveCard, ok, shuffleDeck, vanguardOf, withoutId, zoneOf, type Fail } from './state'
import { isOnField } from './battle'
import { CIRCLES, type CardId, type Circle, type EngineResult, type GameEvent, type GameState, type ZoneName } from './types'

export const MAX_AMOUNT = 50
/** The most power or critical one change may add or take away. */
export const MAX_CHANGE = { power: 1_000_000, critical: 10 } as const

function amountError(amount: number, min: number, max: number): Fail | null {
  return Number.isInteger(amount) && amount >= min && amount <= max ? null : err('bad-amount', ABILITY_RULE, `the amount must be a whole number from ${min} to ${max}`, { amount, min, max })
}

/** Takes a card out of wherever it is: its circle emptied, face up, its changes until end of turn gone. */
function lift(state: GameState, id: CardId, from: ZoneName, to: ZoneName): GameState {
  let next = moveCard(state, id, from, to)
  const circle = CIRCLES.find((c) => next.circles[c] === id)
  if (circle) next = { ...next, circles: { ...next.circles, [circle]: null } }
  if (next.faceDown.includes(id)) next = { ...next, faceDown: withoutId(next.faceDown, id) }
  if (next.boosts[id]) {
    const { [id]: _gone, ...boosts } = next.boosts
    next = { ...next, boosts }
  }
  return next
}

/**
 * Any card to any zone. To the rear-guard circles: the circle given, else the first empty one.
 * To (VC): the vanguard there goes to the soul, as on a ride ("votre précédente avant-garde est
 * déplacée dans votre âme"). To the deck: its top or bottom.
 */
export function move(state: GameState, id: CardId, to: ZoneName, position: 'top' | 'bottom' = 'top', circle?: Circle, rest = false): EngineResult {
  const moved = moveAnywhere(state, id, to, position, circle)
  if (!moved.ok || !rest || (to !== 'rearguard' && to !== 'vanguard')) return moved
  return ok({ ...moved.state, rested: [...withoutId(moved.state.rested, id), id] }, moved.events)
}

function moveAnywhere(state: GameState, id: CardId, to: ZoneName, position: 'top' | 'bottom', circle?: Circle): EngineResult {
  const from = zoneOf(state, id)
  if (from === null) return err('not-in-zone', ABILITY_RULE, `there is no card ${id} in this game`, { card: id })
  if (from === to && to !== 'deck' && to !== 'rearguard') return err('same-zone', ABILITY_RULE, `card ${id} is already there`, { card: id, zone: to })
  if ((to === 'vanguard' || to === 'rearguard') && !isUnit(defOf(state, id))) return err('not-a-unit', ABILITY_RULE, 'only a unit goes on a circle', { card: id, zone: to })
  const events: GameEvent[] = []
  if (to === 'rearguard') {
    const target = circle ?? CIRCLES.find((c) => state.circles[c] === null)
    if (!target) return err('bad-circle', PHASE_RULE.main, 'the five rear-guard circles are full: name the circle of the unit to replace', { card: id })
    if (state.circles[target] === id) return err('same-zone', ABILITY_RULE, `card ${id} is already on that circle`, { card: id, circle: target })
    if (state.circles[target] !== null) return err('bad-circle', PHASE_RULE.main, 'that circle holds a rear-guard: move it away first', { card: id, circle: target })
    const lifted = from === 'rearguard' ? { ...state, circles: { ...state.circles, [CIRCLES.find((c) => state.circles[c] === id)!]: null } } : lift(state, id, from, to)
    events.push({ kind: 'moved', card: id, from, to, circle: target })
    return ok({ ...lifted, circles: { ...lifted.circles, [target]: id } }, events)
  }
  let next = state
  const old = vanguardOf(state)
  if (to === 'vanguard' && old !== null) {
    events.push({ kind: 'moved', card: old, from: 'vanguard', to: 'soul', circle: null })
    next = lift(next, old, 'vanguard', 'soul')
  }
  next = lift(next, id, from, to)
  if (to === 'deck' && position === 'bottom') next = { ...next, zones: { ...next.zones, deck: [...next.zones.deck.slice(1), id] } }
  events.push({ kind: 'moved', card: id, from, to, circle: null })
  return ok(next, events)
}

export function draw(state: GameState, count: number): EngineResult {
  const refused = amountError(count, 1, MAX_AMOUNT)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(drawCards(state, count, events), events)
}

/** A card taken from the deck (an ability's search); the deck is shuffled after. */
export function search(state: GameState, id: CardId, to: ZoneName = 'hand', rest = false): EngineResult {
  if (!state.zones.deck.includes(id)) return err('not-in-zone', ABILITY_RULE, `card ${id} is not in the deck`, { card: id, zone: 'deck' })
  if (to === 'deck') return err('same-zone', ABILITY_RULE, 'a searched card leaves the deck', { card: id, zone: to })
  const moved = move(state, id, to, 'top', undefined, rest)
  if (!moved.ok) return moved
  const events: GameEvent[] = [{ kind: 'searched', card: id, to }]
  return ok(shuffleDeck(moved.state, events), events)
}

export function shuffle(state: GameState): EngineResult {
  const events: GameEvent[] = []
  return ok(shuffleDeck(state, events), events)
}

export function lookTop(state: GameState, count: number): EngineResult {
  const refused = amountError(count, 1, MAX_AMOUNT)
  if (refused) return refused
  return ok(state, [{ kind: 'looked', cards: state.zones.deck.slice(0, count) }])
}

/** The top cards put back in the order given: `top` from the top down, `bottom` under the deck. */
export function arrangeTop(state: GameState, top: readonly CardId[], bottom: readonly CardId[]): EngineResult {
  const deck = deckWithTopArranged(state.zones.deck, top, bottom)
  const n = top.length + bottom.length
  if (!deck) return err('bad-order', ABILITY_RULE, `list each of the top ${n} cards of the deck exactly once`, { count: n })
  return ok({ ...state, zones: { ...state.zones, deck } }, [{ kind: 'arranged', top: [...top], bottom: [...bottom] }])
}

export function concede(state: GameState): EngineResult {
  const events: GameEvent[] = []
  return ok(lose(state, GAME_END_RULE.concede, 'conceded', events), events)
}

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
