// A game's catalog includes its user sets' cards, rebuilt after each change (issue 12.1, item 4).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { feedCatalogs } from '../../../src-main/card-sets/catalog-link'
import { CardSetStore } from '../../../src-main/card-sets/card-set-store'
import { CatalogService } from '../../../src-main/catalog/catalog-service'
import { MAIN_GAMES } from '../../../src-main/games'
import { fakeSpec, unit } from './fake-game'
import type { Card } from '@shared/games/fftcg/card'

/** A set's card as the catalog gets it: with the user's set it comes from (issue 29.7). */
const own = (card: object, set: string) => ({ ...card, ownSet: set })

describe('catalog of a game with user sets', () => {
  it('feeds each game with a spec at start and after every save or delete of its sets, and leaves the others alone', async () => {
    const store = new CardSetStore({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-sets-link-')), specOf: (g) => (g === 'fake' ? fakeSpec : undefined) })
    const early = await store.save({ game: 'fake', name: 'Before start', cards: [unit('AB-001')], pictures: {} })
    const fed: unknown[][] = []
    feedCatalogs(store, (game) => (game === 'fake' ? { useSetCards: (cards) => fed.push(cards) } : undefined), ['fftcg', 'fake'])
    expect(fed).toEqual([[own(unit('AB-001'), 'Before start')]])

    const later = await store.save({ game: 'fake', name: 'After', cards: [unit('CD-001')], pictures: {} })
    expect(fed.at(-1)).toEqual(expect.arrayContaining([own(unit('AB-001'), 'Before start'), own(unit('CD-001'), 'After')]))
    await store.remove('fake', early.id, early.revision)
    expect(fed.at(-1)).toEqual([own(unit('CD-001'), 'After')])
    expect(later.revision).toBe(1)
  })

  it('reports a catalog that cannot take the cards at start, and goes on', async () => {
    const store = new CardSetStore({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-sets-link-')), specOf: () => fakeSpec })
    await store.save({ game: 'fake', name: 'Set', cards: [unit('AB-001')], pictures: {} })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = { useSetCards: () => { throw new Error('not this game’s cards') } }
    expect(() => feedCatalogs(store, () => failing, ['fake'])).not.toThrow()
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })

  it('searches and finds set cards by key, over the bundled ones, and keeps them across a card-data import', async () => {
    const catalog = new CatalogService('fftcg', MAIN_GAMES.fftcg.catalog, { userDataDir: mkdtempSync(join(tmpdir(), 'decklab-sets-catalog-')) })
    const auron = catalog.get(['1-001'])
    const homemade = { ...(auron.cards[0] as Card), code: '99-001', key: '99-001', fullCode: '99-001', identity: '99-001', aliases: [], name: 'Homemade Hero' }
    catalog.useSetCards([homemade])
    expect(catalog.get(['99-001']).cards.map((c) => c.name)).toEqual(['Homemade Hero'])
    expect(catalog.search({ game: 'fftcg', query: 'homemade', offset: 0, limit: 10 }).cards.map((c) => (c as Card).key)).toEqual(['99-001'])

    const csv = 'code,name,elements,type,cost\n1-002R,Imported Card,fire,Forward,2\n'
    await catalog.importFile('more.csv', csv)
    expect(catalog.get(['99-001', '1-002']).cards.map((c) => c.name)).toEqual(['Homemade Hero', 'Imported Card'])

    catalog.useSetCards([])
    expect(catalog.get(['99-001']).unknown).toEqual(['99-001'])
  })
})
