// `npm run cli -- lab …` as a user runs it: a real process, a decklist file, tables or JSON.
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { LabStatus } from '@shared/channels/lab'
import { FIRE_WATER } from './fixtures'
import { CLI_SCRIPT } from '../cli/run-cli'

const root = resolve(import.meta.dirname, '..', '..', '..')
const run = promisify(execFile)
const dir = mkdtempSync(join(tmpdir(), 'decklab-lab-cli-'))
const deckFile = join(dir, 'deck.txt')
writeFileSync(deckFile, FIRE_WATER.map(([code, n]) => `${n} ${code}`).join('\n'))

async function cli(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI_SCRIPT, 'lab', ...args], {
      cwd: root,
      env: { ...process.env, DECKLAB_USER_DATA: dir },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

describe('npm run cli -- lab', () => {
  it('prints the tables, and the same figures as JSON for the same seed', async () => {
    const text = await cli([deckFile, '--games', '4000', '--seed', '11', '--on-the-draw'])
    expect(text.code).toBe(0)
    expect(text.stdout).toMatch(/4,000 games, seed 11, 5 turns/)
    expect(text.stdout).toMatch(/Drawn \(exact hypergeometric, no mulligan\) vs deployed/)
    const json = await cli([deckFile, '--games', '4000', '--seed', '11', '--on-the-draw', '--json', '--workers', '1'])
    const status = JSON.parse(json.stdout) as LabStatus
    expect(status.results!.onThePlay).toBe(false)
    const p = status.results!.policies[0]!
    expect(text.stdout).toContain(`mulligan ${(100 * p.mulligan.p).toFixed(1)}%`)
  }, 60_000)

  it('compares policies, one of them from a JSON file, and names a wrong field', async () => {
    const policyFile = join(dir, 'keep2.json')
    writeFileSync(policyFile, JSON.stringify({ base: 'two-backups', name: 'keep 2' }))
    const compared = await cli([deckFile, '--games', '4000', '--seed', '2', '--compare', `never,${policyFile}`])
    expect(compared.code).toBe(0)
    expect(compared.stdout).toMatch(/Advisor, "never" vs "keep 2"/)
    writeFileSync(policyFile, JSON.stringify({ discards: { perCard: 'two' } }))
    const wrong = await cli([deckFile, '--policy', policyFile])
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toMatch(/policy\.discards\.perCard/)
  }, 60_000)
})
