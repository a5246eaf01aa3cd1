// One download of one image, with every check a cache needs before it keeps the bytes:
// status, content type, Content-Length within bounds and honoured, the body read to the end,
// and the bytes themselves (checkImageBytes). Nothing is written here: the caller stores.
import { MAX_IMAGE_BYTES, baseContentType, checkImageBytes, isImageType, type ImageType } from './image-bytes'

export type FetchFailure =
  | 'not-found' // 404/410: the host has no such image
  | 'http' // another unexpected status
  | 'server' // 5xx or 429: worth trying again later
  | 'content-type'
  | 'size'
  | 'truncated'
  | 'bad-image'
  | 'network'
  | 'timeout'

/** Failures a later attempt may not repeat; the others would fail the same way again. */
const TRANSIENT: ReadonlySet<FetchFailure> = new Set(['server', 'truncated', 'network', 'timeout'])

export class ImageFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
  ) {
    super(message)
    this.name = 'ImageFetchError'
  }
  get transient(): boolean {
    return TRANSIENT.has(this.reason)
  }
}

export interface FetchedImage {
  bytes: Buffer
  type: ImageType
}

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>

export interface FetchImageOptions {
  signal?: AbortSignal
  /** Whole download, headers to last byte. */
  timeoutMs?: number
  fetch?: FetchFn
  /** Who is asking (Scryfall asks every client to say so). */
  userAgent?: string
}

export async function fetchImage(url: string, options: FetchImageOptions = {}): Promise<FetchedImage> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 20_000)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const doFetch = options.fetch ?? ((u, init) => fetch(u, init))
  try {
    const response = await doFetch(url, {
      signal,
      redirect: 'follow',
      headers: { accept: 'image/webp,image/png,image/jpeg;q=0.9', ...(options.userAgent ? { 'user-agent': options.userAgent } : {}) },
    })
    try {
      return await readImage(response, signal)
    } finally {
      // Whatever happened, let go of the connection.
      if (response.body && !response.bodyUsed) await response.body.cancel().catch(() => undefined)
    }
  } catch (error) {
    if (error instanceof ImageFetchError) throw error
    if (options.signal?.aborted) throw options.signal.reason ?? error
    if (timeout.aborted) throw new ImageFetchError('timeout', `timed out fetching ${url}`)
    throw new ImageFetchError('network', `network error fetching ${url}: ${describe(error)}`)
  }
}

async function readImage(response: Response, signal: AbortSignal): Promise<FetchedImage> {
  const { status } = response
  if (status === 404 || status === 410) throw new ImageFetchError('not-found', `HTTP ${status}`)
  if (status === 429 || status >= 500) throw new ImageFetchError('server', `HTTP ${status}`)
  if (status !== 200) throw new ImageFetchError('http', `HTTP ${status}`)

  const type = baseContentType(response.headers.get('content-type'))
  if (!isImageType(type)) throw new ImageFetchError('content-type', `content type ${type || '(none)'} is not an accepted image type`)

  const lengthHeader = response.headers.get('content-length')
  const declared = lengthHeader === null ? null : Number(lengthHeader)
  if (declared !== null && (!Number.isSafeInteger(declared) || declared < 0 || declared > MAX_IMAGE_BYTES)) {
    throw new ImageFetchError('size', `Content-Length ${lengthHeader} is out of bounds`)
  }
  if (!response.body) throw new ImageFetchError('truncated', 'no body')

  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body.getReader()
  try {
    for (;;) {
      if (signal.aborted) throw signal.reason
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_IMAGE_BYTES || (declared !== null && size > declared)) {
        throw new ImageFetchError('size', `body is larger than ${declared ?? MAX_IMAGE_BYTES} bytes`)
      }
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof ImageFetchError) throw error
    // A connection cut mid-body (undici: "terminated") is a partial download.
    if (signal.aborted) throw error
    throw new ImageFetchError('truncated', `download cut short after ${size} bytes: ${describe(error)}`)
  } finally {
    reader.releaseLock()
  }
  if (declared !== null && size !== declared) throw new ImageFetchError('truncated', `got ${size} of ${declared} bytes`)

  const bytes = Buffer.concat(chunks, size)
  const check = checkImageBytes(bytes)
  if (!check.ok) throw new ImageFetchError('bad-image', check.reason)
  return { bytes, type: check.type }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return cause?.code ?? cause?.message ?? error.message
  }
  return String(error)
}
