// Test fixtures from the bundled demo set (resources/creatures-demo-set.json), read by the
// generic set reader: cards by code, decks by code and count, and states built with actions.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect } from 'vitest'
import type { CreatureCard } from '@shared/games/creatures/card'
import { readCardSetFile } from '@shared/game/user-card-files'
import { creatures } from '@shared/games/creatures'
import { apply, newGame, type Action, type CardId, type GameState } from '@shared/games/creatures/engine'

export const DEMO_SET_PATH = resolve(import.meta.dirname, '../../../resources/creatures-demo-set.json')

function loadDemo(): CreatureCard[] {
  const result = readCardSetFile(creatures.userCards!, readFileSync(DEMO_SET_PATH, 'utf8'), { game: 'creatures', format: 'json' })
  if (!result.ok) throw new Error(`demo set rejected: ${JSON.stringify(result.problems.slice(0, 3))}`)
  return result.cards
}
export const DEMO_CARDS = loadDemo()

export function card(code: string): CreatureCard {
  const found = DEMO_CARDS.find((c) => c.code === code)
  if (!found) throw new Error(`no demo card ${code}`)
  return found
}

export function deckOf(list: readonly (readonly [string, number])[]): CreatureCard[] {
  return list.flatMap(([code, n]) => Array.from({ length: n }, () => card(code)))
}

/** A legal 40-card standard deck of the demo set, every category in it. */
export const DEMO_DECK: readonly (readonly [string, number])[] = [
  ['CR-001', 3], ['CR-003', 3], ['CR-004', 3], ['CR-006', 3], ['CR-008', 3], ['CR-009', 3], ['CR-012', 2],
  ['CR-013', 3], ['CR-014', 2], ['CR-016', 3], ['CR-020', 2], ['CR-021', 2], ['CR-023', 1], ['CR-024', 1],
  ['EF-002', 2], ['EF-004', 1], ['EQ-001', 2], ['TR-001', 1],
]

export function demoDeck(): CreatureCard[] {
  return deckOf(DEMO_DECK)
}

/** Applies actions in order, failing the test on a refusal. */
export function play(state: GameState, ...actions: Action[]): GameState {
  let s = state
  for (const action of actions) {
    const result = apply(s, action)
    if (!result.ok) expect.fail(`${JSON.stringify(action)} refused: ${result.error.reason} (${result.error.rule})`)
    s = result.state
  }
  return s
}

/** The instances of a code, in id order. */
export function idsOf(state: GameState, code: string): CardId[] {
  return Object.keys(state.instances).filter((id) => state.instances[id] === code)
}

/** One of every demo card: 40 cards, every rules case at hand. */
export function everyCard(): CreatureCard[] {
  return [...DEMO_CARDS]
}

/** A game past the opening hand, in the player's first primary phase (on the play unless told). */
export function started(options: { seed?: number; onThePlay?: boolean; deck?: CreatureCard[] } = {}): GameState {
  const s = newGame(options.deck ?? everyCard(), { seed: options.seed ?? 1, onThePlay: options.onThePlay ?? true, format: 'standard' }).state
  return play(s, { type: 'keepHand' })
}

/** A card of that code in the hand: one already there, else one moved there by hand from the deck. */
export function fetch(state: GameState, code: string): [GameState, CardId] {
  const ids = idsOf(state, code)
  const inHand = ids.find((id) => state.zones.hand.includes(id))
  if (inHand) return [state, inHand]
  const id = ids.find((id) => state.zones.deck.includes(id))
  if (!id) throw new Error(`no ${code} in the hand or the deck`)
  return [play(state, { type: 'move', card: id, to: 'hand' }), id]
}

/** A creature of that code on the field since an earlier turn (summoned, then a turn passed). */
export function veteran(state: GameState, code: string): [GameState, CardId] {
  const [s, id] = fetch(state, code)
  return [play(s, { type: 'move', card: id, to: 'creatures' }, { type: 'endTurn' }, { type: 'endTurn' }), id]
}

/** `fetch` for several codes, in order. */
export function fetchAll(state: GameState, codes: readonly string[]): [GameState, CardId[]] {
  let s = state
  const ids: CardId[] = []
  for (const code of codes) {
    const [next, id] = fetch(s, code)
    s = next
    ids.push(id)
  }
  return [s, ids]
}
