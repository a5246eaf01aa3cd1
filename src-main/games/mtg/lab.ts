// The Magic opening lab in main: a run's plan (the compiled deck, its accumulator's size, how its
// counts read) and the simulator worker threads build from it (src-shared/games/mtg/lab/).
import type { MtgCard } from '@shared/games/mtg/card'
import { compileLabDeck, type LabDeck } from '@shared/games/mtg/lab/lab-deck'
import { labLayout } from '@shared/games/mtg/lab/layout'
import { commanderInstances } from '@shared/games/mtg/engine/commander'
import { mtgFormat } from '@shared/games/mtg/deck/formats'
import { parsePolicy, type LabPolicy } from '@shared/games/mtg/lab/policy'
import { buildMtgReport } from '@shared/games/mtg/lab/report'
import { MtgLabSim, type SimOptions } from '@shared/games/mtg/lab/sim'
import type { LabReport } from '@shared/channels/lab'
import type { MainLab } from '../../game/main-game'

/** What each thread needs to build its simulator (structured-clone safe: typed arrays and plain objects). */
interface MtgSimSpec {
  deck: LabDeck
  policies: LabPolicy[]
  options: SimOptions
}

export const mtgLab: MainLab = {
  plan(cards, { policies: input, turns, onThePlay, seed, format, aside }) {
    // The channel checked each with the module's policySchema, which leaves a preset as its name.
    const policies = input.map(parsePolicy)
    // CR 903.6: the commander pile's cards wait in the command zone, out of the library
    const all = cards as MtgCard[]
    const apart = new Set(commanderInstances(all, aside?.commander ?? []))
    const deck = compileLabDeck(
      all.filter((_, i) => !apart.has(i)),
      all.filter((_, i) => apart.has(i)),
    )
    const freeMulligan = format !== undefined && mtgFormat(format).kind === 'commander'
    const sim: MtgSimSpec = { deck, policies, options: { turns, onThePlay, freeMulligan } }
    // Until Magic is registered, LabReport (the registered games' reports) does not name its report.
    return { sim, size: labLayout(turns, deck.spells.length, policies.length).size, report: (acc) => buildMtgReport(acc, deck, policies, { seed, onThePlay, turns }) as unknown as LabReport }
  },
  simulator(spec) {
    const { deck, policies, options } = spec as MtgSimSpec
    const sim = new MtgLabSim(deck, policies, options)
    return { newAccumulator: () => sim.newAccumulator(), runBlock: (seed, from, to, acc) => sim.runBlock(seed, from, to, acc) }
  },
}
