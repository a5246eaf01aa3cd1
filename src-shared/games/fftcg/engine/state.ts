// Building a game and the small immutable helpers every family of rules uses.
import type { Card } from '../card'
import { shuffledFromSeed } from '../../../game/rng'
import { refuse, type Fail as CoreFail } from '../../../game/core'
import type {
  CardDef,
  CardId,
  CardStatus,
  EndKind,
  ErrorKind,
  Format,
  GameEvent,
  GameState,
  RuleError,
  ZoneName,
  Zones,
} from './types'
import { ZONES } from './types'

/** Damage that ends the game, by format (3.1.1). */
export const DAMAGE_LIMIT: Readonly<Record<Format, number>> = { constructed: 7, limited: 6 }
/** Cards drawn at setup and after the mulligan (8.2.1.3, 8.2.1.4). */
export const OPENING_HAND = 5

export interface NewGameOptions {
  seed: number
  onThePlay: boolean
  format: Format
}

export type Fail = CoreFail<RuleError>

/** The core's refusal, with this game's kinds. */
export const err: (kind: ErrorKind, rule: string, reason: string, params?: Record<string, string | number>) => Fail = refuse

export function toDef(card: Card): CardDef {
  const def: CardDef = {
    key: card.key,
    code: card.code,
    name: card.name,
    elements: card.elements,
    type: card.type,
    cost: card.cost,
    power: card.power,
    multicard: card.multicard,
    keywords: card.keywords,
    exBurst: card.exBurst,
  }
  if (card.fr?.name) def.fr = { name: card.fr.name }
  return def
}

/** The card table of a deck: what every game of it shares and never changes. */
interface DeckTable {
  cards: readonly Card[]
  defs: readonly CardDef[]
  instances: Readonly<Record<CardId, number>>
  ids: readonly CardId[]
}

/**
 * The table of the deck played last. A deck is played again and again (restarts, the next game
 * of a replay): the same card objects in the same order take its table without building one.
 * Only one is kept: building a table is a definition per card and an array, cheaper than the
 * look-ups and bookkeeping a table per deck needed (issue 16), and nothing is held for decks gone.
 */
let lastTable: DeckTable | null = null

function sameCards(table: DeckTable, deck: readonly Card[]): boolean {
  const cards = table.cards
  if (cards.length !== deck.length) return false
  for (let i = 0; i < cards.length; i++) if (cards[i] !== deck[i]) return false
  return true
}

function deckTable(deck: readonly Card[]): DeckTable {
  if (!lastTable || !sameCards(lastTable, deck)) lastTable = buildTable(deck)
  return lastTable
}

/**
 * What every deck of a size shares: its instance ids `c1`, `c2`… and the object giving each id's
 * place in the decklist (`c1` → 0), which only depends on the size. A new deck then needs no
 * object keyed by its own cards: a keyed store per card and a dictionary of definitions were
 * most of a new deck's newGame time (issue 16).
 */
interface DeckShape {
  ids: readonly CardId[]
  instances: Readonly<Record<CardId, number>>
}
const shapes = new Map<number, DeckShape>()

function shapeOf(size: number): DeckShape {
  let shape = shapes.get(size)
  if (!shape) {
    const ids = Array.from({ length: size }, (_, i) => `c${i + 1}`)
    // JSON.parse builds the object with fast properties (an object filled key by key turns into
    // a dictionary past a few dozen keys); frozen, as every game of every deck of this size holds it.
    const instances = Object.freeze(JSON.parse(JSON.stringify(Object.fromEntries(ids.map((id, i) => [id, i])))) as Record<CardId, number>)
    shapes.set(size, (shape = { ids, instances }))
  }
  return shape
}

function buildTable(deck: readonly Card[]): DeckTable {
  const { ids, instances } = shapeOf(deck.length)
  const defs = new Array<CardDef>(deck.length)
  let previous: Card | null = null
  let def: CardDef | null = null
  for (let i = 0; i < deck.length; i++) {
    const card = deck[i]!
    // Copies usually sit together: they share one definition.
    if (card !== previous) def = toDef(card)
    previous = card
    defs[i] = def!
  }
  return { cards: deck.slice(), defs, instances, ids }
}

