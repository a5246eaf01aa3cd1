// `npm run cli -- play` as a user runs it: a real process over the real card database.
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { ReplayResponse } from '@shared/api'
import { MIXED_DECK } from './fixtures'
import { CLI_SCRIPT } from '../cli/run-cli'

const root = resolve(import.meta.dirname, '..', '..', '..')
const run = promisify(execFile)
const dir = mkdtempSync(join(tmpdir(), 'decklab-play-'))

async function cli(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI_SCRIPT, ...args], {
      cwd: root,
      env: { ...process.env, DECKLAB_USER_DATA: join(dir, 'user-data') },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

const counts = new Map<string, number>()
for (const code of MIXED_DECK) counts.set(code, (counts.get(code) ?? 0) + 1)
const deckFile = join(dir, 'deck.txt')
writeFileSync(deckFile, [...counts].map(([code, n]) => `${n} ${code}`).join('\n') + '\n')
const script = (name: string, actions: unknown[]) => {
  const file = join(dir, name)
  writeFileSync(file, JSON.stringify(actions))
  return file
}

describe('npm run cli -- play', () => {
  it('replays a script and prints the final state and the log', async () => {
    const file = script('ok.json', [{ type: 'keepHand' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'damageOpponent', amount: 2 }])
    const { code, stdout } = await cli(['play', '--deck', deckFile, '--seed', '7', '--script', file])
    expect(code).toBe(0)
    expect(stdout).toContain('Turn 1 (your turn 1, on the play), phase main2')
    expect(stdout).toContain('Damage: you 0/7, opponent 2/7')
    expect(stdout).toMatch(/Hand \(6\):/)
    expect(stdout).toContain('Log:')
    expect(stdout).toContain('The opponent takes 2 damage (total 2).')
  }, 30_000)

  it('--json prints the replay response; --on-the-draw and --format limited are honoured', async () => {
    const file = script('draw.json', [{ type: 'keepHand' }])
    const { code, stdout } = await cli(['play', '--deck', deckFile, '--seed', '7', '--script', file, '--on-the-draw', '--format', 'limited', '--json'])
    expect(code).toBe(0)
    const result = JSON.parse(stdout) as ReplayResponse
    expect(result.ok).toBe(true)
    expect(result.view.state).toMatchObject({ turn: 2, onThePlay: false, format: 'limited', damageLimit: 6 })
    expect(result.view.counts).toMatchObject({ hand: 7 })
  }, 30_000)

  it('an illegal action stops the replay with its index and rule, exit 1', async () => {
    const file = script('bad.json', [{ type: 'keepHand' }, { type: 'nextPhase' }, { type: 'attack', attackers: ['c1'] }])
    const { code, stdout } = await cli(['play', '--deck', deckFile, '--seed', '7', '--script', file])
    expect(code).toBe(1)
    expect(stdout).toMatch(/Action 2 refused: Refused \(rule [\d.]+\)/)
  }, 30_000)

  it('a missing option is a usage error (exit 2)', async () => {
    const { code, stderr } = await cli(['play', '--deck', deckFile])
    expect(code).toBe(2)
    expect(stderr).toContain('--script')
  }, 30_000)
})
