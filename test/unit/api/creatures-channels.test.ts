// The creature game served by main as FFTCG is: its cards, decklists, games and lab through the
// same dispatch, each request checked with the creature module (its actions, formats, policies).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { GameView, LabStatus, SearchResult } from '@shared/api'
import type { Action, GameState } from '@shared/games/creatures/engine'
import type { CreatureCard } from '@shared/games/creatures/card'
import type { CreatureLabReport } from '@shared/games/creatures/lab/report'
import { createMainServices } from '../../../src-main/services'
import { DEMO_DECK } from '../creatures/fixtures'

const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-creatures-')) })
async function call<T>(channel: string, payload: object): Promise<T> {
  const envelope = await services.dispatch(channel, { game: 'creatures', ...payload }, { transport: 'http' })
  if (!envelope.ok) throw new Error(`${channel}: ${envelope.error.message} ${JSON.stringify(envelope.error.details ?? [])}`)
  return envelope.value as T
}
const deck = DEMO_DECK.map(([code, count]) => ({ code, count }))
const stateOf = (view: GameView) => view.state as GameState
const legal = async (gameId: string) => (await call<{ actions: Action[] }>('game.legal', { gameId })).actions
const apply = async (gameId: string, action: Action) => {
  const response = await call<{ ok: boolean; view: GameView; message?: string }>('game.apply', { gameId, action })
  if (!response.ok) throw new Error(`${JSON.stringify(action)} refused: ${response.message}`)
  return response.view
}

describe('the creature game through the dispatch', () => {
  it('searches its catalog with its own query keys and refuses another game’s sort key', async () => {
    const result = await call<SearchResult>('cards.search', { query: 'c:creature lv:0', limit: 500 })
    expect(result.total).toBeGreaterThan(0)
    expect((result.cards as CreatureCard[]).every((c) => c.category === 'creature' && c.level === 0)).toBe(true)
    const refused = await services.dispatch('cards.search', { game: 'creatures', query: '', sort: { by: 'cost' } }, { transport: 'http' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'sort.by' }] } })
  })

  it('checks an action with the creature module’s actionSchema, naming the field', async () => {
    const { gameId } = await call<GameView>('game.new', { deck, seed: 5 })
    const refused = await services.dispatch('game.apply', { game: 'creatures', gameId, action: { type: 'summon', card: 'c1', posture: 'sideways' } }, { transport: 'http' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'action.posture' }] } })
    const fftcgOnly = await services.dispatch('game.apply', { game: 'creatures', gameId, action: { type: 'cast', card: 'c1', payment: {} } }, { transport: 'http' })
    expect(fftcgOnly).toMatchObject({ ok: false, error: { code: 'invalid-request' } })
    const badFormat = await services.dispatch('game.new', { game: 'creatures', deck, format: 'constructed' }, { transport: 'http' })
    expect(badFormat).toMatchObject({ ok: false, error: { details: [{ field: 'format' }] } })
  })

  it('1.2, 1.3.1: a new game, a summon, an attack on the empty field, and the LP dealt at the end of the clash phase', async () => {
    let view = await call<GameView>('game.new', { deck, seed: 11 })
    expect(view.game).toBe('creatures')
    const { gameId } = view
    view = await apply(gameId, { type: 'keepHand' })
    // 1.2: summoned in offensive posture, for 1 AP, without sacrifices (a level-0 creature)
    const summon = (await legal(gameId)).find((a): a is Extract<Action, { type: 'summon' }> => a.type === 'summon' && a.posture === 'offensive' && !a.sacrifices?.length)
    if (!summon) throw new Error('no level-0 summon in the opening hand of seed 11')
    view = await apply(gameId, summon)
    expect(stateOf(view).zones.creatures).toContain(summon.card)
    expect(stateOf(view).ap).toBe(2)
    // the first player cannot attack on turn 1 ("Le déroulement"): no attack is legal yet
    view = await apply(gameId, { type: 'nextPhase' })
    expect((await legal(gameId)).some((a) => a.type === 'attack')).toBe(false)
    view = await apply(gameId, { type: 'endTurn' })
    while (stateOf(view).phase !== 'clash') view = await apply(gameId, { type: 'nextPhase' })
    expect(stateOf(view).ownTurn).toBe(2)
    view = await apply(gameId, { type: 'attack', card: summon.card })
    const atk = (view.cards[stateOf(view).instances[summon.card]!] as CreatureCard).atk!
    expect(stateOf(view).opponent.lp).toBe(8000)
    // 1.3.1: an attack on an empty field deals the attacker's Atk to the LP, when the clash phase ends
    view = await apply(gameId, { type: 'nextPhase' })
    expect(stateOf(view).phase).toBe('final')
    expect(stateOf(view).opponent.lp).toBe(8000 - atk)
    const log = await call<{ lines: string[] }>('game.log', { gameId })
    expect(log.lines.join('\n')).toMatch(new RegExp(String(atk)))
  })

  it('runs a small lab through the lab service with the creature policies, the default one first', async () => {
    const { jobId } = await call<{ jobId: string }>('lab.compare', { deck, games: 400, seed: 2, turns: 3, policies: ['keep', 'dig-level-0'] })
    const status = await call<LabStatus>('lab.result', { jobId })
    expect(status.state).toBe('done')
    const report = status.results as CreatureLabReport
    expect(report.games).toBe(400)
    expect(report.policies.map((p) => p.policy.name)).toEqual(['keep', 'dig-level-0'])
    expect(report.policies[0]!.mulligan.count).toBe(0)
    expect(report.policies[1]!.mulligan.count).toBeGreaterThan(0)
    expect(report.comparisons).toHaveLength(1)
    const started = await call<{ jobId: string }>('lab.start', { deck, games: 50, seed: 2, turns: 2 })
    const alone = (await call<LabStatus>('lab.result', { jobId: started.jobId })).results as CreatureLabReport
    expect(alone.policies[0]!.policy.name).toBe('keep')
    const refused = await services.dispatch('lab.start', { game: 'creatures', deck, policy: 'backup' }, { transport: 'http' })
    expect(refused).toMatchObject({ ok: false, error: { details: [{ field: 'policy' }] } })
  })

  it('parses and writes its decklists and validates its formats', async () => {
    const parsed = await call<{ piles: { main: { code: string; count: number }[] }; errors: unknown[] }>('decklist.parse', { text: '3 Ember Pup\n2x Pebble Golem (CR-003)' })
    expect(parsed.piles.main).toEqual([{ code: 'CR-001', count: 3 }, { code: 'CR-003', count: 2 }])
    const written = await call<{ text: string }>('decklist.format', { writer: 'codes', piles: parsed.piles, format: 'standard' })
    expect(written.text).toMatch(/3 CR-001/)
    const wrongFormat = await services.dispatch('decklist.format', { game: 'creatures', writer: 'codes', piles: parsed.piles, format: 'limited' }, { transport: 'http' })
    expect(wrongFormat).toMatchObject({ ok: false, error: { details: [{ field: 'format' }] } })
  })
})
