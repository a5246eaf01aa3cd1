import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import type { LabReport, LabStatus } from '@shared/channels/lab'
import { ApiError } from '@shared/api-envelope'
import single from './fixtures/single-report.json'

// main's lab service, faked: a job advances by a quarter of its games per status call.
const fake = vi.hoisted(() => ({
  calls: [] as { channel: string; request: Record<string, unknown> }[],
  startError: null as Error | null,
  failAfter: null as number | null,
  job: null as { total: number; done: number; state: string; polls: number } | null,
}))
vi.mock('../../../src-renderer/api', () => ({
  api: {
    invoke: async (channel: string, request: Record<string, unknown>) => {
      fake.calls.push({ channel, request })
      return handle(channel, request)
    },
  },
}))

const report = single as unknown as LabReport
function status(): LabStatus {
  const j = fake.job!
  const running = j.state === 'running'
  return {
    jobId: 'lab1',
    state: j.state as LabStatus['state'],
    running,
    done: j.done,
    total: j.total,
    workers: 2,
    inThread: false,
    elapsedMs: j.polls * 100,
    ...(j.state === 'failed' ? { error: 'worker exploded' } : {}),
    ...(j.done > 0 ? { results: { ...report, games: j.done } } : {}),
  }
}
function handle(channel: string, request: Record<string, unknown>): unknown {
  switch (channel) {
    case 'lab.start':
    case 'lab.compare':
      if (fake.startError) throw fake.startError
      fake.job = { total: request.games as number, done: 0, state: 'running', polls: 0 }
      return { jobId: 'lab1' }
    case 'lab.status': {
      const j = fake.job!
      if (j.state === 'running') {
        j.polls++
        j.done = Math.min(j.total, j.done + j.total / 4)
        if (fake.failAfter !== null && j.polls >= fake.failAfter) j.state = 'failed'
        else if (j.done >= j.total) j.state = 'done'
      }
      return status()
    }
    case 'lab.cancel':
      fake.job!.state = 'cancelled'
      return { cancelled: true }
    default:
      throw new Error(`unexpected ${channel}`)
  }
}

const { DeckLabDatabase } = await import('../../../src-renderer/db')
const { LabResultRepository, setLabResultRepository, entriesHash } = await import('../../../src-renderer/db/labResults')
const { useLabStore } = await import('../../../src-renderer/stores/lab')

const DECK = { deckId: 'd1', deckName: 'Fire/Water', entries: [{ code: '1-003', count: 3 }, { code: '1-011', count: 47 }], format: 'constructed' as const }
let name: string
let db: InstanceType<typeof DeckLabDatabase>

beforeEach(() => {
  setActivePinia(createPinia())
  name = `lab-store-${Math.random()}`
  db = new DeckLabDatabase(name)
  setLabResultRepository(new LabResultRepository(db))
  fake.calls = []
  fake.startError = null
  fake.failAfter = null
  fake.job = null
})
afterEach(async () => {
  setLabResultRepository(null)
  db.close()
  await Dexie.delete(name)
})

