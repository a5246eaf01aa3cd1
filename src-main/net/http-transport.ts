// The requests of every download, on node:http(s) rather than fetch, for one reason: fetch
// decompresses before the caller sees a byte, so the bytes actually received (a 1 MiB gzip body
// that inflates to 1 GiB) could not be counted. Here the compressed bytes are counted as they
// arrive, then decoded (gzip, deflate, br). Redirects are never followed here: the caller checks
// each one (bounded-download.ts). The answer is a standard Response, as fetch's would be.
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { pipeline, Readable, Transform } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import type { FetchFn } from './fetch-failures'
import { bytesText, DownloadBoundError } from './download-bounds'

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 103, 204, 205, 304])

/** A fetch-like request that errors its body once more than `maxReceivedBytes` came over the wire. */
export function httpTransport(maxReceivedBytes: number): FetchFn {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url)
      const send = target.protocol === 'https:' ? httpsRequest : target.protocol === 'http:' ? httpRequest : null
      if (!send) return reject(new TypeError(`not a web address (${target.protocol})`))
      const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }
      new Headers(init.headers).forEach((value, name) => (headers[name] = value))
      const request = send(target, { method: init.method ?? 'GET', headers, signal: init.signal ?? undefined })
      request.on('error', reject)
      request.once('response', (answer) => resolve(toResponse(answer, maxReceivedBytes)))
      request.end(typeof init.body === 'string' ? init.body : undefined)
    })
}

function toResponse(answer: IncomingMessage, maxReceivedBytes: number): Response {
  const headers = new Headers()
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one)
    else if (value !== undefined) headers.set(name, value)
  }
  const status = answer.statusCode ?? 502
  if (NO_BODY.has(status)) {
    answer.resume()
    return new Response(null, { status, headers })
  }
  let received = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length
      if (received > maxReceivedBytes) done(new DownloadBoundError('received-bytes', `more than ${bytesText(maxReceivedBytes)} received`))
      else done(null, chunk)
    },
  })
  const decoder = decoderFor(headers.get('content-encoding'))
  const body = decoder ? pipeline(answer, counter, decoder, () => undefined) : pipeline(answer, counter, () => undefined)
  return new Response(webStream(body), { status, headers })
}

/** Pulled piece by piece (Readable.toWeb of Node 20 throws on a piece that comes after a cancel). */
function webStream(stream: Readable): ReadableStream<Uint8Array> {
  const pieces = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await pieces.next()
        if (done) controller.close()
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))
      },
      async cancel() {
        stream.destroy()
        await pieces.return?.()
      },
    },
    { highWaterMark: 0 },
  )
}

function decoderFor(encoding: string | null) {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip()
    case 'deflate':
      return createInflate()
    case 'br':
      return createBrotliDecompress()
    default:
      // identity, or one we do not know: the bytes as sent (the reader then says they are not JSON).
      return null
  }
}
