// Reading a big card file on a worker thread (one per import: imports are rare), so that the main
// process keeps answering while it parses (in Electron, all IPC waits on the main thread), with
// progress from the worker and a cancel that stops the thread. Small files, and platforms where
// the thread cannot start, are read in the main thread.
// Over HTTP a big import's request body goes to the thread as the bytes received: the thread
// parses and checks the request too, and the main thread never holds its text (issue 17.3).
import type { Worker } from 'node:worker_threads'
import { ApiError, type ApiErrorShape } from '@shared/api'
import { findWorker, startWorker } from '../../threads/worker-thread'
import type { GameId } from '@shared/games'
import { mainGame, type ImportReadOf } from '../../games'
import { heldForTest } from './test-hold'
import { cancelledImport, type ReadOptions } from './read-options'
import type { CardImportRead as ReadCardImport, ReadProgress } from '../../game/main-game'

export { cancelledImport, type ReadOptions }

/** A file to read at once, or a cards.import request body to parse and check, then read on 'go'. */
export type ImportWorkerRequest = { kind: 'file'; game: string; fileName: string; content: string } | { kind: 'body'; body: Uint8Array } | { kind: 'go' }
export type ImportWorkerReply = { ok: true; read: ReadCardImport } | { ok: false; error: ApiErrorShape }
/** What a request body asks for, once parsed and checked. */
export interface ImportBodyEnvelope {
  game: string
  fileName: string
  totalChars: number
}
export type ImportWorkerMessage =
  | { type: 'progress'; progress: ReadProgress }
  | { type: 'envelope'; envelope: ImportBodyEnvelope }
  | { type: 'done'; reply: ImportWorkerReply }

/** Below this, a thread costs more than it saves. */
export const OFF_THREAD_CHARS = 512 * 1024

const entry = () => findWorker(import.meta.url, { source: 'import-worker.ts', built: 'importWorker.js' })


/** The worker's answer to the read it was asked for, with its progress on the way; stopped when the signal aborts. */
function awaitRead(worker: Worker, fileName: string, { onProgress, signal }: ReadOptions, ask: () => void): Promise<ReadCardImport> {
  if (signal?.aborted) return Promise.reject(cancelledImport(fileName))
  let onAbort = () => {}
  return new Promise<ImportWorkerReply>((resolve, reject) => {
    onAbort = () => reject(cancelledImport(fileName))
    signal?.addEventListener('abort', onAbort, { once: true })
    worker.on('message', (message: ImportWorkerMessage) => {
      if (message.type === 'progress') onProgress?.(message.progress)
      else if (message.type === 'done') resolve(message.reply)
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the import worker stopped (exit code ${code})`)))
    if (!heldForTest(fileName)) ask()
  })
    .then((reply) => {
      if (reply.ok) return reply.read
      throw ApiError.from(reply.error)
    })
    .finally(() => signal?.removeEventListener('abort', onAbort))
}

/** A card file of `game` read by the game's reader, on a worker thread when it is big. */
export async function readCardImportOffThread<G extends GameId>(game: G, fileName: string, content: string, options: ReadOptions = {}): Promise<ImportReadOf<G>> {
  if (options.signal?.aborted) throw cancelledImport(fileName)
  const readCardImport = mainGame(game).catalog.readImport
  const found = content.length >= OFF_THREAD_CHARS ? entry() : null
  if (!found) return readCardImport(fileName, content, options.onProgress) as ImportReadOf<G>
  let worker: Worker
  try {
    worker = startWorker(found)
  } catch {
    return readCardImport(fileName, content, options.onProgress) as ImportReadOf<G>
  }
  try {
    return (await awaitRead(worker, fileName, options, () => worker.postMessage({ kind: 'file', game, fileName, content } satisfies ImportWorkerRequest))) as ImportReadOf<G>
  } finally {
    void worker.terminate()
  }
}

/** A cards.import request body on a worker thread: parsed and checked there, read when told to. */
export interface ImportBodyJob {
  /** What the body asks for; rejects with the same errors as the dispatch's checks. */
  envelope: Promise<ImportBodyEnvelope>
  read(options: ReadOptions): Promise<ReadCardImport>
  stop(): void
}

/** Null when no worker thread can start here: the caller parses the body itself. */
export function startImportBody(body: Buffer): ImportBodyJob | null {
  const found = entry()
  if (!found) return null
  let worker: Worker
  try {
    worker = startWorker(found)
  } catch {
    return null
  }
  const envelope = new Promise<ImportBodyEnvelope>((resolve, reject) => {
    const onMessage = (message: ImportWorkerMessage) => {
      if (message.type === 'envelope') resolve(message.envelope)
      else if (message.type === 'done' && !message.reply.ok) reject(ApiError.from(message.reply.error))
      else return
      worker.off('message', onMessage)
    }
    worker.on('message', onMessage)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the import worker stopped (exit code ${code})`)))
  })
  // Handed over, not copied: the bytes leave this thread (a pooled small buffer is copied first).
  const owned = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : Buffer.from(body)
  const bytes = new Uint8Array(owned.buffer, 0, owned.byteLength)
  worker.postMessage({ kind: 'body', body: bytes } satisfies ImportWorkerRequest, [bytes.buffer as ArrayBuffer])
  return {
    envelope,
    read: async (options) => awaitRead(worker, (await envelope).fileName, options, () => worker.postMessage({ kind: 'go' } satisfies ImportWorkerRequest)),
    stop: () => void worker.terminate(),
  }
}
