// Vanguard served by main as the other games are: its bundled catalog through the generic field
// index (query keys, the filter panel's filters by their request keys, facets, provenance), its
// decklists with VanguardEngine's `#RideDeck` / `#MainDeck` headings, and its games.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CatalogStats, GameView, ParsedDecklist, SearchResult } from '@shared/api'
import type { VanguardCard } from '@shared/games/vanguard/card'
import { entryKey } from '@shared/games/vanguard/codes'
import type { VanguardFacets } from '@shared/games/vanguard/card-filters'
import type { GameState } from '@shared/games/vanguard/engine'
import { createMainServices } from '../../../src-main/services'
import { bundle, cards, deckPiles, engineDeckText } from '../vanguard/fixtures'

const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-vanguard-')) })
async function call<T>(channel: string, payload: object): Promise<T> {
  const envelope = await services.dispatch(channel, { game: 'vanguard', ...payload }, { transport: 'http' })
  if (!envelope.ok) throw new Error(`${channel}: ${envelope.error.message} ${JSON.stringify(envelope.error.details ?? [])}`)
  return envelope.value as T
}
const codes = (result: SearchResult) => (result.cards as VanguardCard[]).map((c) => c.code).sort()

describe('Vanguard through the dispatch', () => {
  it('serves the bundled catalog with its provenance: source file and the repository it came from', async () => {
    const stats = await call<CatalogStats>('cards.stats', {})
    expect(stats.total).toBe(bundle.cards.length)
    expect(stats.provenance.source).toContain(bundle.meta.source)
    expect(stats.provenance.source).toContain(bundle.meta.origin)
    expect(stats.provenance.cardCount).toBe(bundle.cards.length)
    expect(stats.byField?.trigger).toMatchObject({ heal: cards.filter((c) => c.trigger === 'heal').length })
  })

  it('searches with the module’s query keys: grade:3 and a clan', async () => {
    const grade3 = await call<SearchResult>('cards.search', { query: 'grade:3', limit: 500 })
    expect(grade3.total).toBe(cards.filter((c) => c.grade === 3).length)
    const clan = cards.find((c) => c.clan)!.clan!
    const byClan = await call<SearchResult>('cards.search', { query: `c:"${clan}"`, limit: 500 })
    expect(codes(byClan)).toEqual(cards.filter((c) => c.clan === clan).map((c) => c.code).sort())
  })

  // Regression: the fields' filter keys were their card keys (`trigger`, `clan`), which the
  // filters schema (`triggers`, `clans`) refused, so the filter panel could not filter at all.
  it('takes the filter panel’s filters under the schema’s keys, and the facets use the same keys', async () => {
    const facets = await call<VanguardFacets>('cards.facets', {})
    expect(facets.triggers).toEqual(expect.arrayContaining(['heal', 'critical', 'over']))
    expect(facets.grade).toEqual({ min: Math.min(...cards.flatMap((c) => (c.grade === null ? [] : [c.grade]))), max: Math.max(...cards.map((c) => c.grade ?? 0)) })
    const clan = facets.clans[0]!
    const result = await call<SearchResult>('cards.search', { query: '', filters: { triggers: ['heal'], clans: [clan] }, limit: 500 })
    expect(codes(result)).toEqual(cards.filter((c) => c.trigger === 'heal' && c.clan === clan).map((c) => c.code).sort())
    const units = await call<SearchResult>('cards.search', { query: '', filters: { unitTypes: ['sentinel'], grade: { min: 1, max: 1 } }, limit: 500 })
    expect(codes(units)).toEqual(cards.filter((c) => c.unitType === 'sentinel' && c.grade === 1).map((c) => c.code).sort())
  })

  it('reads a VanguardEngine deck file: the #RideDeck cards apart from the #MainDeck ones', async () => {
    const parsed = await call<ParsedDecklist>('decklist.parse', { text: engineDeckText('dsd01') })
    expect(parsed.errors).toEqual([])
    const piles = deckPiles('dsd01')
    expect(parsed.piles.ride!.map((e) => e.code)).toEqual(piles.ride.map((e) => entryKey(e.code)))
    expect(parsed.piles.main!.reduce((n, e) => n + e.count, 0)).toBe(46)
  })

  it('SU-setup: a new game from the ride deck and main deck in one list starts on the grade 0 of the ride deck', async () => {
    const piles = deckPiles('dsd01')
    const view = await call<GameView>('game.new', { deck: [...piles.ride, ...piles.main], seed: 4 })
    const state = view.state as GameState
    expect(state.defs[state.instances[state.zones.vanguard[0]!]!]!.grade).toBe(0)
    expect(state.zones.rideDeck).toHaveLength(3)
  })

  // Regression: the playtest sent the main pile alone, so a pasted or saved deck's ride deck never
  // reached the game (46 cards, and the engine took a grade 0 trigger of the main deck as vanguard).
  it('SU-setup: a new game takes the deck’s ride pile aside as its ride deck, the main pile as its deck', async () => {
    const parsed = await call<ParsedDecklist>('decklist.parse', { text: engineDeckText('dsd01') })
    const view = await call<GameView>('game.new', { deck: parsed.piles.main, piles: { ride: parsed.piles.ride }, format: 'ride-deck', seed: 1 })
    const state = view.state as GameState
    const codeOf = (id: string) => entryKey(state.instances[id]!)
    const ride = parsed.piles.ride!.map((e) => entryKey(e.code))
    const grade0 = ride.find((code) => cards.find((c) => entryKey(c.code) === code)!.grade === 0)!
    expect(codeOf(state.zones.vanguard[0]!)).toBe(grade0)
    expect(state.zones.rideDeck.map(codeOf).sort()).toEqual(ride.filter((c) => c !== grade0).sort())
    expect(Object.keys(state.instances)).toHaveLength(50)
    expect(view.deckWarnings).toEqual([])
  })

  it('refuses a pile the game is not played with, naming it', async () => {
    const piles = deckPiles('dsd01')
    const envelope = await services.dispatch('game.new', { game: 'vanguard', deck: piles.main, piles: { side: piles.ride } }, { transport: 'http' })
    expect(envelope.ok).toBe(false)
    if (!envelope.ok) expect(JSON.stringify(envelope.error.details)).toContain('piles.side')
  })
})
