// Manual actions: what skills, magic cards and terrains do, applied by the player (1.4, 2.1,
// 3.1). The board's limits still hold for cards entering it, and a searched deck is shuffled (RS).
import { MAX_STAT } from '../card'
import { INTERPRETATION, RULE } from '../rules'
import { CREATURE_SLOTS, changeLife, checkEnd, defOf, drawCards, err, freshStatus, isBoardZone, lose, MAGIC_SLOTS, moveCard, ok, setStatus, shuffleDeck, TERRAIN_SLOTS, update, zoneOf, type Fail } from './state'
import { POSTURES, type CardId, type DummyId, type EngineResult, type GameEvent, type GameState, type Posture, type Side, type ZoneName } from './types'
import { deckWithTopArranged } from '../../../game/table-actions'

export const MAX_AMOUNT = 100
export const MAX_DUMMIES = CREATURE_SLOTS

function amountError(amount: number, min: number, max: number): Fail | null {
  return Number.isInteger(amount) && amount >= min && amount <= max ? null : err('bad-amount', RULE.flow, `the amount must be a whole number from ${min} to ${max}`, { amount, min, max })
}

/** Which cards a zone of the board takes, and how many ("Le Plateau", 2.1, 3.1). */
function entryProblem(state: GameState, id: CardId, to: ZoneName): Fail | null {
  const category = defOf(state, id).category
  const full = (slots: number) => (state.zones[to].length >= slots ? err('slots-full', RULE.board, `the ${slots} slots of ${to} are full`, { slots, zone: to }) : null)
  switch (to) {
    case 'creatures':
      return category === 'creature' ? full(CREATURE_SLOTS) : err('wrong-category', RULE.board, 'only creatures go to the creature slots', { card: id, zone: to })
    case 'magic':
      return category === 'effect' || category === 'equipment' ? full(MAGIC_SLOTS) : err('wrong-category', RULE.board, 'only magic cards go to the magic slots', { card: id, zone: to })
    case 'terrain':
      return category === 'terrain' ? full(TERRAIN_SLOTS) : err('wrong-category', RULE.terrain, 'only a terrain goes to the terrain zone', { card: id, zone: to })
    case 'equipped':
      return err('wrong-category', RULE.magic, 'equip a creature by activating the equipment card on it', { card: id, zone: to })
    default:
      return null
  }
}

/** `dull` puts a creature in defensive posture (the generic table's "enters tapped"). */
export function move(state: GameState, id: CardId, to: ZoneName, position: 'top' | 'bottom' = 'top', dull?: boolean): EngineResult {
  const from = zoneOf(state, id)
  if (from === null) return err('not-in-zone', RULE.board, `there is no card ${id} in this game`, { card: id })
  if (from === to && to !== 'deck') return err('same-zone', RULE.board, `card ${id} is already there`, { card: id, zone: to })
  const refused = entryProblem(state, id, to)
  if (refused) return refused
  const events: GameEvent[] = [{ kind: 'moved', card: id, from, to, position }]
  if (from === 'creatures' && to === 'graveyard') events.push({ kind: 'destroyed', card: id })
  // A card that changes zone on the board enters anew (an equipment moved to a slot is attached to nothing).
  const entering = to === 'creatures' ? freshStatus(state, dull ? 'defensive' : 'offensive') : isBoardZone(to) ? freshStatus(state) : undefined
  return ok(moveCard(state, id, from, to, position, entering, events), events)
}

function onBoard(state: GameState, id: CardId): Fail | null {
  return state.status[id] ? null : err('not-in-zone', RULE.board, `card ${id} is not on the board`, { card: id, zone: 'creatures' })
}
function isCreatureOnField(state: GameState, id: CardId): Fail | null {
  return state.zones.creatures.includes(id) ? null : err('not-in-zone', RULE.board, `card ${id} is not in your creature slots`, { card: id, zone: 'creatures' })
}

export function counter(state: GameState, id: CardId, name: string, delta: number): EngineResult {
  const refused = onBoard(state, id) ?? (delta === 0 ? err('bad-amount', RULE.flow, 'the counter change must not be zero', { amount: delta }) : amountError(delta, -MAX_AMOUNT, MAX_AMOUNT))
  if (refused) return refused
  const status = state.status[id]!
  const value = Math.max(0, (status.counters[name] ?? 0) + delta)
  const { [name]: _old, ...others } = status.counters
  return ok(setStatus(state, id, { counters: value > 0 ? { ...others, [name]: value } : others }), [{ kind: 'counter', card: id, name, value }])
}

export function draw(state: GameState, count: number): EngineResult {
  const refused = amountError(count, 1, MAX_AMOUNT)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(drawCards(state, count, events), events)
}

