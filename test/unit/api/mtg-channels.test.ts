// Magic served by main as the other games are (issue 14, items 1 and 2): its bundled catalog with
// its provenance, Scryfall's query syntax through the generic field index over search rows, the
// filter panel's filters, cards by id, Arena decklists, imported card files, and its games.
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CatalogStats, FormattedDecklist, GameView, ImportReport, ParsedDecklist, SearchResult } from '@shared/api'
import { WRITERS } from '@shared/games/mtg/decklist'
import type { MtgCatalogCard } from '@shared/games/mtg/catalog-card'
import type { MtgFacets } from '@shared/games/mtg/card-filters'
import type { GameState } from '@shared/games/mtg/engine'
import { LabStartRequestSchema } from '@shared/channels/lab'
import { createMainServices } from '../../../src-main/services'
import { writeOracleCatalog } from '../../../src-main/games/mtg/update/oracle-catalog-file'
import { IMPORTED_CARDS_FILE } from '../../../src-main/games/mtg/card-store'
import { scryfallObjects } from '../../fixtures/scryfall-bulk/bulk-files'
import { bundle, cards } from '../mtg/fixtures'
import { modernArenaList } from '../mtg/fixture-decks'

function servicesIn(dir = mkdtempSync(join(tmpdir(), 'decklab-mtg-'))) {
  const services = createMainServices({ userDataDir: dir })
  return async <T>(channel: string, payload: object): Promise<T> => {
    const envelope = await services.dispatch(channel, { game: 'mtg', ...payload }, { transport: 'http' })
    if (!envelope.ok) throw new Error(`${channel}: ${envelope.error.message} ${JSON.stringify(envelope.error.details ?? [])}`)
    return envelope.value as T
  }
}
const call = servicesIn()
const names = (result: SearchResult) => (result.cards as MtgCatalogCard[]).map((c) => c.name).sort()
const isCreature = (c: (typeof cards)[number]) => c.faces.some((f) => f.types.includes('Creature'))

