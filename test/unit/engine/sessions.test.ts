// Game sessions through the real dispatch, as the app and the CLI reach them.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ApplyResponse, Envelope, GameView, LogResponse, ReplayResponse } from '@shared/api'
import type { Action } from '@shared/games/fftcg/engine'
import { createMainServices } from '../../../src-main/services'
import { GameSessions } from '../../../src-main/engine/game-sessions'
import { MIXED_DECK } from './fixtures'

const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-game-')) })
const ctx = { transport: 'http' as const }
const call = (channel: string, payload: unknown) => services.dispatch(channel, payload, ctx)
async function value<T>(channel: string, payload: unknown): Promise<T> {
  const envelope = (await call(channel, payload)) as Envelope<T>
  if (!envelope.ok) throw new Error(`${channel}: ${JSON.stringify(envelope.error)}`)
  return envelope.value
}

const counts = new Map<string, number>()
for (const code of MIXED_DECK) counts.set(code, (counts.get(code) ?? 0) + 1)
const deck = [...counts].map(([code, count]) => ({ code, count }))

describe('game.* channels', () => {
  it('game.new deals a shuffled game and gives the card data the table needs', async () => {
    const view = await value<GameView>('game.new', { game: 'fftcg', deck, seed: 11 })
    expect(view.state.phase).toBe('setup')
    expect(view.counts).toMatchObject({ deck: 45, hand: 5, opponentDamage: 0, damageLimit: 7 })
    expect(Object.keys(view.cards).sort()).toEqual([...counts.keys()].sort())
    expect(view.cards['1-001']!.name).toBe('Auron')
    expect(view.deckWarnings).toEqual([])
    expect(view.events.map((e) => e.kind)).toEqual(['gameStarted', 'shuffled', 'drew'])
  })

  it('game.apply, game.undo and game.redo move along the history', async () => {
    const start = await value<GameView>('game.new', { game: 'fftcg', deck, seed: 12, onThePlay: false })
    const kept = await value<ApplyResponse>('game.apply', { game: 'fftcg', gameId: start.gameId, action: { type: 'keepHand' } })
    expect(kept.ok).toBe(true)
    if (!kept.ok) return
    expect(kept.view.state.turn).toBe(2)
    expect(kept.view.canUndo).toBe(true)
    const undone = await value<GameView>('game.undo', { game: 'fftcg', gameId: start.gameId })
    expect(undone.state).toEqual(start.state)
    expect(undone.canRedo).toBe(true)
    const redone = await value<GameView>('game.redo', { game: 'fftcg', gameId: start.gameId })
    expect(redone.state).toEqual(kept.view.state)
    const legal = await value<{ actions: Action[] }>('game.legal', { game: 'fftcg', gameId: start.gameId })
    expect(legal.actions.map((a) => a.type)).toContain('nextPhase')
  })

  it('a rules refusal comes back as a value with its rule, and changes nothing', async () => {
    const start = await value<GameView>('game.new', { game: 'fftcg', deck, seed: 13 })
    const refused = await value<ApplyResponse>('game.apply', { game: 'fftcg', gameId: start.gameId, action: { type: 'attack', attackers: ['c1'] } })
    expect(refused).toMatchObject({ ok: false, error: { rule: '8.2.1.4' } })
    expect((await value<GameView>('game.get', { game: 'fftcg', gameId: start.gameId })).state).toEqual(start.state)
  })

  it('game.log gives the lines in English and in French', async () => {
    const start = await value<GameView>('game.new', { game: 'fftcg', deck, seed: 14 })
    await value('game.apply', { game: 'fftcg', gameId: start.gameId, action: { type: 'keepHand' } })
    const en = await value<LogResponse>('game.log', { game: 'fftcg', gameId: start.gameId })
    const fr = await value<LogResponse>('game.log', { game: 'fftcg', gameId: start.gameId, locale: 'fr' })
    expect(en.lines[0]).toContain('Game started')
    expect(fr.lines[0]).toContain('Début de partie')
    expect(en.lines).toContain('Main Phase 1.')
    expect(fr.lines).toContain('Phase principale 1.')
  })

  it('game.replay reproduces a game and stops at a refused action with its index', async () => {
    const actions: Action[] = [{ type: 'keepHand' }, { type: 'nextPhase' }, { type: 'attack', attackers: ['c1'] }]
    const result = await value<ReplayResponse>('game.replay', { game: 'fftcg', deck, seed: 15, actions })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.index).toBe(2)
    expect(result.view.state.phase).toBe('attack')
    const ok = await value<ReplayResponse>('game.replay', { game: 'fftcg', deck, seed: 15, actions: actions.slice(0, 2) })
    expect(ok.ok).toBe(true)
  })

  it('game.close ends a session; an unknown game id is not-found', async () => {
    const start = await value<GameView>('game.new', { game: 'fftcg', deck, seed: 16 })
    expect(await value('game.close', { game: 'fftcg', gameId: start.gameId })).toEqual({ closed: true })
    const envelope = await call('game.apply', { game: 'fftcg', gameId: start.gameId, action: { type: 'keepHand' } })
    expect(envelope).toMatchObject({ ok: false, error: { code: 'not-found' } })
  })
})

