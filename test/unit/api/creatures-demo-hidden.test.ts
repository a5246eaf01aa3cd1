// Issue 29.7: the creature game's demo set can be hidden from searches (the Cards view and the deck
// builder search through cards.search) once the player has their own cards; decks and decklists
// naming a demo card still find it; the option is kept in the user-data folder across starts.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ParsedDecklist } from '@shared/decklist/parse'
import { createMainServices } from '../../../src-main/services'

const dir = mkdtempSync(join(tmpdir(), 'decklab-demo-hidden-'))
const callOn = (services: ReturnType<typeof createMainServices>) => async <T>(channel: string, payload: object, game = 'creatures'): Promise<T> => {
  const envelope = await services.dispatch(channel, { game, ...payload }, { transport: 'http' })
  if (!envelope.ok) throw new Error(`${channel}: ${envelope.error.message}`)
  return envelope.value as T
}
const codesOf = (result: { cards: unknown[] }) => (result.cards as { code: string }[]).map((c) => c.code).sort()

describe('hiding the demo set', () => {
  it('leaves the demo cards out of searches only, and keeps the choice across starts', async () => {
    const call = callOn(createMainServices({ userDataDir: dir }))
    expect(await call('sets.options', {})).toEqual({ hideDemo: false })
    expect((await call<{ total: number }>('cards.search', { query: '', limit: 100 })).total).toBe(40)
    await call('sets.save', { name: 'Mine', cards: [{ code: 'MY-001', name: 'Sudden Gust', category: 'effect', text: 'Draw 1 card.' }], pictures: {} })

    expect(await call('sets.options', { hideDemo: true })).toEqual({ hideDemo: true })
    expect(codesOf(await call('cards.search', { query: '', limit: 100 }))).toEqual(['MY-001'])
    // a deck or a decklist naming a demo card still reads
    expect(await call('cards.get', { codes: ['EF-002', 'MY-001'] })).toMatchObject({ unknown: [] })
    expect((await call<ParsedDecklist>('decklist.parse', { text: '2 Second Wind' })).piles.main).toEqual([{ code: 'EF-002', count: 2 }])

    const restarted = callOn(createMainServices({ userDataDir: dir }))
    expect(await restarted('sets.options', {})).toEqual({ hideDemo: true })
    expect(codesOf(await restarted('cards.search', { query: 'sudden', limit: 100 }))).toEqual(['MY-001'])
    await restarted('sets.options', { hideDemo: false })
    expect(codesOf(await restarted('cards.search', { query: 'sudden', limit: 100 }))).toEqual(['EF-001', 'MY-001'])
  })

  it('refuses to hide the bundled cards of a game whose bundled cards are its own (Vanguard)', async () => {
    const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-demo-vanguard-')) })
    const refused = await services.dispatch('sets.options', { game: 'vanguard', hideDemo: true }, { transport: 'http' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'hideDemo' }] } })
    expect(await callOn(services)('sets.spec', {}, 'vanguard')).toMatchObject({ bundledIsDemo: false })
  })
})
