// Card images for every transport: served from the disk cache, else downloaded once (at most a
// few at a time, failures retried with bounded back-off) and cached. A card with no image, or
// one that cannot be fetched now, answers null at once so the UI shows the drawn card; when the
// host is unreachable the service stops asking it for a short while (offline first).
// Bulk prefetch jobs (a deck, a set) run through the same queue behind what is on screen.
// Every game whose main module names an official host has pictures; each host has its own queue,
// paced as the host asks (Scryfall: one request at a time, 100 ms apart), and its own offline pause.
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { IMAGE_CACHE_LIMIT_BOUNDS, type ImageCacheInfo, type ImageJobStatus, type ImageSettingsRequest } from '@shared/channels/images'
import { ApiError } from '@shared/api-envelope'
import { DEFAULT_GAME, GAME_IDS, type GameId } from '@shared/games'
import { DownloadQueue, type Priority } from './download-queue'
import { ImageCache, cacheKey, type CachedImage } from './image-cache'
import { ImageFetchError, fetchImage, type FetchFailure, type FetchFn } from './image-fetch'
import { SETTINGS_FILE, loadImageSettings, saveImageSettings, type StoredImageSettings } from './image-settings'
import { imageUrlOnHost, normalizeImageHost } from './image-source'
import type { ImageClientManners } from '../game/main-game'

export const IMAGE_CACHE_DIR = 'card-images'

/** The picture a code names in a game (default: the app's default game): the code it is kept under and its official address. */
export type ResolveImage = (code: string, game?: GameId) => { code: string; image: string | null } | null

/** What the service needs to know of a game's image host. */
export interface ImageHostOfGame {
  /** Scheme and host of the game's official pictures. */
  officialHost: string
  manners?: ImageClientManners
}

export interface ImageServiceOptions {
  userDataDir: string
  resolve: ResolveImage
  /** The game's official image host; undefined: the game has no pictures to download. */
  hostOfGame?: (game: GameId) => ImageHostOfGame | undefined
  /** Host used for every game when the user has not chosen one (DECKLAB_IMAGE_HOST); else each game's official host. */
  defaultHost?: string
  /** Downloads at once, for a host that asks nothing else. */
  concurrency?: number
  /** Attempts per image for transient failures (network, 5xx, cut downloads). */
  attempts?: number
  /** First back-off delay; doubles at each retry, capped at 8 s. */
  backoffMs?: number
  timeoutMs?: number
  fetch?: FetchFn
  /** Sent with every request (Scryfall asks clients to name themselves). */
  userAgent?: string
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  now?: () => number
  random?: () => number
  indexDelayMs?: number
}

/** `key`: the cache's (and the download's) name for it, game included; `host`: the host in use for its game. */
type Target = { key: string; game: GameId; url: string; host: string; source: string }
type Outcome = { ok: true; image: CachedImage } | { ok: false; reason: FetchFailure | 'no-image' | 'offline' | 'cancelled' | 'storage' }

interface Download {
  promise: Promise<Outcome>
  controller: AbortController
  waiters: number
}

interface Job {
  id: string
  /** The game whose cards the codes name. */
  game?: GameId
  codes: string[]
  total: number
  done: number
  failed: number
  failures: { code: string; reason: string }[]
  running: boolean
  cancelled: boolean
  controller: AbortController
  finishedAt: number | null
}

const MAX_LISTED_FAILURES = 200
const OFFLINE_PAUSE_MS = 10_000
const MISSING_PAUSE_MS = 5 * 60_000
const TRANSIENT_PAUSE_MS = 30_000
const KEEP_FINISHED_JOBS = 20
const HOST_UNREACHABLE = new Error('image host unreachable')