/** RS: whenever a deck is searched, it is shuffled afterwards. */
export function search(state: GameState, id: CardId, to: ZoneName = 'hand', dull?: boolean): EngineResult {
  if (!state.zones.deck.includes(id)) return err('not-in-zone', RULE.extra, `card ${id} is not in the deck`, { card: id, zone: 'deck' })
  if (to === 'deck') return err('same-zone', RULE.extra, 'a searched card leaves the deck', { card: id, zone: to })
  const refused = entryProblem(state, id, to)
  if (refused) return refused
  const events: GameEvent[] = [{ kind: 'searched', card: id, to }]
  const entering = to === 'creatures' ? freshStatus(state, dull ? 'defensive' : 'offensive') : undefined
  return ok(shuffleDeck(moveCard(state, id, 'deck', to, 'top', entering), events), events)
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
  if (!deck) return err('bad-order', RULE.board, `list each of the top ${n} cards of the deck exactly once`, { count: n })
  return ok(update(state, { zones: { ...state.zones, deck } }), [{ kind: 'arranged', top: [...top], bottom: [...bottom] }])
}

export function concede(state: GameState): EngineResult {
  const events: GameEvent[] = []
  return ok(lose(state, 'conceded', events), events)
}

/** Atk/Def changes of skills, equipment and terrains (1.4, 2.1, 3.1), kept while the card stays. */
export function modifyStats(state: GameState, id: CardId, atk: number, def: number): EngineResult {
  const refused =
    isCreatureOnField(state, id) ??
    amountError(atk, -MAX_STAT, MAX_STAT) ??
    amountError(def, -MAX_STAT, MAX_STAT) ??
    (atk === 0 && def === 0 ? err('bad-amount', RULE.levels, 'change Atk or Def by something', { amount: 0 }) : null)
  if (refused) return refused
  const s = state.status[id]!
  const next = setStatus(state, id, { atkMod: s.atkMod + atk, defMod: s.defMod + def })
  const d = defOf(state, id)
  return ok(next, [{ kind: 'statsModified', card: id, atk: Math.max(0, (d.atk ?? 0) + s.atkMod + atk), def: Math.max(0, (d.def ?? 0) + s.defMod + def) }])
}

/** Puts a creature to rest for a number of its owner's turns (0: it gets up now), as a skill may (1.2, 1.3). */
export function setRest(state: GameState, id: CardId, turns: number): EngineResult {
  const refused = isCreatureOnField(state, id) ?? amountError(turns, 0, 10)
  if (refused) return refused
  if (turns === 0) return ok(setStatus(state, id, { posture: 'offensive', restTurns: 0 }), [{ kind: 'gotUp', card: id }])
  return ok(setStatus(state, id, { posture: 'rest', restTurns: turns }), [{ kind: 'rested', card: id, turns }])
}

export function changeLifeBy(state: GameState, side: Side, amount: number): EngineResult {
  const refused = amount === 0 ? err('bad-amount', RULE.flow, 'the LP change must not be zero', { amount }) : amountError(amount, -100_000, 100_000)
  if (refused) return refused
  const events: GameEvent[] = []
  return ok(checkEnd(changeLife(state, side, amount, events), events), events)
}

function dummyProblem(atk: number, def: number, posture: Posture): Fail | null {
  return (
    amountError(atk, 0, MAX_STAT) ??
    amountError(def, 0, MAX_STAT) ??
    ((POSTURES as readonly string[]).includes(posture) ? null : err('bad-posture', RULE.postures, 'a posture is offensive, defensive or rest', { posture }))
  )
}

/** The goldfish's field, filled by hand with dummy creatures to test attacks ("Le Plateau": 5 slots). */
export function addDummy(state: GameState, atk: number, def: number, posture: Posture): EngineResult {
  const refused =
    dummyProblem(atk, def, posture) ??
    (state.opponent.creatures.length >= MAX_DUMMIES ? err('slots-full', RULE.board, `the opponent's ${MAX_DUMMIES} creature slots are full`, { slots: MAX_DUMMIES, zone: 'opponent' }) : null)
  if (refused) return refused
  const id: DummyId = `o${state.opponent.nextDummy}`
  const opponent = { ...state.opponent, creatures: [...state.opponent.creatures, { id, atk, def, posture }], nextDummy: state.opponent.nextDummy + 1 }
  return ok(update(state, { opponent }), [{ kind: 'dummyAdded', dummy: id, atk, def, posture }])
}

export function updateDummy(state: GameState, id: DummyId, atk: number, def: number, posture: Posture): EngineResult {
  const refused = dummyProblem(atk, def, posture) ?? noDummy(state, id)
  if (refused) return refused
  const creatures = state.opponent.creatures.map((d) => (d.id === id ? { id, atk, def, posture } : d))
  return ok(update(state, { opponent: { ...state.opponent, creatures } }), [{ kind: 'dummyChanged', dummy: id, atk, def, posture }])
}

export function removeDummy(state: GameState, id: DummyId): EngineResult {
  const refused = noDummy(state, id)
  if (refused) return refused
  const creatures = state.opponent.creatures.filter((d) => d.id !== id)
  return ok(update(state, { opponent: { ...state.opponent, creatures } }), [{ kind: 'dummyRemoved', dummy: id }])
}

function noDummy(state: GameState, id: DummyId): Fail | null {
  return state.opponent.creatures.some((d) => d.id === id) ? null : err('no-dummy', INTERPRETATION.mustTarget, `the opponent has no creature ${id}`, { dummy: id })
}
