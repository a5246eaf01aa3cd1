// Main's side of the Magic lab: a run planned in main, played by simulators built on threads from
// a structured clone of the plan, in any blocks, reads as the same report as one run here.
import { describe, expect, it } from 'vitest'
import { runMtgLab } from '@shared/games/mtg/lab'
import { mtgLab } from '../../../src-main/games/mtg/lab'
import { karstenDeck } from './lab-fixtures'

describe('the Magic lab in main', () => {
  it('plans a run whose blocks, played by cloned simulators, add up to the single-thread report', () => {
    const deck = karstenDeck(24, 16)
    const settings = { policies: ['lands-2-5', { name: 'mine', lands: [{ min: 3, max: 4 }], maxMulligans: 1 }], turns: 5, onThePlay: false, format: 'standard', seed: 9, lifeLimit: 20 }
    const plan = mtgLab.plan(deck, settings)
    const acc = new Float64Array(plan.size)
    for (const [from, to] of [[0, 700], [700, 1500], [1500, 2000]] as const) {
      const sim = mtgLab.simulator(structuredClone(plan.sim))
      const part = sim.newAccumulator()
      expect(part.length).toBe(plan.size)
      sim.runBlock(settings.seed, from, to, part)
      part.forEach((v, i) => (acc[i]! += v))
    }
    expect(plan.report(acc)).toEqual(runMtgLab(deck, { ...settings, games: 2000 }))
  })

  // CR 103.5c and 903.12g: the first mulligan is free in Commander and in both Brawls, not in Alchemy
  it.each([
    ['commander', true],
    ['brawl', true],
    ['standardbrawl', true],
    ['alchemy', false],
  ] as const)('a %s run plays with a free first mulligan: %s', (format, free) => {
    const plan = mtgLab.plan(karstenDeck(24, 16), { policies: ['lands-2-5'], turns: 3, onThePlay: true, format, seed: 1, lifeLimit: 20 })
    expect((plan.sim as { options: { freeMulligan: boolean } }).options.freeMulligan).toBe(free)
  })

  it('refuses a policy that is not one', () => {
    expect(() => mtgLab.plan(karstenDeck(24, 16), { policies: [{ name: 'x', lands: [], maxMulligans: 1 }], turns: 3, onThePlay: true, format: 'standard', seed: 1, lifeLimit: 20 })).toThrow(/lands/)
  })
})
