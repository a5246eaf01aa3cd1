// At most `concurrency` downloads at once. Images the user is looking at go before bulk
// (prefetch) work, newest first, since in a scrolled grid the latest asked are the ones on
// screen. A queued task whose callers all gave up (the image scrolled away) is dropped unstarted.

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

  constructor(readonly concurrency = 4) {}

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
    while (this.active < this.concurrency) {
      const item = this.interactive.pop() ?? this.bulk.shift()
      if (!item) return
      item.start()
    }
  }
}
