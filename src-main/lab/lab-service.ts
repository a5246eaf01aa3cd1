// Lab jobs in the main process: a run of N games cut into blocks that a few worker threads (one
// per core by default) pull one after the other, so that a thread slowed by other work on its
// core plays fewer blocks instead of holding the job up. Game i always uses the seed
// gameSeed(seed, i) and every figure is an integer sum, so the result is the same whatever the
// number of threads and whoever plays which block. Threads are pooled: after a job they stay
// (unreferenced, ended after IDLE_MS) with their modules loaded and their code optimised, and the
// next job starts at full speed. Progress comes with each block's counts so far; cancel
// terminates the job's threads. When a thread cannot start (no worker file, a platform without
// threads), the blocks run in the main thread in chunks between event-loop turns
// (documented in docs/opening-lab.md).
import { randomInt } from 'node:crypto'
import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { ApiError, type ParsedRequestOf } from '@shared/api'
import type { LabStatus } from '@shared/channels/lab'
import { gameModule, type GameId } from '@shared/games'
import { codesPerCopy } from '@shared/game/deck-piles'
import { mainGame } from '../games'
import type { LabPlan } from '../game/main-game'
import { findWorker, startWorker, type WorkerEntry, type WorkerNames } from '../threads/worker-thread'
import { createBlockRunner, newSim, type LabJobSpec, type LabWorkerMessage, type LabWorkerRequest } from './run-block'

export type { WorkerEntry }

type StartRequest = ParsedRequestOf<'lab.start'>
type CompareRequest = ParsedRequestOf<'lab.compare'>
type RunRequest = Omit<StartRequest, 'policy'> & { policies: StartRequest['policy'][] }

/** Runs smaller than this per thread are not worth a thread. */
const MIN_BLOCK = 2000
/**
 * Blocks per thread. More blocks balance the threads better at the end of a job (the last block
 * is the longest a thread can lag behind); each block costs one message round trip.
 */
const BLOCKS_PER_THREAD = 12
/** Idle pooled threads end after this long without a job. */
const IDLE_MS = 30_000

interface Block {
  from: number
  to: number
  done: number
  acc: Float64Array | null
  finished: boolean
}

interface Job {
  id: string
  total: number
  spec: LabJobSpec
  blocks: Block[]
  /** Index of the next block no thread has taken yet. */
  next: number
  threads: LabThread[]
  workers: number
  state: LabStatus['state']
  error?: string
  inThread: boolean
  startedAt: number
  endedAt: number | null
  /** The game's plan of the run: its accumulator's size, and how its counts make the report. */
  plan: LabPlan
  ended: Promise<void>
  end: () => void
  /** Waiting for threads (not started yet). */
  queued: boolean
}

export interface LabServiceOptions {
  /** Jobs kept for status/result after they end (oldest ended dropped first). */
  maxJobs?: number
  /** Default number of worker threads (default: one per core). */
  workers?: number
  /**
   * Threads all running jobs may use together (default: one per core). A job asking for more gets
   * this many; a job that does not fit beside the running ones waits in the queue (issue 17.3).
   */
  maxThreads?: number
  /** Jobs that may wait for threads; one more is refused as 'busy' (default 4). */
  maxQueued?: number
  /** Never start threads (tests of the fallback). */
  inThread?: boolean
  /** Where the worker script is; default: found beside this module (see workerEntry). */
  workerEntry?: WorkerEntry | null
}

/** The lab's worker script, found beside this module (source) or the bundle (build); see findWorker. */
export function workerEntry(here: string = import.meta.url, names: WorkerNames = { source: 'worker.ts', built: 'labWorker.js' }): WorkerEntry | null {
  return findWorker(here, names)
}

/** What a thread reports to the job lane using it. */
interface ThreadListener {
  message(message: LabWorkerMessage): void
  error(error: unknown): void
  exit(code: number): void
}

/** A pooled worker thread: one job lane at a time listens to it. */
class LabThread {
  readonly worker: Worker
  /** It has answered at least once (so it started: a later error is a real failure). */
  started = false
  exited = false
  /** The job whose spec the thread holds (sent with that job's first block to it). */
  job: string | null = null
  listener: ThreadListener | null = null

  constructor(entry: WorkerEntry) {
    this.worker = startWorker(entry)
    this.worker.on('message', (message: LabWorkerMessage) => {
      this.started = true
      this.listener?.message(message)
    })
    this.worker.on('error', (error) => this.listener?.error(error))
    this.worker.on('exit', (code) => {
      this.exited = true
      this.listener?.exit(code)
    })
  }

  run(job: Job, block: Block): void {
    const request: LabWorkerRequest = { type: 'run', job: job.id, from: block.from, to: block.to }
    if (this.job !== job.id) request.spec = job.spec
    this.job = job.id
    this.worker.postMessage(request)
  }
}

export class LabService {
  private readonly jobs = new Map<string, Job>()
  private readonly maxJobs: number
  private readonly entry: WorkerEntry | null
  private readonly idle: LabThread[] = []
  /** Jobs waiting for threads, first come first started. */
  private readonly queue: Job[] = []
  private readonly maxThreads: number
  private readonly maxQueued: number
  private idleTimer: ReturnType<typeof setTimeout> | null = null
  private nextId = 1

