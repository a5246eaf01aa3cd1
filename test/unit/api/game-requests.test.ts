// Every channel that touches cards, decks, games or the lab names its game, and main checks the
// rest of the request with that game's own rules (its actions, its formats).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { GameView } from '@shared/api'
import { createMainServices } from '../../../src-main/services'

const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-games-')) })
const call = (channel: string, payload: unknown) => services.dispatch(channel, payload, { transport: 'http' })
const deck = [{ code: '1-001H', count: 3 }, { code: '1-012', count: 3 }]

describe('requests name their game', () => {
  it('refuses a request without its game, naming the field', async () => {
    for (const [channel, payload] of [
      ['cards.search', { query: 'cloud' }],
      ['cards.stats', {}],
      ['decklist.parse', { text: '3 Auron' }],
      ['game.new', { deck }],
      ['lab.status', { jobId: 'lab1' }],
    ] as const) {
      expect(await call(channel, payload), channel).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'game' }] } })
    }
  })

  it('refuses a game it does not know, listing the games it knows', async () => {
    const envelope = await call('cards.search', { game: 'chess', query: 'cloud' })
    expect(envelope).toMatchObject({ ok: false, error: { details: [{ field: 'game', message: expect.stringContaining('fftcg') }] } })
  })

  it('checks an action with the game’s own schema, naming the field under action', async () => {
    const created = await call('game.new', { game: 'fftcg', deck, seed: 4 })
    if (!created.ok) throw new Error('game.new failed')
    const { gameId, game } = created.value as GameView
    expect(game).toBe('fftcg')
    const refused = await call('game.apply', { game: 'fftcg', gameId, action: { type: 'cast', card: 'nope' } })
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'action.card' }] } })
    const replay = await call('game.replay', { game: 'fftcg', deck, seed: 4, actions: [{ type: 'keepHand' }, { type: 'fly' }] })
    expect(replay).toMatchObject({ ok: false, error: { details: [{ field: expect.stringMatching(/^actions\.1/) }] } })
  })

  it('checks the deck format against the game’s formats (8.1.1.1: constructed or limited)', async () => {
    const envelope = await call('game.new', { game: 'fftcg', deck, format: 'vintage' })
    expect(envelope).toMatchObject({ ok: false, error: { details: [{ field: 'format', message: expect.stringContaining('constructed, limited') }] } })
    const lab = await call('lab.start', { game: 'fftcg', deck, format: 'vintage' })
    expect(lab).toMatchObject({ ok: false, error: { details: [{ field: 'format' }] } })
  })

  it('8.1.1.1, 8.1.1.2: a replay warns about the deck as a new game does, in the words of the game’s deck rules', async () => {
    const envelope = await call('game.replay', { game: 'fftcg', deck: [{ code: '1-001H', count: 5 }], seed: 1, actions: [] })
    if (!envelope.ok) throw new Error('game.replay failed')
    const { view } = envelope.value as { view: GameView }
    expect(view.deckWarnings.join('\n')).toMatch(/exactly 50 cards[\s\S]*rule 8\.1\.1\.2/)
  })
})
