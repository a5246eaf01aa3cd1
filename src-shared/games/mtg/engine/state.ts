// Building and reading states: a new game (CR 103: shuffle, the format's life, 7 cards), moving cards
// between zones, drawing, shuffling, life.
import { accept, refuse } from '../../../game/core'
import { shuffledFromSeed } from '../../../game/rng'
import { frontFace, type MtgCard } from '../card'
import { mtgFormat } from '../deck/formats'
import { CR } from './rules'
import { EMPTY_POOL, parseManaAbilities } from './mana'
import { DEFAULT_STOPS } from './phases'
import { asking } from './questions'
import { commanderInstances, newCommanderState } from './commander'
import type { CardDef, CardId, EngineResult, ErrorKind, GameEvent, GameState, Permanent, RuleError, Side, ZoneName } from './types'

export { STARTING_LIFE } from '../deck/formats'
export const OPENING_HAND = 7
export const MAX_HAND = 7

export type Fail = Extract<EngineResult, { ok: false }>
export type Ok = Extract<EngineResult, { ok: true }>

/** The core's refusal and acceptance, typed with Magic's refusal kinds and state. */
export const err: (kind: ErrorKind, rule: string, reason: string, params?: RuleError['params']) => Fail = refuse
export const ok: (state: GameState, events: GameEvent[]) => Ok = accept

export interface NewGameOptions {
  seed: number
  onThePlay: boolean
  format: string
  /** The codes (ids or names) of the deck's commander pile: those cards start in the command zone (CR 903.6). */
  commander?: readonly string[]
}

/** A printed power or toughness as a number: `*` and `1+*` read their fixed part (0 and 1). */
export function printedNumber(value: string | null): number | null {
  if (value === null) return null
  const n = Number.parseInt(value, 10)
  return Number.isFinite(n) ? n : 0
}

export function defOfCard(card: MtgCard): CardDef {
  const face = frontFace(card)
  const manaAbilities = parseManaAbilities(face.oracleText, face.subtypes)
  return {
    key: card.id,
    name: face.name,
    supertypes: face.supertypes,
    types: face.types,
    subtypes: face.subtypes,
    cost: face.cost,
    manaValue: card.manaValue,
    power: printedNumber(face.power),
    toughness: printedNumber(face.toughness),
    loyalty: printedNumber(face.loyalty),
    keywords: card.keywords.map((k) => k.toLowerCase()),
    manaAbilities,
    manaChoices: manaAbilities.flatMap((a) => a.choices),
    colors: face.colors,
    creature: face.types.includes('Creature'),
    land: face.types.includes('Land'),
    legendary: face.supertypes.includes('Legendary'),
  }
}

/** The life a game of this format starts at: CR 103.4's 20, Commander's 40 (CR 903.7). */
export const startingLifeOf = (format: string): number => mtgFormat(format).startingLife

/** CR 103.2–103.5: the deck shuffled, the format's starting life, 7 cards; the London mulligan comes first. */
export function newGame(deck: readonly MtgCard[], options: NewGameOptions): { state: GameState; events: GameEvent[] } {
  const life = startingLifeOf(options.format)
  const defs: Record<string, CardDef> = {}
  const instances: Record<CardId, string> = {}
  const ids: CardId[] = []
  deck.forEach((card, i) => {
    const id = `c${i + 1}`
    ids.push(id)
    instances[id] = card.id
    if (!defs[card.id]) defs[card.id] = defOfCard(card)
  })
  // CR 903.6: the commander starts in the command zone, out of the library before it is shuffled
  const commanders = commanderInstances(deck, options.commander ?? []).map((i) => ids[i]!)
  const { items, rng } = shuffledFromSeed(
    ids.filter((id) => !commanders.includes(id)),
    options.seed,
  )
  const events: GameEvent[] = [{ kind: 'gameStarted', onThePlay: options.onThePlay, deckSize: ids.length, life }, { kind: 'shuffled' }]
  const state: GameState = {
    v: 1,
    format: options.format,
    onThePlay: options.onThePlay,
    seed: options.seed,
    rng,
    defs,
    instances,
    zones: { library: items, hand: [], battlefield: [], graveyard: [], exile: [], stack: [], command: commanders },
    permanents: {},
    turn: 0,
    ownTurn: 0,
    phase: 'mulligan',
    pool: EMPTY_POOL,
    landsPlayed: 0,
    life,
    opponent: { life, dummies: [], nextDummy: 1 },
    combat: null,
    question: null,
    cleanupAgain: false,
    mulligans: 0,
    drewFromEmpty: false,
    result: 'ongoing',
    endedBy: null,
    stops: DEFAULT_STOPS,
    commander: newCommanderState(commanders),
  }
  return { state: asking(drawCards(state, OPENING_HAND, events), { kind: 'mulligan', bottom: 0 }), events }
}

