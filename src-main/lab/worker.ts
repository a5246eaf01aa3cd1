// Worker thread entry of the opening lab (built as out/main/labWorker.js, see electron.vite.config.ts;
// run from source with tsx). A pooled thread: it plays the blocks it is sent, one at a time, and
// stays alive between jobs so that its loaded modules and optimised code serve the next job.
import { parentPort } from 'node:worker_threads'
import { createBlockRunner, newSim, type LabJobSpec, type LabWorkerMessage, type LabWorkerRequest } from './run-block'

const port = parentPort
if (!port) throw new Error('the lab worker runs in a worker thread')
const post = (message: LabWorkerMessage) => port.postMessage(message)

// The job whose blocks this thread last played: its spec and simulator are kept for its next block.
let job: { id: string; spec: LabJobSpec; sim: ReturnType<typeof newSim> } | null = null

port.on('message', (request: LabWorkerRequest) => {
  if (request.spec) job = { id: request.job, spec: request.spec, sim: newSim(request.spec) }
  if (!job || job.id !== request.job) throw new Error(`lab worker: no spec for job ${request.job}`)
  const runner = createBlockRunner({ ...job.spec, from: request.from, to: request.to }, job.sim)
  while (runner.step()) post({ type: 'progress', done: runner.done, acc: runner.acc })
  post({ type: 'done', done: runner.done, acc: runner.acc })
})