export class ImageService {
  readonly cache: ImageCache
  private readonly queues = new Map<GameId, DownloadQueue>()
  private settings: StoredImageSettings
  private readonly settingsFile: string
  /** DECKLAB_IMAGE_HOST, normalised; null: each game's official host. */
  private readonly envHost: string | null
  private readonly downloads = new Map<string, Download>()
  /** Keys not to ask the host again before the time given (404, not an image, …). */
  private readonly missing = new Map<string, number>()
  /** Hosts found unreachable, and until when they are not asked. */
  private readonly offlineUntil = new Map<string, number>()
  private readonly jobs = new Map<string, Job>()
  private jobCounter = 0
  /** Downloads attempted (tests and diagnostics). */
  attemptsMade = 0
  private readonly attempts: number
  private readonly backoffMs: number
  private readonly now: () => number
  private readonly random: () => number
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>

  constructor(private readonly options: ImageServiceOptions) {
    this.settingsFile = join(options.userDataDir, SETTINGS_FILE)
    this.settings = loadImageSettings(this.settingsFile)
    this.envHost = (options.defaultHost && normalizeImageHost(options.defaultHost)) || null
    this.now = options.now ?? Date.now
    this.random = options.random ?? Math.random
    this.sleep = options.sleep ?? abortableSleep
    this.attempts = Math.max(1, options.attempts ?? 3)
    this.backoffMs = options.backoffMs ?? 400
    this.cache = new ImageCache(join(options.userDataDir, IMAGE_CACHE_DIR), {
      limitBytes: this.settings.limitBytes,
      now: this.now,
      indexDelayMs: options.indexDelayMs,
    })
  }

  /** The default game's queue (tests and diagnostics). */
  get queue(): DownloadQueue {
    return this.queueOf(DEFAULT_GAME)
  }

  /** The host shown in Settings: the chosen one, else DECKLAB_IMAGE_HOST, else the default game's official host. */
  get host(): string {
    return this.settings.host ?? this.defaultHost
  }

  private get defaultHost(): string {
    return this.envHost ?? this.options.hostOfGame?.(DEFAULT_GAME)?.officialHost ?? ''
  }

  /** The host a game's pictures come from now; null when the game has none. */
  private hostFor(game: GameId): string | null {
    return this.settings.host ?? this.envHost ?? this.options.hostOfGame?.(game)?.officialHost ?? null
  }

  /** One queue per game, paced as its host asks (public for tests and diagnostics). */
  queueOf(game: GameId): DownloadQueue {
    let queue = this.queues.get(game)
    if (!queue) {
      const manners = this.options.hostOfGame?.(game)?.manners
      const concurrency = this.options.concurrency ?? 4
      queue = new DownloadQueue(manners ? Math.min(concurrency, manners.concurrency) : concurrency, manners?.minIntervalMs ?? 0, this.now)
      this.queues.set(game, queue)
    }
    return queue
  }

  /**
   * The image for a code, from the cache or downloaded now; null when there is none to show
   * (no image, not fetchable now). `signal`: the caller stopped waiting (the image scrolled away).
   */
  async image(code: string, signal?: AbortSignal, game: GameId = DEFAULT_GAME): Promise<CachedImage | null> {
    const target = this.target(code, game)
    if (!target) return null
    const cached = await this.cache.get(target.key, target.source)
    if (cached) return cached
    if (this.paused(target)) return null
    const outcome = await this.download(target, 'interactive', signal)
    return outcome.ok ? outcome.image : null
  }

  prefetch(codes: string[], game?: GameId): { jobId: string } {
    const id = `job-${++this.jobCounter}-${this.now().toString(36)}`
    const unique = [...new Set(codes)]
    const job: Job = {
      id,
      game,
      codes: unique,
      total: unique.length,
      done: 0,
      failed: 0,
      failures: [],
      running: true,
      cancelled: false,
      controller: new AbortController(),
      finishedAt: null,
    }
    this.jobs.set(id, job)
    this.forgetOldJobs()
    void this.runJob(job)
    return { jobId: id }
  }

  jobStatus(jobId: string): ImageJobStatus {
    const job = this.jobs.get(jobId)
    if (!job) throw new ApiError('not-found', `No image download job ${jobId}`)
    return {
      jobId,
      total: job.total,
      done: job.done,
      failed: job.failed,
      running: job.running,
      cancelled: job.cancelled,
      failures: job.failures.slice(),
    }
  }

