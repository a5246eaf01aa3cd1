// Issue 17.3: lab jobs cannot exhaust the machine. A job gets at most one thread per core whatever
// it asks for, jobs that do not fit beside the running one wait in a small queue, and one more is
// refused as busy.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LabService } from '../../../src-main/lab/lab-service'
import { parsePolicy } from '@shared/games/fftcg/lab/policy'
import { cardsOf, FIRE_WATER } from './fixtures'

const deck = FIRE_WATER.map(([code, count]) => ({ code, count }))
const cards = cardsOf(FIRE_WATER)
const request = (games: number) => ({ game: 'fftcg' as const, deck, games, seed: 3, workers: 64, onThePlay: true, format: 'constructed' as const, turns: 5, policy: parsePolicy('backup') })
const services: LabService[] = []
afterEach(() => {
  for (const service of services.splice(0)) service.dispose()
})

describe('lab jobs are bounded (issue 17.3)', () => {
  it('a job asking for 64 threads gets one per core; three such jobs never run more than that together', async () => {
    const lab = new LabService(() => cards, { maxThreads: 2, maxQueued: 4 })
    services.push(lab)
    const jobs = [lab.start(request(200_000)), lab.start(request(200_000)), lab.start(request(200_000))].map((j) => j.jobId)
    const first = lab.status('fftcg', jobs[0]!)
    expect(first).toMatchObject({ workers: 2, state: 'running' })
    expect(first.queued).toBeUndefined()
    expect(jobs.slice(1).map((id) => lab.status('fftcg', id))).toMatchObject([{ queued: true, workers: 2 }, { queued: true, workers: 2 }])
    // the waiting jobs start, one after the other, as the running one ends
    lab.cancel('fftcg', jobs[0]!)
    await vi.waitFor(() => expect(lab.status('fftcg', jobs[1]!).queued).toBeUndefined())
    expect(lab.status('fftcg', jobs[2]!).queued).toBe(true)
    lab.cancel('fftcg', jobs[1]!)
    await vi.waitFor(() => expect(lab.status('fftcg', jobs[2]!).queued).toBeUndefined())
    lab.cancel('fftcg', jobs[2]!)
  })

  it('refuses one job more than the queue holds, as busy, and a cancelled waiting job leaves the queue', () => {
    const lab = new LabService(() => cards, { maxThreads: 2, maxQueued: 2, inThread: true })
    services.push(lab)
    const running = lab.start(request(500_000)).jobId
    const waiting = [lab.start(request(500_000)).jobId, lab.start(request(500_000)).jobId]
    expect(() => lab.start(request(500_000))).toThrow(expect.objectContaining({ code: 'busy', message: expect.stringMatching(/2 lab runs are already waiting/) }))
    expect(lab.cancel('fftcg', waiting[0]!)).toEqual({ cancelled: true })
    expect(lab.status('fftcg', waiting[0]!).state).toBe('cancelled')
    expect(() => lab.start(request(500_000))).not.toThrow()
    lab.cancel('fftcg', running)
  })

  it('a small job still runs beside a small one when the threads allow it', () => {
    const lab = new LabService(() => cards, { maxThreads: 2, inThread: true })
    services.push(lab)
    const a = lab.start({ ...request(2000), workers: 1 }).jobId
    const b = lab.start({ ...request(2000), workers: 1 }).jobId
    expect([lab.status('fftcg', a).queued, lab.status('fftcg', b).queued]).toEqual([undefined, undefined])
  })
})
