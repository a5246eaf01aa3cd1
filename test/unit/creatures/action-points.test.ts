// "Les Points d'Action": 3 AP, spent in your turn and the opponent's, back to 3 when your turn
// starts; a summon costs 1 whatever the level, a magic card's activation 1, an active skill the
// number in its brackets (1.4).
import { describe, expect, it } from 'vitest'
import { apply } from '@shared/games/creatures/engine'
import { fetch, fetchAll, play, started, veteran } from './fixtures'

describe('Points d’Action (PA)', () => {
  it('starts the turn with 3 AP', () => {
    expect(started().ap).toBe(3)
  })

  it('a summon costs 1 AP, whatever the level', () => {
    let [s, pup] = fetch(started(), 'CR-001')
    s = play(s, { type: 'summon', card: pup, posture: 'offensive' })
    expect(s.ap).toBe(2)
    let boar: string
    ;[s, boar] = fetch(play(s, { type: 'endTurn' }, { type: 'endTurn' }), 'CR-013')
    s = play(s, { type: 'summon', card: boar, posture: 'offensive', sacrifices: [pup] })
    expect(s.ap).toBe(2)
  })

  it('refuses a fourth summon in a turn for want of AP, naming PA', () => {
    let s = started()
    let ids: string[]
    ;[s, ids] = fetchAll(s, ['CR-003', 'CR-004', 'CR-006', 'CR-008'])
    s = play(s, ...ids.slice(0, 3).map((card) => ({ type: 'summon' as const, card, posture: 'offensive' as const })))
    expect(s.ap).toBe(0)
    const r = apply(s, { type: 'summon', card: ids[3]!, posture: 'offensive' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'no-ap', rule: 'PA', params: { cost: 1, ap: 0 } })
  })

  it('activating an effect or an equipment card costs 1 AP', () => {
    let [s, wind] = fetch(started(), 'EF-002')
    s = play(s, { type: 'activateMagic', card: wind })
    expect(s.ap).toBe(2)
    let claws: string
    let pup: string
    ;[s, pup] = fetch(s, 'CR-001')
    ;[s, claws] = fetch(s, 'EQ-001')
    s = play(s, { type: 'summon', card: pup, posture: 'offensive' }, { type: 'activateMagic', card: claws, target: pup })
    expect(s.ap).toBe(0)
  })

  it('an active skill costs the AP in its brackets (1.4)', () => {
    // Brook Otter: "Dive (2): draw a card."
    const [s, otter] = veteran(started(), 'CR-010')
    expect(play(s, { type: 'activateSkill', card: otter, skill: 0 }).ap).toBe(1)
  })

  it('AP left at the end of your turn can be spent in the opponent’s turn, and are back to 3 at your next turn', () => {
    let [s, trap] = fetch(started(), 'EF-003')
    s = play(s, { type: 'setMagic', card: trap }, { type: 'endTurn' })
    expect(s.phase).toBe('opponent')
    expect(s.ap).toBe(3)
    s = play(s, { type: 'activateMagic', card: trap })
    expect(s.ap).toBe(2)
    s = play(s, { type: 'endTurn' })
    expect(s.ap).toBe(3)
  })

  it('placing a magic card and playing a terrain cost no AP (interpretation I8)', () => {
    let [s, gust] = fetch(started(), 'EF-001')
    let plains: string
    ;[s, plains] = fetch(s, 'TR-001')
    s = play(s, { type: 'setMagic', card: gust }, { type: 'playTerrain', card: plains })
    expect(s.ap).toBe(3)
  })
})
