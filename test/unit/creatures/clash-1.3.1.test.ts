// 1.3.1 Statistics in a clash, every case of the text, with damage computed at the end of the
// clash phase ("Le déroulement"), and the cases it leaves open: interpretations I3 (equal Atk),
// I4 (Atk equal to Def), I5 (a target gone before the end), I13 (a field with creatures must be targeted).
import { describe, expect, it } from 'vitest'
import { apply, boardShape, type GameState, type Posture } from '@shared/games/creatures/engine'
import { fetch, play, started } from './fixtures'

/** Turn 2 on the play, clash phase, Thorn Hare (1000 Atk / 300 Def, level 0) offensive, and the dummies given. */
function clashWith(dummies: { atk: number; def: number; posture: Posture }[], code = 'CR-006') {
  let [s, id] = fetch(play(started(), { type: 'endTurn' }, { type: 'endTurn' }), code)
  s = play(s, { type: 'summon', card: id, posture: 'offensive' }, ...dummies.map((d) => ({ type: 'addDummy' as const, ...d })), { type: 'nextPhase' })
  return { s, id }
}
const endClash = (s: GameState) => play(s, { type: 'nextPhase' })

describe('1.3.1 offensive vs an empty field', () => {
  it('deals the attacker’s Atk to the opponent’s LP, at the end of the clash phase only', () => {
    const { s, id } = clashWith([])
    const declared = play(s, { type: 'attack', card: id })
    expect(declared.opponent.lp).toBe(8000)
    const after = endClash(declared)
    expect(after.opponent.lp).toBe(8000 - 1000)
    expect(after.status[id]!.posture).toBe('rest')
  })
})

describe('1.3.1 offensive vs offensive', () => {
  it('the higher Atk destroys the other; its owner loses the difference', () => {
    const { s, id } = clashWith([{ atk: 700, def: 5000, posture: 'offensive' }])
    const after = endClash(play(s, { type: 'attack', card: id, target: 'o1' }))
    expect(after.opponent.creatures).toEqual([])
    expect(after.opponent.lp).toBe(8000 - 300)
    expect(after.lp).toBe(8000)
    expect(after.zones.creatures).toContain(id)
  })

  it('a weaker attacker is destroyed and its owner loses the difference', () => {
    const { s, id } = clashWith([{ atk: 1500, def: 0, posture: 'offensive' }])
    const after = endClash(play(s, { type: 'attack', card: id, target: 'o1' }))
    expect(after.zones.graveyard).toContain(id)
    expect(after.lp).toBe(8000 - 500)
    expect(after.opponent.creatures).toHaveLength(1)
  })

  it('equal Atk: both are destroyed, nobody loses LP (interpretation I3)', () => {
    const { s, id } = clashWith([{ atk: 1000, def: 0, posture: 'offensive' }])
    const after = endClash(play(s, { type: 'attack', card: id, target: 'o1' }))
    expect(after.zones.graveyard).toContain(id)
    expect(after.opponent.creatures).toEqual([])
    expect([after.lp, after.opponent.lp]).toEqual([8000, 8000])
  })
})

describe.each(['defensive', 'rest'] as const)('1.3.1 offensive vs %s (Atk against Def)', (posture) => {
  it('more Atk than Def destroys the defender and deals no damage', () => {
    const { s, id } = clashWith([{ atk: 9000, def: 800, posture }])
    const after = endClash(play(s, { type: 'attack', card: id, target: 'o1' }))
    expect(after.opponent.creatures).toEqual([])
    expect([after.lp, after.opponent.lp]).toEqual([8000, 8000])
  })

  it('more Def than Atk: the attacker’s owner loses the difference, the attacker survives', () => {
    const { s, id } = clashWith([{ atk: 0, def: 1800, posture }])
    const after = endClash(play(s, { type: 'attack', card: id, target: 'o1' }))
    expect(after.lp).toBe(8000 - 800)
    expect(after.zones.creatures).toContain(id)
    expect(after.opponent.creatures).toHaveLength(1)
  })

  it('Atk equal to Def: nothing happens (interpretation I4)', () => {
    const { s, id } = clashWith([{ atk: 0, def: 1000, posture }])
    const after = endClash(play(s, { type: 'attack', card: id, target: 'o1' }))
    expect([after.lp, after.opponent.lp, after.opponent.creatures.length]).toEqual([8000, 8000, 1])
  })
})

describe('1.3.1 what the text leaves open', () => {
  it('a field with creatures must be targeted: no attack straight at the LP (interpretation I13)', () => {
    const { s, id } = clashWith([{ atk: 0, def: 100, posture: 'defensive' }])
    const r = apply(s, { type: 'attack', card: id })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'must-target', rule: 'I13' })
  })

  it('a target removed before the end of the clash: the attack does nothing, the attacker still rests (interpretation I5)', () => {
    const { s, id } = clashWith([{ atk: 0, def: 100, posture: 'defensive' }])
    const after = endClash(play(s, { type: 'attack', card: id, target: 'o1' }, { type: 'removeDummy', dummy: 'o1' }))
    expect([after.lp, after.opponent.lp]).toEqual([8000, 8000])
    expect(after.status[id]!.posture).toBe('rest')
  })

  it('applies hand-made Atk changes in the clash (1.4, 2.1, 3.1 applied by hand)', () => {
    const { s, id } = clashWith([])
    const after = endClash(play(s, { type: 'modifyStats', card: id, atk: 300, def: 0 }, { type: 'attack', card: id }))
    expect(after.opponent.lp).toBe(8000 - 1300)
  })

  it('wins when the opponent’s LP reach 0 (interpretation I10)', () => {
    const { s, id } = clashWith([])
    const after = endClash(play(s, { type: 'changeLife', side: 'opponent', amount: -7500 }, { type: 'attack', card: id }))
    expect(after.result).toBe('won')
    expect(after.endedBy).toEqual({ rule: 'I10', kind: 'opponent-lp' })
    expect(apply(after, { type: 'nextPhase' }).ok).toBe(false)
  })

  it('shows the beaten goldfish at 0 LP, not below, while the state keeps the excess (I10)', () => {
    const { s, id } = clashWith([])
    const after = endClash(play(s, { type: 'changeLife', side: 'opponent', amount: -7500 }, { type: 'attack', card: id }))
    expect(after.opponent.lp).toBe(500 - 1000)
    expect(boardShape(after).counts.opponentLp).toBe(0)
  })

  it('loses when your own LP reach 0 (interpretation I10)', () => {
    const { s, id } = clashWith([{ atk: 0, def: 9999, posture: 'defensive' }])
    const after = endClash(play(s, { type: 'changeLife', side: 'player', amount: -8000 + 100 }, { type: 'attack', card: id, target: 'o1' }))
    expect(after.result).toBe('lost')
  })
})
