// Downloads the images of a list of cards for offline play (a deck, every deck, a set) as one job
// in main, with its progress polled until it ends. `start(codes)` then show `status`; `cancel()`.
import { computed, onScopeDispose, ref, shallowRef } from 'vue'
import type { ImageJobStatus } from '@shared/channels/images'
import { api } from '../api'

export function useImagePrefetch(options: { pollMs?: number; onFinished?: (status: ImageJobStatus) => void } = {}) {
  const status = shallowRef<ImageJobStatus | null>(null)
  const failure = ref<string | null>(null)
  let timer: ReturnType<typeof setTimeout> | null = null
  let disposed = false

  const running = computed(() => status.value?.running ?? false)
  /** 0..1: images handled (downloaded, already there, or failed) over images asked. */
  const progress = computed(() => {
    const s = status.value
    return !s || s.total === 0 ? (s ? 1 : 0) : (s.done + s.failed) / s.total
  })

  function stopPolling(): void {
    if (timer) clearTimeout(timer)
    timer = null
  }

  async function poll(jobId: string): Promise<void> {
    try {
      const next = await api.invoke('images.jobStatus', { jobId })
      if (disposed || status.value?.jobId !== jobId) return
      status.value = next
      if (next.running) timer = setTimeout(() => void poll(jobId), options.pollMs ?? 400)
      else options.onFinished?.(next)
    } catch (error) {
      failure.value = error instanceof Error ? error.message : String(error)
    }
  }

  async function start(codes: string[]): Promise<void> {
    stopPolling()
    failure.value = null
    try {
      const { jobId } = await api.invoke('images.prefetch', { codes })
      status.value = { jobId, total: new Set(codes).size, done: 0, failed: 0, running: true, cancelled: false, failures: [] }
      await poll(jobId)
    } catch (error) {
      failure.value = error instanceof Error ? error.message : String(error)
    }
  }

  async function cancel(): Promise<void> {
    const jobId = status.value?.jobId
    if (!jobId) return
    try {
      status.value = await api.invoke('images.cancel', { jobId })
    } catch (error) {
      failure.value = error instanceof Error ? error.message : String(error)
    }
  }

  onScopeDispose(() => {
    disposed = true
    stopPolling()
  })

  return { status, running, progress, failure, start, cancel }
}
