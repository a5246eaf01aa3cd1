// `deck validate|convert` as a user runs them: a real process over the bundled database.
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { ParsedDecklist } from '@shared/api'
import { FIRE_ICE, fixturesDir, root, sorted } from './fixtures'
import { CLI_SCRIPT } from '../cli/run-cli'

const run = promisify(execFile)
const userData = mkdtempSync(join(tmpdir(), 'decklab-deck-cli-'))

async function cli(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI_SCRIPT, ...args], {
      cwd: root,
      env: { ...process.env, DECKLAB_USER_DATA: userData },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}
const file = (name: string) => join(fixturesDir, name)

describe('npm run cli -- deck convert', () => {
  it('Materia Hunter → sheet, and the sheet converts back to the same deck as JSON', async () => {
    const sheet = await cli(['deck', 'convert', file('materia-hunter.txt'), '--to', 'sheet'])
    expect(sheet.code).toBe(0)
    expect(sheet.stdout).toContain('Deck: Fire Ice Midrange\n')
    expect(sheet.stdout).toContain('Forwards (27)\n3 10-032H Scylla\n')
    const saved = join(userData, 'sheet.txt')
    writeFileSync(saved, sheet.stdout)
    const json = await cli(['deck', 'convert', saved, '--to', 'json'])
    expect(json.code).toBe(0)
    const deck = JSON.parse(json.stdout) as { deckLab: number; deck: { name: string; entries: typeof FIRE_ICE } }
    expect(deck.deckLab).toBe(1)
    expect(deck.deck.name).toBe('Fire Ice Midrange')
    expect(sorted(deck.deck.entries)).toEqual(sorted(FIRE_ICE))
  }, 60_000)

  it('a card on 34 lines converts with 99 copies and the line past the limit reported (issue 17.1)', async () => {
    const list = join(userData, 'many.txt')
    writeFileSync(list, Array.from({ length: 34 }, () => '3 1-001H').join('\n'))
    const { code, stdout, stderr } = await cli(['deck', 'convert', list, '--to', 'codes'])
    expect(stderr).not.toMatch(/Invalid request/)
    expect(stdout).toContain('99 1-001H')
    expect(stderr).toMatch(/many\.txt:34: 102 copies of 1-001H/)
    expect(code).toBe(1)
  }, 60_000)

  it('lines it cannot carry over go to stderr with their line numbers, and exit 1', async () => {
    const { code, stdout, stderr } = await cli(['deck', 'convert', file('malformed.txt'), '--to', 'codes'])
    expect(code).toBe(1)
    expect(stdout).toContain('3 11-037L\n')
    expect(stderr).toContain('malformed.txt:7: No card has the code 99-999')
    expect(stderr).toContain('malformed.txt:8: "Cloud" is the name of')
    expect(stderr).toContain('malformed.txt:12: Backups (16) announces 16 cards but 15 cards follow')
  }, 30_000)

  it('a missing or unknown --to is a usage error (exit 2)', async () => {
    const { code, stderr } = await cli(['deck', 'convert', file('plain.txt'), '--to', 'mtga'])
    expect(code).toBe(2)
    expect(stderr).toContain('--to plain|sheet|untap|codes|json')
  }, 30_000)
})

describe('npm run cli -- deck validate', () => {
  it('a file with unresolved lines exits 1 and names each line', async () => {
    const { code, stdout } = await cli(['deck', 'validate', file('malformed.txt')])
    expect(code).toBe(1)
    for (const n of [3, 4, 5, 6, 7, 8, 12, 18]) expect(stdout).toContain(`malformed.txt:${n}: `)
    expect(stdout).toContain('candidates: 1-009C, 1-182L')
  }, 30_000)

  it('--json gives the parsed list, the format and the verdict', async () => {
    const { code, stdout } = await cli(['deck', 'validate', file('malformed.txt'), '--json', '--format', 'limited'])
    expect(code).toBe(1)
    const result = JSON.parse(stdout) as { valid: boolean; format: string; parsed: ParsedDecklist }
    expect(result).toMatchObject({ valid: false, format: 'limited' })
    expect(result.parsed.errors).toHaveLength(8)
  }, 30_000)

  it('a legal 50-card deck in any format is valid (exit 0)', async () => {
    for (const name of ['tournament.txt', 'fire-ice.decklab.json']) {
      const { code, stdout, stderr } = await cli(['deck', 'validate', file(name)])
      expect({ code, stderr }, name).toEqual({ code: 0, stderr: '' })
      expect(stdout).toContain('constructed deck, 50 cards: valid')
    }
  }, 60_000)

  it('a 49-card deck breaks 8.1.1.1 and exits 1 with the rule in words', async () => {
    const short = join(userData, 'short.txt')
    writeFileSync(short, FIRE_ICE.map((e) => `${e.code === '12-017H' ? 0 : e.count} ${e.code}`).filter((l) => !l.startsWith('0')).join('\n'))
    const { code, stdout } = await cli(['deck', 'validate', short])
    expect(code).toBe(1)
    expect(stdout).toMatch(/8\.1\.1\.1/)
    expect(stdout).toContain('49')
  }, 30_000)

  it('8.1: a Limit Break pile beside a legal deck is said apart and not counted (+N limit break, not checked)', async () => {
    const withLb = join(userData, 'with-lb.txt')
    writeFileSync(withLb, [...FIRE_ICE.map((e) => `${e.count} ${e.code}`), 'Limit Break (2)', '1 22-112R', '1 1-004C'].join('\n'))
    const { code, stdout } = await cli(['deck', 'validate', withLb])
    expect(code).toBe(0)
    expect(stdout).toContain('constructed deck, 50 cards (+2 limit break, not checked): valid')
  }, 30_000)

  it('--format takes constructed or limited only', async () => {
    expect((await cli(['deck', 'validate', file('plain.txt'), '--format', 'draft'])).code).toBe(2)
  }, 30_000)
})
