// What every download from the network shares: the fetch signature tests replace, the system
// error codes that mean "no network" (said plainly, never retried), and a pause that a cancel ends.

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>

/** Network error codes that mean "no way to reach the host": said plainly, not retried. */
export const OFFLINE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN'])

/** undici puts the system's code (`ECONNREFUSED`, `ENOTFOUND`) on the error's cause. */
export function networkCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | null)?.cause
  const code = cause?.code ?? cause?.errors?.[0]?.code ?? (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((done, fail) => {
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      fail(signal.reason)
    }, { once: true })
  })
}
