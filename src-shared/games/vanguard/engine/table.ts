// The eight table actions (move, draw, search, look at and arrange the top, shuffle, concede; no
// counters in Vanguard) are the engine core's (src-shared/game/core/table.ts); this file gives
// only what is Vanguard's: a unit alone goes on a circle, a rear-guard circle holds one unit and
// a rear-guard may move to another circle, a unit put on (VC) sends the vanguard there to the
// soul, a card leaving its place leaves its circle, its face-down side and its changes until end
// of turn, a draw from a deck too short loses (GE-deck-out), and conceding loses.
import type { Outcome, Refusal, TableHooks } from '../../../game/core'
import { ABILITY_RULE, GAME_END_RULE, PHASE_RULE } from '../rules'
import { circleOf, defOf, drawCards, err, isUnit, lose, moveCard, vanguardOf, withoutId, zoneOf } from './state'
import { CIRCLES, type CardId, type Circle, type EngineResult, type GameEvent, type GameState, type ZoneName } from './types'

/** The most cards one draw, look or cost takes (a deck holds 50). */
export const MAX_AMOUNT = 50
const ON_CIRCLE: ReadonlySet<ZoneName> = new Set(['vanguard', 'rearguard'])
const REARGUARD: ReadonlySet<ZoneName> = new Set(['rearguard'])

const firstEmpty = (state: GameState) => CIRCLES.find((c) => state.circles[c] === null)

/** Takes a card out of wherever it is: its circle emptied, face up, its changes until end of turn gone. */
function lift(state: GameState, id: CardId, from: ZoneName, to: ZoneName): GameState {
  let next = moveCard(state, id, from, to)
  const circle = circleOf(next, id)
  if (circle) next = { ...next, circles: { ...next.circles, [circle]: null } }
  if (next.faceDown.includes(id)) next = { ...next, faceDown: withoutId(next.faceDown, id) }
  if (next.boosts[id]) {
    const { [id]: _gone, ...boosts } = next.boosts
    next = { ...next, boosts }
  }
  return next
}

/** To the rear-guard circles: `circle`, else the first empty one; only a unit goes on a circle. */
function entryRefused(state: GameState, id: CardId, to: ZoneName, circle: Circle | undefined) {
  if (ON_CIRCLE.has(to) && !isUnit(defOf(state, id))) return err('not-a-unit', ABILITY_RULE, 'only a unit goes on a circle', { card: id, zone: to })
  if (to !== 'rearguard') return null
  const target = circle ?? firstEmpty(state)
  if (!target) return err('bad-circle', PHASE_RULE.main, 'the five rear-guard circles are full: name the circle of the unit to replace', { card: id })
  if (state.circles[target] === id) return err('same-zone', ABILITY_RULE, `card ${id} is already on that circle`, { card: id, circle: target })
  if (state.circles[target] !== null) return err('bad-circle', PHASE_RULE.main, 'that circle holds a rear-guard: move it away first', { card: id, circle: target })
  return null
}

/**
 * Puts a card where `entryRefused` let it go. To (VC): the vanguard there goes to the soul, as on
 * a ride ("votre précédente avant-garde est déplacée dans votre âme"). To the deck: its top or
 * bottom. `rest`: a unit put on a circle enters [Rest].
 */
function place(state: GameState, id: CardId, from: ZoneName, to: ZoneName, position: 'top' | 'bottom', rest: boolean | undefined, events: GameEvent[], circle: Circle | undefined): GameState {
  let next = state
  if (to === 'rearguard') {
    const target = circle ?? firstEmpty(state)!
    const lifted = from === 'rearguard' ? { ...state, circles: { ...state.circles, [circleOf(state, id)!]: null } } : lift(state, id, from, to)
    next = { ...lifted, circles: { ...lifted.circles, [target]: id } }
  } else {
    const old = vanguardOf(state)
    if (to === 'vanguard' && old !== null) {
      events.push({ kind: 'moved', card: old, from: 'vanguard', to: 'soul', position: 'top' })
      next = lift(next, old, 'vanguard', 'soul')
    }
    next = lift(next, id, from, to)
    if (to === 'deck' && position === 'bottom') next = { ...next, zones: { ...next.zones, deck: [...next.zones.deck.slice(1), id] } }
  }
  return rest && ON_CIRCLE.has(to) ? { ...next, rested: [...withoutId(next.rested, id), id] } : next
}

/** The hooks, with the rear-guard circle a move names (`moveToCircle`), or none (the first empty one). */
export function tableHooks(circle?: Circle): TableHooks<ZoneName, GameState, GameEvent> {
  return {
    deck: 'deck',
    deckWord: 'deck',
    rules: { move: ABILITY_RULE, search: ABILITY_RULE, arrange: ABILITY_RULE, amount: ABILITY_RULE, counter: ABILITY_RULE },
    maxAmount: MAX_AMOUNT,
    movesWithin: REARGUARD,
    zoneOf,
    entryRefused: (state, id, to) => entryRefused(state, id, to, circle),
    place: (state, id, from, to, position, rest, events) => place(state, id, from, to, position, rest, events, circle),
    draw: drawCards,
    concede: (state, events) => lose(state, GAME_END_RULE.concede, 'conceded', events),
  }
}

export const TABLE_HOOKS = tableHooks()

/** A core table action's result as this engine's (the core's refusal kinds are among ErrorKind). */
export const asEngineResult = (result: Outcome<GameState, GameEvent, Refusal>): EngineResult => result as EngineResult
