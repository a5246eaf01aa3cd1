// The CLI with --game mtg, as a user runs it: a real process over the bundled catalog and a
// temporary user-data folder (cards search, show, import; deck validate and convert in Magic's own
// formats; play; lab). Issue 14, item 7.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CardUpdateReport, ReplayResponse } from '@shared/api'
import type { MtgCatalogCard } from '@shared/games/mtg/catalog-card'
import type { GameState } from '@shared/games/mtg/engine'
import { startReplayServer, type ReplayServer } from '../../fixtures/fftcg-official/replay-server'
import { bulkFile, bulkList, scryfallObjects } from '../../fixtures/scryfall-bulk/bulk-files'
import { card, cards } from '../mtg/fixtures'
import { modernArenaList } from '../mtg/fixture-decks'
import { runCli } from './run-cli'

const cli = (args: string[], userData?: string) => runCli(['--game', 'mtg', ...args], userData)

function fileOf(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'decklab-cli-file-'))
  writeFileSync(join(dir, name), text)
  return join(dir, name)
}

describe('npm run cli -- --game mtg cards …', () => {
  it('search --json finds exactly the green creatures of mana value 2 or less (t:creature c:g mv<=2)', async () => {
    const { code, stdout } = await cli(['cards', 'search', 't:creature c:g mv<=2', '--json', '--limit', '500'])
    expect(code).toBe(0)
    const result = JSON.parse(stdout) as { total: number; cards: MtgCatalogCard[] }
    const expected = cards.filter((c) => c.faces.some((f) => f.types.includes('Creature')) && c.colors.includes('G') && c.manaValue <= 2)
    expect(result.cards.map((c) => c.name).sort()).toEqual(expected.map((c) => c.name).sort())
  }, 90_000)

  it('show prints a card by its name in any case: set, type line, rules text and formats', async () => {
    const { code, stdout } = await cli(['cards', 'show', 'lightning BOLT'])
    expect(code).toBe(0)
    const bolt = card('Lightning Bolt')
    expect(stdout).toContain(`Lightning Bolt (${bolt.set.toUpperCase()} ${bolt.collectorNumber}, ${bolt.rarity})`)
    expect(stdout).toContain('Instant {R}')
    expect(stdout).toContain(bolt.faces[0]!.oracleText)
    expect(stdout).toMatch(/Formats: .*modern/)
    const unknown = await cli(['cards', 'show', 'No Such Card Anywhere'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No card with code or name No Such Card Anywhere')
  }, 90_000)

  it('import reads a Scryfall list; its new cards are then found by search', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'decklab-cli-mtg-'))
    const fresh = scryfallObjects().filter((o) => o.layout === 'normal').slice(0, 2).map((o, i) => ({ ...o, name: `Homebrew Card ${i}`, oracle_id: `11111111-0000-0000-0000-00000000000${i}` }))
    const imported = await cli(['cards', 'import', fileOf('cards.json', JSON.stringify({ object: 'list', has_more: false, data: fresh }))], userData)
    expect(imported.code).toBe(0)
    expect(imported.stdout).toContain(`(scryfall-list): 2 added, 0 updated, 0 unchanged; ${cards.length + 2} cards in the database`)
    const found = await cli(['cards', 'search', 'name:homebrew', '--json'], userData)
    expect((JSON.parse(found.stdout) as { cards: MtgCatalogCard[] }).cards.map((c) => c.name)).toEqual(['Homebrew Card 0', 'Homebrew Card 1'])
  }, 90_000)
})

describe('npm run cli -- --game mtg cards update', () => {
  let servers: ReplayServer[] = []
  afterEach(async () => {
    await Promise.all(servers.map((s) => s.close()))
    servers = []
  })

  it('--source downloads Scryfall’s oracle cards from a local server: progress on stderr, the report on stdout, the catalog replaced', async () => {
    const file = bulkFile(scryfallObjects())
    const files = await startReplayServer([{ body: file, dribble: { bytes: 16_384, everyMs: 50 } }])
    const api = await startReplayServer([{ body: bulkList(files.url, Buffer.byteLength(file)) }])
    servers.push(files, api)
    const userData = mkdtempSync(join(tmpdir(), 'decklab-cli-mtg-update-'))
    const { code, stdout, stderr } = await cli(['cards', 'update', '--source', api.url, '--json'], userData)
    expect(stderr).toMatch(/Downloading from 127\.0\.0\.1:\d+: \d+ KB of \d+ KB/)
    expect(code).toBe(0)
    const report = JSON.parse(stdout) as CardUpdateReport
    expect(report.source).toBe(api.url)
    expect(report.total).toBe(report.received)
    const stats = await cli(['cards', 'stats', '--json'], userData)
    expect(JSON.parse(stats.stdout).total).toBe(report.received)
    const shown = await cli(['cards', 'show', 'Renowned Weaponsmith'], userData)
    expect(shown.stdout).toContain('Renowned Weaponsmith')
  }, 120_000)
})

