// Invariants over thousands of random games: legal actions mixed with random manual actions
// (some of which the rules refuse).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { apply, legalActions, newGame, replay, ZONES, type Action, type GameState } from '@shared/games/fftcg/engine'
import { deckOf, MIXED_DECK } from './fixtures'

const deck = deckOf(MIXED_DECK)
const ids = deck.map((_, i) => `c${i + 1}`)

/** A manual action built from random numbers: any card, any zone, small amounts. */
function manualAction(n: number[]): Action {
  const card = ids[n[1]! % ids.length]!
  const zone = ZONES[n[2]! % ZONES.length]!
  const amount = 1 + (n[3]! % 3)
  switch (n[0]! % 12) {
    case 0:
      return { type: 'move', card, to: zone, position: n[3]! % 2 ? 'top' : 'bottom' }
    case 1:
      return { type: 'dull', card }
    case 2:
      return { type: 'activate', card }
    case 3:
      return { type: 'freeze', card }
    case 4:
      return { type: 'damageForward', card, amount: amount * 3000 }
    case 5:
      return { type: 'counter', card, name: 'x', delta: amount - 2 || 1 }
    case 6:
      return { type: 'draw', count: amount }
    case 7:
      return { type: 'search', card, to: zone }
    case 8:
      return { type: 'arrangeTop', top: [card] }
    case 9:
      return { type: 'damageSelf', amount: 1 }
    case 10:
      return { type: 'modifyPower', card, amount: (amount - 2) * 2000 || 1000 }
    default:
      return { type: 'shuffle' }
  }
}

const step = fc.record({
  manual: fc.boolean(),
  pick: fc.nat(),
  n: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
})
const game = fc.record({
  seed: fc.nat(),
  onThePlay: fc.boolean(),
  limited: fc.boolean(),
  steps: fc.array(step, { minLength: 1, maxLength: 120 }),
})

type Game = { seed: number; onThePlay: boolean; limited: boolean; steps: { manual: boolean; pick: number; n: number[] }[] }

/** Plays the game; calls `check` after each attempted action with the state before and the result. */
function play(g: Game, check?: (before: GameState, action: Action, after: GameState | null) => void) {
  const options = { seed: g.seed, onThePlay: g.onThePlay, format: g.limited ? ('limited' as const) : ('constructed' as const) }
  let state = newGame(deck, options).state
  const applied: Action[] = []
  for (const s of g.steps) {
    if (state.result !== 'ongoing') break
    const legal = legalActions(state)
    const action = s.manual && state.phase !== 'setup' ? manualAction(s.n) : legal[s.pick % legal.length]!
    const result = apply(state, action)
    check?.(state, action, result.ok ? result.state : null)
    if (result.ok) {
      state = result.state
      applied.push(action)
    }
  }
  return { state, applied, options }
}

function everyCardOnce(state: GameState): void {
  const all = ZONES.flatMap((z) => state.zones[z])
  expect(all.length).toBe(ids.length)
  expect(new Set(all).size).toBe(ids.length)
  expect(Object.keys(state.status).sort()).toEqual([...state.zones.field].sort())
}

const RUNS = 1000

describe('engine invariants (fast-check)', () => {
  it('every card is in exactly one zone and the total never changes', () => {
    fc.assert(fc.property(game, (g) => void play(g, (_, __, after) => after && everyCardOnce(after))), { numRuns: RUNS })
  })

  it('apply never changes the state it is given, so undo (keeping the previous state) restores it exactly', () => {
    fc.assert(
      fc.property(game, (g) => {
        play(g, (before, action) => {
          const snapshot = JSON.stringify(before)
          apply(before, action)
          expect(JSON.stringify(before)).toBe(snapshot)
        })
      }),
      { numRuns: 400 },
    )
  })

  it('a state survives JSON unchanged (it is plain data)', () => {
    fc.assert(
      fc.property(game, (g) => {
        const { state } = play(g)
        expect(JSON.parse(JSON.stringify(state))).toEqual(state)
      }),
      { numRuns: 400 },
    )
  })

  it('replaying the seed and the applied actions reproduces the identical state', () => {
    fc.assert(
      fc.property(game, (g) => {
        const { state, applied, options } = play(g)
        const again = replay(deck, options, applied)
        expect(again.ok).toBe(true)
        expect(again.state).toEqual(state)
      }),
      { numRuns: RUNS },
    )
  })

  it('legalActions never offers an action that apply refuses', () => {
    fc.assert(
      fc.property(game, (g) => {
        play(g, (before) => {
          for (const action of legalActions(before)) {
            const result = apply(before, action)
            if (!result.ok) expect.fail(`${JSON.stringify(action)} refused: ${result.error.reason}`)
          }
        })
      }),
      { numRuns: 500 },
    )
  })

  it('a refused action gives a rule number and a reason', () => {
    fc.assert(
      fc.property(game, (g) => {
        play(g, (before, action, after) => {
          if (after) return
          const result = apply(before, action)
          expect(result.ok).toBe(false)
          if (!result.ok) {
            expect(result.error.rule).toMatch(/^(\d+(\.\d+)*|base-rules)$/)
            expect(result.error.reason.length).toBeGreaterThan(5)
          }
        })
      }),
      { numRuns: 400 },
    )
  })
})
