// An app server of its own for a spec that changes the catalog (a card update): a fresh user-data
// folder, a random port, the address read from what the server prints; the other specs' shared
// server is left untouched.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export interface OwnAppServer {
  url: string
  stop(): void
}

export async function startOwnAppServer(token: string, userDataPrefix: string): Promise<OwnAppServer> {
  // The built server, as the shared one (playwright.config.ts): no TypeScript compiler at its start.
  const app = spawn(process.execPath, ['build/node-bundle.mjs', 'serve'], {
    cwd: resolve(import.meta.dirname, '..', '..'),
    env: { ...process.env, DECKLAB_PORT: '0', DECKLAB_TOKEN: token, DECKLAB_USER_DATA: mkdtempSync(join(tmpdir(), userDataPrefix)), DECKLAB_IMAGE_HOST: 'http://127.0.0.1:9' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((done, fail) => {
    app.stdout!.on('data', (chunk: Buffer) => {
      const match = /running at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(chunk.toString())
      if (match) done(match[1]!)
    })
    app.once('exit', (code) => fail(new Error(`the app server exited (${code})`)))
  })
  return { url, stop: () => void app.kill('SIGTERM') }
}