describe('npm run cli -- --game mtg deck|play|lab …', () => {
  it('deck validate: a modern deck of 60 with 24 basic lands is valid; a fifth Lightning Bolt is refused naming rule 100.2a, exit 1', async () => {
    const ok = await cli(['deck', 'validate', fileOf('deck.txt', modernArenaList()), '--format', 'modern'])
    expect(ok.code).toBe(0)
    expect(ok.stdout).toContain('modern deck, 60 cards: valid')
    const five = await cli(['deck', 'validate', fileOf('deck.txt', modernArenaList(['1 Lightning Bolt'])), '--format', 'modern'])
    expect(five.code).toBe(1)
    expect(five.stdout).toMatch(/error: 5 copies of Lightning Bolt: at most 4 .*\(rule 100\.2a\)/)
    expect(five.stdout).toContain('modern deck, 61 cards: NOT valid')
  }, 120_000)

  it('deck validate --format commander refuses a card outside the commander’s colour identity (903.5c)', async () => {
    const list = ['Commander', '1 Azusa, Lost but Seeking', 'Deck', '1 Llanowar Elves', '1 Lightning Bolt', '97 Forest'].join('\n')
    const { code, stdout } = await cli(['deck', 'validate', fileOf('edh.txt', list), '--format', 'commander'])
    expect(code).toBe(1)
    expect(stdout).toMatch(/error: Lightning Bolt has colour identity R, outside the commander’s G \(rule 903\.5c\)/)
    expect(stdout).not.toMatch(/Llanowar Elves/)
  }, 90_000)

  it('deck convert writes MTGO’s .dek, which deck validate reads back to the same 60 cards', async () => {
    const converted = await cli(['deck', 'convert', fileOf('deck.txt', modernArenaList()), '--to', 'dek'])
    expect(converted.code).toBe(0)
    expect(converted.stdout).toMatch(/^<\?xml[\s\S]*<Cards Quantity="4" Sideboard="false" Name="Lightning Bolt"/)
    const back = await cli(['deck', 'validate', fileOf('deck.dek', converted.stdout), '--format', 'modern'])
    expect(back.stdout).toContain('modern deck, 60 cards: valid')
    expect(back.code).toBe(0)
  }, 120_000)

  it('play keeps the opening hand, plays a land in the first main phase and prints the battlefield (CR 103.8a: no draw on the play)', async () => {
    const deck = fileOf('deck.txt', modernArenaList())
    const start = JSON.parse((await cli(['play', '--deck', deck, '--seed', '5', '--script', fileOf('s.json', '[]'), '--json'])).stdout) as ReplayResponse
    const first = start.view.state as GameState
    const land = first.zones.hand.find((id) => first.defs[first.instances[id]!]!.land)
    expect(land).toBeDefined()
    // Keep: the turn goes by itself to the first stop, the first main phase (issue 32); the draw step gives nothing on the play.
    const script = [{ type: 'keepHand', bottom: [] }, { type: 'playLand', card: land }]
    const played = await cli(['play', '--deck', deck, '--seed', '5', '--script', fileOf('s.json', JSON.stringify(script))])
    expect(played.stderr).toBe('')
    expect(played.code).toBe(0)
    expect(played.stdout).toMatch(/Battlefield \(1\):\n {2}\S+ (Forest|Mountain) \[untapped\]/)
    expect(played.stdout).toContain('Hand (6)')
  }, 90_000)

  it('play --format commander starts at 40 life (CR 903.7), standard at 20 (CR 103.4); the sideboard stays out of the library, as in game.new', async () => {
    const deck = fileOf('deck.txt', [modernArenaList(), '', 'Sideboard', '3 Forest'].join('\n'))
    const script = fileOf('s.json', '[]')
    const startOf = async (format: string) => JSON.parse((await cli(['play', '--deck', deck, '--seed', '5', '--script', script, '--format', format, '--json'])).stdout) as ReplayResponse
    const commander = (await startOf('commander')).view.state as GameState
    expect([commander.life, commander.opponent.life]).toEqual([40, 40])
    const standard = await startOf('standard')
    const state = standard.view.state as GameState
    expect([state.life, state.opponent.life]).toEqual([20, 20])
    expect(standard.log[0]).toContain('60 cards, 20 life each')
    // the 60 cards of the main deck: 7 in hand, 53 in the library; the 3 sideboard Forests are not played
    expect(state.zones.library.length + state.zones.hand.length).toBe(60)
  }, 90_000)

  it('lab runs the London mulligan policies over the deck and prints lands by turn and mana screw', async () => {
    // the list is a Modern deck: the lab refuses it in Standard (issue 28: lab refuses a deck its validation rejects);
    // without --format the lab plays the format guessed from its cards (issue 32), Modern here
    const refused = await cli(['lab', fileOf('deck.txt', modernArenaList()), '--format', 'standard', '--games', '100', '--workers', '1'])
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toMatch(/not valid in the standard format of mtg.*not legal in Standard \(rule 100\.6\)/)
    const { code, stdout } = await cli(['lab', fileOf('deck.txt', modernArenaList()), '--format', 'modern', '--games', '2000', '--seed', '1', '--turns', '5', '--workers', '1'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/deck of 60 cards \(24 lands\), on the play, London mulligan/)
    expect(stdout).toMatch(/Lands in play on own turn t/)
    expect(stdout).toMatch(/mana screw \d+\.\d%/)
    // Karsten's sources per coloured cost (issue 32): Lightning Bolt's C on turn 1 with 12 Mountains of 24 lands
    expect(stdout).toMatch(/Coloured sources needed to cast each cost on curve/)
    expect(stdout).toMatch(/\nR +C +1 +90 % +1\d +1\d +1\d +12 +Lightning Bolt/)
    const json = await cli(['lab', fileOf('deck.txt', modernArenaList()), '--format', 'modern', '--games', '500', '--seed', '1', '--turns', '4', '--json', '--workers', '1'])
    expect(JSON.parse(json.stdout).results.games).toBe(500)
  }, 120_000)
})
