// The CLI with --game vanguard, as a user runs it: a real process over the bundled catalog and a
// temporary user-data folder (cards import, search, show, stats, sets, deck validate/convert, play).
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ReplayResponse } from '@shared/api'
import type { VanguardCard } from '@shared/games/vanguard/card'
import type { GameState } from '@shared/games/vanguard/engine'
import { card, cards, deckPiles, engineDeckText } from '../vanguard/fixtures'
import { runCli } from './run-cli'

const cli = (args: string[], userData?: string) => runCli(['--game', 'vanguard', ...args], userData)

function fileOf(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'decklab-cli-file-'))
  writeFileSync(join(dir, name), text)
  return join(dir, name)
}
const HEADER = 'code,name,grade,power,shield,critical,trigger,skill,unit_type,nation,clan,set,text'
const DSD01 = engineDeckText('dsd01')
/** dsd01 as `4x CODE` lines under `Ride deck` / `Main deck` headings. */
function codeLines(): string {
  const { ride, main } = deckPiles('dsd01')
  const line = (e: { code: string; count: number }) => `${e.count}x ${card(e.code).code}`
  return ['Ride deck (4)', ...ride.map(line), 'Main deck (46)', ...main.map(line)].join('\n')
}

describe('npm run cli -- --game vanguard cards …', () => {
  it('search --json finds exactly the grade 3 cards of a clan', async () => {
    const clan = cards.find((c) => c.clan && c.grade === 3)!.clan!
    const { code, stdout } = await cli(['cards', 'search', `grade:3 c:"${clan}"`, '--json', '--limit', '500'])
    expect(code).toBe(0)
    const result = JSON.parse(stdout) as { total: number; cards: VanguardCard[] }
    expect(result.cards.map((c) => c.code).sort()).toEqual(cards.filter((c) => c.grade === 3 && c.clan === clan).map((c) => c.code).sort())
  }, 90_000)

  it('show prints a card by any spelling of its code, with grade, power, shield, trigger and text', async () => {
    const { code, stdout } = await cli(['cards', 'show', 'dsd01_013'])
    expect(code).toBe(0)
    const nikko = card('D-SD01/013')
    expect(stdout).toContain(nikko.name)
    expect(stdout).toContain(`Grade ${nikko.grade}, Power ${nikko.power}, Shield ${nikko.shield}, Critical ${nikko.critical}`)
    expect(stdout).toContain(`Trigger: ${nikko.trigger} +${nikko.triggerPower}`)
  }, 90_000)

  it('stats counts the bundled cards by grade and trigger and names where they came from', async () => {
    const { code, stdout } = await cli(['cards', 'stats'])
    expect(code).toBe(0)
    expect(stdout).toContain(`Cards: ${cards.length}`)
    expect(stdout).toMatch(/Data: \.\.\/shared\/data\/vanguard\/vanguardengine_dseries_cards\.json \(thepotatopower\/VanguardEngine@/)
    expect(stdout).toMatch(new RegExp(`By trigger:[\\s\\S]*heal\\s+${cards.filter((c) => c.trigger === 'heal').length}\\n`))
  }, 90_000)

  it('import stores a CSV as a user card set, listed by sets and searched; a bad file names line and field and stores nothing', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'decklab-cli-vanguard-'))
    const good = fileOf('homemade.csv', `${HEADER}\nHM-001,Homemade Dragon,3,13000,,1,,Twin Drive!!,normal,Dragon Empire,,HM,Strong.\nHM-002,Homemade Heal,0,5000,20000,1,Heal Trigger,boost,trigger,Dragon Empire,,HM,\n`)
    const imported = await cli(['cards', 'import', good], userData)
    expect(imported.code).toBe(0)
    expect(imported.stdout).toMatch(/2 added/)
    expect(readdirSync(join(userData, 'card-sets', 'vanguard')).filter((f) => f.endsWith('.json'))).toHaveLength(1)
    const listed = await cli(['sets', 'list'], userData)
    expect(listed.stdout).toMatch(/homemade\s+\(2 cards/)
    const found = await cli(['cards', 'search', 'set:HM tr:heal', '--json'], userData)
    expect((JSON.parse(found.stdout) as { cards: VanguardCard[] }).cards.map((c) => [c.code, c.triggerPower])).toEqual([['HM-002', 10000]])

    const bad = fileOf('bad.csv', `${HEADER}\nHM-003,Broken,x,13000,,1,,,normal,Dragon Empire,,HM,\n`)
    const refused = await cli(['cards', 'import', bad], userData)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/line 2, field "grade"/)
    expect(readdirSync(join(userData, 'card-sets', 'vanguard')).filter((f) => f.endsWith('.json'))).toHaveLength(1)
  }, 90_000)
})

