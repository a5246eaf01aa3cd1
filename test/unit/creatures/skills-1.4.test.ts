// 1.4 Creature skills: an active skill's name followed by a number in brackets costs that many
// AP. "Le déroulement": skills are used in the primary and final phases, and in the clash phase
// only when their text says so.
import { describe, expect, it } from 'vitest'
import { activeSkills } from '@shared/games/creatures/card'
import { apply } from '@shared/games/creatures/engine'
import { card, fetch, play, started, veteran } from './fixtures'

describe('1.4 active skills', () => {
  it('reads the AP cost in the brackets after the skill’s name', () => {
    expect(activeSkills('Dive (2): draw a card.')).toEqual([{ name: 'Dive', ap: 2, clash: false }])
    expect(activeSkills('Your other Sprite creatures get +100 Def.')).toEqual([])
    expect(activeSkills('Strike (1): +400 Atk. May be used in the clash phase.\nGuard (0): nothing.')).toEqual([
      { name: 'Strike', ap: 1, clash: true },
      { name: 'Guard', ap: 0, clash: false },
    ])
    expect(activeSkills('Frappe (1) : +400 Atk, utilisable en phase d’affrontement.')[0]).toEqual({ name: 'Frappe', ap: 1, clash: true })
  })

  it('a passive skill has no activation', () => {
    expect(card('CR-002').skills).toEqual([])
  })

  it('refuses a skill that costs more AP than are left', () => {
    // Aurora Leviathan: "Deep Call (3)"
    let [s, leviathan] = veteran(started(), 'CR-024')
    let pup: string
    ;[s, pup] = fetch(s, 'CR-001')
    const withTwo = play(s, { type: 'summon', card: pup, posture: 'offensive' })
    const r = apply(withTwo, { type: 'activateSkill', card: leviathan, skill: 0 })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'no-ap', rule: 'PA', params: { cost: 3, ap: 2 } })
  })

  it('is used in the clash phase only when its text says so', () => {
    let [s, heron] = veteran(started(), 'CR-014')
    let otter: string
    ;[s, otter] = veteran(s, 'CR-010')
    s = play(s, { type: 'nextPhase' })
    expect(apply(s, { type: 'activateSkill', card: heron, skill: 0 }).ok).toBe(true)
    const r = apply(s, { type: 'activateSkill', card: otter, skill: 0 })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'skill-not-in-clash', rule: 'Déroulement' })
  })

  it('refuses a skill the creature does not have', () => {
    const [s, pebble] = veteran(started(), 'CR-003')
    const r = apply(s, { type: 'activateSkill', card: pebble, skill: 0 })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.rule).toBe('1.4')
  })
})