  constructor(
    /**
     * The cards of the deck: the main pile's, then the played piles' (as a new game is dealt). It
     * throws for a deck the game's own validation rejects in the run's format (labDeckCards).
     */
    private readonly resolveDeck: (game: GameId, deck: StartRequest['deck'], piles: NonNullable<StartRequest['piles']>, format: string) => readonly unknown[],
    private readonly options: LabServiceOptions = {},
  ) {
    this.maxJobs = options.maxJobs ?? 10
    this.maxThreads = Math.max(1, options.maxThreads ?? availableParallelism())
    this.maxQueued = options.maxQueued ?? 4
    this.entry = options.inThread ? null : options.workerEntry !== undefined ? options.workerEntry : workerEntry()
  }

  start(request: StartRequest): { jobId: string } {
    const { policy, ...rest } = request
    return this.run({ ...rest, policies: [policy] })
  }

  compare(request: CompareRequest): { jobId: string } {
    return this.run(request)
  }

  status(game: GameId, jobId: string): LabStatus {
    return this.view(this.get(game, jobId), true)
  }

  async result(game: GameId, jobId: string): Promise<LabStatus> {
    const job = this.get(game, jobId)
    await job.ended
    return this.view(job, true)
  }

  cancel(game: GameId, jobId: string): { cancelled: boolean } {
    const job = this.get(game, jobId)
    if (job.state !== 'running') return { cancelled: false }
    this.finish(job, 'cancelled')
    return { cancelled: true }
  }

  /** Ends every running job and every pooled thread (app shutdown). */
  dispose(): void {
    for (const job of this.jobs.values()) if (job.state === 'running') this.cancel(job.spec.game, job.id)
    for (const thread of this.idle.splice(0)) void thread.worker.terminate()
  }

  private run(request: RunRequest): { jobId: string } {
    if (this.queue.length >= this.maxQueued)
      throw new ApiError('busy', `${this.queue.length} lab runs are already waiting for the one running: wait for one to end, or cancel one`)
    const cards = this.resolveDeck(request.game, request.deck, request.piles ?? {}, request.format)
    const lab = mainGame(request.game).lab
    if (!lab) throw new ApiError('invalid-request', `The game ${request.game} has no opening lab`)
    const lifeLimit = gameModule(request.game).meta.lifeByFormat[request.format]!
    const seed = request.seed ?? randomInt(0, 2 ** 32 - 1)
    const { policies, turns, onThePlay, format } = request
    const plan = lab.plan(cards, { policies, turns, onThePlay, format, seed, lifeLimit, aside: codesPerCopy(request.piles) })
    const wanted = request.workers ?? this.options.workers ?? availableParallelism()
    const workers = Math.max(1, Math.min(wanted, this.maxThreads, Math.ceil(request.games / MIN_BLOCK)))
    const size = Math.max(MIN_BLOCK, Math.ceil(request.games / (workers * BLOCKS_PER_THREAD)))
    const blocks: Block[] = []
    for (let from = 0; from < request.games; from += size) {
      blocks.push({ from, to: Math.min(request.games, from + size), done: 0, acc: null, finished: false })
    }
    let end!: () => void
    const ended = new Promise<void>((resolve) => (end = resolve))
    const job: Job = {
      id: `lab${this.nextId++}`,
      total: request.games,
      spec: { game: request.game, sim: plan.sim, seed },
      blocks,
      next: 0,
      threads: [],
      workers,
      state: 'running',
      inThread: false,
      startedAt: performance.now(),
      endedAt: null,
      plan,
      ended,
      end,
      queued: true,
    }
    this.jobs.set(job.id, job)
    this.evict()
    this.queue.push(job)
    this.startQueued()
    return { jobId: job.id }
  }

  /** Threads the started jobs hold (a job keeps its count until it ends). */
  private threadsInUse(): number {
    let used = 0
    for (const job of this.jobs.values()) if (job.state === 'running' && !job.queued) used += job.workers
    return used
  }

  /** Starts the waiting jobs that fit beside the running ones (the first always starts when none runs). */
  private startQueued(): void {
    while (this.queue.length > 0) {
      const job = this.queue[0]!
      const used = this.threadsInUse()
      if (used > 0 && used + job.workers > this.maxThreads) return
      this.queue.shift()
      job.queued = false
      job.startedAt = performance.now()
      for (let w = 0; w < job.workers; w++) this.startLane(job)
      if (job.blocks.length === 0) this.finish(job, 'done')
    }
  }

