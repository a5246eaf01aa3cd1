// Lab jobs in the main process: a run of N games split into fixed blocks, one worker thread per
// block (one per core by default). Game i always uses the seed gameSeed(seed, i) and every figure
// is an integer sum, so the result is the same whatever the number of workers. Progress comes
// with each worker's counts so far; cancel terminates the workers. When a worker thread cannot
// start (no worker file, a platform without threads), its block runs in the main thread in
// chunks between event-loop turns (documented in docs/opening-lab.md).
import { randomInt } from 'node:crypto'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { ApiError, type ParsedRequestOf } from '@shared/api'
import type { LabStatus } from '@shared/channels/lab'
import type { Card } from '@shared/fftcg/card'
import { compileLabDeck, type LabDeck } from '@shared/fftcg/lab/lab-deck'
import { labLayout, type LabLayout } from '@shared/fftcg/lab/layout'
import type { LabPolicy } from '@shared/fftcg/lab/policy'
import { buildReport, runInfo, type LabRunInfo } from '@shared/fftcg/lab/report'
import { createBlockRunner, type LabTask, type LabWorkerMessage } from './run-block'

type StartRequest = ParsedRequestOf<'lab.start'>
type CompareRequest = ParsedRequestOf<'lab.compare'>
type RunRequest = Omit<StartRequest, 'policy'> & { policies: LabPolicy[] }

/** Blocks smaller than this are not worth a thread. */
const MIN_BLOCK = 2000

interface Block {
  task: LabTask
  done: number
  acc: Float64Array | null
  worker: Worker | null
  finished: boolean
}

interface Job {
  id: string
  total: number
  blocks: Block[]
  state: LabStatus['state']
  error?: string
  inThread: boolean
  startedAt: number
  endedAt: number | null
  layout: LabLayout
  deck: LabDeck
  policies: LabPolicy[]
  info: LabRunInfo
  ended: Promise<void>
  end: () => void
}

export interface LabServiceOptions {
  /** Jobs kept for status/result after they end (oldest ended dropped first). */
  maxJobs?: number
  /** Default number of worker threads (default: one per core). */
  workers?: number
  /** Never start threads (tests of the fallback). */
  inThread?: boolean
  /** Where the worker script is; default: found beside this module (see workerEntry). */
  workerEntry?: WorkerEntry | null
}

export interface WorkerEntry {
  url: URL
  /** The script is TypeScript: the thread registers tsx's loader before importing it. */
  typescript: boolean
}

/**
 * The worker script: from source (this module is .ts, run by tsx or vitest) `worker.ts`; from
 * the build (electron-vite bundles main into out/main/), `labWorker.js` beside the bundle or one
 * folder up from a chunk. The names are variables so that no bundler rewrites them.
 */
export function workerEntry(here: string = import.meta.url): WorkerEntry | null {
  if (/\.[cm]?ts$/.test(here)) {
    const source = 'worker.ts'
    const url = new URL(source, here)
    return existsSync(fileURLToPath(url)) ? { url, typescript: true } : null
  }
  for (const built of ['labWorker.js', '../labWorker.js']) {
    const url = new URL(built, here)
    if (existsSync(fileURLToPath(url))) return { url, typescript: false }
  }
  return null
}

/**
 * A thread running `entry`. For TypeScript, `execArgv: ['--import', 'tsx']` is not enough on
 * Node 20 (the worker's main module is loaded before the loader hooks apply: ERR_UNKNOWN_FILE_EXTENSION),
 * so a one-line bootstrap registers tsx's loader (tsx/esm/api) and then imports the script.
 */
