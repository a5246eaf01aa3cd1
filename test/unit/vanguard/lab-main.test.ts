// Main's side of the Vanguard lab: a run planned in main, played by simulators built on threads
// from a structured clone of the plan, in any blocks, reads as the same report as one run here.
import { describe, expect, it } from 'vitest'
import { runVanguardLab } from '@shared/games/vanguard/lab'
import { vanguardLab } from '../../../src-main/games/vanguard/lab'
import { deck } from './engine-fixtures'

describe('the Vanguard lab in main', () => {
  it('plans a run whose blocks, played by cloned simulators, add up to the single-thread report', () => {
    const settings = { policies: ['keep-hand', { name: 'mine', keep: { trigger: 0 }, goldfishPower: 10_000 }], turns: 4, onThePlay: false, format: 'standard', seed: 9, lifeLimit: 6 }
    const plan = vanguardLab.plan(deck, settings)
    const acc = new Float64Array(plan.size)
    for (const [from, to] of [[0, 700], [700, 1500], [1500, 2000]] as const) {
      const sim = vanguardLab.simulator(structuredClone(plan.sim))
      const part = sim.newAccumulator()
      expect(part.length).toBe(plan.size)
      sim.runBlock(settings.seed, from, to, part)
      part.forEach((v, i) => (acc[i]! += v))
    }
    expect(plan.report(acc)).toEqual(runVanguardLab(deck, { ...settings, games: 2000 }))
  })

  it('refuses a format the game does not have', () => {
    expect(() => vanguardLab.plan(deck, { policies: ['keep-hand'], turns: 3, onThePlay: true, format: 'constructed', seed: 1, lifeLimit: 6 })).toThrow(/Unknown Vanguard deck format "constructed"/)
  })
})