/**
 * A shuffled deck with five cards drawn (8.2.1.1, 8.2.1.3), waiting for the mulligan decision.
 * The goldfish opponent takes no decision, so setup is the player's alone.
 */
export function newGame(deck: readonly Card[], options: NewGameOptions): { state: GameState; events: GameEvent[] } {
  const { defs, instances, ids } = deckTable(deck)
  const seed = Math.trunc(options.seed) >>> 0
  const { items, rng } = shuffledFromSeed(ids, seed)
  // The opening hand is cut from the shuffled deck here, as drawCards would draw it (events and
  // the loss to an empty deck alike), without a state built only to be copied.
  const drawn = Math.min(OPENING_HAND, items.length)
  const hand = items.slice(0, drawn)
  const zones: Zones = { deck: drawn ? items.slice(drawn) : items, hand, field: [], breakZone: [], damage: [], removed: [] }
  const state: GameState = {
    v: 1,
    format: options.format,
    damageLimit: DAMAGE_LIMIT[options.format],
    onThePlay: options.onThePlay,
    seed,
    rng,
    defs,
    instances,
    zones,
    status: {},
    turn: 0,
    ownTurn: 0,
    phase: 'setup',
    mulliganUsed: false,
    opponentDamage: 0,
    result: 'ongoing',
    endedBy: null,
    question: null,
  }
  const events: GameEvent[] = [
    { kind: 'gameStarted', onThePlay: options.onThePlay, format: options.format, deckSize: ids.length },
    { kind: 'shuffled' },
  ]
  if (drawn) events.push({ kind: 'drew', cards: hand.slice() })
  return { state: drawn < OPENING_HAND ? lose(state, '3.1.2', 'draw-empty', events) : state, events }
}

export function defOf(state: GameState, id: CardId): CardDef {
  return state.defs[state.instances[id]!]!
}

export function isCard(state: GameState, id: unknown): id is CardId {
  return typeof id === 'string' && Object.hasOwn(state.instances, id)
}

/** The definition of `id`, or undefined when no card of the game has that id. */
export function findDef(state: GameState, id: string): CardDef | undefined {
  return isCard(state, id) ? defOf(state, id) : undefined
}

export function zoneOf(state: GameState, id: CardId): ZoneName | null {
  for (const zone of ZONES) if (state.zones[zone].includes(id)) return zone
  return null
}

export function isLightOrDark(def: CardDef): boolean {
  return def.elements.includes('light') || def.elements.includes('dark')
}

export function isCharacter(def: CardDef): boolean {
  return def.type === 'forward' || def.type === 'backup' || def.type === 'monster'
}

/** Printed power plus "until end of turn" changes; null for cards without power. */
export function powerOf(def: CardDef, status: CardStatus | undefined): number | null {
  return def.power === null ? null : def.power + (status?.powerMod ?? 0)
}

export function without(list: readonly CardId[], id: CardId): CardId[] {
  const i = list.indexOf(id)
  if (i < 0) return list.slice()
  return list.slice(0, i).concat(list.slice(i + 1))
}

export function withoutAll(list: readonly CardId[], ids: ReadonlySet<CardId>): CardId[] {
  return list.filter((id) => !ids.has(id))
}

export function newStatus(turn: number, dull: boolean): CardStatus {
  return { dull, damage: 0, frozen: false, since: turn, attacked: false, powerMod: 0, counters: {} }
}

export function setStatus(state: GameState, id: CardId, patch: Partial<CardStatus>): GameState {
  const current = state.status[id]!
  return { ...state, status: { ...state.status, [id]: { ...current, ...patch } } }
}

/**
 * Moves one card (7.4: it becomes a new card there, so field status starts anew).
 * Entering the field: dull when asked, Backups dull by default (base rules: "Les Soutiens
 * entrent sur le terrain dullés"). The deck takes `position` (top by default); other zones append.
 */
