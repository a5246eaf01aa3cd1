// How a card file's read is followed and stopped, wherever it runs (this process or a worker thread).
import { ApiError } from '@shared/api'
import type { ReadProgress } from '../../game/main-game'

export interface ReadOptions {
  onProgress?: (progress: ReadProgress) => void
  /** Aborted: the worker is stopped and the read rejected with 'cancelled'. */
  signal?: AbortSignal
}

export const cancelledImport = (fileName: string) => new ApiError('cancelled', `${fileName}: the import was cancelled; nothing was imported`)
