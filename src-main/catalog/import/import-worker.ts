// Worker thread entry of big card imports (built as out/main/importWorker.js, see
// electron.vite.config.ts; run from source with tsx): reads and normalises one file, so that a
// 60 MB CSV or 9 MB of bad records no longer stops every other request (issue 17.6), and says how
// far it is as it goes.
import { parentPort } from 'node:worker_threads'
import { ApiError } from '@shared/api'
import { readCardImport } from './import-card-file'
import type { ImportWorkerMessage, ImportWorkerReply, ImportWorkerRequest } from './read-off-thread'

const port = parentPort
if (!port) throw new Error('the import worker runs in a worker thread')
const post = (message: ImportWorkerMessage) => port.postMessage(message)

port.on('message', ({ fileName, content }: ImportWorkerRequest) => {
  let reply: ImportWorkerReply
  try {
    reply = { ok: true, read: readCardImport(fileName, content, (progress) => post({ type: 'progress', progress })) }
  } catch (error) {
    reply = { ok: false, error: error instanceof ApiError ? error.toJSON() : { code: 'internal', message: error instanceof Error ? error.message : String(error) } }
  }
  post({ type: 'done', reply })
})