  /** Stops a job: queued downloads are dropped, those already running finish (and are kept). */
  cancel(jobId: string): ImageJobStatus {
    const job = this.jobs.get(jobId)
    if (!job) throw new ApiError('not-found', `No image download job ${jobId}`)
    if (job.running) {
      job.cancelled = true
      job.controller.abort(new Error('cancelled'))
    }
    return this.jobStatus(jobId)
  }

  async cacheInfo(): Promise<ImageCacheInfo> {
    const { files, bytes } = await this.cache.info()
    return {
      files,
      bytes,
      limitBytes: this.settings.limitBytes,
      host: this.host,
      customHost: this.settings.host !== null,
      defaultHost: this.defaultHost,
      defaultHosts: Object.fromEntries(
        GAME_IDS.flatMap((game) => {
          const official = this.options.hostOfGame?.(game)?.officialHost
          return official ? [[game, this.envHost ?? official]] : []
        }),
      ),
      minLimitBytes: IMAGE_CACHE_LIMIT_BOUNDS.min,
      maxLimitBytes: IMAGE_CACHE_LIMIT_BOUNDS.max,
    }
  }

  async clearCache(): Promise<ImageCacheInfo> {
    await this.cache.clear()
    return this.cacheInfo()
  }

  async setSettings(request: ImageSettingsRequest): Promise<ImageCacheInfo> {
    const next = { ...this.settings }
    if (request.host !== undefined) {
      const host = request.host === null || request.host.trim() === '' ? null : normalizeImageHost(request.host)
      if (host === null && request.host !== null && request.host.trim() !== '') {
        throw new ApiError('invalid-request', 'The image host must be an http or https address', [
          { field: 'host', message: 'expected an address like https://images.example.com' },
        ])
      }
      next.host = host
    }
    if (request.limitBytes !== undefined) next.limitBytes = request.limitBytes
    mkdirSync(dirname(this.settingsFile), { recursive: true })
    await saveImageSettings(this.settingsFile, next)
    const hostChanged = next.host !== this.settings.host
    this.settings = next
    if (hostChanged) {
      // Another host may have what this one did not.
      this.missing.clear()
      this.offlineUntil.clear()
    }
    await this.cache.setLimit(next.limitBytes)
    return this.cacheInfo()
  }

  /** Writes pending index changes (app exit, tests). */
  flush(): Promise<void> {
    return this.cache.flush()
  }

  private target(code: string, game: GameId = DEFAULT_GAME): Target | null {
    const card = this.options.resolve(code, game)
    const host = this.hostFor(game)
    const key = card && cacheKey(game, card.code)
    if (!card?.image || !host || !key) return null
    const url = imageUrlOnHost(card.image, host)
    if (!url) return null
    return { key, game, url, host, source: new URL(card.image).pathname }
  }

  private offline(host: string): boolean {
    return this.now() < (this.offlineUntil.get(host) ?? 0)
  }

  private paused(target: Target): boolean {
    if (this.offline(target.host)) return true
    const until = this.missing.get(target.key)
    if (until === undefined) return false
    if (this.now() < until) return true
    this.missing.delete(target.key)
    return false
  }

  /** Joins the download of this image if one is under way, else starts one. */
  private async download(target: Target, priority: Priority, signal?: AbortSignal): Promise<Outcome> {
    let download = this.downloads.get(target.key)
    if (!download) {
      const controller = new AbortController()
      const started: Download = { controller, waiters: 0, promise: this.fetchAndStore(target, priority, controller.signal) }
      download = started
      this.downloads.set(target.key, started)
      void started.promise.finally(() => {
        if (this.downloads.get(target.key) === started) this.downloads.delete(target.key)
      })
    }
    const joined = download
    joined.waiters++
    if (!signal) return joined.promise
    if (signal.aborted) {
      this.leave(joined)
      return { ok: false, reason: 'cancelled' }
    }
    return new Promise<Outcome>((resolve) => {
      const onAbort = () => {
        this.leave(joined)
        resolve({ ok: false, reason: 'cancelled' })
      }
      signal.addEventListener('abort', onAbort, { once: true })
      void joined.promise.then((outcome) => {
        signal.removeEventListener('abort', onAbort)
        resolve(outcome)
      })
    })
  }