describe('npm run cli -- --game vanguard deck|play …', () => {
  it('deck validate: VanguardEngine’s #RideDeck/#MainDeck file and `4x CODE` lines are valid; a 17th trigger is refused with DC-16-triggers', async () => {
    const engine = await cli(['deck', 'validate', fileOf('dsd01.txt', DSD01)])
    expect(engine.stdout).toMatch(/ride-deck deck, 50 cards: valid/)
    expect(engine.code).toBe(0)
    expect((await cli(['deck', 'validate', fileOf('codes.txt', codeLines())])).code).toBe(0)
    // One non-trigger card swapped for a 4th Blaze Fist Monk, Nikko (a trigger): 17 triggers.
    const { main } = deckPiles('dsd01')
    const nonTrigger = main.find((e) => !card(e.code).trigger && e.count > 1)!
    const swapped = codeLines().replace(`${nonTrigger.count}x ${card(nonTrigger.code).code}`, `${nonTrigger.count - 1}x ${card(nonTrigger.code).code}\n1x D-SD01/013`)
    const refused = await cli(['deck', 'validate', fileOf('bad.txt', swapped)])
    expect(refused.code).toBe(1)
    expect(refused.stdout).toMatch(/17[\s\S]*DC-16-triggers/)
    expect(refused.stdout).toMatch(/NOT valid/)
  }, 90_000)

  it('deck convert writes #RideDeck / #MainDeck with the game’s writers, reads back the same, and refuses FFTCG’s', async () => {
    const converted = await cli(['deck', 'convert', fileOf('dsd01.txt', DSD01), '--to', 'names'])
    expect(converted.code).toBe(0)
    expect(converted.stdout).toMatch(/^#RideDeck\n1 Sunrise Egg\n/)
    expect(converted.stdout).toMatch(/#MainDeck\n/)
    const back = await cli(['deck', 'convert', fileOf('names.txt', converted.stdout), '--to', 'codes'])
    expect(back.stdout).toBe(`${codeLines().replace('Ride deck (4)', '#RideDeck').replace('Main deck (46)', '#MainDeck')}\n`)
    const usage = await cli(['deck', 'convert', fileOf('dsd01.txt', DSD01), '--to', 'untap'])
    expect(usage.code).toBe(2)
    expect(usage.stderr).toMatch(/codes\|names\|engine/)
  }, 90_000)

  it('play starts on the ride deck’s grade 0 and prints the circles and zones; a ride two grades up is refused with Phase de Ride, exit 1', async () => {
    const deck = fileOf('dsd01.txt', DSD01)
    const keep = fileOf('keep.json', '[{"type":"keepHand"}]')
    const ok = await cli(['play', '--deck', deck, '--seed', '3', '--script', keep])
    expect(ok.code).toBe(0)
    expect(ok.stdout).toMatch(/Vanguard circle \(1\):\n\s+c\d+ D-SD01\/004 Sunrise Egg \(grade 0\) \[stand/)
    expect(ok.stdout).toMatch(/Ride deck \(3\)/)
    expect(ok.stdout).toMatch(/frontLeft: -/)
    const state = (JSON.parse((await cli(['play', '--deck', deck, '--seed', '3', '--script', keep, '--json'])).stdout) as ReplayResponse).view.state as GameState
    const grade2 = state.zones.hand.find((id) => (state.defs[state.instances[id]!]!.grade ?? 0) >= 2)!
    const refused = await cli(['play', '--deck', deck, '--seed', '3', '--script', fileOf('s.json', JSON.stringify([{ type: 'keepHand' }, { type: 'ride', card: grade2 }]))])
    expect(refused.code).toBe(1)
    expect(refused.stdout).toMatch(/Action 1 refused/)
    expect(refused.stdout).toMatch(/Phase de Ride/)
  }, 90_000)

  it('play plays the deck’s ride pile as its ride deck, as game.new does: a ride pile of grades 0 and 1 leaves the grade 2 and 3 in the main deck', async () => {
    const { ride, main } = deckPiles('dsd01')
    const line = (e: { code: string; count: number }) => `${e.count}x ${card(e.code).code}`
    // the ride pile keeps its grade 0 and 1; its grade 2 and 3 go to the main deck (still 50 cards)
    const [kept, moved] = [ride.filter((e) => (card(e.code).grade ?? 0) <= 1), ride.filter((e) => (card(e.code).grade ?? 0) >= 2)]
    expect(kept.map((e) => card(e.code).grade)).toEqual([0, 1])
    const text = ['Ride deck (2)', ...kept.map(line), 'Main deck (48)', ...[...main, ...moved].map(line)].join('\n')
    const keep = fileOf('keep.json', '[{"type":"keepHand"}]')
    const result = JSON.parse((await cli(['play', '--deck', fileOf('short-ride.txt', text), '--seed', '3', '--script', keep, '--json'])).stdout) as ReplayResponse
    const state = result.view.state as GameState
    const codeOf = (id: string) => state.instances[id]!
    // the starting vanguard is the ride pile's grade 0; the ride deck holds its grade 1 alone
    expect(state.zones.vanguard.map(codeOf)).toEqual([card(kept[0]!.code).code])
    expect(state.zones.rideDeck.map(codeOf)).toEqual([card(kept[1]!.code).code])
    // the 48 main deck cards are in the deck and the hand
    expect(state.zones.deck.length + state.zones.hand.length).toBe(48)
  }, 90_000)
})
