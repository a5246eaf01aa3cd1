// Vitest global setup of the node tests: the built command line (dist-cli/) made current once,
// before any test file runs. The launcher does it as `npm run cli` does (build/node-bundle.mjs: a
// stat per source when current, about a second to build when not). The CLI tests run the build
// (test/unit/cli/run-cli.ts, CLI_SCRIPT); one build here means no two test files build it at once.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'

export default function setup(): void {
  const root = resolve(import.meta.dirname, '..', '..')
  execFileSync(process.execPath, ['bin/deck-lab.mjs', '--help'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
}
