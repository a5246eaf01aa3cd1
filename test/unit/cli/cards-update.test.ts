// `npm run cli -- cards update`, as a user runs it, against the replay server.
import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import type { CardUpdateReport } from '@shared/api'
import { startReplayServer, type ReplayServer } from '../../fixtures/fftcg-official/replay-server'
import { CLI_SCRIPT } from './run-cli'

const root = resolve(import.meta.dirname, '..', '..', '..')
const run = promisify(execFile)
let server: ReplayServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

async function cli(args: string[], userData: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI_SCRIPT, ...args], { cwd: root, env: { ...process.env, DECKLAB_USER_DATA: userData } })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

describe('npm run cli -- cards update', () => {
  it('--source --json: the report on stdout, the download progress on stderr, the cards kept', async () => {
    server = await startReplayServer([{ file: 'update-1.json', dribble: { bytes: 300, everyMs: 60 } }])
    const userData = mkdtempSync(join(tmpdir(), 'decklab-cli-update-'))
    const { code, stdout, stderr } = await cli(['cards', 'update', '--source', server.url, '--json'], userData)
    expect(code).toBe(0)
    const report = JSON.parse(stdout) as CardUpdateReport
    expect(report).toMatchObject({ source: server.url, added: 4, changed: 3, unchanged: 1 })
    expect(stderr).toMatch(/Downloading from 127\.0\.0\.1:\d+: \d+ KB of 6 KB/)
    const shown = await cli(['cards', 'show', '27-002C'], userData)
    expect(shown.stdout).toContain('Moogle (XIV)')
  }, 60_000)

  it('names each malformed record and exits 1; a bad --source is a usage error', async () => {
    server = await startReplayServer([{ file: 'malformed.json' }])
    const userData = mkdtempSync(join(tmpdir(), 'decklab-cli-update-'))
    const bad = await cli(['cards', 'update', '--source', server.url], userData)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('4 problems found in 7 records; nothing was changed')
    expect(bad.stderr).toContain('record 6 (27-012C), field "name_fr": expected text, got 42')
    const usage = await cli(['cards', 'update', 'file.json'], userData)
    expect(usage.code).toBe(2)
  }, 60_000)
})