  /** The last caller gone: a download still queued is dropped; a running one finishes and is kept. */
  private leave(download: Download): void {
    if (--download.waiters <= 0) download.controller.abort(new Error('no longer wanted'))
  }

  private async fetchAndStore(target: Target, priority: Priority, signal: AbortSignal): Promise<Outcome> {
    for (let attempt = 1; ; attempt++) {
      let failure: ImageFetchError
      try {
        const image = await this.queueOf(target.game).run(
          () => {
            // Queued while another download found the host unreachable: do not knock again
            // (that download's own retries are the probe; their success lifts the pause).
            if (attempt === 1 && this.offline(target.host)) return Promise.reject(HOST_UNREACHABLE)
            this.attemptsMade++
            return fetchImage(target.url, { timeoutMs: this.options.timeoutMs, fetch: this.options.fetch, userAgent: this.options.userAgent })
          },
          priority,
          signal,
        )
        this.offlineUntil.delete(target.host)
        try {
          await this.cache.put(target.key, target.source, image)
        } catch (error) {
          // A full disk must not hide the image: show it now, try storing it next time.
          console.error(`card image ${target.key} not cached:`, error)
        }
        return { ok: true, image }
      } catch (error) {
        if (signal.aborted) return { ok: false, reason: 'cancelled' }
        if (error === HOST_UNREACHABLE) return { ok: false, reason: 'offline' }
        if (!(error instanceof ImageFetchError)) {
          console.error(`card image ${target.key}:`, error)
          return { ok: false, reason: 'storage' }
        }
        failure = error
        // Unreachable (refused, no DNS, no route): likely offline. A slow host is not paused.
        if (failure.reason === 'network') this.offlineUntil.set(target.host, this.now() + OFFLINE_PAUSE_MS)
      }
      if (!failure.transient || attempt >= this.attempts) return this.failed(target, failure)
      const delay = Math.min(8000, this.backoffMs * 2 ** (attempt - 1)) * (1 + 0.25 * this.random())
      try {
        await this.sleep(delay, signal)
      } catch {
        return { ok: false, reason: 'cancelled' }
      }
    }
  }

  private failed(target: Target, failure: ImageFetchError): Outcome {
    const now = this.now()
    if (failure.reason === 'network') this.offlineUntil.set(target.host, now + OFFLINE_PAUSE_MS)
    else this.missing.set(target.key, now + (failure.transient ? TRANSIENT_PAUSE_MS : MISSING_PAUSE_MS))
    return { ok: false, reason: failure.reason }
  }

  private async runJob(job: Job): Promise<void> {
    let next = 0
    const worker = async () => {
      while (!job.cancelled && next < job.codes.length) {
        const code = job.codes[next++]!
        const reason = await this.prefetchOne(code, job.controller.signal, job.game)
        if (reason === 'cancelled' && job.cancelled) break
        if (reason === null) job.done++
        else {
          job.failed++
          if (job.failures.length < MAX_LISTED_FAILURES) job.failures.push({ code, reason })
        }
      }
    }
    try {
      await Promise.all(Array.from({ length: Math.min(this.queueOf(job.game ?? DEFAULT_GAME).concurrency, job.codes.length) }, worker))
    } finally {
      job.running = false
      job.finishedAt = this.now()
    }
  }

  /** null when the image is now in the cache, else why not. */
  private async prefetchOne(code: string, signal: AbortSignal, game?: GameId): Promise<string | null> {
    const target = this.target(code, game)
    if (!target) return this.options.resolve(code, game) ? 'no-image' : 'unknown-card'
    if (await this.cache.has(target.key, target.source)) return null
    if (this.offline(target.host)) return 'offline'
    const until = this.missing.get(target.key)
    if (until !== undefined && this.now() < until) return 'unavailable'
    const outcome = await this.download(target, 'bulk', signal)
    return outcome.ok ? null : outcome.reason
  }

  private forgetOldJobs(): void {
    const finished = [...this.jobs.values()].filter((j) => !j.running).sort((a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0))
    for (const job of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED_JOBS))) this.jobs.delete(job.id)
  }
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
