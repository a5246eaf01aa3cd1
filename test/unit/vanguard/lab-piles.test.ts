// The Vanguard lab takes the deck's piles as game.new does (issue 13, item 5): the main pile as
// `deck`, the ride deck (or starting vanguard) as `piles.ride`, checked in main; each game starts
// from that ride pile (SU-setup) instead of a guess from the main pile.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ParsedDecklist } from '@shared/api'
import type { LabStatus } from '@shared/channels/lab'
import { entryKey } from '@shared/games/vanguard/codes'
import { runVanguardLab, type VanguardLabReport } from '@shared/games/vanguard/lab'
import { createMainServices } from '../../../src-main/services'
import { card, engineDeckText } from './fixtures'

const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-vanguard-lab-')) })
afterAll(() => services.lab.dispose())

async function dispatch(channel: string, payload: object) {
  return services.dispatch(channel, { game: 'vanguard', ...payload }, { transport: 'http' })
}
async function call<T>(channel: string, payload: object): Promise<T> {
  const envelope = await dispatch(channel, payload)
  if (!envelope.ok) throw new Error(`${channel}: ${envelope.error.message} ${JSON.stringify(envelope.error.details ?? [])}`)
  return envelope.value as T
}
async function labRun(request: object): Promise<VanguardLabReport> {
  const { jobId } = await call<{ jobId: string }>('lab.start', { games: 2000, seed: 12, turns: 4, workers: 1, ...request })
  const status = await call<LabStatus>('lab.result', { jobId })
  expect(status.state).toBe('done')
  return status.results as VanguardLabReport
}
const perCopy = (entries: readonly { code: string; count: number }[]) => entries.flatMap((e) => Array.from({ length: e.count }, () => card(e.code)))

// Worker threads compile the lab from source first: on two shared cores that alone can take seconds.
describe('the Vanguard lab with the deck’s piles', { timeout: 30_000 }, () => {
  // Regression: the lab received the main pile alone (46 cards) and took the first grade 0 unit of
  // it, a trigger (Blaze Fist Monk, Nikko), as the starting vanguard instead of the ride deck's.
  it('SU-setup: starts every game from the ride deck sent as piles.ride, over the 50 cards, as game.new does', async () => {
    const parsed = await call<ParsedDecklist>('decklist.parse', { text: engineDeckText('dsd01') })
    const { main, ride } = parsed.piles as { main: { code: string; count: number }[]; ride: { code: string; count: number }[] }
    const report = await labRun({ deck: main, piles: { ride }, format: 'ride-deck' })
    expect(report.deckSize).toBe(50)
    expect(report.ridePile.map((c) => entryKey(c.code)).sort()).toEqual(ride.map((e) => entryKey(e.code)).sort())
    expect(card(report.ridePile[0]!.code)).toMatchObject({ grade: 0, unitType: 'normal' })
    // The same games as the lab run here with those ride codes, on the cards game.new deals (main, then the ride pile).
    const reference = runVanguardLab([...perCopy(main), ...perCopy(ride)], { seed: 12, games: 2000, turns: 4, onThePlay: true, format: 'ride-deck', ride: ride.map((e) => e.code), policies: ['keep-hand'] })
    expect(report).toEqual(reference)
    const rideDeckGame = await call<{ state: { zones: { vanguard: string[] }; instances: Record<string, string> } }>('game.new', { deck: main, piles: { ride }, format: 'ride-deck', seed: 1 })
    expect(entryKey(rideDeckGame.state.instances[rideDeckGame.state.zones.vanguard[0]!]!)).toBe(entryKey(report.ridePile[0]!.code))
  })

  it('DC-starting-vanguard: without a ride deck, the one card of piles.ride is the starting vanguard', async () => {
    const parsed = await call<ParsedDecklist>('decklist.parse', { text: engineDeckText('dsd01') })
    const { main, ride } = parsed.piles as { main: { code: string; count: number }[]; ride: { code: string; count: number }[] }
    const grade0 = ride.find((e) => card(e.code).grade === 0)!
    const rest = ride.filter((e) => e !== grade0)
    const report = await labRun({ deck: [...main, ...rest], piles: { ride: [grade0] }, format: 'standard' })
    expect(report.ridePile.map((c) => entryKey(c.code))).toEqual([entryKey(grade0.code)])
    expect(report.format).toBe('standard')
    expect(report.deckSize).toBe(50)
  })

  it('refuses, naming it, a pile the game is not played with', async () => {
    const parsed = await call<ParsedDecklist>('decklist.parse', { text: engineDeckText('dsd01') })
    const envelope = await dispatch('lab.start', { deck: parsed.piles.main, piles: { side: parsed.piles.ride }, games: 100 })
    expect(envelope.ok).toBe(false)
    if (!envelope.ok) expect(envelope.error.details?.map((d) => d.field)).toContain('piles.side')
    const fftcg = await services.dispatch('lab.start', { game: 'fftcg', deck: [{ code: '1-001', count: 50 }], piles: { limitBreak: [{ code: '1-001', count: 1 }] }, games: 100 }, { transport: 'http' })
    expect(fftcg.ok).toBe(false)
    if (!fftcg.ok) expect(JSON.stringify(fftcg.error.details)).toContain('not a pile fftcg is played with (none)')
  })
})
