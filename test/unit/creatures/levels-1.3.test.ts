// 1.3 Statistics: a creature's level is the number of creatures to sacrifice to summon it and
// the number of its owner's turns it rests after an attack (level 0: until the start of your
// next turn; level 1: until the start of the one after). Règles supplémentaires: a creature
// summoned this turn cannot be sacrificed.
import { describe, expect, it } from 'vitest'
import { apply, boardShape } from '@shared/games/creatures/engine'
import { fetch, play, started, veteran } from './fixtures'

describe('1.3 sacrifices: as many as the level', () => {
  it('summons a level-0 creature with no sacrifice', () => {
    const [s, pup] = fetch(started(), 'CR-001')
    expect(play(s, { type: 'summon', card: pup, posture: 'offensive' }).zones.creatures).toEqual([pup])
  })

  it('summons a level-1 creature by sacrificing one creature, which goes to the graveyard', () => {
    let [s, pebble] = veteran(started(), 'CR-003')
    let boar: string
    ;[s, boar] = fetch(s, 'CR-013')
    s = play(s, { type: 'summon', card: boar, posture: 'defensive', sacrifices: [pebble] })
    expect(s.zones.creatures).toEqual([boar])
    expect(s.zones.graveyard).toContain(pebble)
    expect(s.status[boar]!.posture).toBe('defensive')
  })

  it('refuses a level-2 summon with one sacrifice, naming 1.3', () => {
    let [s, pebble] = veteran(started(), 'CR-003')
    let colossus: string
    ;[s, colossus] = fetch(s, 'CR-020')
    const r = apply(s, { type: 'summon', card: colossus, posture: 'offensive', sacrifices: [pebble] })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'sacrifice-count', rule: '1.3', params: { level: 2, count: 1 } })
  })

  it('refuses a sacrifice summoned this turn (Règles supplémentaires)', () => {
    let [s, pup] = fetch(started(), 'CR-001')
    let boar: string
    ;[s, boar] = fetch(s, 'CR-013')
    s = play(s, { type: 'summon', card: pup, posture: 'offensive' })
    const r = apply(s, { type: 'summon', card: boar, posture: 'offensive', sacrifices: [pup] })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'sacrifice-new', rule: 'RS', params: { card: pup } })
  })

  it('refuses a sacrifice that is not one of your creatures, or the same one twice', () => {
    let [s, pebble] = veteran(started(), 'CR-003')
    let colossus: string
    ;[s, colossus] = fetch(s, 'CR-020')
    const twice = apply(s, { type: 'summon', card: colossus, posture: 'offensive', sacrifices: [pebble, pebble] })
    expect(twice.ok).toBe(false)
    if (!twice.ok) expect(twice.error.kind).toBe('sacrifice-invalid')
    const fromHand = apply(s, { type: 'summon', card: colossus, posture: 'offensive', sacrifices: [pebble, s.zones.hand[0]!] })
    expect(fromHand.ok).toBe(false)
  })
})

describe('1.3 rest: as many of its owner’s turns as its level, shown as a countdown', () => {
  /** A creature of `code` that attacks the empty field on turn 2 (on the play). */
  function attackedOnTurn2(code: string) {
    let [s, id] = fetch(started(), code)
    s = play(s, { type: 'move', card: id, to: 'creatures' }, { type: 'endTurn' }, { type: 'endTurn' }, { type: 'nextPhase' }, { type: 'attack', card: id }, { type: 'nextPhase' })
    return { s, id }
  }

  it('level 0: rests until the start of your next turn, then is offensive again (interpretation I2)', () => {
    let { s, id } = attackedOnTurn2('CR-006')
    expect(boardShape(s).postures[id]).toEqual({ posture: 'rest', restTurns: 1 })
    s = play(s, { type: 'endTurn' })
    expect(s.status[id]!.posture).toBe('rest') // still resting in the opponent's turn
    s = play(s, { type: 'endTurn' })
    expect(s.status[id]!.posture).toBe('offensive')
  })

  it('level 1: rests until the start of your second next turn, counting down', () => {
    let { s, id } = attackedOnTurn2('CR-016')
    expect(boardShape(s).postures[id]).toEqual({ posture: 'rest', restTurns: 2 })
    s = play(s, { type: 'endTurn' }, { type: 'endTurn' })
    expect(boardShape(s).postures[id]).toEqual({ posture: 'rest', restTurns: 1 })
    s = play(s, { type: 'nextPhase' })
    const r = apply(s, { type: 'attack', card: id })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'cannot-attack', rule: '1.2' })
    s = play(s, { type: 'endTurn' }, { type: 'endTurn' })
    expect(boardShape(s).postures[id]).toEqual({ posture: 'offensive', restTurns: 0 })
  })

  it('level 2: three turn starts before it gets up', () => {
    const { s, id } = attackedOnTurn2('CR-021')
    expect(s.status[id]!.restTurns).toBe(3)
  })
})
