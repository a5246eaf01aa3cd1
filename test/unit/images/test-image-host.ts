// A stand-in for the card-image host on 127.0.0.1 (no internet in tests): real PNG bytes built
// here (node:zlib), labelled with the card code so a screenshot shows which image is which, and
// switches for every misbehaviour the cache must survive. Shared by unit and end-to-end tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

// 3×5 glyphs for card codes: digits, dash and the rarity / prefix letters.
const GLYPHS: Record<string, string> = {
  '0': '111101101101111', '1': '010110010010111', '2': '111001111100111', '3': '111001111001111',
  '4': '101101111001001', '5': '111100111001111', '6': '111100111101111', '7': '111001010010010',
  '8': '111101111101111', '9': '111101111001111', '-': '000000111000000', C: '111100100100111',
  R: '110101110101101', H: '101101111101101', L: '100100100100111', S: '111100111001111',
  B: '110101110101110', P: '111101111100100', E: '111100111100111',
}

/** A valid RGB PNG of `width`×`height` in a colour derived from `label`, with the label drawn on it. */
export function makePng(label: string, width = 126, height = 176): Buffer {
  let hash = 0
  for (const ch of label) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const bg = [60 + (hash % 140), 60 + ((hash >> 8) % 140), 60 + ((hash >> 16) % 140)]
  const pixels = Buffer.alloc(height * (1 + width * 3))
  const set = (x: number, y: number, rgb: number[]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return
    pixels.set(rgb, y * (1 + width * 3) + 1 + x * 3)
  }
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) set(x, y, x < 4 || y < 4 || x >= width - 4 || y >= height - 4 ? [20, 20, 20] : bg)
  const scale = Math.max(1, Math.floor((width - 12) / (label.length * 4)))
  const left = Math.floor((width - label.length * 4 * scale) / 2)
  const top = Math.floor(height / 2 - 2.5 * scale)
  ;[...label.toUpperCase()].forEach((ch, i) => {
    const glyph = GLYPHS[ch]
    if (!glyph) return
    for (let gy = 0; gy < 5; gy++)
      for (let gx = 0; gx < 3; gx++)
        if (glyph[gy * 3 + gx] === '1')
          for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) set(left + (i * 4 + gx) * scale + dx, top + gy * scale + dy, [255, 255, 255])
  })
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Bytes with JPEG's markers (start, a segment, end); enough for the cache's checks, not a decoder. */
export function makeJpegLike(size = 2048): Buffer {
  const bytes = Buffer.alloc(size, 0x55)
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00], 0)
  bytes.set([0xff, 0xd9], size - 2)
  return bytes
}

export type Behaviour =
  | 'ok'
  | 'jpeg'
  | 'missing' // 404
  | 'html' // 200 text/html
  | 'wrong-magic' // 200 image/png, bytes are not an image
  | 'short' // Content-Length larger than the body, then the connection ends
  | 'cut' // chunked, connection destroyed mid-body
  | 'error' // 503
  | 'slow' // answers after `delayMs`

export interface ImageHost {
  url: string
  port: number
  /** Requests received, by path. */
  requests: string[]
  /** When each request arrived (ms, performance.now) and the user agent it gave. */
  arrivals: { at: number; userAgent: string }[]
  /** Most requests being answered at the same time. */
  peak: number
  /** Behaviour by card code (from the file name `1-001H_eg.jpg`); default `ok`. */
  behaviour: Map<string, Behaviour>
  delayMs: number
  requestsFor(code: string): number
  close(): Promise<void>
}

/** `1-001H_eg.jpg` → `1-001H` (FFTCG's official names); any other file name without its extension (Scryfall's `<id>.jpg`). */
export function codeOfPath(path: string): string {
  return decodeURIComponent(path.split('/').pop() ?? '').replace(/(_[a-z]+)?\.(jpg|png|webp)$/i, '')
}

/** What a picture is labelled with: the code, shortened to 8 characters for a long one (Scryfall's ids), `B` after a back face's (Scryfall's /back/ path), so that screenshots tell pictures apart. */
export function labelOfPath(path: string): string {
  const code = codeOfPath(path)
  const short = code.length > 10 ? code.slice(0, 8) : code
  return path.includes('/back/') ? `${short} B` : short
}

export async function startImageHost(options: { port?: number; delayMs?: number } = {}): Promise<ImageHost> {
  let active = 0
  const sockets = new Set<Socket>()
  const host: ImageHost = {
    url: '',
    port: 0,
    requests: [],
    arrivals: [],
    peak: 0,
    behaviour: new Map(),
    delayMs: options.delayMs ?? 0,
    requestsFor: (code) => host.requests.filter((p) => codeOfPath(p) === code).length,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => done())
      }),
  }
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    host.requests.push(path)
    host.arrivals.push({ at: performance.now(), userAgent: req.headers['user-agent'] ?? '' })
    active++
    host.peak = Math.max(host.peak, active)
    try {
      const code = codeOfPath(path)
      const behaviour = host.behaviour.get(code) ?? 'ok'
      if (host.delayMs || behaviour === 'slow') await new Promise((r) => setTimeout(r, host.delayMs || 200))
      const png = makePng(labelOfPath(path))
      switch (behaviour) {
        case 'missing':
          res.writeHead(404, { 'content-type': 'text/plain' }).end('no such image')
          return
        case 'error':
          res.writeHead(503, { 'content-type': 'text/plain' }).end('busy')
          return
        case 'html':
          res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Not an image, a login page')
          return
        case 'wrong-magic':
          res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(500, 0x41))
          return
        case 'short':
          res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length + 500) })
          res.write(png)
          res.socket?.destroySoon()
          return
        case 'cut':
          res.writeHead(200, { 'content-type': 'image/png' })
          res.write(png.subarray(0, png.length >> 1))
          setTimeout(() => res.socket?.destroy(), 20)
          return
        case 'jpeg': {
          const jpeg = makeJpegLike()
          res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) }).end(jpeg)
          return
        }
        default:
          res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) }).end(png)
      }
    } finally {
      active--
    }
  }
  const server: Server = createServer((req, res) => void answer(req, res))
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  host.port = (server.address() as AddressInfo).port
  host.url = `http://127.0.0.1:${host.port}`
  return host
}
