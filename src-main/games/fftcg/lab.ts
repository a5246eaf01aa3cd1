// FFTCG's opening lab in main: a run's plan (the compiled deck, the accumulator's layout, how its
// counts read) and the goldfish simulator that worker threads build from it.
import type { Card } from '@shared/games/fftcg/card'
import { compileLabDeck, type LabDeck } from '@shared/games/fftcg/lab/lab-deck'
import { labLayout } from '@shared/games/fftcg/lab/layout'
import type { LabPolicy } from '@shared/games/fftcg/lab/policy'
import { buildReport, runInfo, type LabRunInfo } from '@shared/games/fftcg/lab/report'
import { GoldfishSim, type SimOptions } from '@shared/games/fftcg/lab/sim'
import type { MainLab } from '../../game/main-game'

/** What each thread needs to build its simulator. */
interface FftcgSimSpec {
  deck: LabDeck
  policies: LabPolicy[]
  options: SimOptions
}

export const fftcgLab: MainLab = {
  plan(cards, { policies: input, turns, onThePlay, format, seed, lifeLimit: damageLimit }) {
    const policies = input as LabPolicy[]
    const deck = compileLabDeck(cards as Card[])
    const layout = labLayout({ turns, codes: deck.codes.length, damageLimit, policies: policies.length })
    const info = runInfo(deck, { seed, onThePlay, format: format as LabRunInfo['format'], turns, damageLimit })
    const sim: FftcgSimSpec = { deck, policies, options: { turns, onThePlay, damageLimit } }
    return { sim, size: layout.size, report: (acc) => buildReport(acc, layout, deck, policies, info) }
  },
  simulator(spec) {
    const { deck, policies, options } = spec as FftcgSimSpec
    return new GoldfishSim(deck, policies, options)
  },
}
