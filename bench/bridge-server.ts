// The bridge as `npm run serve` runs it (real services, a fresh user-data folder, no renderer
// files), in a process of its own so that the load bench measures its memory alone. Prints the port.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMainServices } from '../src-main/services'
import { startHttpBridge } from '../src-main/web/http-bridge'

const { dispatch, images } = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-bench-bridge-')), imageHost: 'http://127.0.0.1:9' })
const bridge = await startHttpBridge({ dispatch, images, token: 'bench' })
console.log(`port ${bridge.port}`)
