// Issue 14, item 4: the turn structure of ../shared/rules/mtg-structure-du-tour.txt, its steps,
// turn-based actions, priority and mana emptying, named after the text's sections.
import { describe, expect, it } from 'vitest'
import { apply, CR, legalActions, PHASES, TEXT, TURN_STRUCTURE, type GameEvent } from '@shared/games/mtg/engine'
import { find, inMain, run, start, stepsOf } from './engine-fixtures'

const pass = { type: 'passPriority' } as const
const kept = (onThePlay = true) => run(start({ onThePlay }), { type: 'keepHand', bottom: [] })

function passAll(state: ReturnType<typeof kept>, times: number) {
  const events: GameEvent[] = []
  let s = state
  for (let i = 0; i < times; i++) {
    const r = apply(s, pass)
    if (!r.ok) throw new Error(r.error.reason)
    events.push(...r.events)
    s = r.state
  }
  return { state: s, events }
}

describe('Structure du tour: five phases, their steps in order, as data', () => {
  it('declares the beginning, main, combat, main and ending phases with the text’s steps, every step once', () => {
    expect(TURN_STRUCTURE.map((p) => p.id)).toEqual(['beginning', 'main1', 'combat', 'main2', 'ending'])
    expect(TURN_STRUCTURE.flatMap((p) => p.steps)).toEqual([
      'untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat', 'main2', 'end', 'cleanup',
    ])
    expect(PHASES.filter((p) => 'auto' in p && p.auto).map((p) => p.id)).toEqual(['untap', 'cleanup'])
  })

  it('1.1, 1.2, 1.3: keeping on the play starts turn 1; the untap step gave no priority, the upkeep had no stop (issue 32)', () => {
    const r = apply(start(), { type: 'keepHand', bottom: [] })
    if (!r.ok) throw new Error()
    expect(r.state.phase).toBe('main1')
    expect(stepsOf(r.events)).toEqual(['untap', 'upkeep', 'main1'])
    expect(r.state.turn).toBe(1)
  })

  it('CR 103.8a: the player on the play skips the draw step of the first turn; 1.3.a: later draw steps draw one', () => {
    const r = apply(start(), { type: 'keepHand', bottom: [] })
    if (!r.ok) throw new Error()
    expect(r.events).toContainEqual({ kind: 'stepSkipped', phase: 'draw', rule: CR.firstDraw })
    expect(r.state.zones.hand).toHaveLength(7)
    const next = run(r.state, { type: 'nextTurn' }, { type: 'nextTurn' })
    expect(next.ownTurn).toBe(2)
    expect(next.phase).toBe('main1')
    expect(next.zones.hand).toHaveLength(8)
  })

  it('on the draw the goldfish’s turn comes first, then the player draws in the first draw step', () => {
    const r = apply(start({ onThePlay: false }), { type: 'keepHand', bottom: [] })
    if (!r.ok) throw new Error()
    expect(r.events).toContainEqual({ kind: 'opponentTurn', turn: 1 })
    expect(stepsOf(r.events)).toEqual(['opponent', 'untap', 'upkeep', 'draw', 'main1'])
    expect(r.state.phase).toBe('main1')
    expect(r.state.ownTurn).toBe(1)
    expect(r.state.zones.hand).toHaveLength(8)
  })

  it('3.2: with no attacker, the declare blockers and combat damage steps are skipped', () => {
    const { events, state } = passAll(kept(), 3)
    expect(state.phase).toBe('endCombat')
    expect(stepsOf(events)).toEqual(['beginCombat', 'declareAttackers', 'endCombat'])
    expect(events).toContainEqual({ kind: 'stepSkipped', phase: 'declareBlockers', rule: TEXT.noAttackers })
    expect(events).toContainEqual({ kind: 'stepSkipped', phase: 'combatDamage', rule: TEXT.noAttackers })
  })

  it('5.2: the cleanup gives no priority when nothing happens; the turn goes on to the goldfish’s turn', () => {
    const { state, events } = passAll(kept(), 6)
    expect(stepsOf(events).slice(-3)).toEqual(['end', 'cleanup', 'opponent'])
    expect(state.phase).toBe('opponent')
  })

  it('1.1.b: the untap step untaps the player’s permanents', () => {
    let state = inMain({ battlefield: ['Forest', 'Mountain'] })
    state = run(state, { type: 'tapForMana', card: find(state, 'Forest', 'battlefield') }, { type: 'nextTurn' })
    expect(Object.values(state.permanents).some((p) => p.tapped)).toBe(true)
    const r = apply(state, { type: 'nextTurn' })
    if (!r.ok) throw new Error()
    expect(r.events).toContainEqual({ kind: 'untapped', cards: [find(state, 'Forest', 'battlefield')] })
    expect(Object.values(r.state.permanents).some((p) => p.tapped)).toBe(false)
  })
})

