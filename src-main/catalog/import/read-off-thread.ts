// Reading a big card file on a worker thread (one per import: imports are rare), so that the main
// process keeps answering while it parses (in Electron, all IPC waits on the main thread), with
// progress from the worker and a cancel that stops the thread. Small files, and platforms where
// the thread cannot start, are read in the main thread.
import { ApiError, type ApiErrorShape } from '@shared/api'
import { startWorker, workerEntry } from '../../lab/lab-service'
import { readCardImport, type ReadCardImport, type ReadProgress } from './import-card-file'

export interface ImportWorkerRequest {
  fileName: string
  content: string
}
export type ImportWorkerReply = { ok: true; read: ReadCardImport } | { ok: false; error: ApiErrorShape }
export type ImportWorkerMessage = { type: 'progress'; progress: ReadProgress } | { type: 'done'; reply: ImportWorkerReply }

export interface ReadOptions {
  onProgress?: (progress: ReadProgress) => void
  /** Aborted: the worker is stopped and the read rejected with 'cancelled'. */
  signal?: AbortSignal
}

/** Below this, a thread costs more than it saves. */
export const OFF_THREAD_CHARS = 512 * 1024

const entry = () => workerEntry(import.meta.url, { source: 'import-worker.ts', built: 'importWorker.js' })

export const cancelledImport = (fileName: string) => new ApiError('cancelled', `${fileName}: the import was cancelled; nothing was imported`)

export async function readCardImportOffThread(fileName: string, content: string, { onProgress, signal }: ReadOptions = {}): Promise<ReadCardImport> {
  if (signal?.aborted) throw cancelledImport(fileName)
  const found = content.length >= OFF_THREAD_CHARS ? entry() : null
  if (!found) return readCardImport(fileName, content, onProgress)
  let worker: ReturnType<typeof startWorker>
  try {
    worker = startWorker(found)
  } catch {
    return readCardImport(fileName, content, onProgress)
  }
  let onAbort = () => {}
  try {
    const reply = await new Promise<ImportWorkerReply>((resolve, reject) => {
      onAbort = () => reject(cancelledImport(fileName))
      signal?.addEventListener('abort', onAbort, { once: true })
      worker.on('message', (message: ImportWorkerMessage) => {
        if (message.type === 'progress') onProgress?.(message.progress)
        else resolve(message.reply)
      })
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`the import worker stopped (exit code ${code})`)))
      worker.postMessage({ fileName, content } satisfies ImportWorkerRequest)
    })
    if (reply.ok) return reply.read
    throw new ApiError(reply.error.code, reply.error.message, reply.error.details)
  } finally {
    signal?.removeEventListener('abort', onAbort)
    void worker.terminate()
  }
}
