import { beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope } from 'vue'
import type { ImageJobStatus } from '@shared/channels/images'

const fake = vi.hoisted(() => ({ calls: [] as { channel: string; request: any }[], statuses: [] as any[] }))
vi.mock('../../../src-renderer/api', () => ({
  api: {
    invoke: async (channel: string, request: any) => {
      fake.calls.push({ channel, request })
      if (channel === 'images.prefetch') return { jobId: 'job-1' }
      if (channel === 'images.jobStatus') return fake.statuses.shift()
      if (channel === 'images.cancel') return { ...status(2, 0, false), cancelled: true }
      throw new Error(`unexpected ${channel}`)
    },
  },
}))
const { useImagePrefetch } = await import('../../../src-renderer/composables/useImagePrefetch')

function status(done: number, failed: number, running: boolean): ImageJobStatus {
  return { jobId: 'job-1', total: 4, done, failed, running, cancelled: false, failures: [] }
}

beforeEach(() => {
  fake.calls = []
  fake.statuses = []
})

describe('useImagePrefetch: download a list of cards for offline play', () => {
  it('starts one job for the codes and follows its progress until it ends', async () => {
    fake.statuses = [status(1, 0, true), status(3, 1, false)]
    const finished = vi.fn()
    const scope = effectScope()
    const prefetch = scope.run(() => useImagePrefetch({ pollMs: 1, onFinished: finished }))!
    await prefetch.start(['1-001H', '1-002R', '1-003C', '1-004C'])
    expect(fake.calls[0]).toEqual({ channel: 'images.prefetch', request: { codes: ['1-001H', '1-002R', '1-003C', '1-004C'] } })
    expect(prefetch.progress.value).toBe(0.25)
    expect(prefetch.running.value).toBe(true)
    await vi.waitFor(() => expect(finished).toHaveBeenCalled())
    expect(prefetch.progress.value).toBe(1)
    expect(prefetch.running.value).toBe(false)
    scope.stop()
  })

  it('cancels the job', async () => {
    fake.statuses = [status(1, 0, true), status(2, 0, true), status(2, 0, true)]
    const scope = effectScope()
    const prefetch = scope.run(() => useImagePrefetch({ pollMs: 50 }))!
    await prefetch.start(['1-001H', '1-002R', '1-003C', '1-004C'])
    await prefetch.cancel()
    expect(fake.calls.some((c) => c.channel === 'images.cancel' && c.request.jobId === 'job-1')).toBe(true)
    expect(prefetch.status.value?.cancelled).toBe(true)
    scope.stop()
  })
})
