// The main-process services through the dispatch every transport uses.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Envelope, GetCardsResult, ImportReport, SearchResult } from '@shared/api'
import { createMainServices, type MainServices } from '../../../src-main/services'

const fixtures = resolve(import.meta.dirname, '..', '..', 'fixtures', 'import')
let services: MainServices
let userDataDir: string

beforeEach(() => {
  userDataDir = mkdtempSync(join(tmpdir(), 'decklab-catalog-'))
  services = createMainServices({ userDataDir })
})

async function call<T>(channel: string, payload: unknown): Promise<Envelope<T>> {
  return (await services.dispatch(channel, payload, { transport: 'cli' })) as Envelope<T>
}
async function value<T>(channel: string, payload: unknown): Promise<T> {
  const envelope = await call<T>(channel, payload)
  if (!envelope.ok) throw new Error(envelope.error.message)
  return envelope.value
}

describe('card database service', () => {
  it('resolves codes with or without rarity, through reprint aliases, and reports unknown ones', async () => {
    const result = await value<GetCardsResult>('cards.get', { game: 'fftcg', codes: ['1-001H', '1-001', '9-002', 'PR-999'] })
    expect(result.cards.map((c) => c.name)).toEqual(['Auron', 'Auron', 'Ifrita'])
    expect(result.unknown).toEqual(['PR-999'])
  })

  it('a rejected import changes nothing: same cards, same search results, no store file', async () => {
    const before = await value<SearchResult>('cards.search', { game: 'fftcg', query: 'auron', limit: 500 })
    const content = JSON.stringify([{ id: '1-001H', name: 'Auron', element: 'fire', type: 'forward', cost: -3, power: 9000, job: 'Guardian', category: 'X', rarity: 'H', text: '', set: 'Opus I' }])
    const envelope = await call<ImportReport>('cards.import', { game: 'fftcg', fileName: 'broken.json', content })
    expect(envelope.ok).toBe(false)
    if (!envelope.ok) {
      expect(envelope.error.code).toBe('import-rejected')
      expect(envelope.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ record: '1-001H', field: 'cost' })]))
    }
    expect(await value<SearchResult>('cards.search', { game: 'fftcg', query: 'auron', limit: 500 })).toEqual(before)
    expect((await value<{ total: number }>('cards.stats', { game: 'fftcg' })).total).toBe(3853)
  })

  it('an accepted import is searchable at once and kept for the next start', async () => {
    const content = readFileSync(join(fixtures, 'se-cardbrowser-scrape_opus27.json'), 'utf8')
    const report = await value<ImportReport>('cards.import', { game: 'fftcg', fileName: 'opus27.json', content })
    expect(report.added).toBe(121)
    const search = await value<SearchResult>('cards.search', { game: 'fftcg', query: 'code:27-001' })
    expect(search.total).toBe(1)
    const restarted = createMainServices({ userDataDir })
    const stats = await restarted.dispatch('cards.stats', { game: 'fftcg' }, { transport: 'cli' })
    expect(stats).toMatchObject({ ok: true, value: { total: 3853 + 121, provenance: { imports: [{ fileName: 'opus27.json', cards: 121 }] } } })
  })

  it('app.info says which transport asked and where the data came from', async () => {
    const info = await services.dispatch('app.info', {}, { transport: 'http' })
    expect(info).toMatchObject({ ok: true, value: { name: 'Deck Lab', transport: 'http', catalog: { cardCount: 3853 } } })
  })
})
