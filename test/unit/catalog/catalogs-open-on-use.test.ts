// Issue 30: each game's catalog is read and indexed on its first use, never at start, so that a
// command or a server showing one game does not pay for the others' cards.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openCatalogs } from '../../../src-main/catalog/catalogs'
import { createMainServices } from '../../../src-main/services'

const userData = () => mkdtempSync(join(tmpdir(), 'decklab-catalogs-open-'))

describe('catalogs opened on first use', () => {
  it('opens none at start, then only the game read, once, and tells of each opening', () => {
    const opened: string[] = []
    const { catalogs, isOpen } = openCatalogs({ userDataDir: userData() }, (game) => opened.push(game))
    expect(opened).toEqual([])
    expect(catalogs.vanguard.get(['D-SD01/001']).unknown).toEqual([])
    expect(catalogs.vanguard).toBe(catalogs.vanguard)
    expect(opened).toEqual(['vanguard'])
    expect([isOpen('vanguard'), isOpen('mtg'), isOpen('fftcg'), isOpen('creatures')]).toEqual([true, false, false, false])
    expect(Object.keys(catalogs).sort()).toEqual(['creatures', 'fftcg', 'mtg', 'vanguard'])
  })

  it("gives a catalog opened after start its user sets' cards (the sets were saved before it opened)", async () => {
    const services = createMainServices({ userDataDir: userData() })
    const saved = await services.dispatch('sets.save', { game: 'creatures', name: 'Mine', cards: [{ code: 'MY-001', name: 'Sudden Gust', category: 'effect', text: 'Draw 1 card.' }], pictures: {} }, { transport: 'cli' })
    expect(saved.ok).toBe(true)
    expect(services.catalogOpen('creatures')).toBe(false)
    const found = await services.dispatch('cards.search', { game: 'creatures', query: 'sudden', limit: 10, offset: 0 }, { transport: 'cli' })
    expect(found.ok && (found.value as { cards: { code: string }[] }).cards.map((c) => c.code).sort()).toEqual(['EF-001', 'MY-001'])
  })

  it('starts the services without opening a catalog, and an update request opens only its game', async () => {
    const services = createMainServices({ userDataDir: userData() })
    const open = () => (['fftcg', 'mtg', 'vanguard', 'creatures'] as const).filter((game) => services.catalogOpen(game))
    expect(open()).toEqual([])
    const info = await services.dispatch('cardUpdate.info', { game: 'mtg' }, { transport: 'cli' })
    expect(info.ok).toBe(true)
    expect(open()).toEqual(['mtg'])
  })
})