export function startWorker(entry: WorkerEntry, workerData: unknown): Worker {
  if (!entry.typescript) return new Worker(entry.url, { workerData })
  // The ESM build of tsx's API (require.resolve gives the CommonJS one, whose register() fails here).
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href
  const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.url.href)}) })`
  return new Worker(boot, { eval: true, workerData })
}

export class LabService {
  private readonly jobs = new Map<string, Job>()
  private readonly maxJobs: number
  private readonly entry: WorkerEntry | null
  private nextId = 1

  constructor(
    private readonly resolveDeck: (deck: StartRequest['deck']) => Card[],
    private readonly options: LabServiceOptions = {},
  ) {
    this.maxJobs = options.maxJobs ?? 10
    this.entry = options.inThread ? null : options.workerEntry !== undefined ? options.workerEntry : workerEntry()
  }

  start(request: StartRequest): { jobId: string } {
    const { policy, ...rest } = request
    return this.run({ ...rest, policies: [policy] })
  }

  compare(request: CompareRequest): { jobId: string } {
    return this.run(request)
  }

  status(jobId: string): LabStatus {
    return this.view(this.get(jobId), true)
  }

  async result(jobId: string): Promise<LabStatus> {
    const job = this.get(jobId)
    await job.ended
    return this.view(job, true)
  }

  cancel(jobId: string): { cancelled: boolean } {
    const job = this.get(jobId)
    if (job.state !== 'running') return { cancelled: false }
    for (const block of job.blocks) void block.worker?.terminate()
    this.finish(job, 'cancelled')
    return { cancelled: true }
  }

  /** Ends every running job (app shutdown). */
  dispose(): void {
    for (const job of this.jobs.values()) if (job.state === 'running') this.cancel(job.id)
  }

  private run(request: RunRequest): { jobId: string } {
    const cards = this.resolveDeck(request.deck)
    const deck = compileLabDeck(cards)
    const damageLimit = request.format === 'limited' ? 6 : 7
    const seed = request.seed ?? randomInt(0, 2 ** 32 - 1)
    const options = { turns: request.turns, onThePlay: request.onThePlay, damageLimit }
    const layout = labLayout({ turns: request.turns, codes: deck.codes.length, damageLimit, policies: request.policies.length })
    const info = runInfo(deck, { seed, onThePlay: request.onThePlay, format: request.format, turns: request.turns, damageLimit })
    const wanted = request.workers ?? this.options.workers ?? availableParallelism()
    const count = Math.max(1, Math.min(wanted, Math.ceil(request.games / MIN_BLOCK)))
    const blocks: Block[] = []
    for (let w = 0; w < count; w++) {
      const from = Math.floor((request.games * w) / count)
      const to = Math.floor((request.games * (w + 1)) / count)
      blocks.push({ task: { deck, policies: request.policies, options, seed, from, to }, done: 0, acc: null, worker: null, finished: false })
    }
    let end!: () => void
    const ended = new Promise<void>((resolve) => (end = resolve))
    const job: Job = {
      id: `lab${this.nextId++}`,
      total: request.games,
      blocks,
      state: 'running',
      inThread: false,
      startedAt: performance.now(),
      endedAt: null,
      layout,
      deck,
      policies: request.policies,
      info,
      ended,
      end,
    }
    this.jobs.set(job.id, job)
    this.evict()
    for (const block of blocks) this.launch(job, block)
    return { jobId: job.id }
  }

  private launch(job: Job, block: Block): void {
    if (!this.entry) return this.runInThread(job, block)
    let worker: Worker
    try {
      worker = startWorker(this.entry, block.task)
    } catch {
      return this.runInThread(job, block)
    }
    block.worker = worker
    let heard = false
    worker.on('message', (message: LabWorkerMessage) => {
      heard = true
      if (job.state !== 'running') return
      block.done = message.done
      block.acc = message.acc
      if (message.type === 'done') this.blockDone(job, block)
    })
    worker.on('error', (error) => {
      if (job.state !== 'running' || block.finished) return
      // A thread that never started (missing loader, no threads): play its block here instead.
      if (!heard) {
        block.worker = null
        return this.runInThread(job, block)
      }
      job.error = error instanceof Error ? error.message : String(error)
      for (const b of job.blocks) void b.worker?.terminate()
      this.finish(job, 'failed')
    })
    worker.on('exit', (code) => {
      if (job.state === 'running' && !block.finished && code !== 0 && heard) {
        job.error = `a lab worker stopped (exit code ${code})`
        this.finish(job, 'failed')
      }
    })
  }

  private runInThread(job: Job, block: Block): void {
    job.inThread = true
    const runner = createBlockRunner(block.task)
    block.acc = runner.acc
    const tick = () => {
      if (job.state !== 'running') return
      const more = runner.step()
      block.done = runner.done
      if (more) setImmediate(tick)
      else this.blockDone(job, block)
    }
    setImmediate(tick)
  }

  private blockDone(job: Job, block: Block): void {
    block.finished = true
    block.worker = null
    if (job.blocks.every((b) => b.finished)) this.finish(job, 'done')
  }

  private finish(job: Job, state: LabStatus['state']): void {
    if (job.state !== 'running') return
    job.state = state
    job.endedAt = performance.now()
    job.end()
  }

  private view(job: Job, withResults: boolean): LabStatus {
    const acc = new Float64Array(job.layout.size)
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
      workers: job.blocks.length,
      inThread: job.inThread,
      elapsedMs: Math.round((job.endedAt ?? performance.now()) - job.startedAt),
    }
    if (job.error) status.error = job.error
    if (withResults && done > 0) status.results = buildReport(acc, job.layout, job.deck, job.policies, job.info)
    return status
  }

  private get(jobId: string): Job {
    const job = this.jobs.get(jobId)
    if (!job) throw new ApiError('not-found', `No lab job ${jobId} (finished jobs are kept for a while, then dropped)`)
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
