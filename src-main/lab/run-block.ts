// One block of games of a lab job: what a worker thread runs, and the in-thread fallback.
import type { LabDeck } from '@shared/fftcg/lab/lab-deck'
import type { LabPolicy } from '@shared/fftcg/lab/policy'
import { GoldfishSim, type SimOptions } from '@shared/fftcg/lab/sim'

export interface LabTask {
  deck: LabDeck
  policies: LabPolicy[]
  options: SimOptions
  seed: number
  /** Games [from, to) of the run. */
  from: number
  to: number
}

export type LabWorkerMessage = { type: 'progress'; done: number; acc: Float64Array } | { type: 'done'; done: number; acc: Float64Array }

/** Games between two progress reports (a few milliseconds of work). */
export const CHUNK = 1000

export function createBlockRunner(task: LabTask) {
  const sim = new GoldfishSim(task.deck, task.policies, task.options)
  const acc = sim.newAccumulator()
  let at = task.from
  return {
    acc,
    /** Plays the next chunk; false when the block is finished. */
    step(): boolean {
      if (at >= task.to) return false
      const end = Math.min(task.to, at + CHUNK)
      sim.runBlock(task.seed, at, end, acc)
      at = end
      return at < task.to
    },
    get done() {
      return at - task.from
    },
  }
}
