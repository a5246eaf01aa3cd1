// The eight table actions (src-shared/game/table-actions.ts), written once: what card abilities do,
// applied by the player's hand. A game gives only what is its own: which zone is its deck, which
// zones a card may enter (`entryRefused`), how a card is put somewhere (its field status), what a
// draw does when the deck runs out, where counters live, how a player loses, and the rule numbers
// its refusals name. Its after-action checks (rule processing, state-based actions) run in its
// `apply` after these, as after any action.
import { shuffled, type RngState } from '../rng'
import { deckWithTopArranged, type TableAction } from '../table-actions'
import { accept, amountRefused, changeRefused, refuse, type Fail, type Ok, type Refusal } from './refusal'

export type TableEvent<Zone extends string> =
  | { kind: 'moved'; card: string; from: Zone; to: Zone; position: 'top' | 'bottom' }
  | { kind: 'counter'; card: string; name: string; value: number }
  | { kind: 'searched'; card: string; to: Zone }
  | { kind: 'shuffled' }
  | { kind: 'looked'; cards: string[] }
  | { kind: 'arranged'; top: string[]; bottom: string[] }

export interface TableState<Zone extends string> {
  readonly rng: RngState
  readonly zones: { readonly [Z in Zone]: readonly string[] }
}

export interface TableRules {
  /** Moving a card, and a card that is not in the game. */
  readonly move: string
  readonly search: string
  readonly arrange: string
  /** Amounts out of range (draw, look). */
  readonly amount: string
  readonly counter: string
}

export interface TableHooks<Zone extends string, S extends TableState<Zone>, E> {
  /** The face-down deck: 'deck', or Magic's 'library'. */
  readonly deck: Zone
  /** How the refusals name it ('deck', 'library'). */
  readonly deckWord: string
  readonly rules: TableRules
  /** The most cards one draw or look takes. */
  readonly maxAmount: number
  /**
   * Zones besides the deck where a card may move within its own zone (Vanguard's rear-guard
   * circles: a rear-guard to another circle); absent: none.
   */
  readonly movesWithin?: ReadonlySet<Zone>
  zoneOf(state: S, id: string): Zone | null
  /** Why `id` may not enter `to` (a field's limits, a card kind a zone does not take), or null. */
  entryRefused(state: S, id: string, to: Zone, from: Zone): Fail<Refusal> | null
  /**
   * Puts `id` from `from` into `to` (the deck at `position`; `dull`: enters tapped, at rest), with
   * the game's own status for what enters or leaves its field, and the game's events of it.
   */
  place(state: S, id: string, from: Zone, to: Zone, position: 'top' | 'bottom', dull: boolean | undefined, events: E[]): S
  /** Draws `count`; what an empty deck does is the game's rule. */
  draw(state: S, count: number, events: E[]): S
  /** The player concedes (the game's loss with its rule). */
  concede(state: S, events: E[]): S
  /** Where counters live, for games that have them on cards. */
  readonly counters?: {
    /** Why `id` holds no counters now (not on the field), or null. */
    refused(state: S, id: string): Fail<Refusal> | null
    get(state: S, id: string): Readonly<Record<string, number>>
    set(state: S, id: string, counters: Readonly<Record<string, number>>): S
  }
}

type Result<S, E> = Ok<S, E> | Fail<Refusal>
type Position = 'top' | 'bottom'

/** Any card to any zone the game lets it enter. */
export function moveCard<Z extends string, S extends TableState<Z>, E>(h: TableHooks<Z, S, E | TableEvent<Z>>, state: S, id: string, to: Z, position: Position = 'top', dull?: boolean): Result<S, E | TableEvent<Z>> {
  const from = h.zoneOf(state, id)
  if (from === null) return refuse('not-in-zone', h.rules.move, `there is no card ${id} in this game`, { card: id })
  if (from === to && to !== h.deck && !h.movesWithin?.has(to)) return refuse('same-zone', h.rules.move, `card ${id} is already there`, { card: id, zone: to })
  const refused = h.entryRefused(state, id, to, from)
  if (refused) return refused
  const events: (E | TableEvent<Z>)[] = [{ kind: 'moved', card: id, from, to, position }]
  return accept(h.place(state, id, from, to, position, dull, events), events)
}

/** Adds `delta` to a counter of a card (never below zero; a counter at zero is gone). */
export function changeCounter<Z extends string, S extends TableState<Z>, E>(h: TableHooks<Z, S, E | TableEvent<Z>>, state: S, id: string, name: string, delta: number): Result<S, E | TableEvent<Z>> {
  const c = h.counters
  if (!c) return refuse('no-counters', h.rules.counter, 'cards of this game hold no counters', { card: id })
  const refused = c.refused(state, id) ?? changeRefused(delta, h.maxAmount, h.rules.counter, 'the counter change')
  if (refused) return refused
  const current = c.get(state, id)
  const value = Math.max(0, (current[name] ?? 0) + delta)
  const { [name]: _old, ...others } = current
  return accept(c.set(state, id, value > 0 ? { ...others, [name]: value } : others), [{ kind: 'counter', card: id, name, value }])
}

