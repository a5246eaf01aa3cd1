// The Vanguard opening lab in main: a run's plan (the compiled deck, its accumulator's size, how
// its counts read) and the simulator worker threads build from it (src-shared/games/vanguard/lab/).
import type { VanguardCard } from '@shared/games/vanguard/card'
import { compileLabDeck, type LabDeck } from '@shared/games/vanguard/lab/lab-deck'
import { labLayout } from '@shared/games/vanguard/lab/layout'
import { parsePolicy, type LabPolicy } from '@shared/games/vanguard/lab/policy'
import { buildVanguardReport } from '@shared/games/vanguard/lab/report'
import { VanguardLabSim, type SimOptions } from '@shared/games/vanguard/lab/sim'
import type { LabReport } from '@shared/channels/lab'
import type { MainLab } from '../../game/main-game'

/** What each thread needs to build its simulator (structured-clone safe: typed arrays and plain objects). */
interface VanguardSimSpec {
  deck: LabDeck
  policies: LabPolicy[]
  options: SimOptions
}

export const vanguardLab: MainLab = {
  plan(cards, { policies: input, turns, onThePlay, format, seed, aside }) {
    // The channel checked each with the module's policySchema, which leaves a preset as its name.
    const policies = input.map(parsePolicy)
    // The deck's ride pile, as game.new takes it; without one the engine reads it from the deck (the first unit of each grade 0–3).
    const deck = compileLabDeck(cards as VanguardCard[], format, aside?.ride)
    const sim: VanguardSimSpec = { deck, policies, options: { turns, onThePlay } }
    return { sim, size: labLayout(turns, policies.length).size, report: (acc): LabReport => buildVanguardReport(acc, deck, policies, { seed, onThePlay, turns }) }
  },
  simulator(spec) {
    const { deck, policies, options } = spec as VanguardSimSpec
    const sim = new VanguardLabSim(deck, policies, options)
    return { newAccumulator: () => sim.newAccumulator(), runBlock: (seed, from, to, acc) => sim.runBlock(seed, from, to, acc) }
  },
}
