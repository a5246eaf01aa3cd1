// One block of games of a lab job: what a worker thread runs, and the in-thread fallback.
import type { GameId } from '@shared/games'
import { labOf } from '../games/labs'
import type { LabSimulator } from '../game/main-game'

/** What every block of one job shares (sent to a thread once per job). */
export interface LabJobSpec {
  /** The game whose simulator plays the job (the worker picks it by this id). */
  game: GameId
  /** The game's own settings of its simulator (its plan's `sim`). */
  sim: unknown
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
export function createBlockRunner(task: LabTask, sim: LabSimulator = newSim(task)) {
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

/** The fast simulator of the job's game (src-main/games/<id>/). */
export function newSim(spec: LabJobSpec): LabSimulator {
  const lab = labOf(spec.game)
  if (!lab) throw new Error(`no opening lab simulator for the game ${spec.game}`)
  return lab.simulator(spec.sim)
}