describe('the lab store', () => {
  it('starts a run, polls its progress with partial figures, and saves it with the deck when done', async () => {
    const lab = useLabStore()
    await lab.bind('d1')
    lab.games = 20_000
    lab.seed = 7
    lab.turns = 5
    lab.onThePlay = false
    await lab.run({ ...DECK, versions: [{ id: 'v-other', entries: [] }, { id: 'v-same', entries: [...DECK.entries].reverse() }] })
    expect(fake.calls[0]).toEqual({
      channel: 'lab.start',
      request: { deck: DECK.entries, games: 20_000, seed: 7, onThePlay: false, format: 'constructed', turns: 5, policy: 'backup' },
    })
    expect(lab.phase).toBe('running')
    await vi.waitFor(() => expect(lab.done).toBe(5000))
    expect(lab.partial).toBe(true)
    expect(lab.report?.games).toBe(5000)
    expect(lab.progress).toBe(0.25)
    await vi.waitFor(() => expect(lab.phase).toBe('done'), { timeout: 3000 })
    expect(fake.calls.filter((c) => c.channel === 'lab.status')).toHaveLength(4)
    expect(lab.partial).toBe(false)
    expect(lab.seed).toBe(report.seed)
    await vi.waitFor(() => expect(lab.saved).toHaveLength(1))
    expect(lab.saved[0]).toMatchObject({ deckId: 'd1', versionId: 'v-same', entriesHash: entriesHash(DECK.entries), parameters: { games: 20_000, seed: 7, onThePlay: false, turns: 5, policies: ['backup'] } })
    expect(lab.saved[0]!.results.games).toBe(20_000)
  })

  // Regression: the lab sent the main pile alone, so Vanguard's lab never saw the deck's ride deck.
  it('sends the deck’s played piles (Vanguard’s ride deck) beside the main pile, and saves the run with the version holding both', async () => {
    const lab = useLabStore()
    await lab.bind('v1')
    const main = [{ code: 'D-SD01/013', count: 4 }, { code: 'D-SD01/001', count: 42 }]
    const ride = [{ code: 'D-SD01/004', count: 1 }, { code: 'D-SD01/003', count: 1 }, { code: 'D-SD01/002', count: 1 }, { code: 'D-SD01/001', count: 1 }]
    const versions = [{ id: 'v-other-ride', entries: main, piles: { ride: ride.slice(1) } }, { id: 'v-same', entries: main, piles: { ride: [...ride].reverse() } }]
    await lab.run({ deckId: 'v1', deckName: 'Nirvana', entries: main, piles: { ride }, format: 'ride-deck' as never, versions })
    expect(fake.calls[0]!.channel).toBe('lab.start')
    expect(fake.calls[0]!.request).toMatchObject({ deck: main, piles: { ride } })
    await vi.waitFor(() => expect(lab.saved).toHaveLength(1), { timeout: 3000 })
    expect(lab.saved[0]).toMatchObject({ versionId: 'v-same', entriesHash: entriesHash(main, { ride }) })
    expect(entriesHash(main, { ride })).not.toBe(entriesHash(main))
    expect(entriesHash(main, {})).toBe(entriesHash(main))
  })

  it('sends no piles for a deck with none (an empty ride pile: the game reads the deck)', async () => {
    const lab = useLabStore()
    await lab.bind('d1')
    await lab.run({ ...DECK, piles: { ride: [] } })
    expect(fake.calls[0]!.request).not.toHaveProperty('piles')
    lab.stopPolling()
  })

  it('compares two to three policies through lab.compare', async () => {
    const lab = useLabStore()
    await lab.bind('d1')
    lab.comparePolicies = ['never', 'two-backups']
    await lab.compare(DECK)
    expect(fake.calls[0]!.channel).toBe('lab.compare')
    expect(fake.calls[0]!.request.policies).toEqual(['never', 'two-backups'])
    expect(lab.mode).toBe('compare')
    lab.stopPolling()
  })

  it('cancels: stops polling, tells main, and keeps the figures of the games done', async () => {
    const lab = useLabStore()
    await lab.bind('d1')
    await lab.run(DECK)
    await vi.waitFor(() => expect(lab.done).toBe(25_000))
    await lab.cancel()
    expect(lab.phase).toBe('cancelled')
    expect(fake.calls.some((c) => c.channel === 'lab.cancel' && c.request.jobId === 'lab1')).toBe(true)
    const polls = fake.calls.length
    await new Promise((r) => setTimeout(r, 400))
    expect(fake.calls.length).toBe(polls) // no more polling
    expect(lab.report).not.toBeNull()
    expect(lab.saved).toEqual([]) // a cancelled run is not saved
  })

  it('shows main’s refusal with the path of each wrong field', async () => {
    const lab = useLabStore()
    await lab.bind('d1')
    fake.startError = new ApiError('invalid-request', 'invalid request', [{ field: 'policy.keepIf.0.count', message: 'Too big: expected number to be <=5' }])
    await lab.run(DECK)
    expect(lab.phase).toBe('failed')
    expect(lab.error).toBe('invalid request')
    expect(lab.errorDetails).toEqual(['policy.keepIf.0.count: Too big: expected number to be <=5'])
  })

  it('refuses a custom policy that is not JSON before asking main', async () => {
    const lab = useLabStore()
    await lab.bind('d1')
    lab.policy = 'custom'
    lab.customJson = '{ "base": "backup", '
    await lab.run(DECK)
    expect(lab.phase).toBe('failed')
    expect(lab.error).toMatch(/^policy JSON/)
    expect(fake.calls).toEqual([])
  })

  it('shows a job that failed in main', async () => {
    const lab = useLabStore()
    await lab.bind('d1')
    fake.failAfter = 2
    await lab.run(DECK)
    await vi.waitFor(() => expect(lab.phase).toBe('failed'), { timeout: 3000 })
    expect(lab.error).toBe('worker exploded')
    expect(lab.running).toBe(false)
  })
})
