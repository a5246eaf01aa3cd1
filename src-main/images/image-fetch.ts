// One download of one image, with every check a cache needs before it keeps the bytes:
// the download's bounds (src-main/net/bounded-download.ts: deadline, idle timer, bytes received
// and decoded, checked redirects), status, content type, Content-Length honoured, the body read
// to the end, and the bytes themselves (checkImageBytes). Nothing is written here: the caller stores.
import { openDownload, type DownloadAttempt } from '../net/bounded-download'
import { DownloadBoundError, RedirectError, type DownloadBounds } from '../net/download-bounds'
import type { FetchFn } from '../net/fetch-failures'
import { MAX_IMAGE_BYTES, baseContentType, checkImageBytes, isImageType, type ImageType } from './image-bytes'

export type { FetchFn } from '../net/fetch-failures'

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
  | 'redirect' // a loop, a non-web address or another host: the next attempt would go the same way

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

export interface FetchImageOptions {
  signal?: AbortSignal
  /** Whole download, headers to last byte (default IMAGE_BOUNDS.deadlineMs). */
  timeoutMs?: number
  fetch?: FetchFn
  /** Who is asking (Scryfall asks every client to say so). */
  userAgent?: string
}

/** Official scans are 100–400 KB: 8 MiB received or decoded is far past any. */
export const IMAGE_BOUNDS: DownloadBounds = {
  maxReceivedBytes: MAX_IMAGE_BYTES,
  maxDecodedBytes: MAX_IMAGE_BYTES,
  deadlineMs: 20_000,
  idleMs: 10_000,
}

export async function fetchImage(url: string, options: FetchImageOptions = {}): Promise<FetchedImage> {
  const bounds = { ...IMAGE_BOUNDS, deadlineMs: options.timeoutMs ?? IMAGE_BOUNDS.deadlineMs }
  let attempt: DownloadAttempt | undefined
  try {
    attempt = await openDownload(url, { headers: { accept: 'image/webp,image/png,image/jpeg;q=0.9', ...(options.userAgent ? { 'user-agent': options.userAgent } : {}) } }, { bounds, signal: options.signal, fetch: options.fetch })
    return await readImage(attempt.response, attempt.signal)
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error
    throw imageFailure(url, attempt?.signal.aborted ? attempt.signal.reason : error)
  } finally {
    // Whatever happened, let go of the connection.
    await attempt?.close()
  }
}

function imageFailure(url: string, error: unknown): ImageFetchError {
  if (error instanceof ImageFetchError) return error
  if (error instanceof RedirectError) return new ImageFetchError('redirect', `${error.message} (${url})`)
  if (error instanceof DownloadBoundError) return new ImageFetchError(error.retryable ? 'timeout' : 'size', `${error.message} (${url})`)
  return new ImageFetchError('network', `network error fetching ${url}: ${describe(error)}`)
}

async function readImage(response: Response, signal: AbortSignal): Promise<FetchedImage> {
  const { status } = response
  if (status === 404 || status === 410) throw new ImageFetchError('not-found', `HTTP ${status}`)
  if (status === 429 || status >= 500) throw new ImageFetchError('server', `HTTP ${status}`)
  if (status !== 200) throw new ImageFetchError('http', `HTTP ${status}`)

  const type = baseContentType(response.headers.get('content-type'))
  if (!isImageType(type)) throw new ImageFetchError('content-type', `content type ${type || '(none)'} is not an accepted image type`)

  // Over MAX_IMAGE_BYTES, the download refused it already; a length that is no number is refused here.
  const lengthHeader = response.headers.get('content-length')
  const declared = lengthHeader === null || response.headers.has('content-encoding') ? null : Number(lengthHeader)
  if (declared !== null && (!Number.isSafeInteger(declared) || declared < 0)) throw new ImageFetchError('size', `Content-Length ${lengthHeader} is out of bounds`)
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
      if (declared !== null && size > declared) throw new ImageFetchError('size', `body is larger than the ${declared} bytes announced`)
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof ImageFetchError || error instanceof DownloadBoundError) throw error
    // A connection cut mid-body is a partial download.
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
    return cause?.code ?? cause?.message ?? (error as { code?: string }).code ?? error.message
  }
  return String(error)
}
