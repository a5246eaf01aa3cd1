// The bulk download as a service main keeps: one at a time (a second is 'busy': each holds a whole
// catalog in memory), how far the one under way is, and cancel, for the channels the app and the
// CLI will call (`cardUpdate.run`, `cards.importStatus`, `cards.importCancel` with game mtg).
import { ApiError } from '@shared/api'
import { updateOracleCards, type BulkProgress, type BulkUpdateOptions, type BulkUpdateReport } from './oracle-bulk-update'

export type BulkRunOptions = Omit<BulkUpdateOptions, 'signal' | 'onProgress'>

export interface BulkStatus {
  running: boolean
  progress: (BulkProgress & { elapsedMs: number }) | null
}

export class OracleBulkUpdater {
  private underWay: { abort: AbortController; progress: BulkProgress; started: number } | null = null

  async run(options: BulkRunOptions): Promise<BulkUpdateReport> {
    if (this.underWay) throw new ApiError('busy', 'a Magic card data download is under way: wait for it or cancel it')
    const underWay = { abort: new AbortController(), progress: { phase: 'list', bytes: 0, totalBytes: 0, objects: 0 } as BulkProgress, started: Date.now() }
    this.underWay = underWay
    try {
      return await updateOracleCards({ ...options, signal: underWay.abort.signal, onProgress: (progress) => (underWay.progress = progress) })
    } finally {
      this.underWay = null
    }
  }

  status(): BulkStatus {
    const now = this.underWay
    return now ? { running: true, progress: { ...now.progress, elapsedMs: Date.now() - now.started } } : { running: false, progress: null }
  }

  /** Stops the download under way, unless it is being stored (the switch is already happening). */
  cancel(): { cancelled: boolean } {
    const now = this.underWay
    if (!now || now.progress.phase === 'storing' || now.abort.signal.aborted) return { cancelled: false }
    now.abort.abort()
    return { cancelled: true }
  }
}
