// 2.1 Magic cards. Effect cards: played from the hand in the primary and final phases; already
// placed, also activated in the clash phase and the opponent's turn. Equipment cards: played or
// activated only in the primary and final phases; once equipped, they no longer take a magic slot.
import { describe, expect, it } from 'vitest'
import { apply } from '@shared/games/creatures/engine'
import { fetch, fetchAll, play, started } from './fixtures'

describe('2.1 effect cards', () => {
  it('are played from the hand in the primary and final phases, then go to the graveyard (interpretation I6)', () => {
    const [s, wind] = fetch(started(), 'EF-002')
    const primary = play(s, { type: 'activateMagic', card: wind })
    expect(primary.zones.graveyard).toContain(wind)
    expect(play(s, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateMagic', card: wind }).zones.graveyard).toContain(wind)
  })

  it('cannot be played from the hand in the clash phase or the opponent’s turn', () => {
    const [s, wind] = fetch(started(), 'EF-002')
    for (const at of [play(s, { type: 'nextPhase' }), play(s, { type: 'endTurn' })]) {
      const r = apply(at, { type: 'activateMagic', card: wind })
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error).toMatchObject({ kind: 'wrong-phase', rule: '2.1' })
    }
  })

  it('once placed, are activated in the clash phase and in the opponent’s turn', () => {
    const [s, trap] = fetch(started(), 'EF-003')
    const placed = play(s, { type: 'setMagic', card: trap })
    expect(placed.zones.magic).toEqual([trap])
    expect(apply(play(placed, { type: 'nextPhase' }), { type: 'activateMagic', card: trap }).ok).toBe(true)
    expect(apply(play(placed, { type: 'endTurn' }), { type: 'activateMagic', card: trap }).ok).toBe(true)
  })
})

describe('2.1 equipment cards', () => {
  it('equip one of your creatures and free their magic slot', () => {
    let [s, claws] = fetch(started(), 'EQ-001')
    let pup: string
    ;[s, pup] = fetch(s, 'CR-001')
    s = play(s, { type: 'summon', card: pup, posture: 'offensive' }, { type: 'setMagic', card: claws })
    expect(s.zones.magic).toEqual([claws])
    s = play(s, { type: 'activateMagic', card: claws, target: pup })
    expect(s.zones.magic).toEqual([])
    expect(s.zones.equipped).toEqual([claws])
    expect(s.status[claws]!.attachedTo).toBe(pup)
  })

  it('cannot be activated in the clash phase, even placed', () => {
    let [s, claws] = fetch(started(), 'EQ-001')
    let pup: string
    ;[s, pup] = fetch(s, 'CR-001')
    s = play(s, { type: 'summon', card: pup, posture: 'offensive' }, { type: 'setMagic', card: claws }, { type: 'nextPhase' })
    const r = apply(s, { type: 'activateMagic', card: claws, target: pup })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'wrong-phase', rule: '2.1' })
  })

  it('need one of your creatures as target', () => {
    const [s, claws] = fetch(started(), 'EQ-001')
    const r = apply(s, { type: 'activateMagic', card: claws })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'bad-target', rule: '2.1' })
  })

  it('go to the graveyard with their creature (interpretation I14)', () => {
    let [s, claws] = fetch(started(), 'EQ-001')
    let pup: string
    ;[s, pup] = fetch(s, 'CR-001')
    s = play(s, { type: 'summon', card: pup, posture: 'offensive' }, { type: 'activateMagic', card: claws, target: pup }, { type: 'move', card: pup, to: 'graveyard' })
    expect(s.zones.graveyard).toEqual(expect.arrayContaining([pup, claws]))
    expect(s.zones.equipped).toEqual([])
  })
})

describe('Le Plateau: 5 magic slots', () => {
  it('refuses a sixth magic card in the slots', () => {
    let s = started()
    const codes = ['EF-001', 'EF-002', 'EF-003', 'EF-004', 'EF-005', 'EF-006']
    let ids: string[]
    ;[s, ids] = fetchAll(s, codes)
    s = play(s, ...ids.slice(0, 5).map((card) => ({ type: 'setMagic' as const, card })))
    const r = apply(s, { type: 'setMagic', card: ids[5]! })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'slots-full', rule: 'Plateau', params: { slots: 5 } })
  })
})

describe('2.1 equipment moved off its creature by hand', () => {
  it('is attached to nothing once back in a magic slot', () => {
    let [s, claws] = fetch(started(), 'EQ-001')
    let pup: string
    ;[s, pup] = fetch(s, 'CR-001')
    s = play(s, { type: 'summon', card: pup, posture: 'offensive' }, { type: 'activateMagic', card: claws, target: pup }, { type: 'move', card: claws, to: 'magic' })
    expect(s.status[claws]!.attachedTo).toBeNull()
    s = play(s, { type: 'move', card: pup, to: 'graveyard' })
    expect(s.zones.magic).toEqual([claws])
  })
})
