// Worker thread entry of big card imports (built as out/main/importWorker.js, see
// electron.vite.config.ts; run from source with tsx): reads and normalises one file, so that a
// 60 MB CSV or 9 MB of bad records no longer stops every other request (issue 17.6), and says how
// far it is as it goes. Given a cards.import request body, it parses and checks the request first
// (the same schema as the dispatch), says what it asks for, and reads the file when told to.
import { parentPort } from 'node:worker_threads'
import { ApiError, ImportRequestSchema } from '@shared/api'
import { detailsFromIssues } from '../../api/dispatch'
import { parseRequestBody, refuseIllFormedText } from '../../api/request-text'
import { cardReaderOf } from '../../games/card-readers'
import type { ImportWorkerMessage, ImportWorkerReply, ImportWorkerRequest } from './read-off-thread'

const port = parentPort
if (!port) throw new Error('the import worker runs in a worker thread')
const post = (message: ImportWorkerMessage) => port.postMessage(message)

const replyOf = (error: unknown): ImportWorkerReply => ({
  ok: false,
  error: error instanceof ApiError ? error.toJSON() : { code: 'internal', message: error instanceof Error ? error.message : String(error) },
})

function read(game: string, fileName: string, content: string): void {
  let reply: ImportWorkerReply
  try {
    reply = { ok: true, read: cardReaderOf(game)(fileName, content, (progress) => post({ type: 'progress', progress })) }
  } catch (error) {
    reply = replyOf(error)
  }
  post({ type: 'done', reply })
}

/** The request a body holds, checked as the dispatch checks every request. */
function requestOf(body: Uint8Array): { game: string; fileName: string; content: string } {
  const payload = parseRequestBody(body)
  refuseIllFormedText(payload)
  const parsed = ImportRequestSchema.safeParse(payload)
  if (!parsed.success) throw new ApiError('invalid-request', 'Invalid request for cards.import', detailsFromIssues(parsed.error.issues))
  return parsed.data
}

let pending: { game: string; fileName: string; content: string } | null = null
port.on('message', (message: ImportWorkerRequest) => {
  if (message.kind === 'file') return read(message.game, message.fileName, message.content)
  if (message.kind === 'go') {
    if (pending) read(pending.game, pending.fileName, pending.content)
    pending = null
    return
  }
  try {
    const { game, fileName, content } = requestOf(message.body)
    pending = { game, fileName, content }
    post({ type: 'envelope', envelope: { game, fileName, totalChars: content.length } })
  } catch (error) {
    post({ type: 'done', reply: replyOf(error) })
  }
})