describe('Changement de phase/étape: the step ends when the player passes with the stack empty', () => {
  it('with a spell on the stack, passing resolves it and the step goes on', () => {
    let state = inMain({ hand: ['Lightning Bolt'], battlefield: ['Mountain'] })
    state = run(state, { type: 'tapForMana', card: find(state, 'Mountain', 'battlefield') }, { type: 'cast', card: find(state, 'Lightning Bolt', 'hand') })
    expect(state.zones.stack).toHaveLength(1)
    const after = run(state, pass)
    expect(after.phase).toBe('main1')
    expect(after.zones.stack).toEqual([])
    expect(run(after, pass).phase).toBe('beginCombat')
  })

  it('passing once, to the next stop and "to next turn" are the rules actions offered whenever the player has priority', () => {
    const types = legalActions(kept()).map((a) => a.type)
    expect(types.slice(0, 3)).toEqual(['passPriority', 'passToStop', 'nextTurn'])
  })
})

describe('Effets et leur durée: mana left in the pool is lost when a step or phase ends', () => {
  it('empties the pool at the end of the main phase, and says how much was lost', () => {
    let state = inMain({ battlefield: ['Forest', 'Sol Ring'] })
    state = run(state, { type: 'tapForMana', card: find(state, 'Forest', 'battlefield') }, { type: 'tapForMana', card: find(state, 'Sol Ring', 'battlefield') })
    expect(state.pool).toMatchObject({ G: 1, C: 2 })
    const r = apply(state, pass)
    if (!r.ok) throw new Error()
    expect(r.events).toContainEqual({ kind: 'manaEmptied', amount: 3 })
    expect(r.state.pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 })
  })

  it('keeps the pool while a spell resolves within the same step', () => {
    let state = inMain({ hand: ['Giant Growth'], battlefield: ['Forest', 'Sol Ring'] })
    state = run(state, { type: 'tapForMana', card: find(state, 'Sol Ring', 'battlefield') }, { type: 'tapForMana', card: find(state, 'Forest', 'battlefield') }, { type: 'cast', card: find(state, 'Giant Growth', 'hand') }, pass)
    expect(state.pool.C).toBe(2)
  })
})

describe('5.2.a: the cleanup step: discard to seven, then damage wears off', () => {
  it('asks for the discard with more than seven cards, and the answer finishes the turn', () => {
    let state = run(kept(), { type: 'draw', count: 2 })
    expect(state.zones.hand).toHaveLength(9)
    state = run(state, { type: 'nextTurn' })
    expect(state.phase).toBe('cleanup')
    expect(state.question?.data).toEqual({ kind: 'discard', count: 2 })
    const wrong = apply(state, { type: 'discard', cards: [state.zones.hand[0]!] })
    expect(wrong.ok || wrong.error).toMatchObject({ kind: 'bad-cards', rule: TEXT.discard })
    const refusedPass = apply(state, pass)
    expect(refusedPass.ok || refusedPass.error.kind).toBe('pending')
    const [a, b] = state.zones.hand
    const after = run(state, { type: 'discard', cards: [a!, b!] })
    expect(after.zones.graveyard).toEqual([a, b])
    expect(after.zones.hand).toHaveLength(7)
    expect(after.phase).toBe('opponent')
  })
})

describe('5.2: a cleanup step in which something happens gives priority, and a new cleanup step follows', () => {
  it('state-based actions after damage wears off: priority in the cleanup, then a new cleanup step', () => {
    // Reaching this needs what the engine leaves to the player (triggers): the state is built by hand,
    // two legendary permanents the legend rule has not yet seen and a damaged creature, in the end step.
    let state = inMain({ battlefield: ['Isamaru, Hound of Konda', 'Grizzly Bears'] })
    const bears = find(state, 'Grizzly Bears', 'battlefield')
    const second = state.zones.library.find((id) => state.instances[id] === state.instances[find(state, 'Isamaru, Hound of Konda', 'battlefield')])!
    state = {
      ...state,
      phase: 'end',
      zones: { ...state.zones, library: state.zones.library.filter((id) => id !== second), battlefield: [...state.zones.battlefield, second] },
      permanents: { ...state.permanents, [bears]: { ...state.permanents[bears]!, damage: 1 }, [second]: { ...state.permanents[bears]!, damage: 0 } },
    }
    const r = apply(state, pass)
    if (!r.ok) throw new Error(r.error.reason)
    expect(r.events.map((e) => e.kind)).toEqual(['step', 'damageWoreOff', 'cleanupPriority'])
    expect([r.state.phase, r.state.question?.kind, r.state.cleanupAgain]).toEqual(['cleanup', 'legend', true])
    const answered = run(r.state, { type: 'keepLegend', card: second })
    expect(answered.phase).toBe('cleanup')
    const next = apply(answered, pass)
    if (!next.ok) throw new Error(next.error.reason)
    expect(stepsOf(next.events)).toEqual(['cleanup', 'opponent'])
  })
})

describe('"to next turn" passes priority to the next turn', () => {
  it('from the player’s turn stops at the goldfish’s turn; from there, at the next precombat main phase', () => {
    const state = run(kept(), { type: 'nextTurn' })
    expect(state.phase).toBe('opponent')
    expect(state.turn).toBe(2)
    const mine = run(state, { type: 'nextTurn' })
    expect([mine.phase, mine.turn, mine.ownTurn]).toEqual(['main1', 3, 2])
  })
})
