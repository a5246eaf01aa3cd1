// Runs the CLI as a user does: a real process of the built command line (dist-cli/, made current
// by test/unit/built-cli.setup.ts before the tests) from the project root, over a user-data folder
// of its own (a fresh temporary one unless given). Its exit code, output and the folder come back.
import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const root = resolve(import.meta.dirname, '..', '..', '..')
const run = promisify(execFile)

/**
 * The CLI tests' script: the built command line, as `npm run cli` runs it. Under tsx each process
 * compiled the sources first (about 2 s of CPU a command, issue 30.1); the bundle starts in about 0.3 s.
 */
export const CLI_SCRIPT = 'dist-cli/deck-lab.js'

export async function runCli(args: string[], userData = mkdtempSync(join(tmpdir(), 'decklab-cli-'))) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI_SCRIPT, ...args], {
      cwd: root,
      env: { ...process.env, DECKLAB_USER_DATA: userData },
    })
    return { code: 0, stdout, stderr, userData }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr, userData }
  }
}