describe('Magic through the dispatch', () => {
  it('serves the bundled catalog with its provenance: every source file and where it came from', async () => {
    const stats = await call<CatalogStats>('cards.stats', {})
    expect(stats.total).toBe(bundle.cards.length)
    expect(stats.provenance.cardCount).toBe(bundle.cards.length)
    for (const source of bundle.meta.sources) expect(stats.provenance.source).toContain(source.origin)
    expect(stats.provenance.imports).toEqual([])
    expect(stats.byField?.rarity?.mythic).toBe(cards.filter((c) => c.rarity === 'mythic').length)
  })

  it('searches with Scryfall’s keys: t:creature c:g mv<=2 finds the green creatures of mana value 2 or less', async () => {
    const result = await call<SearchResult>('cards.search', { query: 't:creature c:g mv<=2', limit: 500 })
    const expected = cards.filter((c) => isCreature(c) && c.colors.includes('G') && c.manaValue <= 2 && !c.digital).map((c) => c.name).sort()
    expect(expected.length).toBeGreaterThan(10)
    expect(names(result)).toEqual(expected)
    expect(result.total).toBe(expected.length)
  })

  it('leaves MTG Arena’s own cards out of a search unless it asks for them or for an Arena format (issue 32)', async () => {
    const plain = await call<SearchResult>('cards.search', { query: 'omnath', limit: 20 })
    expect(names(plain)).toEqual(['Omnath, Locus of Creation'])
    const historic = await call<SearchResult>('cards.search', { query: 'aspirant f:gladiator', limit: 20 })
    expect(names(historic)).toEqual(['A-Luminarch Aspirant', 'Luminarch Aspirant'])
    const arena = await call<SearchResult>('cards.search', { query: 'is:arena', limit: 100 })
    // the 12 Alchemy "A-" cards and the digital-only printings no paper format takes (Aswan Jaguar, an Astral card)
    expect(names(arena)).toEqual(expect.arrayContaining(['A-Omnath, Locus of Creation', 'A-Luminarch Aspirant', 'Aswan Jaguar']))
    expect(names(arena)).not.toContain('Chub Toad')
    const all = await call<SearchResult>('cards.search', { query: '', limit: 1 })
    expect(all.total).toBe(cards.length - arena.total)
    const either = await call<SearchResult>('cards.search', { query: 'omnath or aspirant', limit: 20 })
    expect(names(either)).toEqual(['Luminarch Aspirant', 'Omnath, Locus of Creation'])
  })

  it('offers Arena’s own cards to a deck built for one of Arena’s formats, never to a paper deck (issue 32 point 5)', async () => {
    const omnath = (deckFormat?: string) => call<SearchResult>('cards.search', { query: 'omnath', limit: 20, ...(deckFormat ? { deckFormat } : {}) })
    for (const arenaFormat of ['alchemy', 'historic', 'timeless', 'brawl']) expect(names(await omnath(arenaFormat)), arenaFormat).toEqual(['A-Omnath, Locus of Creation', 'Omnath, Locus of Creation'])
    for (const paper of ['standard', 'modern', 'commander']) expect(names(await omnath(paper)), paper).toEqual(['Omnath, Locus of Creation'])
    // the deck's format is checked against the game's formats in main
    await expect(omnath('no-such-format')).rejects.toThrow(/deckFormat/)
  })

  it('finds a card by its French name as by its English one (MTGJSON foreignData; issue 32)', async () => {
    expect(names(await call<SearchResult>('cards.search', { query: 'cobra de lotus', limit: 5 }))).toEqual(['Lotus Cobra'])
    expect(names(await call<SearchResult>('cards.search', { query: 'nomfr:choc', limit: 5 }))).toEqual(['Shock'])
  })

  it('guesses a list’s format from its cards when it says none: the first in which they are all legal (issue 32)', async () => {
    const parse = (text: string) => call<ParsedDecklist>('decklist.parse', { text })
    // Lightning Bolt: not in Standard nor Pioneer (the data of its 2X2 printing), legal in Modern
    expect(await parse('Deck\n4 Lightning Bolt\n4 Shock\n52 Mountain')).toMatchObject({ format: 'modern', formatGuessed: true })
    // Lotus Cobra and Bounding Wolf: Standard in MTGJSON's 2022-04-25 data; Shock (M21) not there, Pioneer
    expect(await parse('Deck\n4 Bounding Wolf\n4 Lotus Cobra\n52 Forest')).toMatchObject({ format: 'standard', formatGuessed: true })
    expect(await parse('Deck\n4 Shock\n4 Lotus Cobra\n52 Mountain')).toMatchObject({ format: 'pioneer', formatGuessed: true })
    // an Alchemy card: Arena's formats only, Alchemy the narrowest (A-Luminarch Aspirant and Plains: `alchemy: legal` in the 2022-04-25 data)
    expect(await parse('Deck\n4 A-Luminarch Aspirant\n56 Plains')).toMatchObject({ format: 'alchemy', formatGuessed: true })
    // a commander pile: an Arena card makes it Arena's Brawl; 60 cards, Standard Brawl (CR 903.12d)
    expect(await parse('Commander\n1 A-Omnath, Locus of Creation\nDeck\n99 Forest')).toMatchObject({ format: 'brawl', formatGuessed: true })
    expect(await parse('Commander\n1 Omnath, Locus of Creation\nDeck\n59 Forest')).toMatchObject({ format: 'standardbrawl', formatGuessed: true })
    // a list that says its format is not second-guessed
    const said = await parse('Format: Legacy\nDeck\n4 Shock\n56 Mountain')
    expect(said.format).toBe('legacy')
    expect(said.formatGuessed).toBeUndefined()
    expect(await parse('Commander\n1 Omnath, Locus of Creation\nDeck\n99 Forest')).toMatchObject({ format: 'commander', formatGuessed: true })
    expect(await parse('Deck\n4 Shock\n36 Mountain')).toMatchObject({ format: 'limited', formatGuessed: true })
  })

  it('imports a French list by the cards’ French names (issue 32)', async () => {
    const parsed = await call<ParsedDecklist>('decklist.parse', { text: 'Deck\n4 Choc\n2 Cobra de lotus\n4 cobra de lotus' })
    expect(parsed.errors).toEqual([])
    const id = (name: string) => cards.find((c) => c.name === name)!.id
    expect(parsed.piles.main).toEqual([expect.objectContaining({ code: id('Shock'), count: 4 }), expect.objectContaining({ code: id('Lotus Cobra'), count: 6 })])
  })

  it('answers with the cards, their code (the oracle id) and the list’s columns, not the search rows', async () => {
    const result = await call<SearchResult>('cards.search', { query: 'lightning bolt', limit: 5 })
    const bolt = result.cards.find((c) => c.name === 'Lightning Bolt') as MtgCatalogCard
    expect(bolt.code).toBe(bolt.id)
    expect(bolt.typeLine).toBe('Instant')
    expect(bolt.faces[0]!.oracleText).toContain('3 damage')
    expect(bolt).not.toHaveProperty('modern')
    expect(bolt).not.toHaveProperty('colorQuery')
  })

  it('lists cards by name when the query has no words to rank by (the index’s own order is by oracle id)', async () => {
    const result = await call<SearchResult>('cards.search', { query: 't:land', limit: 50 })
    const listed = result.cards.map((c) => c.name)
    expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b)))
  })

  it('takes the filter panel’s filters and gives facets under the same keys', async () => {
    const facets = await call<MtgFacets>('cards.facets', {})
    expect(facets.colors).toEqual(['W', 'U', 'B', 'R', 'G'])
    expect(facets.types).toEqual(expect.arrayContaining(['Creature', 'Land', 'Instant']))
    // Only CR 205.2a's card types: the Astral card's "Summon Jaguar" gives neither "Summon" nor "Jaguar" (issue 32)
    const cr205 = ['Artifact', 'Battle', 'Conspiracy', 'Creature', 'Dungeon', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Phenomenon', 'Plane', 'Planeswalker', 'Scheme', 'Sorcery', 'Tribal', 'Vanguard']
    expect(facets.types.filter((type) => !cr205.includes(type))).toEqual([])
    const result = await call<SearchResult>('cards.search', { query: '', filters: { colors: ['G'], types: ['Creature'], manaValue: { max: 1 } }, limit: 500 })
    const expected = cards.filter((c) => c.colors.includes('G') && isCreature(c) && c.manaValue <= 1).map((c) => c.name).sort()
    expect(names(result)).toEqual(expected)
  })

  it('finds cards by their code (the oracle id), and says which codes it does not know', async () => {
    const bolt = cards.find((c) => c.name === 'Lightning Bolt')!
    const got = await call<{ cards: MtgCatalogCard[]; unknown: string[] }>('cards.get', { codes: [bolt.id, 'no-such-id'] })
    expect(got.cards.map((c) => c.name)).toEqual(['Lightning Bolt'])
    expect(got.unknown).toEqual(['no-such-id'])
  })

  it('reads an MTG Arena list to entries keyed by the cards’ ids, and starts a game of 60 with 7 cards in hand (CR 103.4)', async () => {
    const parsed = await call<ParsedDecklist>('decklist.parse', { text: modernArenaList() })
    expect(parsed.errors).toEqual([])
    const main = parsed.piles.main!
    expect(main.reduce((n, e) => n + e.count, 0)).toBe(60)
    expect(main.find((e) => e.code === cards.find((c) => c.name === 'Forest')!.id)?.count).toBe(12)
    const view = await call<GameView>('game.new', { deck: main, seed: 3, format: 'modern' })
    const state = view.state as GameState
    expect(state.zones.hand).toHaveLength(7)
    expect(state.zones.library).toHaveLength(53)
    expect(state.life).toBe(20)
  })

  it('starts a game and a lab run of a legal deck with 56 basic lands of one name (CR 100.2a: basic lands have no copy limit)', async () => {
    const island = cards.find((c) => c.name === 'Island')!.id
    const bolt = cards.find((c) => c.name === 'Lightning Bolt')!.id
    const deck = [{ code: island, count: 56 }, { code: bolt, count: 4 }]
    const view = await call<GameView>('game.new', { deck, seed: 1, format: 'modern' })
    expect((view.state as GameState).zones.library).toHaveLength(53)
    expect(LabStartRequestSchema.safeParse({ game: 'mtg', deck, format: 'modern' }).success).toBe(true)
  })

  it('writes the deck in each of the seven Magic formats, and reads each back to the same piles', async () => {
    const parsed = await call<ParsedDecklist>('decklist.parse', { text: `${modernArenaList()}\n\nSideboard\n2 Shock` })
    expect(parsed.errors).toEqual([])
    const byCode = (entries: readonly { code: string; count: number }[] = []) => Object.fromEntries(entries.map((e) => [e.code, e.count]))
    for (const writer of WRITERS) {
      const { text } = await call<FormattedDecklist>('decklist.format', { writer, piles: parsed.piles, format: 'modern' })
      const back = await call<ParsedDecklist>('decklist.parse', { text })
      expect(back.errors, writer).toEqual([])
      expect(byCode(back.piles.main), writer).toEqual(byCode(parsed.piles.main))
      expect(byCode(back.piles.sideboard), writer).toEqual(byCode(parsed.piles.sideboard))
    }
  })

  it('reads a Deck Lab deck file, whose cards are named by code (the id)', async () => {
    const bolt = cards.find((c) => c.name === 'Lightning Bolt')!
    const file = JSON.stringify({ deckLab: 1, deck: { name: 'Bolts', entries: [{ code: bolt.id, count: 4 }] } })
    const parsed = await call<ParsedDecklist>('decklist.parse', { text: file })
    expect(parsed.source).toBe('json')
    expect(parsed.piles.main).toEqual([{ code: bolt.id, count: 4 }])
  })

  it('imports a Scryfall list file: its new cards join the catalog, the import is in the history, and a second import of it changes nothing', async () => {
    const importing = servicesIn()
    // Scryfall's fixtures are in the bundle: three of them renamed are cards the catalog has not.
    const objects = scryfallObjects().filter((o) => o.layout === 'normal').slice(0, 3)
    const fresh = objects.map((o, i) => ({ ...o, name: `Test Card ${i}`, oracle_id: `00000000-0000-0000-0000-00000000000${i}` }))
    const content = JSON.stringify({ object: 'list', has_more: false, data: fresh })
    const first = await importing<ImportReport>('cards.import', { fileName: 'fresh.json', content })
    expect(first).toMatchObject({ format: 'scryfall-list', added: 3, updated: 0, total: bundle.cards.length + 3 })
    const found = await importing<SearchResult>('cards.search', { query: 'name:"test card"', limit: 10 })
    expect(names(found)).toEqual(['Test Card 0', 'Test Card 1', 'Test Card 2'])
    const again = await importing<ImportReport>('cards.import', { fileName: 'fresh.json', content })
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 3 })
    const stats = await importing<CatalogStats>('cards.stats', {})
    expect(stats.provenance.imports.map((i) => [i.fileName, i.format, i.cards])).toEqual([['fresh.json', 'scryfall-list', 3], ['fresh.json', 'scryfall-list', 3]])
  })

  it('refuses a file that is no Magic card file, naming what it expected, and changes nothing', async () => {
    const importing = servicesIn()
    await expect(importing('cards.import', { fileName: 'other.json', content: '{"cards": []}' })).rejects.toThrow(/other\.json is not a Magic card file.*nothing was changed/)
    await expect(importing('cards.import', { fileName: 'bad.json', content: JSON.stringify([{ object: 'card', layout: 'normal' }]) })).rejects.toThrow(/bad\.json: card #1.*name/)
    expect((await importing<CatalogStats>('cards.stats', {})).total).toBe(bundle.cards.length)
  })

  it('puts the downloaded oracle cards in place of the bundled ones, and names the download in the history', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'decklab-mtg-oracle-'))
    // As Scryfall's English oracle cards come: no French
    const kept = cards.filter((c) => c.name === 'Lightning Bolt' || c.name === 'Forest').map(({ fr, ...card }) => card)
    const source = { base: 'http://127.0.0.1:1/', downloadUri: 'http://127.0.0.1:1/oracle.json', updatedAt: '2026-11-24T09:02:39.604+00:00', downloadedAt: '2026-11-24T10:00:00.000Z' }
    await writeOracleCatalog(dir, { source, cards: kept })
    const oracle = servicesIn(dir)
    const stats = await oracle<CatalogStats>('cards.stats', {})
    expect(stats.total).toBe(2)
    expect(stats.provenance.imports).toEqual([{ fileName: `Scryfall oracle cards of ${source.updatedAt}`, format: 'scryfall-oracle-cards', importedAt: source.downloadedAt, cards: 2 }])
    const all = await oracle<SearchResult>('cards.search', { query: '', limit: 10 })
    expect(names(all)).toEqual(['Forest', 'Lightning Bolt'])
    // The French of the bundled Forest (M21's "Forêt") is kept; Lightning Bolt had none to keep (issue 32)
    const byName = (name: string) => (all.cards as MtgCatalogCard[]).find((c) => c.name === name)!
    expect(byName('Forest').fr?.name).toBe('Forêt')
    expect(byName('Lightning Bolt').fr).toBeUndefined()
  })

  it('sets a damaged file of imported cards aside instead of writing over it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'decklab-mtg-damaged-'))
    writeFileSync(join(dir, IMPORTED_CARDS_FILE), '{"kind":"deck-lab/mtg-imported-cards","version":1,"cards":[')
    const damaged = servicesIn(dir)
    expect((await damaged<CatalogStats>('cards.stats', {})).total).toBe(bundle.cards.length)
    const aside = readdirSync(dir).filter((f) => f.startsWith(`${IMPORTED_CARDS_FILE}.corrupt-`))
    expect(aside).toHaveLength(1)
    expect(existsSync(join(dir, IMPORTED_CARDS_FILE))).toBe(false)
  })
})
