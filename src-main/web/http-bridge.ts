// The loopback HTTP bridge: the handler table over HTTP on 127.0.0.1, plus the built renderer.
// Every request needs this launch's token (cookie set when the printed URL is opened, or a
// Bearer header for programs); API calls also need a matching Origin when one is sent.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { Dispatch } from '../api/dispatch'
import { answerCardImage, codeFromCardImageUrl, type CardImageSource } from '../images/image-http'
import { CARD_IMAGE_ROUTE } from '@shared/images/card-image-url'
import {
  CONTENT_SECURITY_POLICY,
  TOKEN_COOKIE,
  allowedHosts,
  allowedOrigins,
  cookieValue,
  sameToken,
} from './security'

export interface BridgeOptions {
  dispatch: Dispatch
  /** Folder of the built renderer (out/renderer); none: API only. */
  staticDir?: string
  /** 0 or absent: a free port. */
  port?: number
  /** Absent: a random token for this launch. */
  token?: string
  /** Largest request body accepted (card-data imports are the big ones). */
  maxBodyBytes?: number
  /** Card images at GET /card-image/<code> (src-main/images); none: no such route. */
  images?: CardImageSource
}

export interface RunningBridge {
  url: string
  port: number
  token: string
  server: Server
  close(): Promise<void>
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

function send(res: ServerResponse, status: number, body: string | Buffer, type: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': type,
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...extra,
  })
  res.end(body)
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, JSON.stringify(value), 'application/json; charset=utf-8')
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        reject(new Error('too-large'))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export function startHttpBridge(options: BridgeOptions): Promise<RunningBridge> {
  const token = options.token ?? randomBytes(24).toString('base64url')
  const maxBody = options.maxBodyBytes ?? 80 * 1024 * 1024
  let port = options.port ?? 0

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!allowedHosts(port).has(req.headers.host ?? '')) return sendJson(res, 421, { ok: false, error: { code: 'invalid-request', message: 'Wrong Host header' } })
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
    const origin = req.headers.origin
    if (origin !== undefined && !allowedOrigins(port).has(origin)) {
      return sendJson(res, 403, { ok: false, error: { code: 'invalid-request', message: 'Origin not allowed' } })
    }

    // Opening the printed URL trades the token in the query for a cookie, then drops it from the address bar.
    if (req.method === 'GET' && url.pathname === '/' && url.searchParams.has('token')) {
      if (!sameToken(url.searchParams.get('token'), token)) return send(res, 401, 'Wrong or expired token: use the URL printed by npm run serve.', 'text/plain; charset=utf-8')
      return send(res, 302, '', 'text/plain', {
        location: '/',
        'set-cookie': `${TOKEN_COOKIE}=${encodeURIComponent(token)}; HttpOnly; SameSite=Strict; Path=/`,
      })
    }

    const bearer = req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7) : undefined
    if (!sameToken(cookieValue(req.headers.cookie, TOKEN_COOKIE), token) && !sameToken(bearer, token)) {
      return send(res, 401, 'Deck Lab: open the URL printed by npm run serve (it carries this launch’s token).', 'text/plain; charset=utf-8')
    }

    if (url.pathname.startsWith('/api/')) {
      if (req.method !== 'POST') return sendJson(res, 405, { ok: false, error: { code: 'invalid-request', message: 'Use POST' } })
      // A JSON content type cannot be sent by a plain cross-site form.
      if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
        return sendJson(res, 415, { ok: false, error: { code: 'invalid-request', message: 'Content-Type must be application/json' } })
      }
      let payload: unknown
      try {
        const body = await readBody(req, maxBody)
        payload = body.length ? JSON.parse(body) : {}
      } catch (error) {
        const tooLarge = error instanceof Error && error.message === 'too-large'
        return sendJson(res, tooLarge ? 413 : 400, {
          ok: false,
          error: { code: 'invalid-request', message: tooLarge ? 'Request body too large' : 'Request body is not valid JSON' },
        })
      }
      const channel = decodeURIComponent(url.pathname.slice('/api/'.length))
      const envelope = await options.dispatch(channel, payload, { transport: 'http' })
      // RPC style: the call went through, its outcome is in the envelope. (An HTTP error status
      // would also make the browser log a console error for an ordinary refusal.)
      return sendJson(res, 200, envelope)
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed', 'text/plain')
    if (options.images && url.pathname.startsWith(CARD_IMAGE_ROUTE)) {
      // The browser drops the request when the image scrolls away: stop waiting for it too.
      const gone = new AbortController()
      res.once('close', () => gone.abort())
      const answer = await answerCardImage(options.images, codeFromCardImageUrl(url.pathname), gone.signal)
      if (res.destroyed) return
      return send(res, answer.status, req.method === 'HEAD' ? '' : answer.body, answer.type, answer.headers)
    }
    if (!options.staticDir) return send(res, 404, 'Not found', 'text/plain')
    return serveStatic(options.staticDir, url.pathname, res)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) sendJson(res, 500, { ok: false, error: { code: 'internal', message: 'Internal error' } })
    })
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    // Loopback only: the bridge is never reachable from another machine.
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      port = typeof address === 'object' && address ? address.port : port
      resolve({
        url: `http://127.0.0.1:${port}/?token=${encodeURIComponent(token)}`,
        port,
        token,
        server,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}

async function serveStatic(root: string, pathname: string, res: ServerResponse): Promise<void> {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '')
  const file = join(root, relative === '' ? 'index.html' : relative)
  if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) return send(res, 403, 'Forbidden', 'text/plain')
  try {
    const body = await readFile(file)
    return send(res, 200, body, MIME[extname(file)] ?? 'application/octet-stream')
  } catch {
    // Client-side routes fall back to the app page.
    if (!extname(file)) {
      try {
        return send(res, 200, await readFile(join(root, 'index.html')), MIME['.html']!)
      } catch {
        /* fall through */
      }
    }
    return send(res, 404, 'Not found', 'text/plain')
  }
}
