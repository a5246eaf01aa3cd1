// Every new state of the Magic engine is made by one copy (state.ts, update): it must be what an
// object spread gives (same fields, same order, so the same JSON), and never change its input.
import { describe, expect, it } from 'vitest'
import { apply, legalActions, newGame, type GameState } from '@shared/games/mtg/engine'
import { update } from '@shared/games/mtg/engine/state'
import { gruulDeck } from './mtg-cards'

/** The states of a game that takes the last legal action (lands, mana, spells, every attacker), else passes step by step. */
function statesOfAGame(seed: number): GameState[] {
  let state = newGame(gruulDeck(), { seed, onThePlay: true, format: 'standard' }).state
  const states = [state]
  for (let i = 0; i < 150 && state.result === 'ongoing'; i++) {
    const legal = legalActions(state)
    const last = legal[legal.length - 1]!
    const r = apply(state, last.type === 'nextTurn' ? legal[0]! : last)
    if (!r.ok) throw new Error(r.error.reason)
    states.push((state = r.state))
  }
  return states
}

describe('engine states: one copy for every change', () => {
  const states = statesOfAGame(3)
  // GameState's fields as types.ts declares them (and newGame's literal writes them)
  const FIELDS = ['v', 'format', 'onThePlay', 'seed', 'rng', 'defs', 'instances', 'zones', 'permanents', 'turn', 'ownTurn', 'phase', 'pool', 'landsPlayed', 'life', 'opponent', 'combat', 'question', 'cleanupAgain', 'mulligans', 'drewFromEmpty', 'result', 'endedBy', 'stops', 'commander']
  it('plays a game long enough to hold every kind of part (permanents, combat, mana)', () => {
    expect(states.length).toBeGreaterThan(50)
    expect(states.some((s) => Object.keys(s.permanents).length > 0 && s.combat !== null)).toBe(true)
  })
  it('update(state, parts) is { ...state, ...parts }: every field in GameState’s order, the same JSON', () => {
    for (const state of states) {
      const parts = { phase: 'main2', life: state.life - 1, question: null } as const
      const copy = update(state, parts)
      expect(Object.keys(copy)).toEqual(FIELDS)
      expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...state, ...parts }))
    }
  })
  it('never changes the state it copies', () => {
    const state = states[states.length - 1]!
    const before = JSON.stringify(state)
    const copy = update(state, { turn: state.turn + 5, zones: { ...state.zones, hand: [] } })
    expect(copy).not.toBe(state)
    expect(JSON.stringify(state)).toBe(before)
    expect(copy.turn).toBe(state.turn + 5)
  })
})
