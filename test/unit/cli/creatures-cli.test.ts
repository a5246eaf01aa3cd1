// The CLI with --game creatures, as a user runs it: a real process over the bundled demo set and a
// temporary user-data folder (cards import, search, show, deck validate/convert, play, lab).
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CreatureCard } from '@shared/games/creatures/card'
import { DEMO_CARDS, DEMO_DECK } from '../creatures/fixtures'
import { runCli } from './run-cli'

const cli = (args: string[], userData?: string) => runCli(['--game', 'creatures', ...args], userData)

function fileOf(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'decklab-cli-file-'))
  writeFileSync(join(dir, name), text)
  return join(dir, name)
}
const DECK_FILE = DEMO_DECK.map(([code, n]) => `${n} ${code}`).join('\n')
const HEADER = 'code,name,category,level,atk,def,type,unique,text'

describe('npm run cli -- --game creatures cards …', () => {
  it('search --json finds exactly the level 2+ creatures of the demo set', async () => {
    const { code, stdout } = await cli(['cards', 'search', 'lv>=2 c:creature', '--json'])
    expect(code).toBe(0)
    const result = JSON.parse(stdout) as { total: number; cards: CreatureCard[] }
    const expected = DEMO_CARDS.filter((c) => c.category === 'creature' && c.level! >= 2).map((c) => c.code)
    expect(result.cards.map((c) => c.code).sort()).toEqual(expected.sort())
  }, 30_000)

  it('show prints a card with its level, Atk, Def and active skills (1.4)', async () => {
    const { code, stdout } = await cli(['cards', 'show', 'cr-001'])
    expect(code).toBe(0)
    expect(stdout).toContain('Ember Pup')
    expect(stdout).toMatch(/Level 0, Atk 900, Def 500/)
    expect(stdout).toMatch(/Active skill: Blaze Bark \(1 AP\)/)
  }, 30_000)

  it('import stores a CSV set as a user card set; its cards are then searched; a bad file names line and field and stores nothing', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'decklab-cli-creatures-'))
    const good = fileOf('homemade.csv', `${HEADER}\nHM-001,Homemade Hydra,creature,2,2900,2100,Serpent,yes,\nHM-002,Homemade Field,terrain,,,,,no,Serpents get +100 Atk.\n`)
    const imported = await cli(['cards', 'import', good], userData)
    expect(imported.code).toBe(0)
    expect(imported.stdout).toMatch(/2 added/)
    expect(readdirSync(join(userData, 'card-sets', 'creatures')).filter((f) => f.endsWith('.json'))).toHaveLength(1)
    const found = await cli(['cards', 'search', 'homemade is:unique', '--json'], userData)
    expect((JSON.parse(found.stdout) as { cards: CreatureCard[] }).cards.map((c) => c.code)).toEqual(['HM-001'])

    const bad = fileOf('bad.csv', `${HEADER}\nHM-003,Broken,creature,1,12a,100,,no,\n`)
    const refused = await cli(['cards', 'import', bad], userData)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/line 2/)
    expect(refused.stderr).toMatch(/atk/)
    expect(readdirSync(join(userData, 'card-sets', 'creatures')).filter((f) => f.endsWith('.json'))).toHaveLength(1)
  }, 60_000)

  it('stats counts the cards by category, level and type', async () => {
    const { code, stdout } = await cli(['cards', 'stats'])
    expect(code).toBe(0)
    expect(stdout).toContain(`Cards: ${DEMO_CARDS.length}`)
    expect(stdout).toMatch(/By category:\n\s+creature\s+\d+/)
  }, 30_000)
})

describe('npm run cli -- --game creatures deck|play|lab …', () => {
  it('deck validate: the demo deck is valid; a 4th copy and a 2nd starred card are not (Règles supplémentaires)', async () => {
    expect((await cli(['deck', 'validate', fileOf('deck.txt', DECK_FILE)])).code).toBe(0)
    const starred = DEMO_CARDS.find((c) => c.unique)!
    const { code, stdout } = await cli(['deck', 'validate', fileOf('bad.txt', `${DECK_FILE}\n1 CR-001\n2 ${starred.code}`)])
    expect(code).toBe(1)
    expect(stdout).toMatch(/CR-001/)
    expect(stdout).toMatch(new RegExp(starred.code))
    expect(stdout).toMatch(/NOT valid/)
  }, 30_000)

  it('deck convert writes the game’s own writers and refuses FFTCG’s', async () => {
    const converted = await cli(['deck', 'convert', fileOf('deck.txt', '3 Ember Pup\n2 CR-003'), '--to', 'codes'])
    expect(converted.code).toBe(0)
    expect(converted.stdout).toMatch(/3 CR-001/)
    const usage = await cli(['deck', 'convert', fileOf('deck.txt', '3 Ember Pup'), '--to', 'untap'])
    expect(usage.code).toBe(2)
    expect(usage.stderr).toMatch(/full\|names\|codes/)
  }, 30_000)

  it('play replays a script and prints LP, AP and the zones; a refused action exits 1 with its rule', async () => {
    const deck = fileOf('deck.txt', DECK_FILE)
    const ok = await cli(['play', '--deck', deck, '--seed', '3', '--script', fileOf('s.json', '[{"type":"keepHand"}]')])
    expect(ok.code).toBe(0)
    expect(ok.stdout).toMatch(/LP: you 8000, opponent 8000; AP 3/)
    expect(ok.stdout).toMatch(/Creature slots \(0\)/)
    const refused = await cli(['play', '--deck', deck, '--seed', '3', '--script', fileOf('s.json', '[{"type":"keepHand"},{"type":"nextPhase"},{"type":"attack","card":"c1"}]')])
    expect(refused.code).toBe(1)
    expect(refused.stdout).toMatch(/Action 2 refused/)
  }, 30_000)

  it('lab --compare runs the creature policies and prints their figures', async () => {
    const { code, stdout } = await cli(['lab', fileOf('deck.txt', DECK_FILE), '--games', '500', '--seed', '1', '--turns', '3', '--compare', 'keep,bottom-magic', '--workers', '1'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/== policy "keep"/)
    expect(stdout).toMatch(/== policy "bottom-magic"/)
    expect(stdout).toMatch(/LP dealt by turn 3/)
    const json = await cli(['lab', fileOf('deck.txt', DECK_FILE), '--games', '200', '--seed', '1', '--turns', '2', '--json', '--workers', '1'])
    expect(JSON.parse(json.stdout).results.games).toBe(200)
  }, 60_000)
})
