// The creature game's opening lab in main: a run's plan (the compiled deck, its accumulator's size,
// how its counts read) and the simulator worker threads build from it (src-shared/games/creatures/lab/).
import type { CreatureCard } from '@shared/games/creatures/card'
import { parsePolicy, type LabPolicy } from '@shared/games/creatures/lab/policy'
import { buildCreatureReport } from '@shared/games/creatures/lab/report'
import { compileLabDeck, CreatureLabSim, labLayout, type LabDeck, type SimOptions } from '@shared/games/creatures/lab/sim'
import type { MainLab } from '../../game/main-game'

/** What each thread needs to build its simulator (structured-clone safe: typed arrays and plain objects). */
interface CreatureSimSpec {
  deck: LabDeck
  policies: LabPolicy[]
  options: SimOptions
}

export const creaturesLab: MainLab = {
  plan(cards, { policies: input, turns, onThePlay, seed }) {
    // The channel checked each with the module's policySchema, which leaves a preset as its name.
    const policies = input.map(parsePolicy)
    const deck = compileLabDeck(cards as CreatureCard[])
    const sim: CreatureSimSpec = { deck, policies, options: { turns, onThePlay } }
    return { sim, size: labLayout(turns, policies.length).size, report: (acc) => buildCreatureReport(acc, deck, policies, { seed, onThePlay, turns }) }
  },
  simulator(spec) {
    const { deck, policies, options } = spec as CreatureSimSpec
    const sim = new CreatureLabSim(deck, policies, options)
    return {
      newAccumulator: () => sim.newAccumulator(),
      // The creature simulator counts its block by games from `from`; main asks for [from, to).
      runBlock: (seed, from, to, acc) => sim.runBlock(seed, from, to - from, acc),
    }
  },
}
