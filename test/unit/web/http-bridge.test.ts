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

  it('refuses a wrong token in the URL', async () => {
    expect((await raw('/?token=guess')).status).toBe(401)
  })

  it('refuses every request without the token, pages and API alike', async () => {
    expect((await raw('/')).status).toBe(401)
    expect((await raw('/app.js')).status).toBe(401)
    const api = await raw('/api/cards.stats', { method: 'POST', headers: json, body: '{}' })
    expect(api.status).toBe(401)
    expect(seen.length).toBe(0)
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

  it('refuses a body over the size limit', async () => {
    const small = await startHttpBridge({ dispatch, token: TOKEN, maxBodyBytes: 100 })
    const before = seen.length
    const res = await fetch(`http://127.0.0.1:${small.port}/api/cards.stats`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, ...json },
      body: JSON.stringify({ pad: 'x'.repeat(500) }),
    }).catch(() => null)
    // The server answers 413 or cuts the connection; either way the call never reaches dispatch.
    if (res) expect(res.status).toBe(413)
    expect(seen.length).toBe(before)
    await small.close()
  })
})
