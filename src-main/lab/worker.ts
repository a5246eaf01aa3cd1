// Worker thread entry of the opening lab (built as out/main/labWorker.js, see electron.vite.config.ts;
// run from source with tsx). Plays its block of games and reports progress with its counts so far.
import { parentPort, workerData } from 'node:worker_threads'
import { createBlockRunner, type LabTask, type LabWorkerMessage } from './run-block'

const port = parentPort
if (!port) throw new Error('the lab worker runs in a worker thread')
const runner = createBlockRunner(workerData as LabTask)
const post = (message: LabWorkerMessage) => port.postMessage(message)
while (runner.step()) post({ type: 'progress', done: runner.done, acc: runner.acc })
post({ type: 'done', done: runner.done, acc: runner.acc })
