// A real game for the playtest tests: the Opus I Fire/Ice deck of test/e2e/playtest.spec.ts,
// seed 39 on the play, after the mulligan and the keep (hand: Evoker, Ifrit, Orran, Red Mage,
// Tifa, Zack), built with the engine from the bundled card data.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Card } from '@shared/games/fftcg/card'
import type { PlaytestView as GameView } from '../../../src-renderer/stores/playtest'
import { apply, boardShape, newGame, type Action, type CardId, type GameEvent, type GameState } from '@shared/games/fftcg/engine'

const DECK: [string, number][] = [
  ['1-016C', 3], ['1-009C', 3], ['1-005R', 3], ['1-012R', 3], ['1-015L', 2], ['1-006H', 1], ['1-003C', 3], ['1-010C', 3], ['1-011C', 3],
  ['1-004C', 3], ['1-033C', 3], ['1-037H', 3], ['1-032C', 3], ['1-031C', 3], ['1-036C', 3], ['1-034R', 2], ['1-038R', 3], ['1-039C', 3],
]
export const DECK_ENTRIES = DECK.map(([code, count]) => ({ code, count }))

const all = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../resources/cards.json'), 'utf8')) as { cards: Card[] }).cards
const byCode = new Map(all.map((c) => [c.code, c]))
export const deckCards: Card[] = DECK.flatMap(([code, n]) => Array.from({ length: n }, () => byCode.get(code)!))
export const cardsByKey: Record<string, Card> = Object.fromEntries(deckCards.map((c) => [c.key, c]))

export function must(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = apply(state, action)
  if (!r.ok) throw new Error(`${action.type}: ${r.error.reason}`)
  return { state: r.state, events: r.events }
}

export function setupState(): GameState {
  return newGame(deckCards, { seed: 39, onThePlay: true, format: 'constructed' }).state
}

export function keptState(): GameState {
  let s = setupState()
  s = must(s, { type: 'mulligan', bottomOrder: [...s.zones.hand] }).state
  return must(s, { type: 'keepHand' }).state
}

export function idOf(state: GameState, name: string, zone: keyof GameState['zones'] = 'hand'): CardId {
  const id = state.zones[zone].find((i) => state.defs[state.instances[i]!]!.name === name)
  if (!id) throw new Error(`no ${name} in ${zone}`)
  return id
}

export function viewOf(state: GameState, actionCount = 0, extra: Partial<GameView> = {}): GameView {
  const { field, counts } = boardShape(state)
  return {
    game: 'fftcg',
    gameId: 'g1',
    state,
    cards: cardsByKey,
    field,
    counts,
    events: [],
    canUndo: actionCount > 0,
    canRedo: false,
    actionCount,
    deckWarnings: [],
    ...extra,
  }
}
