// The line the Vanguard walk plays, played first in memory on the module's engine to pick its seed:
// dsd01 (a VanguardEngine deck) with its ride deck, on the play; each turn a card of the hand
// discarded to ride the ride deck's next grade (Phase de Ride), to grade 3 on the third turn; then
// a Boost unit called behind the vanguard (Phase principale) and the vanguard's boosted attack
// (Phase de combat), whose first drive check (Étape de conduite) reveals a critical trigger.
import { readFileSync } from 'node:fs'
import { entryKey } from '../../src-shared/games/vanguard/codes'
import type { VanguardCard } from '../../src-shared/games/vanguard/card'
import { apply, newGame, triggerAsked, type Action, type CardId, type GameState } from '../../src-shared/games/vanguard/engine'

interface DeckJson {
  rideDeck: string[]
  mainDeck: { id: string; count: number }[]
}
const decks = JSON.parse(readFileSync(new URL('../unit/vanguard/vanguardengine_decks.json', import.meta.url), 'utf8')) as { decks: Record<string, DeckJson> }
const CARDS = JSON.parse(readFileSync(new URL('../../resources/vanguard-cards.json', import.meta.url), 'utf8')).cards as VanguardCard[]
const byKey = new Map(CARDS.map((c) => [entryKey(c.code), c]))
export const cardOf = (code: string): VanguardCard => byKey.get(entryKey(code))!

export const DECK = decks.decks.dsd01!
/** The deck as a decklist with VanguardEngine's headings and `4x CODE` lines. */
export const DECKLIST = ['#RideDeck', ...DECK.rideDeck.map((id) => `1x ${id}`), '#MainDeck', ...DECK.mainDeck.map((e) => `${e.count}x ${e.id}`)].join('\n')
export const GOLDFISH_GUARD = 0

export interface Line {
  seed: number
  opening: string[]
  /** Per ride, the name of the card discarded from the hand. */
  discards: string[]
  booster: string
  vanguard: string
  trigger: string
}

const def = (s: GameState, id: CardId) => s.defs[s.instances[id]!]!
const play = (s: GameState, action: Action): GameState => {
  const r = apply(s, action)
  if (!r.ok) throw new Error(`${action.type}: ${r.error.reason}`)
  return r.state
}
const toPhase = (s: GameState, phase: string) => {
  for (let i = 0; i < 12 && s.phase !== phase; i++) s = play(s, s.phase === 'end' || s.phase === 'opponent' ? { type: 'endTurn' } : { type: 'nextPhase' })
  if (s.phase !== phase) throw new Error(`never reached ${phase}`)
  return s
}
const names = (s: GameState, ids: readonly CardId[]) => ids.map((id) => def(s, id).name)

/** The line for one seed, or null when that seed's cards do not allow it. */
export function lineOf(seed: number): Line | null {
  // the order main builds the deck in: the main pile's copies, then the ride pile's (game-sessions)
  const deck = [...DECK.mainDeck.flatMap((e) => Array.from({ length: e.count }, () => cardOf(e.id))), ...DECK.rideDeck.map(cardOf)]
  let s = newGame(deck, { seed, onThePlay: true, format: 'ride-deck', ride: DECK.rideDeck.map((id) => cardOf(id).code) }).state
  const opening = names(s, s.zones.hand).sort()
  s = play(s, { type: 'keepHand' })
  const discards: string[] = []
  const isBooster = (id: CardId) => def(s, id).skill === 'boost' && def(s, id).unitType === 'normal' && (def(s, id).grade ?? 9) <= 2
  try {
    for (let ride = 0; ride < 3; ride++) {
      s = toPhase(s, 'ride')
      // the discard: a card that is not a booster, the hand's first in order
      const discard = s.zones.hand.find((id) => !isBooster(id))
      if (!discard) return null
      discards.push(def(s, discard).name)
      s = play(s, { type: 'rideFromRideDeck', discard })
      if (ride < 2) s = toPhase(s, 'end')
    }
    s = toPhase(s, 'main')
    const booster = s.zones.hand.find(isBooster)
    if (!booster) return null
    s = play(s, { type: 'call', card: booster, circle: 'backCenter' })
    s = toPhase(s, 'battle')
    const vanguard = s.zones.vanguard[0]!
    s = play(s, { type: 'attack', card: vanguard, booster, guard: GOLDFISH_GUARD })
    const pending = triggerAsked(s)
    if (!pending || pending.trigger !== 'critical') return null
    return { seed, opening, discards, booster: def(s, booster).name, vanguard: def(s, vanguard).name, trigger: def(s, pending.card).name }
  } catch {
    return null
  }
}

/** The first seed from 1 whose cards allow the line. */
export function firstLine(): Line {
  for (let seed = 1; seed < 2000; seed++) {
    const line = lineOf(seed)
    if (line) return line
  }
  throw new Error('no seed under 2000 plays the line')
}
