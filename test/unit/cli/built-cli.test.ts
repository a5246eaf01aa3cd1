// Issue 30.1: the command line as it ships, the bundle of build/node-bundle.mjs in dist-cli/, run
// by plain Node (no TypeScript compiler at run time), and `npm run cli` building it when a source
// is newer. The other CLI tests run the same bundle (made current by test/unit/built-cli.setup.ts);
// this one checks the bundle itself and the launcher's rebuild.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { FIRE_WATER } from '../lab/fixtures'

const root = resolve(import.meta.dirname, '..', '..', '..')
const launcher = join(root, 'bin', 'deck-lab.mjs')
const built = join(root, 'dist-cli', 'deck-lab.js')
const run = promisify(execFile)

/** A run of `node <script> …args` from `cwd`, over a user-data folder of its own. */
async function node(script: string, args: string[], { cwd = root, env = {} as Record<string, string> } = {}) {
  const userData = mkdtempSync(join(tmpdir(), 'decklab-built-cli-'))
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], { cwd, env: { ...process.env, DECKLAB_USER_DATA: userData, ...env } })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

interface Found {
  total: number
  cards: { code: string; name: string }[]
}

// The launcher builds dist-cli/ when it is missing or stale: after it, the bundle is current.
beforeAll(async () => {
  const help = await node(launcher, ['--help'])
  expect(help.stdout).toContain('Deck Lab command line')
  expect(existsSync(built)).toBe(true)
}, 180_000)

describe('the built command line (dist-cli/deck-lab.js)', () => {
  // One search per game, the cards named from each game's bundled file (resources/).
  it.each([
    ['fftcg', 'cloud', '1-009C', 'Cloud'],
    ['mtg', 'cloud', 'Cloudreader Sphinx', 'Cloudreader Sphinx'],
    ['vanguard', 'cloud', 'D-BT03/021', 'Cloudy Heavenly Intensity, Bragard'],
    ['creatures', 'sudden', 'EF-001', 'Sudden Gust'],
  ])('%s: cards search %s finds %s, from another folder than the project', async (game, query, codeOrName, name) => {
    const result = await node(built, ['--game', game, 'cards', 'search', query, '--json', '--limit', '50'], { cwd: tmpdir() })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const found = JSON.parse(result.stdout) as Found
    const card = found.cards.find((c) => c.code === codeOrName || c.name === codeOrName)
    expect(card?.name).toBe(name)
    expect(found.total).toBeGreaterThanOrEqual(1)
  }, 60_000)

  it('prints the human table, and a request the schema refuses exits 1 with the field (zod in the bundle)', async () => {
    const table = await node(built, ['cards', 'search', 'cloud', '--limit', '2'])
    expect(table.stdout).toMatch(/^CODE\s+NAME/)
    expect(table.stdout).toContain('2 of ')
    const refused = await node(built, ['cards', 'search', 'cloud', '--limit', '501'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/field "limit": Too big: expected number to be <=500/)
  }, 60_000)

  it('runs the lab on the built worker threads (dist-cli/labWorker.js)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'decklab-built-lab-'))
    const deckFile = join(dir, 'deck.txt')
    writeFileSync(deckFile, FIRE_WATER.map(([code, n]) => `${n} ${code}`).join('\n'))
    expect(existsSync(join(root, 'dist-cli', 'labWorker.js'))).toBe(true)
    const lab = await node(built, ['lab', deckFile, '--games', '2000', '--seed', '3', '--workers', '2'])
    expect(lab.stderr).toBe('')
    expect(lab.stdout).toMatch(/2,000 games, seed 3/)
  }, 120_000)

  it('is plain JavaScript: no TypeScript loader is imported by the bundle', () => {
    const entry = readFileSync(built, 'utf8')
    expect(entry).not.toMatch(/from ["']tsx/)
    expect(entry).not.toMatch(/\.ts["']/)
  })
})

describe('npm run cli builds when a source is newer than the build', () => {
  const out = mkdtempSync(join(tmpdir(), 'decklab-cli-out-'))
  const env = { DECKLAB_CLI_OUT: out }
  const inputsFile = join(out, 'inputs.json')
  const inputs = () => JSON.parse(readFileSync(inputsFile, 'utf8')) as { builtAt: number; inputs: string[] }

  it('builds when missing, not again when up to date, and again once a source it read is newer', async () => {
    const first = await node(launcher, ['--help'], { env })
    expect(first.stderr).toMatch(/deck-lab: built .* \(no build yet;/)
    expect(first.stdout).toContain('Deck Lab command line')
    expect(inputs().inputs).toContain('src-main/cli/main.ts')

    const again = await node(launcher, ['--help'], { env })
    expect(again.stderr).toBe('')

    // The build as if made just before the newest file it read was saved: that file is now the newer.
    const files = [...inputs().inputs, 'package.json', 'build/node-bundle.mjs'].map((file) => ({ file, mtime: statSync(join(root, file)).mtimeMs }))
    const newest = files.reduce((a, b) => (b.mtime > a.mtime ? b : a))
    writeFileSync(inputsFile, JSON.stringify({ ...inputs(), builtAt: newest.mtime - 1 }))
    const stale = await node(launcher, ['--help'], { env })
    expect(stale.stderr).toContain(`(${newest.file} changed;`)
    expect(stale.stdout).toContain('Deck Lab command line')
    expect(inputs().builtAt).toBeGreaterThan(newest.mtime)
  }, 240_000)

  it('npm run cli is the launcher', () => {
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; bin: Record<string, string> })
    expect(scripts.scripts.cli).toBe('node bin/deck-lab.mjs')
    expect(scripts.bin['deck-lab']).toBe('bin/deck-lab.mjs')
  })
})