/**
 * A copy of the state made by this one object literal. Spreads of states at forty places gave V8
 * a dozen shapes of the same fields, and copying objects of that many shapes was a fifth of the
 * engine's time (bench/mtg.ts). The fields in newGame's order, so the JSON is the same.
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
    permanents: s.permanents,
    turn: s.turn,
    ownTurn: s.ownTurn,
    phase: s.phase,
    pool: s.pool,
    landsPlayed: s.landsPlayed,
    life: s.life,
    opponent: s.opponent,
    combat: s.combat,
    question: s.question,
    cleanupAgain: s.cleanupAgain,
    mulligans: s.mulligans,
    drewFromEmpty: s.drewFromEmpty,
    result: s.result,
    endedBy: s.endedBy,
    stops: s.stops,
    commander: s.commander,
  }
}

/** The state with `parts` changed: what `{ ...state, ...parts }` is, always of one shape. */
export function update(s: GameState, parts: Partial<GameState>): GameState {
  return Object.assign(copyState(s), parts)
}

export const defOf = (state: GameState, id: CardId): CardDef => state.defs[state.instances[id]!]!
export const hasType = (state: GameState, id: CardId, type: string): boolean => defOf(state, id).types.includes(type)
export const isCreature = (state: GameState, id: CardId): boolean => defOf(state, id).creature
export const isLand = (state: GameState, id: CardId): boolean => defOf(state, id).land
export const hasKeyword = (state: GameState, id: CardId, keyword: string): boolean => defOf(state, id).keywords.includes(keyword)

export function zoneOf(state: GameState, id: CardId): ZoneName | null {
  for (const zone in state.zones) if ((state.zones[zone as ZoneName] as readonly CardId[]).includes(id)) return zone as ZoneName
  return null
}

/** Power and toughness with +1/+1 and -1/-1 counters (CR 122.1a); manual changes go through counters. */
function counterBonus(state: GameState, id: CardId): number {
  const c = state.permanents[id]?.counters
  return c ? (c['+1/+1'] ?? 0) - (c['-1/-1'] ?? 0) : 0
}
export const powerOf = (state: GameState, id: CardId): number => (defOf(state, id).power ?? 0) + counterBonus(state, id)
export const toughnessOf = (state: GameState, id: CardId): number => (defOf(state, id).toughness ?? 0) + counterBonus(state, id)

export function freshPermanent(state: GameState, tapped = false): Permanent {
  return { tapped, damage: 0, deathtouched: false, since: state.turn, counters: {} }
}

export function withoutId(list: readonly CardId[], id: CardId): CardId[] {
  const i = list.indexOf(id)
  return i < 0 ? list.slice() : [...list.slice(0, i), ...list.slice(i + 1)]
}

/** Moves a card; one entering the battlefield becomes a new permanent, one leaving it forgets it (CR 400.7). */
export function moveCard(state: GameState, id: CardId, from: ZoneName, to: ZoneName, position: 'top' | 'bottom' = 'top', entering?: Permanent): GameState {
  const zones: Record<ZoneName, readonly CardId[]> = { ...state.zones }
  zones[from] = withoutId(state.zones[from], id)
  const target = zones[to]
  zones[to] = to === 'library' && position === 'top' ? [id, ...target] : [...target, id]
  let permanents = state.permanents
  if (to === 'battlefield' && (from !== 'battlefield' || entering)) {
    const next: Record<CardId, Permanent> = { ...permanents }
    next[id] = entering ?? freshPermanent(state)
    permanents = next
  } else if (to !== 'battlefield' && id in permanents) {
    const { [id]: _gone, ...rest } = permanents
    permanents = rest
  }
  let combat = state.combat
  if (from === 'battlefield' && combat && combat.attackers.includes(id)) combat = { ...combat, attackers: withoutId(combat.attackers, id) }
  return update(state, { zones, permanents, combat })
}

export function patchPermanent(state: GameState, id: CardId, patch: Partial<Permanent>): GameState {
  const permanents: Record<CardId, Permanent> = { ...state.permanents }
  permanents[id] = { ...state.permanents[id]!, ...patch }
  return update(state, { permanents })
}

/** Draws from the top; drawing from an empty library marks the loss that state-based actions apply (CR 704.5b). */
export function drawCards(state: GameState, count: number, events: GameEvent[]): GameState {
  const library = state.zones.library
  const n = Math.min(count, library.length)
  let next = state
  if (n > 0) {
    const drawn = library.slice(0, n)
    events.push({ kind: 'drew', cards: drawn })
    next = update(state, { zones: { ...state.zones, library: library.slice(n), hand: [...state.zones.hand, ...drawn] } })
  }
  if (n < count) {
    events.push({ kind: 'drewFromEmpty' })
    next = update(next, { drewFromEmpty: true })
  }
  return next
}

export function changeLife(state: GameState, side: Side, amount: number, events: GameEvent[]): GameState {
  if (amount === 0) return state
  if (side === 'player') {
    const life = state.life + amount
    events.push({ kind: 'lifeChanged', side, amount, life })
    return update(state, { life })
  }
  const life = state.opponent.life + amount
  events.push({ kind: 'lifeChanged', side, amount, life })
  return update(state, { opponent: { ...state.opponent, life } })
}

export function lose(state: GameState, rule: string, reason: 'own-life' | 'empty-library' | 'conceded', events: GameEvent[]): GameState {
  events.push({ kind: 'gameLost', rule, reason })
  return update(state, { result: 'lost', endedBy: { rule, kind: reason } })
}
