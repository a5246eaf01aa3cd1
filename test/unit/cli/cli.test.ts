// The CLI as a user runs it: a real process over the real bundled database and a temp user-data folder.
import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Card } from '@shared/games/fftcg/card'
import { runCli } from './run-cli'

const root = resolve(import.meta.dirname, '..', '..', '..')

const cli = (args: string[], userData?: string) => runCli(args, userData)

const bundled = JSON.parse(readFileSync(join(root, 'resources', 'cards.json'), 'utf8')) as { cards: Card[] }

describe('npm run cli -- cards …', () => {
  it('search --json returns exactly the wind forwards of cost 3 or less', async () => {
    const { code, stdout } = await cli(['cards', 'search', 'e:wind t:forward cost<=3', '--json', '--limit', '500'])
    expect(code).toBe(0)
    const result = JSON.parse(stdout) as { total: number; cards: Card[] }
    const expected = bundled.cards.filter((c) => c.elements.includes('wind') && c.type === 'forward' && c.cost <= 3)
    expect(result.total).toBe(expected.length)
    expect(new Set(result.cards.map((c) => c.code))).toEqual(new Set(expected.map((c) => c.code)))
  }, 30_000)

  it('show finds a card through its reprint alias and prints its text', async () => {
    const { code, stdout } = await cli(['cards', 'show', '9-002h'])
    expect(code).toBe(0)
    expect(stdout).toContain('Ifrita')
    expect(stdout).toContain('Deal it 7000 damage')
  }, 30_000)

  it('a query it cannot read exits 1 with the position on stderr', async () => {
    const { code, stderr, stdout } = await cli(['cards', 'search', 'e:plasma'])
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/character 3 \("plasma"\)/)
  }, 30_000)

  it('--game picks the game (fftcg by default); an unknown game is a usage error that lists the games', async () => {
    const chosen = await cli(['--game', 'fftcg', 'cards', 'show', '9-002h', '--json'])
    const byDefault = await cli(['cards', 'show', '9-002h', '--json'])
    expect(chosen.code).toBe(0)
    expect(chosen.stdout).toBe(byDefault.stdout)
    const unknown = await cli(['--game', 'chess', 'cards', 'show', '9-002h'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown game "chess": the games are fftcg, creatures')
  }, 30_000)

  it('an unknown card exits 1, an unknown command exits 2', async () => {
    expect((await cli(['cards', 'show', '99-999'])).code).toBe(1)
    const usage = await cli(['cards', 'fly'])
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Unknown command')
  }, 30_000)

  it('import of a malformed file names record and field, exits 1 and stores nothing', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'decklab-cli-'))
    const file = join(userData, 'bad.json')
    writeFileSync(file, JSON.stringify({ cards: [{ code: '1-001H', name_en: 'Auron', type_en: 'Forward', element: ['火'], cost: 'six', power: '9000', rarity: 'H', job_en: 'Guardian', category_1: 'X', text_en: '', set: ['Opus I'] }] }))
    const { code, stderr } = await cli(['cards', 'import', file], userData)
    expect(code).toBe(1)
    expect(stderr).toContain('1-001H')
    expect(stderr).toContain('cost')
    // issue 17.7: the place is said once
    const problem = stderr.split('\n').find((line) => line.includes('cost'))!
    expect(problem.match(/1-001H/g)).toHaveLength(1)
    expect(problem.match(/cost/g)).toHaveLength(1)
    expect(existsSync(join(userData, 'imported-cards.json'))).toBe(false)
  }, 30_000)

  it('import of the Opus 27 card-browser scrape adds its cards, and they survive a restart', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'decklab-cli-'))
    const scrape = join(root, 'test', 'fixtures', 'import', 'se-cardbrowser-scrape_opus27.json')
    const imported = await cli(['cards', 'import', scrape, '--json'], userData)
    expect(imported.code).toBe(0)
    const report = JSON.parse(imported.stdout) as { added: number; total: number }
    const scraped = JSON.parse(readFileSync(scrape, 'utf8')) as { cards: unknown[] }
    expect(report.added).toBe(scraped.cards.length)
    expect(report.total).toBe(bundled.cards.length + scraped.cards.length)
    // A new process (a restart) still knows the imported cards.
    const search = await cli(['cards', 'search', 'set:"Journey of Discovery"', '--json'], userData)
    expect(JSON.parse(search.stdout).total).toBe(scraped.cards.length)
  }, 30_000)
})
