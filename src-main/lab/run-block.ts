// One block of games of a lab job: what a worker thread runs, and the in-thread fallback.
import type { LabDeck } from '@shared/games/fftcg/lab/lab-deck'
import type { LabPolicy } from '@shared/games/fftcg/lab/policy'
import { GoldfishSim, type SimOptions } from '@shared/games/fftcg/lab/sim'
import type { GameId } from '@shared/games'

/** What every block of one job shares (sent to a thread once per job). */
export interface LabJobSpec {
  /** The game whose simulator plays the job (the worker picks it by this id). */
  game: GameId
  deck: LabDeck
  policies: LabPolicy[]
  options: SimOptions
  seed: number
}

export interface LabTask extends LabJobSpec {
  /** Games [from, to) of the run. */
  from: number
  to: number
}

/** Main thread → worker: play games [from, to) of job `job` (`spec` comes with a job's first block on that thread). */
export type LabWorkerRequest = { type: 'run'; job: string; spec?: LabJobSpec; from: number; to: number }

/** Worker → main thread, for the block it is playing: its counts so far, then its final counts. */
export type LabWorkerMessage = { type: 'progress'; done: number; acc: Float64Array } | { type: 'done'; done: number; acc: Float64Array }

/** Games between two progress reports (a few milliseconds of work). */
export const CHUNK = 1000

/** Plays one block in chunks of CHUNK games; `sim` may be reused across the blocks of a job. */
export function createBlockRunner(task: LabTask, sim: GoldfishSim = newSim(task)) {
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

/** The fast simulator of each game that has an opening lab. */
const SIMULATORS: { readonly [G in GameId]?: (spec: LabJobSpec) => GoldfishSim } = {
  fftcg: (spec) => new GoldfishSim(spec.deck, spec.policies, spec.options),
}

export function newSim(spec: LabJobSpec): GoldfishSim {
  const make = SIMULATORS[spec.game]
  if (!make) throw new Error(`no opening lab simulator for the game ${spec.game}`)
  return make(spec)
}
