// The questions the table's FFTCG parts ask the module instead of reading card types or phases.
import { describe, expect, it } from 'vitest'
import { apply, attacksFromField, backupsToPayWith, costsCp, entersField, FIELD_ROWS, handExcess, hasPower, inAttackPhase, isCastable, legalActions } from '@shared/games/fftcg/engine'
import { fftcg } from '@shared/games/fftcg'
import { board } from './fixtures'

describe('5.2.3.1 what is cast, what enters the field', () => {
  it('casts every card but a Crystal token, and puts only Characters onto the field (5.2.3.1.2.1)', () => {
    const { state, hand } = board({ hand: ['1-016', '1-003', '1-004', 'C-001'] }) // Tifa, Red Mage, Ifrit, a Crystal
    expect(hand.map((id) => isCastable(state, id))).toEqual([true, true, true, false])
    expect(hand.map((id) => entersField(state, id))).toEqual([true, true, false, false])
    // the engine agrees: a Summon moved onto the field is refused
    expect(apply(state, { type: 'move', card: hand[2]!, to: 'field' }).ok).toBe(false)
    expect(apply(state, { type: 'move', card: hand[1]!, to: 'field' }).ok).toBe(true)
  })

  it('11.2: a card of cost 0 asks for no CP', () => {
    const { state, hand } = board({ hand: ['1-016', 'C-001'] })
    expect(costsCp(state, hand[0]!)).toBe(true)
    expect(costsCp(state, hand[1]!)).toBe(false)
  })
})

describe('5.2.3.1.1.2 and 9.4 who attacks, when', () => {
  it('names Forwards on the field only, and the Attack Phase only', () => {
    const { state, field, hand } = board({ hand: ['1-012'], field: ['1-016', '1-003'], phase: 'attack' })
    expect(field.map((id) => attacksFromField(state, id))).toEqual([true, false])
    expect(attacksFromField(state, hand[0]!)).toBe(false)
    expect(inAttackPhase(state)).toBe(true)
    expect(inAttackPhase({ ...state, phase: 'main1' })).toBe(false)
  })

  it('5.2.6.1: Forwards have power, Backups do not', () => {
    const { state, field } = board({ field: ['1-016', '1-003'] })
    expect(field.map((id) => hasPower(state, id))).toEqual([true, false])
  })
})

describe('7.7.3 the field rows', () => {
  it('gives the Backups as many places as the engine accepts Backups', () => {
    const backups = FIELD_ROWS.find((r) => r.id === 'backups')!.slots!
    const { state, hand } = board({ hand: Array(backups + 1).fill('1-011') }) // Evoker, multicard Backup
    let s = state
    for (const id of hand.slice(0, backups)) {
      const r = apply(s, { type: 'move', card: id, to: 'field' })
      expect(r.ok).toBe(true)
      if (r.ok) s = r.state
    }
    expect(apply(s, { type: 'move', card: hand[backups]!, to: 'field' }).ok).toBe(false)
  })

  it('lists the groups boardShape splits the field into', () => {
    const { state } = board({ field: ['1-016'] })
    expect(FIELD_ROWS.map((r) => r.id).sort()).toEqual(Object.keys(fftcg.play.board(state).field).sort())
  })
})

describe('9.5.1.2 the hand limit', () => {
  it('counts the cards over the limit as the End Phase discard the engine asks for', () => {
    const seven = board({ hand: Array(7).fill('1-003'), phase: 'end' }).state
    const end = legalActions(seven).find((a) => a.type === 'endTurn')
    expect(end && end.type === 'endTurn' ? end.discard?.length : -1).toBe(handExcess(seven))
    expect(handExcess(seven)).toBeGreaterThan(0)
    expect(handExcess(board({ hand: ['1-003'] }).state)).toBe(0)
  })
})

describe('5.2.3.1.1.3 the Backups that pay', () => {
  it('lists the active Backups on the field, not a dull one nor a Forward', () => {
    const { state, field } = board({ field: ['1-003', { code: '1-011', dull: true }, '1-016', '1-013'] }) // Red Mage, Evoker (dull), Tifa, Sazh
    expect(backupsToPayWith(state)).toEqual([field[0], field[3]])
  })
})
