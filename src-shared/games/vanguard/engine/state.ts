// Building and reading states: a new game (starting vanguard, ride deck, hand of 5), drawing,
// shuffling, moving cards between zones.
import { accept, refuse, type Fail as CoreFail, type Ok as CoreOk } from '../../../game/core'
import { drawFromTop, shuffleDeckOf } from '../../../game/instances'
import { shuffledFromSeed } from '../../../game/rng'
import type { NewGameOptions as BaseOptions } from '../../../game/module'
import type { VanguardCard } from '../card'
import { entryKey } from '../codes'
import { hasRideDeck, isDeckFormat, RIDE_DECK_GRADES, type DeckFormat } from '../deck/deck'
import { GAME_END_RULE } from '../rules'
import type { CardDef, CardId, Circle, ErrorKind, GameEvent, GameState, RuleError, ZoneName } from './types'
import { CIRCLES, ZONES } from './types'

export const OPENING_HAND = 5
/** The goldfish starts as a grade 0 vanguard of 5000 power (the player sets it: setGoldfish). */
export const DEFAULT_GOLDFISH = { grade: 0, power: 5000, damage: 0 } as const
/** No dummy rear-guard until the player sets one (setGoldfishRearguard). */
export const NO_DUMMIES = { left: null, right: null } as const

export type Fail = CoreFail<RuleError>
export type Ok = CoreOk<GameState, GameEvent>
/** The core's refusal and acceptance, with this game's kinds and state. */
export const err: (kind: ErrorKind, rule: string, reason: string, params?: RuleError['params']) => Fail = refuse
export const ok: (state: GameState, events: GameEvent[]) => Ok = accept

export interface NewGameOptions extends BaseOptions {
  /**
   * The codes of the deck's `ride` pile (the ride deck, or the starting vanguard), taken out of
   * `deck`. Absent (a caller that passes one flat list): the first unit of each grade 0–3 in deck
   * order is the ride deck, or the first grade 0 unit the starting vanguard (interpretation).
   */
  ride?: readonly string[]
}

/** The ride pile's cards (by index in `deck`), as given or as read from the deck. */
function ridePile(deck: readonly VanguardCard[], format: DeckFormat, ride: readonly string[] | undefined): number[] {
  const taken = new Set<number>()
  const take = (test: (card: VanguardCard) => boolean) => {
    const i = deck.findIndex((card, index) => !taken.has(index) && test(card))
    if (i >= 0) taken.add(i)
  }
  if (ride) for (const code of ride) take((card) => entryKey(card.code) === entryKey(code))
  else for (const grade of format === 'ride-deck' ? RIDE_DECK_GRADES : [0]) take((card) => card.unitType !== 'order' && card.grade === grade)
  return [...taken]
}

const EMPTY_CIRCLES: Record<Circle, CardId | null> = Object.fromEntries(CIRCLES.map((c) => [c, null])) as Record<Circle, CardId | null>

