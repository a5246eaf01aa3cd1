// Issue 13, item 3 (first part): the engine's setup, mulligan and turn, named after the phases of
// ../shared/rules/vanguard-regles.txt (PHASES DE JEUX), on dsd01, a real start deck.
import { describe, expect, it } from 'vitest'
import { vanguard } from '@shared/games/vanguard'
import { apply, describeError, describeEvent, legalActions, namesFrom, newGame } from '@shared/games/vanguard/engine'
import { PHASE_RULE, SETUP_RULE } from '@shared/games/vanguard/rules'
import { deck, grade, run, start } from './engine-fixtures'

describe('setup (SU-setup) and the mulligan (SU-mulligan)', () => {
  it('puts the ride deck’s grade 0 on (VC), sets grades 1–3 aside, deals 5 from the other 46', () => {
    const { state } = start()
    expect(state.zones.vanguard.map((id) => grade(state, id))).toEqual([0])
    expect(state.zones.rideDeck.map((id) => grade(state, id))).toEqual([1, 2, 3])
    expect(state.zones.hand).toHaveLength(5)
    expect(state.zones.deck).toHaveLength(41)
    expect(state.phase).toBe('mulligan')
  })

  it('without a ride deck: the grade 0 starting vanguard on (VC), 49 cards to deal from', () => {
    const { state } = start('standard')
    expect(state.zones.vanguard.map((id) => grade(state, id))).toEqual([0])
    expect(state.zones.rideDeck).toEqual([])
    expect(state.zones.deck.length + state.zones.hand.length).toBe(49)
  })

  it('reads the ride deck from a flat list when no ride pile is given (first unit of each grade)', () => {
    const { state } = newGame(deck, { seed: 1, onThePlay: true, format: 'ride-deck' })
    expect([...state.zones.vanguard, ...state.zones.rideDeck].map((id) => grade(state, id))).toEqual([0, 1, 2, 3])
  })

  it('returns the chosen cards, shuffles, draws as many, once', () => {
    const { state } = start()
    const [a, b] = state.zones.hand
    const after = run(state, { type: 'mulligan', cards: [a!, b!] })
    expect(after.zones.hand).toHaveLength(6) // 5 after the mulligan, then the first draw (Phase de pioche)
    expect(after.zones.hand.slice(0, 3)).toEqual(state.zones.hand.slice(2))
    expect(after.zones.deck.length + after.zones.hand.length).toBe(46)
    const again = apply(after, { type: 'mulligan', cards: [] })
    expect(again.ok || again.error).toMatchObject({ kind: 'mulligan-used', rule: SETUP_RULE.mulligan })
  })

  it('refuses a card returned twice or not in the hand', () => {
    const { state } = start()
    const wrong = apply(state, { type: 'mulligan', cards: [state.zones.hand[0]!, state.zones.hand[0]!] })
    expect(wrong.ok || wrong.error.kind).toBe('bad-cards')
    const ride = apply(state, { type: 'ride', card: state.zones.hand[0]! })
    expect(ride.ok || ride.error).toMatchObject({ kind: 'wrong-phase', rule: SETUP_RULE.mulligan })
  })
})

describe('PHASES DE JEUX: stand, draw, G assist, ride, main, battle, end', () => {
  it('Phase de Stand and Phase de pioche pass by themselves; Phase d’assistance G is skipped with a ride deck', () => {
    const result = apply(start().state, { type: 'keepHand' })
    if (!result.ok) throw new Error()
    expect(result.state.phase).toBe('ride')
    expect(result.state.zones.hand).toHaveLength(6)
    expect(result.events.map((e) => e.kind)).toEqual(['keptHand', 'turnStarted', 'phase', 'phase', 'drew', 'phaseSkipped', 'phase'])
    expect(result.events).toContainEqual({ kind: 'phaseSkipped', phase: 'gAssist', rule: PHASE_RULE.gAssist })
  })

  it('without a ride deck the turn stops at the Phase d’assistance G', () => {
    expect(run(start('standard').state, { type: 'keepHand' }).phase).toBe('gAssist')
  })

  it('Phase de Stand stands every rested unit', () => {
    const state = run(start().state, { type: 'keepHand' })
    const rested = { ...state, rested: [state.zones.vanguard[0]!] }
    const next = run(rested, { type: 'endTurn' }, { type: 'endTurn' })
    expect(next.rested).toEqual([])
    expect(next.turn).toBe(3)
    expect(next.phase).toBe('ride')
  })

  it('goes ride → main → battle → end → the opponent’s turn → the next turn (the first player’s first turn has no battle phase)', () => {
    let state = run(start().state, { type: 'keepHand' })
    const seen: string[] = []
    for (let i = 0; i < 8; i++) {
      state = run(state, { type: 'nextPhase' })
      seen.push(state.phase)
    }
    expect(seen).toEqual(['main', 'end', 'opponent', 'ride', 'main', 'battle', 'end', 'opponent'])
    expect(vanguard.play.phases.map((p) => p.id)).toEqual(['mulligan', 'stand', 'draw', 'gAssist', 'ride', 'main', 'battle', 'end', 'opponent'])
  })
})

describe('the log, in English and French', () => {
  it('says each event and refusal in both languages', () => {
    const { state, events } = start()
    const names = namesFrom(state)
    expect(describeEvent(events[0]!, 'en', names)).toMatch(/^Game started \(you play first\): .+ as vanguard, 3 cards in the ride deck, 46 in the deck$/)
    expect(describeEvent(events[0]!, 'fr', names)).toMatch(/^Partie commencée \(vous jouez en premier\) : .+ en avant-garde, 3 cartes au ride deck, 46 au deck$/)
    const refused = apply(run(state, { type: 'keepHand' }), { type: 'call', card: state.zones.hand[0]!, circle: 'frontLeft' })
    if (refused.ok) throw new Error('a call in the ride phase was accepted')
    expect(describeError(refused.error, 'en')).toBe('Refused: units are called in the main phase (rule: Phase principale)')
    expect(describeError(refused.error, 'fr')).toBe('Refusé : cette action ne se fait pas dans cette phase (règle : Phase principale)')
  })
})

describe('the engine as a pure reducer', () => {
  it('never mutates its input, round-trips through JSON, and accepts every action it lists', () => {
    let state = start().state
    for (let step = 0; step < 30; step++) {
      const frozen = JSON.stringify(state)
      const actions = legalActions(state)
      expect(actions.length).toBeGreaterThan(0)
      for (const action of actions) expect(apply(state, action).ok).toBe(true)
      // A deterministic walk: the last listed action (a ride or a call when there is one).
      state = run(state, actions[actions.length - 1]!)
      expect(JSON.stringify(JSON.parse(frozen))).toBe(frozen)
      expect(JSON.parse(JSON.stringify(state))).toEqual(state)
      const all = Object.values(vanguard.play.zonesOf(state)).flat()
      expect(new Set(all).size).toBe(all.length)
      expect(all.length).toBe(50)
    }
  })
})
