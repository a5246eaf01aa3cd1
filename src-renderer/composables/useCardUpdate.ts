// The official card-data update as the Card data page runs it: main fetches and stores (the
// renderer never fetches), the page asks how far it is and may cancel.
import { onUnmounted, ref } from 'vue'
import { ApiError, type ApiErrorDetail } from '@shared/api-envelope'
import type { CardUpdateInfo, CardUpdateReport, ImportProgress } from '@shared/api'
import { api } from '../api'

/** How often the page asks how far the update is. */
const PROGRESS_POLL_MS = 200

export type UpdateFailure =
  | { kind: 'cancelled' }
  | { kind: 'offline' }
  | { kind: 'rejected'; details: ApiErrorDetail[] }
  | { kind: 'failed'; message: string }

export function failureOf(error: unknown): UpdateFailure {
  if (error instanceof ApiError) {
    if (error.code === 'cancelled') return { kind: 'cancelled' }
    if (error.code === 'offline') return { kind: 'offline' }
    if (error.code === 'import-rejected') return { kind: 'rejected', details: error.details }
  }
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
}

export function useCardUpdate(onUpdated: () => void) {
  const info = ref<CardUpdateInfo | null>(null)
  const running = ref(false)
  const progress = ref<ImportProgress | null>(null)
  const cancelling = ref(false)
  const report = ref<CardUpdateReport | null>(null)
  const failure = ref<UpdateFailure | null>(null)
  const sourceError = ref(false)
  let polling: ReturnType<typeof setInterval> | undefined

  async function refreshInfo(): Promise<void> {
    info.value = await api.invoke('cardUpdate.info', {}).catch(() => info.value)
  }

  async function poll(): Promise<void> {
    const status = await api.invoke('cards.importStatus', {}).catch(() => null)
    if (running.value && status) progress.value = status.progress
  }
  const stopPolling = () => {
    clearInterval(polling)
    polling = undefined
  }
  onUnmounted(stopPolling)

  async function run(): Promise<void> {
    running.value = true
    cancelling.value = false
    report.value = null
    failure.value = null
    progress.value = null
    polling = setInterval(() => void poll(), PROGRESS_POLL_MS)
    try {
      report.value = await api.invoke('cardUpdate.run', {})
      onUpdated()
    } catch (error) {
      failure.value = failureOf(error)
    } finally {
      stopPolling()
      running.value = false
      progress.value = null
      await refreshInfo()
    }
  }

  async function cancel(): Promise<void> {
    cancelling.value = true
    await api.invoke('cards.importCancel', {}).catch(() => undefined)
  }

  async function setSource(source: string | null): Promise<void> {
    try {
      info.value = await api.invoke('cardUpdate.setSource', { source })
      sourceError.value = false
    } catch {
      sourceError.value = true
    }
  }

  return { info, running, progress, cancelling, report, failure, sourceError, refreshInfo, run, cancel, setSource }
}
