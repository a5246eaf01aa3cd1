// Building and reading states: a new game, moving cards between zones, drawing, shuffling, life.
import { drawFromTop, shuffleDeckOf } from '../../../game/instances'
import { shuffledFromSeed } from '../../../game/rng'
import type { CreatureCard } from '../card'
import type { DeckFormat } from '../deck/deck'
import { INTERPRETATION, RULE } from '../rules'
import type { Fail as CoreFail } from '../../../game/core'
import type { CardDef, CardId, CardStatus, GameEvent, GameState, Posture, RuleError, Side, ZoneName, Zones } from './types'

/** "Le déroulement du jeu": 8000 LP each, a hand of 5, a draw each turn, 3 AP (PA). */
export const STARTING_LP = 8000
export const OPENING_HAND = 5
export const DRAW_PER_TURN = 1
export const MAX_AP = 3
/** "Le Plateau": 5 creature slots, 5 magic slots, one terrain zone. */
export const CREATURE_SLOTS = 5
export const MAGIC_SLOTS = 5
export const TERRAIN_SLOTS = 1

/** A refusal of this game (the core's `refuse` with one of its ErrorKinds). */
export type Fail = CoreFail<RuleError>

export interface NewGameOptions {
  seed: number
  onThePlay: boolean
  format: DeckFormat | string
}

export function newGame(deck: readonly CreatureCard[], options: NewGameOptions): { state: GameState; events: GameEvent[] } {
  const defs: Record<string, CardDef> = {}
  const instances: Record<CardId, string> = {}
  const ids: CardId[] = []
  deck.forEach((card, i) => {
    const id = `c${i + 1}`
    ids.push(id)
    instances[id] = card.code
    if (!defs[card.code]) {
      const { text: _text, ...def } = card
      defs[card.code] = def
    }
  })
  const { items, rng } = shuffledFromSeed(ids, options.seed)
  const events: GameEvent[] = [{ kind: 'gameStarted', onThePlay: options.onThePlay, deckSize: ids.length, lp: STARTING_LP }, { kind: 'shuffled' }]
  const state: GameState = {
    v: 1,
    format: options.format === 'free' ? 'free' : 'standard',
    onThePlay: options.onThePlay,
    seed: options.seed,
    rng,
    defs,
    instances,
    zones: { deck: items, hand: [], creatures: [], magic: [], equipped: [], terrain: [], graveyard: [], isolation: [] },
    status: {},
    turn: 0,
    ownTurn: 0,
    phase: 'setup',
    ap: MAX_AP,
    lp: STARTING_LP,
    opponent: { lp: STARTING_LP, creatures: [], nextDummy: 1 },
    attacks: [],
    mulliganUsed: false,
    result: 'ongoing',
    endedBy: null,
    question: null,
  }
  return { state: drawCards(state, OPENING_HAND, events), events }
}

/**
 * A copy of the state made by this one object literal, its fields in newGame's order (the same
 * JSON). V8 allocates it at once with every field inside the object, where `{ ...state, ap }`
 * adds the 19 fields one by one to a new hidden class: those spreads were over half of the
 * engine's time (bench/creatures.ts), as they were Magic's (mtg/engine/state.ts).
 */
function copyState(s: GameState): GameState {
  return {
    v: s.v,
    format: s.format,
    onThePlay: s.onThePlay,
    seed: s.seed,
    rng: s.rng,
    defs: s.defs,
    instances: s.instances,
    zones: s.zones,
    status: s.status,
    turn: s.turn,
    ownTurn: s.ownTurn,
    phase: s.phase,
    ap: s.ap,
    lp: s.lp,
    opponent: s.opponent,
    attacks: s.attacks,
    mulliganUsed: s.mulliganUsed,
    result: s.result,
    endedBy: s.endedBy,
    question: s.question,
  }
}

/** The state with `parts` changed: what `{ ...state, ...parts }` is, always of one shape. */
export function update(s: GameState, parts: Partial<GameState>): GameState {
  return Object.assign(copyState(s), parts)
}

export const defOf = (state: GameState, id: CardId): CardDef => state.defs[state.instances[id]!]!

export function zoneOf(state: GameState, id: CardId): ZoneName | null {
  for (const zone in state.zones) if ((state.zones[zone as ZoneName] as readonly CardId[]).includes(id)) return zone as ZoneName
  return null
}

/** Current Atk and Def: printed value plus the changes applied by hand, never below 0. */
export function atkOf(state: GameState, id: CardId): number {
  return Math.max(0, (defOf(state, id).atk ?? 0) + (state.status[id]?.atkMod ?? 0))
}
export function defenceOf(state: GameState, id: CardId): number {
  return Math.max(0, (defOf(state, id).def ?? 0) + (state.status[id]?.defMod ?? 0))
}

const BOARD: ReadonlySet<ZoneName> = new Set(['creatures', 'magic', 'equipped', 'terrain'])
export const isBoardZone = (zone: ZoneName) => BOARD.has(zone)

