// The whole lab in one call, on this thread (the CLI, tests and the bench; main splits the same
// games into blocks on worker threads and adds the accumulators up).
import type { CreatureCard } from '../card'
import { parsePolicy } from './policy'
import { buildCreatureReport, type CreatureLabReport } from './report'
import { compileLabDeck, CreatureLabSim } from './sim'

export interface CreatureLabOptions {
  seed: number
  games: number
  turns: number
  onThePlay: boolean
  /** Preset names or policy objects; the first is the one the others are compared against. */
  policies: unknown[]
}

export function runCreatureLab(cards: readonly CreatureCard[], options: CreatureLabOptions): CreatureLabReport {
  const deck = compileLabDeck(cards)
  const policies = options.policies.map(parsePolicy)
  const sim = new CreatureLabSim(deck, policies, options)
  const acc = sim.newAccumulator()
  sim.runBlock(options.seed, 0, options.games, acc)
  return buildCreatureReport(acc, deck, policies, options)
}
