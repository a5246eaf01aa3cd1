import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Dispatch } from '../../../src-main/api/dispatch'
import { startHttpBridge, type RunningBridge } from '../../../src-main/web/http-bridge'

const seen: { channel: unknown; payload: unknown; transport: string }[] = []
const dispatch: Dispatch = async (channel, payload, context) => {
  seen.push({ channel, payload, transport: context.transport })
  return channel === 'cards.stats' ? { ok: true, value: { total: 3 } } : { ok: false, error: { code: 'unknown-channel', message: 'no' } }
}

let bridge: RunningBridge
let staticDir: string
const TOKEN = 'test-token-123'

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'decklab-static-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Deck Lab</title>')
  writeFileSync(join(staticDir, 'app.js'), 'console.log(1)')
  bridge = await startHttpBridge({ dispatch, staticDir, token: TOKEN })
})
afterAll(() => bridge.close())

/** Raw HTTP, so that Host and Origin can be set exactly as an attacker's page or tool would. */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: bridge.port, path, method: options.method ?? 'GET', headers: { host: `127.0.0.1:${bridge.port}`, ...options.headers } },
      (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    if (options.body) req.write(options.body)
    req.end()
  })
}

const auth = { cookie: `decklab_token=${TOKEN}` }
const json = { 'content-type': 'application/json' }