export function newGame(deck: readonly VanguardCard[], options: NewGameOptions): { state: GameState; events: GameEvent[] } {
  const format: DeckFormat = isDeckFormat(options.format) ? options.format : 'ride-deck'
  const defs: Record<string, CardDef> = {}
  const instances: Record<CardId, string> = {}
  const ids = deck.map((card, i) => {
    const id = `c${i + 1}`
    instances[id] = card.code
    if (!defs[card.code]) {
      const { text: _text, ...def } = card
      defs[card.code] = def
    }
    return id
  })
  const rideIndexes = ridePile(deck, format, options.ride)
  // The grade 0 of the pile starts on (VC); the rest of a ride deck waits, lowest grade first.
  const pile = rideIndexes.map((i) => ids[i]!).sort((a, b) => (defs[instances[a]!]!.grade ?? 0) - (defs[instances[b]!]!.grade ?? 0))
  const [vanguard, ...rideDeck] = pile
  const inPile = new Set(pile)
  const { items, rng } = shuffledFromSeed(
    ids.filter((id) => !inPile.has(id)),
    options.seed,
  )
  const events: GameEvent[] = []
  const zones = { deck: items, hand: [], rideDeck, vanguard: vanguard ? [vanguard] : [], rearguard: [], guardian: [], soul: [], drop: [], damage: [], trigger: [], order: [], removed: [] }
  const state: GameState = {
    v: 1,
    format,
    onThePlay: options.onThePlay,
    seed: options.seed,
    rng,
    defs,
    instances,
    zones,
    circles: EMPTY_CIRCLES,
    rested: [],
    turn: 0,
    phase: 'mulligan',
    rodeThisTurn: false,
    mulliganUsed: false,
    result: 'ongoing',
    endedBy: null,
    goldfish: DEFAULT_GOLDFISH,
    goldfishRearguards: NO_DUMMIES,
    battle: null,
    question: null,
    boosts: {},
    faceDown: [],
    orderPlayed: false,
    gAssistUsed: false,
    damageChecks: 0,
  }
  events.push({ kind: 'gameStarted', onThePlay: options.onThePlay, deckSize: items.length, vanguard: vanguard ?? '', rideDeck: rideDeck.length }, { kind: 'shuffled' })
  return { state: drawCards(state, OPENING_HAND, events), events }
}

/**
 * Whether a format plays with a zone: the ride deck only with one (Phase de Ride). Every format
 * removes cards from the game (over triggers, OT-removed; G assist without a ride deck). The D
 * series has no G zone: no format has one.
 */
export function formatHasZone(format: DeckFormat, zone: ZoneName): boolean {
  if (zone === 'rideDeck') return hasRideDeck(format)
  return true
}

export const defOf = (state: GameState, id: CardId): CardDef => state.defs[state.instances[id]!]!
export const vanguardOf = (state: GameState): CardId | null => state.zones.vanguard[0] ?? null
export const vanguardGrade = (state: GameState): number => {
  const id = vanguardOf(state)
  return id === null ? 0 : (defOf(state, id).grade ?? 0)
}
export const isUnit = (def: CardDef) => def.unitType !== 'order'

export function withoutId(list: readonly CardId[], id: CardId): CardId[] {
  const i = list.indexOf(id)
  return i < 0 ? list.slice() : [...list.slice(0, i), ...list.slice(i + 1)]
}

/** Moves a card to the end of a zone (the top of the deck is index 0, so `deck` takes it on top). */
export function moveCard(state: GameState, id: CardId, from: ZoneName, to: ZoneName): GameState {
  const zones: Record<ZoneName, readonly CardId[]> = { ...state.zones }
  zones[from] = withoutId(state.zones[from], id)
  zones[to] = to === 'deck' ? [id, ...zones[to]] : [...zones[to], id]
  return { ...state, zones, rested: state.rested.includes(id) ? withoutId(state.rested, id) : state.rested }
}

/** The rear-guard circle a card is on, or null. */
export const circleOf = (state: GameState, id: CardId): Circle | null => CIRCLES.find((c) => state.circles[c] === id) ?? null

/** The zone a card is in, or null for an id of no card of this game. */
export const zoneOf = (state: GameState, id: CardId): ZoneName | null => ZONES.find((z) => state.zones[z].includes(id)) ?? null

/** The game is lost (deck-out, six damage, concession): the reducer refuses everything after. */
export function lose(state: GameState, rule: string, cause: 'deckOut' | 'damage' | 'conceded', events: GameEvent[]): GameState {
  if (state.result !== 'ongoing') return state
  events.push({ kind: 'gameLost', rule, cause })
  return { ...state, result: 'lost', endedBy: rule }
}

/** Draws from the top; a card to draw from an empty deck loses the game (GE-deck-out). */
export function drawCards(state: GameState, count: number, events: GameEvent[]): GameState {
  const short = state.zones.deck.length < count
  const next = drawFromTop(state, count, events)
  return short ? lose(next, GAME_END_RULE.deckOut, 'deckOut', events) : next
}

export const shuffleDeck = (state: GameState, events: GameEvent[]): GameState => shuffleDeckOf(state, events)
