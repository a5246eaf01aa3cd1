// The whole Magic lab in one call, on this thread (tests and the bench; main splits the same
// games into blocks on worker threads and adds the accumulators up).
import type { MtgCard } from '../card'
import { compileLabDeck } from './lab-deck'
import { parsePolicy } from './policy'
import { buildMtgReport, type MtgLabReport } from './report'
import { MtgLabSim } from './sim'

export interface MtgLabOptions {
  seed: number
  games: number
  turns: number
  onThePlay: boolean
  /** Preset names or policy objects; the first is the one the others are compared against. */
  policies: unknown[]
  /** Commander: the commander pile's cards (always available, CR 903.6) and the free first mulligan (CR 103.5c). */
  commanders?: readonly MtgCard[]
  freeMulligan?: boolean
}

export function runMtgLab(cards: readonly MtgCard[], options: MtgLabOptions): MtgLabReport {
  const deck = compileLabDeck(cards, options.commanders)
  const policies = options.policies.map(parsePolicy)
  const sim = new MtgLabSim(deck, policies, options)
  const acc = sim.newAccumulator()
  sim.runBlock(options.seed, 0, options.games, acc)
  return buildMtgReport(acc, deck, policies, { seed: options.seed, onThePlay: options.onThePlay, turns: options.turns })
}