  /** One lane of the job: a pooled thread pulling blocks, or the main thread when none starts. */
  private startLane(job: Job): void {
    const thread = this.acquire()
    if (!thread) return this.runInThread(job)
    job.threads.push(thread)
    let block: Block | null = null
    const pull = () => {
      block = this.take(job)
      if (block) return thread.run(job, block)
      job.threads.splice(job.threads.indexOf(thread), 1)
      this.release(thread)
      this.checkDone(job)
    }
    // A thread that never answered failed to start (missing loader, no threads): its block, and
    // whatever the other lanes leave, is played in the main thread.
    const fallBack = () => {
      job.threads.splice(job.threads.indexOf(thread), 1)
      thread.listener = null
      void thread.worker.terminate()
      if (block) this.putBack(job, block)
      this.runInThread(job)
    }
    thread.listener = {
      message: (message) => {
        if (job.state !== 'running' || !block) return
        block.done = message.done
        block.acc = message.acc
        if (message.type === 'done') {
          block.finished = true
          pull()
        }
      },
      error: (error) => {
        if (job.state !== 'running') return
        if (!thread.started) return fallBack()
        job.error = error instanceof Error ? error.message : String(error)
        this.finish(job, 'failed')
      },
      exit: (code) => {
        if (job.state !== 'running' || !job.threads.includes(thread)) return
        if (!thread.started) return fallBack()
        job.error = `a lab worker stopped (exit code ${code})`
        this.finish(job, 'failed')
      },
    }
    thread.worker.ref()
    pull()
  }

  /** The main thread as a lane: blocks in chunks between event-loop turns. */
  private runInThread(job: Job): void {
    job.inThread = true
    const sim = newSim(job.spec)
    const next = () => {
      if (job.state !== 'running') return
      const block = this.take(job)
      if (!block) return this.checkDone(job)
      const runner = createBlockRunner({ ...job.spec, from: block.from, to: block.to }, sim)
      block.acc = runner.acc
      const tick = () => {
        if (job.state !== 'running') return
        const more = runner.step()
        block.done = runner.done
        if (more) return void setImmediate(tick)
        block.finished = true
        next()
      }
      setImmediate(tick)
    }
    next()
  }

  private take(job: Job): Block | null {
    if (job.state !== 'running') return null
    return job.blocks[job.next++] ?? null
  }

  /** A block whose thread failed before starting goes back to the queue, from the start. */
  private putBack(job: Job, block: Block): void {
    block.done = 0
    block.acc = null
    job.blocks.splice(job.blocks.indexOf(block), 1)
    job.blocks.push(block)
    job.next--
  }

  private checkDone(job: Job): void {
    if (job.state === 'running' && job.blocks.every((b) => b.finished)) this.finish(job, 'done')
  }

  private finish(job: Job, state: LabStatus['state']): void {
    if (job.state !== 'running') return
    job.state = state
    job.endedAt = performance.now()
    if (job.queued) {
      job.queued = false
      this.queue.splice(this.queue.indexOf(job), 1)
    }
    // Threads still on a block (cancel, failure) are ended: a block cannot be interrupted.
    for (const thread of job.threads.splice(0)) {
      thread.listener = null
      void thread.worker.terminate()
    }
    job.end()
    // After the caller's own bookkeeping (a lane releasing its thread), the next job may start.
    queueMicrotask(() => this.startQueued())
  }

  /** An idle pooled thread, or a new one; null when threads cannot be started here. */
  private acquire(): LabThread | null {
    if (!this.entry) return null
    while (this.idle.length > 0) {
      const thread = this.idle.pop()!
      if (!thread.exited) return thread
    }
    try {
      return new LabThread(this.entry)
    } catch {
      return null
    }
  }

  /** Back to the pool, not keeping the process alive (the CLI exits when its job is done). */
  private release(thread: LabThread): void {
    thread.listener = null
    if (thread.exited) return
    thread.worker.unref()
    this.idle.push(thread)
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null
      for (const idle of this.idle.splice(0)) void idle.worker.terminate()
    }, IDLE_MS)
    this.idleTimer.unref()
  }

  private view(job: Job, withResults: boolean): LabStatus {
    const acc = new Float64Array(job.plan.size)
    let done = 0
    for (const block of job.blocks) {
      done += block.done
      if (block.acc) for (let i = 0; i < acc.length; i++) acc[i] = acc[i]! + block.acc[i]!
    }
    const status: LabStatus = {
      jobId: job.id,
      state: job.state,
      running: job.state === 'running',
      done,
      total: job.total,
      workers: job.workers,
      inThread: job.inThread,
      ...(job.queued ? { queued: true } : {}),
      elapsedMs: Math.round((job.endedAt ?? performance.now()) - job.startedAt),
    }
    if (job.error) status.error = job.error
    if (withResults && done > 0) status.results = job.plan.report(acc)
    return status
  }

  private get(game: GameId, jobId: string): Job {
    const job = this.jobs.get(jobId)
    // A job of another game is not this game's to see.
    if (!job || job.spec.game !== game) throw new ApiError('not-found', `No lab job ${jobId} (finished jobs are kept for a while, then dropped)`)
    return job
  }

  private evict(): void {
    if (this.jobs.size <= this.maxJobs) return
    for (const job of this.jobs.values()) {
      if (this.jobs.size <= this.maxJobs) break
      if (job.state !== 'running') this.jobs.delete(job.id)
    }
  }
}
