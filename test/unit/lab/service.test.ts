// Lab jobs over the API: worker threads from source (tsx), the in-thread fallback, determinism
// whatever the number of workers, progress, cancel, and policy errors that name their field.
import { afterAll, describe, expect, it } from 'vitest'
import { LabService, workerEntry } from '../../../src-main/lab/lab-service'
import { createMainServices } from '../../../src-main/services'
import type { LabStatus } from '@shared/channels/lab'
import { cardsOf, FIRE_WATER } from './fixtures'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parsePolicy } from '@shared/games/fftcg/lab/policy'
import type { LabReport as FftcgReport } from '@shared/games/fftcg/lab/report'

const BUILT = resolve(import.meta.dirname, '../../../out/main/labWorker.js')

const deck = FIRE_WATER.map(([code, count]) => ({ code, count }))
const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-lab-')) })
const cards = cardsOf(FIRE_WATER)
const inThread = new LabService(() => cards, { inThread: true })
const dispatch = services.dispatch
afterAll(() => {
  services.lab.dispose()
  inThread.dispose()
})

async function call<T>(channel: string, payload: unknown): Promise<T> {
  const envelope = await dispatch(channel, payload, { transport: 'cli' })
  if (!envelope.ok) throw new Error(JSON.stringify(envelope.error))
  return envelope.value as T
}