export function freshStatus(state: GameState, posture: Posture = 'offensive', attachedTo: CardId | null = null): CardStatus {
  return { posture, restTurns: 0, since: state.ownTurn, attacked: false, atkMod: 0, defMod: 0, attachedTo, counters: {} }
}

export function withoutId(list: readonly CardId[], id: CardId): CardId[] {
  const i = list.indexOf(id)
  return i < 0 ? list.slice() : [...list.slice(0, i), ...list.slice(i + 1)]
}

/**
 * Moves a card; a card entering the board gets a fresh status, one leaving it loses it. A
 * creature that leaves the creature slots takes its equipment to the graveyard (I14).
 */
export function moveCard(
  state: GameState,
  id: CardId,
  from: ZoneName,
  to: ZoneName,
  position: 'top' | 'bottom' = 'top',
  entering?: CardStatus,
  events?: GameEvent[],
): GameState {
  const zones = copyZones(state.zones)
  zones[from] = withoutId(state.zones[from], id)
  const target = zones[to]
  zones[to] = to === 'deck' && position === 'top' ? [id, ...target] : [...target, id]
  let status = state.status
  if (isBoardZone(to) && (!isBoardZone(from) || entering)) {
    const next: Record<CardId, CardStatus> = { ...status }
    next[id] = entering ?? freshStatus(state)
    status = next
  } else if (!isBoardZone(to) && id in status) {
    const { [id]: _gone, ...rest } = status
    status = rest
  }
  let next = update(state, { zones, status })
  if (from === 'creatures' && to !== 'creatures') {
    for (const eq of state.zones.equipped)
      if (state.status[eq]?.attachedTo === id) {
        next = moveCard(next, eq, 'equipped', 'graveyard')
        events?.push({ kind: 'moved', card: eq, from: 'equipped', to: 'graveyard', position: 'top' })
      }
  }
  return next
}

export function setStatus(state: GameState, id: CardId, patch: Partial<CardStatus>): GameState {
  const status: Record<CardId, CardStatus> = { ...state.status }
  status[id] = Object.assign(copyStatus(state.status[id]!), patch)
  return update(state, { status })
}

// Copies by one literal, as copyState, for the same reason; the zones are written by name next (ZoneName keys).
function copyZones(z: Zones): Record<ZoneName, readonly CardId[]> {
  return { deck: z.deck, hand: z.hand, creatures: z.creatures, magic: z.magic, equipped: z.equipped, terrain: z.terrain, graveyard: z.graveyard, isolation: z.isolation }
}
export function copyStatus(s: CardStatus): CardStatus {
  return { posture: s.posture, restTurns: s.restTurns, since: s.since, attacked: s.attacked, atkMod: s.atkMod, defMod: s.defMod, attachedTo: s.attachedTo, counters: s.counters }
}

/** The generic deck helpers work on the zones and the generator alone; the state takes what they changed. */
const deckOf = (state: GameState): Pick<GameState, 'zones' | 'rng'> => ({ zones: state.zones, rng: state.rng })
const withDeck = (state: GameState, deck: Pick<GameState, 'zones' | 'rng'>): GameState => (deck.zones === state.zones && deck.rng === state.rng ? state : update(state, deck))

/** Draws from the top; an empty deck just stops the draw (I11: the text names no loss for it). */
export const drawCards = (state: GameState, count: number, events: GameEvent[]): GameState =>
  withDeck(state, drawFromTop(deckOf(state), count, events))

export const shuffleDeck = (state: GameState, events: GameEvent[]): GameState => withDeck(state, shuffleDeckOf(deckOf(state), events))

/** A change of LP (negative: damage); 0 LP or less ends the game (I10). */
export function changeLife(state: GameState, side: Side, amount: number, events: GameEvent[]): GameState {
  if (amount === 0) return state
  if (side === 'player') {
    const lp = state.lp + amount
    events.push({ kind: 'lifeChanged', side, amount, lp })
    return update(state, { lp })
  }
  const lp = state.opponent.lp + amount
  events.push({ kind: 'lifeChanged', side, amount, lp })
  return update(state, { opponent: { ...state.opponent, lp } })
}

/** I10: a player at 0 LP or less loses; the player's own loss is checked first. */
export function checkEnd(state: GameState, events: GameEvent[]): GameState {
  if (state.result !== 'ongoing') return state
  if (state.lp <= 0) {
    events.push({ kind: 'gameLost', rule: INTERPRETATION.lifeZero, reason: 'own-lp' })
    return update(state, { result: 'lost', endedBy: { rule: INTERPRETATION.lifeZero, kind: 'own-lp' } })
  }
  if (state.opponent.lp <= 0) {
    events.push({ kind: 'gameWon', rule: INTERPRETATION.lifeZero })
    return update(state, { result: 'won', endedBy: { rule: INTERPRETATION.lifeZero, kind: 'opponent-lp' } })
  }
  return state
}

export function lose(state: GameState, kind: 'conceded', events: GameEvent[]): GameState {
  events.push({ kind: 'gameLost', rule: RULE.flow, reason: kind })
  return update(state, { result: 'lost', endedBy: { rule: RULE.flow, kind } })
}
