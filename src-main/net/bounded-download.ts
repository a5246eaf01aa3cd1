// One attempt of a download, bounded whatever the source sends (issue 29.2): a deadline for the
// whole attempt besides the idle timer, the declared size checked before a byte is read, the
// bytes received and the bytes decoded capped, and each redirect checked before it is followed
// (a loop, a non-web address or another host is refused with a RedirectError). The answer is a
// Response whose body errors with a DownloadBoundError at the first bound it passes.
import type { FetchFn } from './fetch-failures'
import { sourceName } from './http-address'
import { httpTransport } from './http-transport'
import { bytesText, DownloadBoundError, durationText, MAX_REDIRECTS, RedirectError, type DownloadBounds } from './download-bounds'

export interface DownloadRequest {
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
}

export interface DownloadOptions {
  bounds: DownloadBounds
  /** The caller's cancel. */
  signal?: AbortSignal
  /** Replaces the transport (tests); redirects are still checked here. */
  fetch?: FetchFn
}

export interface DownloadAttempt {
  /** The last answer, its body bounded. */
  response: Response
  /** Aborted by the caller's cancel, the deadline or the idle timer (its reason says which). */
  signal: AbortSignal
  /** Stops the timers and lets go of the connection. */
  close(): Promise<void>
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** Opens `url`, following at most MAX_REDIRECTS checked redirects. Throws what the transport throws, or a bound's or a redirect's error. */
export async function openDownload(url: string, request: DownloadRequest, options: DownloadOptions): Promise<DownloadAttempt> {
  const { bounds } = options
  const timer = new AbortController()
  const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal
  const deadline = setTimeout(() => timer.abort(new DownloadBoundError('deadline', `not done within ${durationText(bounds.deadlineMs)}`)), bounds.deadlineMs)
  let idle: NodeJS.Timeout | undefined
  const alive = () => {
    clearTimeout(idle)
    idle = setTimeout(() => timer.abort(new DownloadBoundError('idle', `no data for ${durationText(bounds.idleMs)}`)), bounds.idleMs)
  }
  const stop = () => {
    clearTimeout(deadline)
    clearTimeout(idle)
  }
  alive()
  const send = options.fetch ?? httpTransport(bounds.maxReceivedBytes)
  try {
    const response = await follow(url, request, signal, send)
    checkDeclaredSize(response, bounds)
    const body = response.body?.pipeThrough(boundedBody(bounds.maxDecodedBytes, alive)) ?? null
    const bounded = new Response(body, { status: response.status, headers: response.headers })
    return {
      response: bounded,
      signal,
      close: async () => {
        stop()
        if (bounded.body && !bounded.bodyUsed) await bounded.body.cancel().catch(() => undefined)
      },
    }
  } catch (error) {
    stop()
    // The transport says "aborted"; the timer's reason says which bound it was.
    if (timer.signal.aborted && !options.signal?.aborted) throw timer.signal.reason
    throw error
  }
}

async function follow(url: string, request: DownloadRequest, signal: AbortSignal, send: FetchFn): Promise<Response> {
  const visited = [url]
  let method = request.method ?? 'GET'
  let body = request.body
  for (;;) {
    const current = visited.at(-1)!
    const response = await send(current, { method, headers: request.headers, body, signal, redirect: 'manual' })
    if (!REDIRECTS.has(response.status)) return response
    await response.body?.cancel().catch(() => undefined)
    const next = redirectTarget(visited, response.headers.get('location'))
    visited.push(next)
    // 303 (and, as browsers do, 301/302 after a POST) asks for the new address with a GET.
    if (response.status === 303 || (method === 'POST' && (response.status === 301 || response.status === 302))) {
      method = 'GET'
      body = undefined
    }
  }
}

/** The address a redirect names, checked; `visited` is the chain so far, the first asked first. */
export function redirectTarget(visited: readonly string[], location: string | null): string {
  const from = visited.at(-1)!
  const host = sourceName(visited[0]!)
  if (!location) throw new RedirectError('no-location', `${sourceName(from)} answered a redirect without an address`)
  let target: URL
  try {
    target = new URL(location, from)
  } catch {
    throw new RedirectError('not-web', `${sourceName(from)} redirects to ${JSON.stringify(location.slice(0, 80))}, which is not an address`)
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new RedirectError('not-web', `${sourceName(from)} redirects to a ${target.protocol} address, not a web (http or https) one`)
  if (target.hostname !== new URL(visited[0]!).hostname)
    throw new RedirectError('other-host', `${host} redirects to ${target.host}, a host the address setting does not name`)
  target.hash = ''
  const next = target.toString()
  const seen = visited.indexOf(next)
  if (seen >= 0) throw new RedirectError('loop', `${host} redirects in a loop (${[...visited.slice(seen), next].map(pathOf).join(' → ')})`)
  if (visited.length > MAX_REDIRECTS) throw new RedirectError('too-many', `${host} redirects more than ${MAX_REDIRECTS} times`)
  return next
}

const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

/** Content-Length is what comes over the wire; it is also the decoded size when nothing is compressed. */
function checkDeclaredSize(response: Response, bounds: DownloadBounds): void {
  const header = response.headers.get('content-length')
  if (header === null) return
  const declared = Number(header)
  const compressed = response.headers.has('content-encoding')
  const max = compressed ? bounds.maxReceivedBytes : Math.min(bounds.maxReceivedBytes, bounds.maxDecodedBytes)
  if (Number.isSafeInteger(declared) && declared > max)
    throw new DownloadBoundError('declared-size', `announced ${bytesText(declared)} (Content-Length ${declared}), over the ${bytesText(max)} cap`)
}

/** Passes the decoded body on, telling the idle timer of each piece, and errors past `maxBytes`. */
function boundedBody(maxBytes: number, alive: () => void): TransformStream<Uint8Array, Uint8Array> {
  let decoded = 0
  return new TransformStream({
    transform(chunk, controller) {
      alive()
      decoded += chunk.byteLength
      if (decoded > maxBytes) controller.error(new DownloadBoundError('decoded-bytes', `more than ${bytesText(maxBytes)} once decompressed`))
      else controller.enqueue(chunk)
    },
  })
}
