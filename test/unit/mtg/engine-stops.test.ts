// Issue 32, point 2: priority that follows the player. "To the next stop" passes priority
// (Changement de phase/étape) through steps without a stop or with nothing to do; the keep goes
// to the first stop by itself; stops are set on steps that give priority (1.1, 5.2: not untap or cleanup).
import { describe, expect, it } from 'vitest'
import { apply, DEFAULT_STOPS, TEXT, type Action, type GameState } from '@shared/games/mtg/engine'
import { gruulDeck } from './mtg-cards'
import { find, inMain, run, start, stepsOf } from './engine-fixtures'

const toStop: Action = { type: 'passToStop' }
const keep: Action = { type: 'keepHand', bottom: [] }

/** The state after "to the next stop", with the steps entered on the way. */
function next(state: GameState) {
  const r = apply(state, toStop)
  if (!r.ok) throw new Error(r.error.reason)
  return { state: r.state, steps: stepsOf(r.events) }
}

describe('issue 32: the stops and their defaults', () => {
  it('a new game stops in both main phases, declare attackers and the end step', () => {
    expect(DEFAULT_STOPS).toEqual(['main1', 'declareAttackers', 'main2', 'end'])
    expect(start().stops).toEqual(DEFAULT_STOPS)
  })

  it('a stop is set and taken off on a step that gives priority, even before the keep', () => {
    const state = run(start(), { type: 'setStop', phase: 'upkeep', on: true })
    expect(state.stops).toEqual(['upkeep', 'main1', 'declareAttackers', 'main2', 'end'])
    expect(run(state, { type: 'setStop', phase: 'main2', on: false }).stops).toEqual(['upkeep', 'main1', 'declareAttackers', 'end'])
  })

  it('1.1 and 5.2: untap and cleanup give no priority, so they take no stop', () => {
    expect(apply(start(), { type: 'setStop', phase: 'untap', on: true })).toMatchObject({ ok: false, error: { kind: 'no-priority', rule: TEXT.untap } })
    expect(apply(start(), { type: 'setStop', phase: 'cleanup', on: true })).toMatchObject({ ok: false, error: { kind: 'no-priority', rule: TEXT.cleanup } })
  })
})

describe('issue 32: the keep goes to the first stop (2: a land and a spell in the main phase at once)', () => {
  it('keep, play a Mountain, cast Raging Goblin by auto-tap: no priority action between them', () => {
    const deck = gruulDeck()
    // a seed whose opening hand holds a Mountain and a Raging Goblin
    const seed = [...Array(200).keys()].find((s) => {
      const st = start({ deck, seed: s })
      const names = st.zones.hand.map((id) => st.defs[st.instances[id]!]!.name)
      return names.includes('Mountain') && names.includes('Raging Goblin')
    })!
    const kept = run(start({ deck, seed }), keep)
    expect(kept.phase).toBe('main1')
    const landed = run(kept, { type: 'playLand', card: find(kept, 'Mountain', 'hand') })
    const cast = run(landed, { type: 'cast', card: find(landed, 'Raging Goblin', 'hand'), autoTap: true })
    expect(cast.zones.stack).toEqual([find(landed, 'Raging Goblin', 'hand')])
  })
})

describe('issue 32: to the next stop', () => {
  it('from the first main phase with a creature that can attack: stops at declare attackers, with the question', () => {
    const state = inMain({ battlefield: ['Grizzly Bears'] })
    const { state: at, steps } = next(state)
    expect(steps).toEqual(['beginCombat', 'declareAttackers'])
    expect(at.question?.data).toEqual({ kind: 'attackers' })
  })

  it('without a stop on declare attackers, no attack is declared and the turn goes on', () => {
    const state = run(inMain({ hand: ['Grizzly Bears'], battlefield: ['Grizzly Bears', 'Forest', 'Forest'] }), { type: 'setStop', phase: 'declareAttackers', on: false })
    const { state: at } = next(state)
    expect(at.phase).toBe('main2')
    expect(at.opponent.life).toBe(20)
  })

  it('passes the steps where there is nothing to do up to the first main phase of the next turn (a turn never passes unseen)', () => {
    const state = inMain({ battlefield: ['Forest'] })
    const { state: at, steps } = next(state)
    expect(steps).toEqual(['beginCombat', 'declareAttackers', 'endCombat', 'main2', 'end', 'cleanup', 'opponent', 'untap', 'upkeep', 'draw', 'main1'])
    expect(at.ownTurn).toBe(state.ownTurn + 1)
  })

  it('stops in the second main phase when something can be cast there', () => {
    const state = inMain({ hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] })
    expect(next(state).state.phase).toBe('main2')
  })

  it('stops in the end step with an instant that can be cast, not with a sorcery-speed card', () => {
    const onlyEnd = (s: GameState) => run(s, ...(['declareAttackers', 'main2'] as const).map((phase): Action => ({ type: 'setStop', phase, on: false })))
    const bolt = onlyEnd(inMain({ hand: ['Lightning Bolt'], battlefield: ['Mountain'] }))
    expect(next(bolt).state.phase).toBe('end')
    const sorcery = onlyEnd(inMain({ hand: ['Divination'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }))
    expect(next(sorcery).state.phase).toBe('main1')
  })

  it('a stop set on the upkeep stops there with an instant to cast, after the goldfish’s turn', () => {
    let state = run(inMain({ hand: ['Lightning Bolt'], battlefield: ['Mountain'] }), { type: 'setStop', phase: 'upkeep', on: true }, { type: 'nextTurn' })
    expect(state.phase).toBe('opponent')
    state = next(state).state
    expect(state.phase).toBe('upkeep')
  })

  it('with a spell on the stack, the top resolves and the player keeps priority in the same step', () => {
    const state = inMain({ hand: ['Raging Goblin'], battlefield: ['Mountain'] })
    const cast = run(state, { type: 'cast', card: find(state, 'Raging Goblin', 'hand'), autoTap: true })
    const { state: after } = next(cast)
    expect(after.phase).toBe('main1')
    expect(after.zones.stack).toEqual([])
    expect(after.zones.battlefield).toContain(find(state, 'Raging Goblin', 'hand'))
  })

  it('a question of the rules stops it: the goldfish’s dummy blockers (3.3.a)', () => {
    let state = inMain({ battlefield: ['Grizzly Bears'] })
    state = run(state, { type: 'addDummy', power: 1, toughness: 1 }, toStop, { type: 'declareAttackers', attackers: [find(state, 'Grizzly Bears', 'battlefield')] })
    expect(next(state).state.question?.data).toEqual({ kind: 'blockers' })
  })
})