// Worker threads start by compiling the lab from source: on two cores shared with the rest of the
// suite that alone can pass 5 s, so these tests get more room (a time limit, not a figure tested).
describe('lab jobs', { timeout: 30_000 }, () => {
  it('finds the worker script from source and runs on worker threads', async () => {
    expect(workerEntry()?.url.pathname.endsWith('/src-main/lab/worker.ts')).toBe(true)
    const { jobId } = await call<{ jobId: string }>('lab.start', { game: 'fftcg', deck, games: 6000, seed: 5, workers: 2 })
    const result = await call<LabStatus>('lab.result', { game: 'fftcg', jobId })
    expect(result).toMatchObject({ state: 'done', done: 6000, total: 6000, workers: 2, inThread: false })
    expect(result.results!.policies[0]!.games).toBe(6000)
  })

  it('finds no worker where none was built (the in-thread fallback then plays)', () => {
    expect(workerEntry('file:///nowhere/out/main/main.js')).toBeNull()
  })

  // After `electron-vite build` (npm test builds first, so it always runs there): the bundle's
  // second main entry, with the same figures as from source.
  it.skipIf(!existsSync(BUILT))('runs the built worker out/main/labWorker.js', async () => {
    const entry = workerEntry(pathToFileURL(join(dirname(BUILT), 'main.js')).href)
    expect(entry).toMatchObject({ typescript: false })
    const built = new LabService(() => cards, { workers: 2, workerEntry: entry })
    const request = { game: 'fftcg' as const, deck, games: 5000, seed: 9, onThePlay: true, format: 'constructed' as const, turns: 5, policy: parsePolicy('never') }
    const a = await built.result('fftcg', built.start(request).jobId)
    const b = await inThread.result('fftcg', inThread.start(request).jobId)
    expect(a.inThread).toBe(false)
    expect(a.results).toEqual(b.results)
  })

  it('gives the same figures with 1, 2 or 4 workers, and in the main thread', async () => {
    const run = async (workers: number) => {
      const { jobId } = await call<{ jobId: string }>('lab.start', { game: 'fftcg', deck, games: 9000, seed: 77, workers, onThePlay: false })
      return (await call<LabStatus>('lab.result', { game: 'fftcg', jobId })).results
    }
    const one = await run(1)
    expect(await run(2)).toEqual(one)
    expect(await run(4)).toEqual(one)
    const { jobId } = inThread.start({ game: 'fftcg', deck, games: 9000, seed: 77, workers: 3, onThePlay: false, format: 'constructed', turns: 5, policy: one!.policies[0]!.policy })
    const local = await inThread.result('fftcg', jobId)
    expect(local.inThread).toBe(true)
    expect(local.results).toEqual(one)
  })

  it('reuses its pooled threads for the next job, whatever the deck and policy', async () => {
    const pooled = new LabService(() => cards, { workers: 2 })
    try {
      const request = { game: 'fftcg' as const, deck, games: 8000, seed: 21, onThePlay: true, format: 'constructed' as const, turns: 4, policy: parsePolicy('backup') }
      const first = await pooled.result('fftcg', pooled.start(request).jobId)
      const other = await pooled.result('fftcg', pooled.start({ ...request, turns: 6, policy: parsePolicy('two-backups') }).jobId)
      const again = await pooled.result('fftcg', pooled.start(request).jobId)
      const local = await inThread.result('fftcg', inThread.start({ ...request, turns: 6, policy: parsePolicy('two-backups') }).jobId)
      expect([first.inThread, other.inThread, again.inThread]).toEqual([false, false, false])
      expect(again.results).toEqual(first.results)
      expect(other.results).toEqual(local.results)
    } finally {
      pooled.dispose()
    }
  })

  it('plays the blocks of threads that cannot start in the main thread, with the same figures', async () => {
    const broken = new LabService(() => cards, { workers: 2, workerEntry: { url: new URL('file:///nowhere/labWorker.js'), typescript: false } })
    const request = { game: 'fftcg' as const, deck, games: 9000, seed: 77, onThePlay: false, format: 'constructed' as const, turns: 5, policy: parsePolicy('backup') }
    const status = await broken.result('fftcg', broken.start(request).jobId)
    const local = await inThread.result('fftcg', inThread.start(request).jobId)
    expect(status).toMatchObject({ state: 'done', done: 9000, inThread: true })
    expect(status.results).toEqual(local.results)
    broken.dispose()
  })

  it('reports progress with partial results, and cancels', async () => {
    const { jobId } = await call<{ jobId: string }>('lab.start', { game: 'fftcg', deck, games: 1_000_000, seed: 1, turns: 10, workers: 2 })
    let status = await call<LabStatus>('lab.status', { game: 'fftcg', jobId })
    for (let i = 0; i < 200 && status.done === 0; i++) {
      await new Promise((r) => setTimeout(r, 20))
      status = await call<LabStatus>('lab.status', { game: 'fftcg', jobId })
    }
    expect(status.running).toBe(true)
    expect(status.done).toBeGreaterThan(0)
    expect(status.results!.policies[0]!.games).toBe(status.done)
    expect(await call('lab.cancel', { game: 'fftcg', jobId })).toEqual({ cancelled: true })
    const end = await call<LabStatus>('lab.result', { game: 'fftcg', jobId })
    expect(end.state).toBe('cancelled')
    expect(end.done).toBeLessThan(1_000_000)
  })

  it('names the field of a policy mistake', async () => {
    const envelope = await dispatch('lab.start', { game: 'fftcg', deck, policy: { keepIf: [{ type: 'backup', count: 9 }], discards: { perTurn: -1 } } }, { transport: 'cli' })
    expect(envelope.ok).toBe(false)
    const fields = envelope.ok ? [] : envelope.error.details!.map((d) => d.field)
    expect(fields).toContain('policy.keepIf.0.count')
    expect(fields).toContain('policy.discards.perTurn')
    const unknown = await dispatch('lab.start', { game: 'fftcg', deck, policy: { mulligan: 'never' } }, { transport: 'cli' })
    expect(unknown.ok ? [] : unknown.error.details!.map((d) => `${d.field}: ${d.message}`).join('\n')).toMatch(/policy/)
    const preset = await dispatch('lab.start', { game: 'fftcg', deck, policy: 'sometimes' }, { transport: 'cli' })
    expect(preset.ok ? [] : preset.error.details!.map((d) => d.field)).toContain('policy.base')
  })

  it('compares keep policies on the same deals', async () => {
    const { jobId } = await call<{ jobId: string }>('lab.compare', { game: 'fftcg', deck, games: 20000, seed: 3, policies: ['never', 'two-backups'] })
    const { results } = await call<LabStatus>('lab.result', { game: 'fftcg', jobId })
    expect(results!.policies.map((p) => p.policy.name)).toEqual(['never', 'two-backups'])
    const [c] = results!.comparisons as FftcgReport['comparisons']
    expect(c!.backupsByTurn2.diff).toBeCloseTo(c!.backupsByTurn2.a - c!.backupsByTurn2.b, 10)
    expect(typeof c!.advice).toBe('string')
  })
})
