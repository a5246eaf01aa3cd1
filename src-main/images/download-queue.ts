// At most `concurrency` downloads at once. Images the user is looking at go before bulk
// (prefetch) work, newest first, since in a scrolled grid the latest asked are the ones on
// screen. A queued task whose callers all gave up (the image scrolled away) is dropped unstarted.
// A host that asks for it (Scryfall) gets its requests spaced: at least `minIntervalMs` between
// two starts.

export type Priority = 'interactive' | 'bulk'

interface Queued {
  start: () => void
}

export class DownloadQueue {
  private active = 0
  /** Most running at the same time so far (tests check the bound). */
  peak = 0
  private readonly interactive: Queued[] = []
  private readonly bulk: Queued[] = []
  private lastStart = -Infinity
  private timer: ReturnType<typeof setTimeout> | null = null
  /** When each task started (tests check the spacing). */
  readonly starts: number[] = []

  constructor(
    readonly concurrency = 4,
    readonly minIntervalMs = 0,
    private readonly now: () => number = Date.now,
  ) {}

  get running(): number {
    return this.active
  }

  get waiting(): number {
    return this.interactive.length + this.bulk.length
  }

  run<T>(task: () => Promise<T>, priority: Priority, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    return new Promise<T>((resolve, reject) => {
      const list = priority === 'interactive' ? this.interactive : this.bulk
      const onAbort = () => {
        const at = list.indexOf(item)
        if (at >= 0) {
          list.splice(at, 1)
          reject(signal!.reason)
        }
      }
      const item: Queued = {
        start: () => {
          signal?.removeEventListener('abort', onAbort)
          this.lastStart = this.now()
          if (this.starts.length < 1000) this.starts.push(this.lastStart)
          this.active++
          this.peak = Math.max(this.peak, this.active)
          task()
            .then(resolve, reject)
            .finally(() => {
              this.active--
              this.next()
            })
        },
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      list.push(item)
      this.next()
    })
  }

  private next(): void {
    while (this.active < this.concurrency && this.waiting > 0) {
      const wait = this.lastStart + this.minIntervalMs - this.now()
      if (wait > 0) {
        this.timer ??= setTimeout(() => {
          this.timer = null
          this.next()
        }, wait)
        this.timer.unref?.()
        return
      }
      const item = (this.interactive.pop() ?? this.bulk.shift())!
      item.start()
    }
  }
}