describe('game.* payload validation', () => {
  it('refuses a malformed action, naming the field', async () => {
    const envelope = await call('game.apply', { game: 'fftcg', gameId: 'g1', action: { type: 'cast', card: 'x1' } })
    expect(envelope).toMatchObject({ ok: false, error: { code: 'invalid-request' } })
    const bad = await call('game.apply', { game: 'fftcg', gameId: 'g1', action: { type: 'fly' } })
    expect(bad.ok).toBe(false)
    const extra = await call('game.apply', { game: 'fftcg', gameId: 'g1', action: { type: 'draw', count: 1, sneaky: 1 } })
    expect(extra.ok).toBe(false)
  })

  it('refuses unknown cards and cards that cannot be in a deck, each by its line', async () => {
    const envelope = await call('game.new', { game: 'fftcg', deck: [{ code: '99-999', count: 3 }, { code: 'C-001', count: 1 }, { code: '1-001', count: 3 }] })
    expect(envelope.ok).toBe(false)
    if (envelope.ok) return
    expect(envelope.error.code).toBe('invalid-request')
    expect(envelope.error.details).toEqual([
      { field: 'deck.0.code', message: expect.stringContaining('99-999') },
      { field: 'deck.1.code', message: expect.stringContaining('cannot be put in a deck') },
    ])
  })

  it('warns about deck construction without refusing the playtest', async () => {
    const view = await value<GameView>('game.new', { game: 'fftcg', deck: [{ code: '1-001', count: 5 }, { code: '1-012', count: 10 }] })
    expect(view.deckWarnings.join('\n')).toMatch(/8\.1\.1\.1[\s\S]*8\.1\.1\.2/)
  })
})

describe('GameSessions limits', () => {
  it('keeps at most maxSessions live games, evicting the least recently used', () => {
    const games = new GameSessions(services.catalogs, { maxSessions: 2, maxHistory: 3 })
    const request = { game: 'fftcg' as const, deck, seed: 1, onThePlay: true, format: 'constructed' as const }
    const a = games.create(request)
    const b = games.create(request)
    games.current('fftcg', a.gameId)
    games.create(request)
    expect(games.size).toBe(2)
    expect(() => games.current('fftcg', b.gameId)).toThrow(/No live game/)
    games.apply('fftcg', a.gameId, { type: 'keepHand' })
    for (let i = 0; i < 3; i++) expect(games.apply('fftcg', a.gameId, { type: 'nextPhase' }).ok).toBe(true)
    const view = games.current('fftcg', a.gameId)
    expect(view.actionCount).toBe(4)
    let undos = 0
    while (games.current('fftcg', a.gameId).canUndo) (games.undo('fftcg', a.gameId), undos++)
    expect(undos).toBe(2)
    expect(games.log('fftcg', a.gameId, 'en').lines[0]).toMatch(/earlier actions not kept/)
  })
})