export function drawCards<Z extends string, S extends TableState<Z>, E>(h: TableHooks<Z, S, E | TableEvent<Z>>, state: S, count: number): Result<S, E | TableEvent<Z>> {
  const refused = amountRefused(count, 1, h.maxAmount, h.rules.amount)
  if (refused) return refused
  const events: (E | TableEvent<Z>)[] = []
  return accept(h.draw(state, count, events), events)
}

/** A card found in the deck and put where the ability says; the deck is shuffled after. */
export function searchDeck<Z extends string, S extends TableState<Z>, E>(h: TableHooks<Z, S, E | TableEvent<Z>>, state: S, id: string, to: Z, dull?: boolean): Result<S, E | TableEvent<Z>> {
  if (!state.zones[h.deck].includes(id)) return refuse('not-in-zone', h.rules.search, `card ${id} is not in the ${h.deckWord}`, { card: id, zone: h.deck })
  if (to === h.deck) return refuse('same-zone', h.rules.search, `a searched card leaves the ${h.deckWord}`, { card: id, zone: to })
  const refused = h.entryRefused(state, id, to, h.deck)
  if (refused) return refused
  const events: (E | TableEvent<Z>)[] = [{ kind: 'searched', card: id, to }]
  const placed = h.place(state, id, h.deck, to, 'top', dull, events)
  return accept(shuffleZone(h.deck, placed, events), events)
}

/** The deck shuffled with the state's generator. */
export function shuffleZone<Z extends string, S extends TableState<Z>>(deck: Z, state: S, events: { push(e: { kind: 'shuffled' }): unknown }): S {
  const { items, rng } = shuffled(state.zones[deck], state.rng)
  events.push({ kind: 'shuffled' })
  return { ...state, rng, zones: { ...state.zones, [deck]: items } }
}

export function shuffleDeck<Z extends string, S extends TableState<Z>, E>(h: TableHooks<Z, S, E | TableEvent<Z>>, state: S): Result<S, E | TableEvent<Z>> {
  const events: (E | TableEvent<Z>)[] = []
  return accept(shuffleZone(h.deck, state, events), events)
}

/** The top `count` cards seen (all of them if the deck is shorter). */
export function lookAtTop<Z extends string, S extends TableState<Z>, E>(h: TableHooks<Z, S, E | TableEvent<Z>>, state: S, count: number): Result<S, E | TableEvent<Z>> {
  const refused = amountRefused(count, 1, h.maxAmount, h.rules.amount)
  if (refused) return refused
  return accept(state, [{ kind: 'looked', cards: state.zones[h.deck].slice(0, count) }])
}

/** The top cards put back in the order given: `top` from the top down, `bottom` under the deck (its last card lowest). */
export function arrangeTop<Z extends string, S extends TableState<Z>, E>(h: TableHooks<Z, S, E | TableEvent<Z>>, state: S, top: readonly string[], bottom: readonly string[]): Result<S, E | TableEvent<Z>> {
  const deck = deckWithTopArranged(state.zones[h.deck], top, bottom)
  const n = top.length + bottom.length
  if (!deck) return refuse('bad-order', h.rules.arrange, `list each of the top ${n} cards of the ${h.deckWord} exactly once`, { count: n })
  return accept({ ...state, zones: { ...state.zones, [h.deck]: deck } }, [{ kind: 'arranged', top: [...top], bottom: [...bottom] }])
}

export function concede<Z extends string, S extends TableState<Z>, E>(h: TableHooks<Z, S, E | TableEvent<Z>>, state: S): Result<S, E | TableEvent<Z>> {
  const events: (E | TableEvent<Z>)[] = []
  return accept(h.concede(state, events), events)
}

/** One of the eight table actions, applied with the game's hooks (its reducer's table cases in one call). */
export function applyTableAction<Z extends string, S extends TableState<Z>, E>(h: TableHooks<Z, S, E | TableEvent<Z>>, state: S, action: TableAction<Z>, hand: Z): Result<S, E | TableEvent<Z>> {
  switch (action.type) {
    case 'move':
      return moveCard(h, state, action.card, action.to, action.position, action.dull)
    case 'counter':
      return changeCounter(h, state, action.card, action.name, action.delta)
    case 'draw':
      return drawCards(h, state, action.count)
    case 'search':
      return searchDeck(h, state, action.card, action.to ?? hand, action.dull)
    case 'lookTop':
      return lookAtTop(h, state, action.count)
    case 'arrangeTop':
      return arrangeTop(h, state, action.top, action.bottom ?? [])
    case 'shuffle':
      return shuffleDeck(h, state)
    case 'concede':
      return concede(h, state)
  }
}
