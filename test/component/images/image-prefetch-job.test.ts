import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import type { ImageJobStatus } from '@shared/channels/images'
import { createAppI18n } from '../../../src-renderer/i18n'

const fake = vi.hoisted(() => ({ calls: [] as { channel: string; request: any }[], statuses: [] as any[] }))
vi.mock('../../../src-renderer/api', () => ({
  api: {
    invoke: async (channel: string, request: any) => {
      fake.calls.push({ channel, request })
      if (channel === 'images.prefetch') return { jobId: 'job-7' }
      if (channel === 'images.jobStatus') return fake.statuses.shift()
      throw new Error(`unexpected ${channel}`)
    },
  },
}))
const { default: ImagePrefetchJob } = await import('../../../src-renderer/components/images/ImagePrefetchJob.vue')

const status = (done: number, failed: number, running: boolean, failures: ImageJobStatus['failures'] = []): ImageJobStatus => ({
  jobId: 'job-7', total: 3, done, failed, running, cancelled: false, failures,
})

describe('ImagePrefetchJob: one offline download, for a set, a deck or all decks', () => {
  it('gathers the codes when pressed, shows progress, then what failed and why', async () => {
    localStorage.setItem('decklab.locale', 'en')
    fake.statuses = [status(3 - 1, 1, false, [{ code: '1-003C', reason: 'not-found' }])]
    const codes = vi.fn(() => ['1-001H', '1-002R', '1-003C'])
    const finished = vi.fn()
    const wrapper = mount(ImagePrefetchJob, {
      props: { codes, testid: 'deck-images', label: 'Download this deck' },
      attrs: { onFinished: finished },
      global: { plugins: [createAppI18n()] },
    })
    expect(codes).not.toHaveBeenCalled()
    const button = wrapper.get('[data-testid="deck-images-download"]')
    expect(button.text()).toBe('Download this deck')
    await button.trigger('click')
    await flushPromises()
    expect(codes).toHaveBeenCalledOnce()
    expect(fake.calls[0]).toEqual({ channel: 'images.prefetch', request: { codes: ['1-001H', '1-002R', '1-003C'] } })
    await vi.waitFor(() => expect(finished).toHaveBeenCalled())
    await flushPromises()
    expect(wrapper.get('[data-testid="deck-images-job-text"]').text()).toContain('Done: 2 of 3 images')
    expect(wrapper.get('[data-testid="deck-images-failures"]').text()).toContain('1-003C')
    expect(wrapper.get('[data-testid="deck-images-failures"]').text()).toContain('not on the image host')
  })
})
