// The whole Vanguard lab in one call, on this thread (tests and the bench; main splits the same
// games into blocks on worker threads and adds the accumulators up).
import type { VanguardCard } from '../card'
import { compileLabDeck } from './lab-deck'
import { parsePolicy } from './policy'
import { buildVanguardReport, type VanguardLabReport } from './report'
import { VanguardLabSim } from './sim'

export interface VanguardLabOptions {
  seed: number
  games: number
  turns: number
  onThePlay: boolean
  /** 'ride-deck' or 'standard' (no ride deck). */
  format: string
  /** The ride pile's codes; absent: the engine's reading of a flat deck (the first unit of each grade). */
  ride?: readonly string[]
  /** Preset names or policy objects; the first is the one the others are compared against. */
  policies: unknown[]
}

export function runVanguardLab(cards: readonly VanguardCard[], options: VanguardLabOptions): VanguardLabReport {
  const deck = compileLabDeck(cards, options.format, options.ride)
  const policies = options.policies.map(parsePolicy)
  const sim = new VanguardLabSim(deck, policies, options)
  const acc = sim.newAccumulator()
  sim.runBlock(options.seed, 0, options.games, acc)
  return buildVanguardReport(acc, deck, policies, { seed: options.seed, onThePlay: options.onThePlay, turns: options.turns })
}