export function moveCard(
  state: GameState,
  id: CardId,
  from: ZoneName,
  to: ZoneName,
  position: 'top' | 'bottom' = 'top',
  dull?: boolean,
): GameState {
  const zones = { ...state.zones, [from]: without(state.zones[from], id) }
  const target = zones[to]
  zones[to] = to === 'deck' && position === 'top' ? [id, ...target] : [...target, id]
  let status = state.status
  if (from === 'field' && to !== 'field') {
    const { [id]: _left, ...rest } = status
    status = rest
  } else if (to === 'field' && from !== 'field') {
    const enterDull = dull ?? defOf(state, id).type === 'backup'
    status = { ...status, [id]: newStatus(state.turn, enterDull) }
  }
  return { ...state, zones, status }
}

/** Puts several cards of one zone into the Break Zone at once (rule processes, discards). */
export function breakAll(state: GameState, from: ZoneName, ids: readonly CardId[]): GameState {
  if (ids.length === 0) return state
  const set = new Set(ids)
  const zones = { ...state.zones, [from]: withoutAll(state.zones[from], set), breakZone: [...state.zones.breakZone, ...ids] }
  let status = state.status
  if (from === 'field') {
    const next: Record<CardId, CardStatus> = {}
    for (const key in status) if (!set.has(key)) next[key] = status[key]!
    status = next
  }
  return { ...state, zones, status }
}

export function lose(state: GameState, rule: string, reason: EndKind, events: GameEvent[]): GameState {
  if (state.result !== 'ongoing') return state
  events.push({ kind: 'gameLost', rule, reason })
  return { ...state, result: 'lost', endedBy: { rule, kind: reason } }
}

export function win(state: GameState, rule: string, events: GameEvent[]): GameState {
  if (state.result !== 'ongoing') return state
  events.push({ kind: 'gameWon', rule })
  return { ...state, result: 'won', endedBy: { rule, kind: 'opponent-damage' } }
}

/** Draws one by one; a draw from an empty deck loses the game (3.1.2, 12.4.2). */
export function drawCards(state: GameState, count: number, events: GameEvent[]): GameState {
  const deck = state.zones.deck
  const n = Math.min(count, deck.length)
  let next = state
  if (n > 0) {
    const drawn = deck.slice(0, n)
    next = { ...state, zones: { ...state.zones, deck: deck.slice(n), hand: [...state.zones.hand, ...drawn] } }
    events.push({ kind: 'drew', cards: drawn })
  }
  return n < count ? lose(next, '3.1.2', 'draw-empty', events) : next
}

/**
 * Damage to the player (6.5.2, 7.8.2): one card at a time from the top of the deck to the
 * Damage Zone; an EX Burst card is surfaced for the player to resolve (6.5.2.1, 11.10.2).
 * Damage with an empty deck loses (3.1.3, 12.4.3); so does reaching the limit (3.1.1, 12.4.1).
 */
export function takeDamage(state: GameState, amount: number, events: GameEvent[]): GameState {
  let next = state
  for (let i = 0; i < amount && next.result === 'ongoing'; i++) {
    const top = next.zones.deck[0]
    if (top === undefined) return lose(next, '3.1.3', 'damage-empty', events)
    next = { ...next, zones: { ...next.zones, deck: next.zones.deck.slice(1), damage: [...next.zones.damage, top] } }
    events.push({ kind: 'damageTaken', card: top, total: next.zones.damage.length })
    if (defOf(next, top).exBurst) events.push({ kind: 'exBurst', card: top })
    if (next.zones.damage.length >= next.damageLimit) next = lose(next, '3.1.1', 'damage-zone', events)
  }
  return next
}

/** Damage to the goldfish; reaching the limit wins (3.1.1). Unblocked attacks deal 1 (10.1.4.1). */
export function damageOpponent(state: GameState, amount: number, events: GameEvent[]): GameState {
  const total = state.opponentDamage + amount
  events.push({ kind: 'opponentDamaged', amount, total })
  const next = { ...state, opponentDamage: total }
  return total >= state.damageLimit ? win(next, '3.1.1', events) : next
}
