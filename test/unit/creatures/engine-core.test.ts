// The creature engine on the shared engine core (issue 25): its state carries the core's question
// slot, its phases are the core's data, its table actions and their log lines are the core's with
// this game's words, and the end of the game at 0 LP (I10) is checked after every action.
import { describe, expect, it } from 'vitest'
import { apply, describeEvent, namesFrom, newGame, PHASES } from '@shared/games/creatures/engine'
import { everyCard, fetch, play, started } from './fixtures'

describe('the creature engine on the engine core', () => {
  it('carries the core’s question slot, empty: the game asks no question (Déroulement’s choice is the setup phase)', () => {
    const fresh = newGame(everyCard(), { seed: 3, onThePlay: false, format: 'standard' }).state
    expect(fresh.question).toBeNull()
    const later = play(fresh, { type: 'keepHand' }, { type: 'endTurn' }, { type: 'nextPhase' })
    expect(later.phase).toBe('clash')
    expect(later.question).toBeNull()
  })

  it('declares its turn as data: setup allows only its actions, the draw passes by itself, the clash ends with its damage (Déroulement, 1.3.1)', () => {
    const setup = PHASES.find((p) => p.id === 'setup')!
    expect([...setup.allows].sort()).toEqual(['addDummy', 'concede', 'keepHand', 'mulligan', 'nextPhase', 'removeDummy', 'updateDummy'])
    expect(PHASES.filter((p) => 'auto' in p && p.auto).map((p) => p.id)).toEqual(['draw'])
    expect(PHASES.filter((p) => 'onEnd' in p && p.onEnd !== undefined).map((p) => p.id)).toEqual(['clash'])
    const s = newGame(everyCard(), { seed: 3, onThePlay: true, format: 'standard' }).state
    expect(apply(s, { type: 'endTurn' })).toMatchObject({ ok: false, error: { kind: 'wrong-phase', rule: 'Déroulement', params: { phase: 'setup' } } })
  })

  it('writes the table actions’ log lines in the core’s words with this game’s zones', () => {
    const [s, pup] = fetch(started(), 'CR-001')
    const summoned = play(s, { type: 'summon', card: pup, posture: 'offensive' })
    const r = apply(summoned, { type: 'counter', card: pup, name: 'shield', delta: 2 })
    if (!r.ok) throw new Error(r.error.reason)
    const names = namesFrom(r.state)
    expect(describeEvent(r.events[0]!, 'en', names)).toBe('Ember Pup (CR-001): shield counters = 2')
    expect(describeEvent(r.events[0]!, 'fr', names)).toBe('Ember Pup (CR-001) : marqueur shield = 2')
    const back = apply(r.state, { type: 'move', card: pup, to: 'deck', position: 'bottom' })
    if (!back.ok) throw new Error(back.error.reason)
    expect(describeEvent(back.events[0]!, 'en', names)).toBe('Ember Pup (CR-001): the creature slots → the deck (bottom)')
    expect(describeEvent(back.events[0]!, 'fr', names)).toBe('Ember Pup (CR-001) : les emplacements de créature → le deck (dessous)')
  })

  it('ends the game in the action that takes a player to 0 LP, whatever the action (I10)', () => {
    const r = apply(started(), { type: 'changeLife', side: 'opponent', amount: -8000 })
    expect(r).toMatchObject({ ok: true, state: { result: 'won', endedBy: { rule: 'I10', kind: 'opponent-lp' } } })
    expect(r.ok && r.events.map((e) => e.kind)).toEqual(['lifeChanged', 'gameWon'])
    const lost = apply(started(), { type: 'changeLife', side: 'player', amount: -9000 })
    expect(lost).toMatchObject({ ok: true, state: { result: 'lost', endedBy: { rule: 'I10', kind: 'own-lp' } } })
  })
})
