// The Magic opening lab in main: a run's plan (the compiled deck, its accumulator's size, how its
// counts read) and the simulator worker threads build from it (src-shared/games/mtg/lab/).
import type { MtgCard } from '@shared/games/mtg/card'
import { compileLabDeck, type LabDeck } from '@shared/games/mtg/lab/lab-deck'
import { labLayout } from '@shared/games/mtg/lab/layout'
import { parsePolicy, type LabPolicy } from '@shared/games/mtg/lab/policy'
import { buildMtgReport } from '@shared/games/mtg/lab/report'
import { MtgLabSim, type SimOptions } from '@shared/games/mtg/lab/sim'
import type { LabReport } from '@shared/channels/lab'
import type { MainLab } from '../main-game'

/** What each thread needs to build its simulator (structured-clone safe: typed arrays and plain objects). */
interface MtgSimSpec {
  deck: LabDeck
  policies: LabPolicy[]
  options: SimOptions
}

export const mtgLab: MainLab = {
  plan(cards, { policies: input, turns, onThePlay, seed }) {
    // The channel checked each with the module's policySchema, which leaves a preset as its name.
    const policies = input.map(parsePolicy)
    const deck = compileLabDeck(cards as MtgCard[])
    const sim: MtgSimSpec = { deck, policies, options: { turns, onThePlay } }
    // Until Magic is registered, LabReport (the registered games' reports) does not name its report.
    return { sim, size: labLayout(turns, deck.spells.length, policies.length).size, report: (acc) => buildMtgReport(acc, deck, policies, { seed, onThePlay, turns }) as unknown as LabReport }
  },
  simulator(spec) {
    const { deck, policies, options } = spec as MtgSimSpec
    const sim = new MtgLabSim(deck, policies, options)
    return { newAccumulator: () => sim.newAccumulator(), runBlock: (seed, from, to, acc) => sim.runBlock(seed, from, to, acc) }
  },
}