describe('loopback HTTP bridge', () => {
  it('listens on 127.0.0.1 only and prints a URL carrying the token', () => {
    const address = bridge.server.address()
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1')
    expect(bridge.url).toBe(`http://127.0.0.1:${bridge.port}/?token=${TOKEN}`)
  })

  it('generates a different random token at every launch when none is given', async () => {
    const a = await startHttpBridge({ dispatch })
    const b = await startHttpBridge({ dispatch })
    expect(a.token).not.toBe(b.token)
    expect(a.token.length).toBeGreaterThanOrEqual(24)
    await Promise.all([a.close(), b.close()])
  })

  it('trades the token in the URL for an HttpOnly SameSite cookie', async () => {
    const res = await raw(`/?token=${TOKEN}`)
    expect(res.status).toBe(302)
    expect(String(res.headers['set-cookie'])).toMatch(/decklab_token=test-token-123; HttpOnly; SameSite=Strict/)
  })

  it('keeps the cookie to a random path of this launch, where it serves the app (issue 17.4)', async () => {
    const res = await raw(`/?token=${TOKEN}`)
    expect(bridge.appPath).toMatch(/^\/s\/[\w-]{20,}\/$/)
    expect(res.headers.location).toBe(bridge.appPath)
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`; Path=${bridge.appPath}$`))
    const other = await startHttpBridge({ dispatch, token: TOKEN })
    expect(other.appPath).not.toBe(bridge.appPath)
    await other.close()
    // the app, its API and its files under that path, with the cookie
    expect((await raw(bridge.appPath, { headers: auth })).body).toContain('Deck Lab')
    expect((await raw(`${bridge.appPath}app.js`, { headers: auth })).body).toContain('console.log')
    const api = await raw(`${bridge.appPath}api/cards.stats`, { method: 'POST', headers: { ...auth, ...json }, body: '{}' })
    expect(JSON.parse(api.body)).toEqual({ ok: true, value: { total: 3 } })
    expect((await raw(bridge.appPath.slice(0, -1), { headers: auth })).headers.location).toBe(bridge.appPath)
  })

  it('refuses a wrong token in the URL', async () => {
    expect((await raw('/?token=guess')).status).toBe(401)
  })

  it('refuses every request without the token, pages and API alike', async () => {
    const before = seen.length
    expect((await raw('/')).status).toBe(401)
    expect((await raw('/app.js')).status).toBe(401)
    const api = await raw('/api/cards.stats', { method: 'POST', headers: json, body: '{}' })
    expect(api.status).toBe(401)
    expect(seen.length).toBe(before)
  })

  it('serves the app with the token cookie, with a strict CSP header', async () => {
    const res = await raw('/', { headers: auth })
    expect(res.status).toBe(200)
    expect(res.body).toContain('Deck Lab')
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'")
  })

  it('calls the dispatch with the channel, the JSON payload and the http transport', async () => {
    const res = await raw('/api/cards.stats', { method: 'POST', headers: { ...auth, ...json }, body: '{}' })
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toEqual({ ok: true, value: { total: 3 } })
    expect(seen.at(-1)).toEqual({ channel: 'cards.stats', payload: {}, transport: 'http' })
  })

  it('accepts a Bearer token for programs', async () => {
    const res = await raw('/api/cards.stats', { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, ...json }, body: '{}' })
    expect(res.status).toBe(200)
  })

  it('answers an API refusal as a 200 carrying the error envelope', async () => {
    const res = await raw('/api/nope', { method: 'POST', headers: { ...auth, ...json }, body: '{}' })
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'unknown-channel' } })
  })

  it('refuses a foreign Origin even with the token', async () => {
    const before = seen.length
    const res = await raw('/api/cards.stats', { method: 'POST', headers: { ...auth, ...json, origin: 'http://evil.example' }, body: '{}' })
    expect(res.status).toBe(403)
    expect(seen.length).toBe(before)
  })

  it('accepts its own Origin', async () => {
    const res = await raw('/api/cards.stats', { method: 'POST', headers: { ...auth, ...json, origin: `http://127.0.0.1:${bridge.port}` }, body: '{}' })
    expect(res.status).toBe(200)
  })

  it('refuses another Host name (DNS rebinding)', async () => {
    const res = await raw('/', { headers: { ...auth, host: `attacker.example:${bridge.port}` } })
    expect(res.status).toBe(421)
  })

  it('refuses API calls that are not JSON POSTs', async () => {
    expect((await raw('/api/cards.stats', { headers: auth })).status).toBe(405)
    expect((await raw('/api/cards.stats', { method: 'POST', headers: { ...auth, 'content-type': 'text/plain' }, body: '{}' })).status).toBe(415)
    // issue 17.7: a look-alike media type is not JSON
    for (const type of ['application/jsonx', 'application/json-seq', 'application/json5; charset=utf-8'])
      expect((await raw('/api/cards.stats', { method: 'POST', headers: { ...auth, 'content-type': type }, body: '{}' })).status, type).toBe(415)
    expect((await raw('/api/cards.stats', { method: 'POST', headers: { ...auth, 'content-type': 'Application/JSON; charset=utf-8' }, body: '{}' })).status).toBe(200)
    const bad = await raw('/api/cards.stats', { method: 'POST', headers: { ...auth, ...json }, body: '{nope' })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body).error.message).toMatch(/not valid JSON/)
  })

  it('never serves files outside the app folder', async () => {
    const res = await raw('/../../../../etc/passwd', { headers: auth })
    expect(res.body).not.toContain('root:')
    const encoded = await raw('/%2e%2e/%2e%2e/%2e%2e/etc/passwd', { headers: auth })
    expect(encoded.body).not.toContain('root:')
  })

  it('answers malformed %-encoding with 400, before and after authentication, and logs nothing (issue 17.7)', async () => {
    const logged: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void logged.push(args)
    try {
      expect((await raw('/', { headers: { cookie: 'decklab_token=%E0%A4%A' } })).status).toBe(401)
      expect((await raw('/api/cards.%E0%A4%A', { method: 'POST', headers: { ...auth, ...json }, body: '{}' })).status).toBe(400)
      expect((await raw('/%E0%A4%A.js', { headers: auth })).status).toBe(400)
    } finally {
      console.error = original
    }
    expect(logged).toEqual([])
  })

  it('answers a body over its channel limit with 413 before reading it, and never reaches dispatch (issue 17.7)', async () => {
    const before = seen.length
    const res = await fetch(`http://127.0.0.1:${bridge.port}/api/cards.stats`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, ...json },
      body: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(res.status).toBe(413)
    expect((await res.json()).error.message).toMatch(/too large for cards\.stats \(at most 1048576 bytes\)/)
    expect(seen.length).toBe(before)
  })

  it('answers 413 to a chunked body that grows past the limit', async () => {
    const small = await startHttpBridge({ dispatch, token: TOKEN, maxBodyBytes: 100 })
    const before = seen.length
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: small.port, path: '/api/cards.stats', method: 'POST', headers: { host: `127.0.0.1:${small.port}`, authorization: `Bearer ${TOKEN}`, ...json, 'transfer-encoding': 'chunked' } }, (r) => {
        let body = ''
        r.on('data', (c) => (body += c))
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.write(JSON.stringify({ pad: 'x'.repeat(500) }))
      req.end()
    })
    expect(res.status).toBe(413)
    expect(seen.length).toBe(before)
    await small.close()
  })

  it('holds a bounded total of request bodies at once: more are refused as busy, and the memory is let go (issue 17.3)', async () => {
    const tight = await startHttpBridge({ dispatch, token: TOKEN, maxBufferedBytes: 1000 })
    const post = (size: number) =>
      fetch(`http://127.0.0.1:${tight.port}/api/cards.stats`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, ...json }, body: JSON.stringify({ pad: 'x'.repeat(size) }) })
    const busy = await post(2000)
    expect(busy.status).toBe(503)
    expect(busy.headers.get('retry-after')).toBe('1')
    expect((await busy.json()).error.code).toBe('busy')
    // once refused bodies are let go, small requests go through again
    for (let i = 0; i < 5; i++) expect((await post(100)).status).toBe(200)
    await tight.close()
  })
})
