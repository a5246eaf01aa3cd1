// 1.2 Postures: offensive attacks and is met with its Atk; defensive cannot attack and is met
// with its Def; rest comes after an attack, cannot attack, and is met with its Def. A creature
// is summoned offensive or defensive, never straight into rest.
import { describe, expect, it } from 'vitest'
import { apply, type Action } from '@shared/games/creatures/engine'
import { fetch, play, started } from './fixtures'

/** Turn 2 on the play, primary phase, with a level-0 creature `code` summoned in `posture`. */
function withCreature(code: string, posture: 'offensive' | 'defensive') {
  const [s0, id] = fetch(play(started(), { type: 'endTurn' }, { type: 'endTurn' }), code)
  return { s: play(s0, { type: 'summon', card: id, posture }), id }
}

describe('1.2 postures', () => {
  it('refuses to summon a creature straight into rest', () => {
    const [s, id] = fetch(started(), 'CR-001')
    const r = apply(s, { type: 'summon', card: id, posture: 'rest' } as unknown as Action)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'bad-posture', rule: '1.2' })
  })

  it('an offensive creature can attack in your clash phase (the turn it was summoned: interpretation I12)', () => {
    const { s, id } = withCreature('CR-006', 'offensive')
    expect(apply(play(s, { type: 'nextPhase' }), { type: 'attack', card: id }).ok).toBe(true)
  })

  it('a defensive creature cannot attack', () => {
    const { s, id } = withCreature('CR-006', 'defensive')
    const r = apply(play(s, { type: 'nextPhase' }), { type: 'attack', card: id })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'cannot-attack', rule: '1.2', params: { posture: 'defensive' } })
  })

  it('a creature attacks once a turn', () => {
    const { s, id } = withCreature('CR-006', 'offensive')
    const declared = play(s, { type: 'nextPhase' }, { type: 'attack', card: id })
    const r = apply(declared, { type: 'attack', card: id })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'already-attacked', rule: '1.2' })
  })

  it('changes between offensive and defensive in the primary phase, not out of rest (interpretation I9)', () => {
    const { s, id } = withCreature('CR-006', 'offensive')
    const defensive = play(s, { type: 'setPosture', card: id, posture: 'defensive' })
    expect(defensive.status[id]!.posture).toBe('defensive')
    const resting = play(s, { type: 'setRest', card: id, turns: 1 })
    const r = apply(resting, { type: 'setPosture', card: id, posture: 'offensive' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'resting', rule: '1.3' })
    const inClash = apply(play(s, { type: 'nextPhase' }), { type: 'setPosture', card: id, posture: 'defensive' })
    expect(inClash.ok).toBe(false)
    if (!inClash.ok) expect(inClash.error.rule).toBe('I9')
  })
})
