// The loopback HTTP bridge: the handler table over HTTP on 127.0.0.1, plus the built renderer.
// Every request needs this launch's token (cookie set when the printed URL is opened, or a
// Bearer header for programs); API calls also need a matching Origin when one is sent.
// Cookies are kept apart by host and path, not by port: the app is served under a random path of
// this launch (appPath) and the cookie is scoped to it, so that no other server on 127.0.0.1 ever
// receives the token (issue 17.4). Request bodies are bounded per channel and all together until
// answered (17.3).
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { Dispatch } from '../api/dispatch'
import { BODY_CHANNELS, JsonBody } from '../api/json-body'
import { parseRequestBody } from '../api/request-text'
import { ApiError } from '@shared/api'
import { answerCardImage, cardImageRequestOf, type CardImageSource } from '../images/image-http'
import { CARD_IMAGE_ROUTE } from '@shared/images/card-image-url'
import { BodyBudget, BodyRefused, maxBodyBytes } from './body-limits'
import { MIME } from './mime'
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
  /** Largest request body accepted on any channel (default: per channel, see body-limits.ts). */
  maxBodyBytes?: number
  /** Request bodies in memory at once, all requests together, until answered (default 96 MiB: one largest import). */
  maxBufferedBytes?: number
  /** Card images at GET /card-image/<code> (src-main/images); none: no such route. */
  images?: CardImageSource
}

export interface RunningBridge {
  url: string
  /** The path the app is served under in a browser (`/s/<random>/`), the token cookie's path. */
  appPath: string
  port: number
  token: string
  server: Server
  close(): Promise<void>
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

export function startHttpBridge(options: BridgeOptions): Promise<RunningBridge> {
  const token = options.token ?? randomBytes(24).toString('base64url')
  const budget = new BodyBudget(options.maxBufferedBytes ?? 96 * 1024 * 1024)
  const appPath = `/s/${randomBytes(16).toString('base64url')}/`
  let port = options.port ?? 0
  const refuse = (res: ServerResponse, status: number, code: string, message: string, extra: Record<string, string> = {}) =>
    send(res, status, JSON.stringify({ ok: false, error: { code, message } }), 'application/json; charset=utf-8', extra)

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!allowedHosts(port).has(req.headers.host ?? '')) return refuse(res, 421, 'invalid-request', 'Wrong Host header')
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
    const origin = req.headers.origin
    if (origin !== undefined && !allowedOrigins(port).has(origin)) return refuse(res, 403, 'invalid-request', 'Origin not allowed')

    // Opening the printed URL trades the token in the query for a cookie kept to this launch's
    // app path, then drops it from the address bar.
    if (req.method === 'GET' && url.pathname === '/' && url.searchParams.has('token')) {
      if (!sameToken(url.searchParams.get('token'), token)) return send(res, 401, 'Wrong or expired token: use the URL printed by npm run serve.', 'text/plain; charset=utf-8')
      return send(res, 302, '', 'text/plain', {
        location: appPath,
        'set-cookie': `${TOKEN_COOKIE}=${encodeURIComponent(token)}; HttpOnly; SameSite=Strict; Path=${appPath}`,
      })
    }

    const bearer = req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7) : undefined
    if (!sameToken(cookieValue(req.headers.cookie, TOKEN_COOKIE), token) && !sameToken(bearer, token)) {
      return send(res, 401, 'Deck Lab: open the URL printed by npm run serve (it carries this launch’s token).', 'text/plain; charset=utf-8')
    }
    if (url.pathname === appPath.slice(0, -1)) return send(res, 302, '', 'text/plain', { location: appPath })
    // The app's own requests are relative to appPath; programs with a Bearer token use the root.
    const path = url.pathname.startsWith(appPath) ? url.pathname.slice(appPath.length - 1) : url.pathname

    if (path.startsWith('/api/')) {
      if (req.method !== 'POST') return refuse(res, 405, 'invalid-request', 'Use POST')
      // A JSON content type cannot be sent by a plain cross-site form.
      if (!isJsonContentType(req.headers['content-type'])) return refuse(res, 415, 'invalid-request', 'Content-Type must be application/json')
      const channel = decoded(path.slice('/api/'.length))
      if (channel === null) return refuse(res, 400, 'invalid-request', 'The channel name in the path is not valid %-encoding')
      let body: { bytes: Buffer; release: () => void }
      try {
        body = await budget.read(req, options.maxBodyBytes ?? maxBodyBytes(channel))
      } catch (error) {
        if (!(error instanceof BodyRefused)) throw error
        // Said before the rest of the body is read; the connection is closed after the answer.
        return error.reason === 'too-large'
          ? refuse(res, 413, 'invalid-request', `Request body too large for ${channel.slice(0, 100)} (at most ${error.limit} bytes)`, { connection: 'close' })
          : refuse(res, 503, 'busy', 'Too many large requests at once: try again in a moment', { connection: 'close', 'retry-after': '1' })
      }
      let envelope: unknown
      try {
        let payload: unknown
        // A big import goes to its worker thread as bytes (see json-body.ts).
        if (BODY_CHANNELS.has(channel)) payload = new JsonBody(body.bytes)
        else
          try {
            payload = parseRequestBody(body.bytes)
          } catch (error) {
            if (!(error instanceof ApiError)) throw error
            return send(res, 400, JSON.stringify({ ok: false, error: error.toJSON() }), 'application/json; charset=utf-8')
          }
        envelope = await options.dispatch(channel, payload, { transport: 'http' })
      } finally {
        body.release()
      }
      // RPC style: the call went through, its outcome is in the envelope. (An HTTP error status
      // would also make the browser log a console error for an ordinary refusal.)
      return sendJson(res, 200, envelope)
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed', 'text/plain')
    if (options.images && path.startsWith(CARD_IMAGE_ROUTE)) {
      // The browser drops the request when the image scrolls away: stop waiting for it too.
      const gone = new AbortController()
      res.once('close', () => gone.abort())
      const answer = await answerCardImage(options.images, cardImageRequestOf(path), gone.signal)
      if (res.destroyed) return
      return send(res, answer.status, req.method === 'HEAD' ? '' : answer.body, answer.type, answer.headers)
    }
    if (!options.staticDir) return send(res, 404, 'Not found', 'text/plain')
    return serveStatic(options.staticDir, path, res)
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
        appPath,
        port,
        token,
        server,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}

/** `application/json`, with parameters or not; not `application/jsonx` or `application/json-seq`. */
function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json'
}

/** decodeURIComponent, or null for malformed %-encoding (a client error, not a server failure). */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

async function serveStatic(root: string, pathname: string, res: ServerResponse): Promise<void> {
  const path = decoded(pathname)
  if (path === null) return send(res, 400, 'Bad %-encoding in the path', 'text/plain')
  const relative = normalize(path).replace(/^([/\\])+/, '')
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
