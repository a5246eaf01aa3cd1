// Asking the official card browser: one POST with a clear User-Agent, retries with a growing pause
// for failures that may pass, none for the rest, a plain message when offline, timeouts, cancel.
import { afterEach, describe, expect, it } from 'vitest'
import { createServer } from 'node:net'
import { ApiError } from '@shared/api'
import { fetchOfficialCards } from '../../../src-main/games/fftcg/update/fetch-official'
import { EVERY_CARD_QUERY } from '../../../src-main/games/fftcg/update/official-source'
import { APP_VERSION } from '../../../src-main/version'
import { fixture, startReplayServer, type ReplayServer } from '../../fixtures/fftcg-official/replay-server'

let server: ReplayServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const pauses: number[] = []
const fast = { backoffMs: 10, sleep: async (ms: number) => void pauses.push(ms) }

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as { port: number }
  await new Promise((done) => probe.close(done))
  return port
}

describe('fetching the official card list', () => {
  it('asks once, by POST, for every card, saying who asks', async () => {
    server = await startReplayServer([{ file: 'update-1.json' }])
    const text = await fetchOfficialCards(server.url, fast)
    expect(text).toBe(fixture('update-1.json'))
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request!.method).toBe('POST')
    expect(request!.headers['user-agent']).toMatch(new RegExp(`^DeckLab/${APP_VERSION.replace(/\./g, '\\.')} \\(desktop deck builder; .+\\)$`))
    expect(JSON.parse(request!.body)).toEqual(EVERY_CARD_QUERY)
  })

  it('reports the bytes received and the total the server announced', async () => {
    server = await startReplayServer([{ file: 'update-1.json', dribble: { bytes: 2000, everyMs: 1 } }])
    const seen: [number, number][] = []
    await fetchOfficialCards(server.url, { ...fast, onBytes: (received, total) => seen.push([received, total]) })
    const size = Buffer.byteLength(fixture('update-1.json'))
    expect(seen.length).toBeGreaterThan(2)
    expect(seen.at(-1)).toEqual([size, size])
    expect(seen.every(([received], i) => i === 0 || received >= seen[i - 1]![0])).toBe(true)
  })

  it('tries again after a 5xx, pausing longer each time, and succeeds on the third attempt', async () => {
    pauses.length = 0
    server = await startReplayServer([{ status: 503, body: 'busy' }, { status: 500, body: 'oops' }, { file: 'update-1.json' }])
    expect(await fetchOfficialCards(server.url, fast)).toBe(fixture('update-1.json'))
    expect(server.requests).toHaveLength(3)
    expect(pauses).toEqual([10, 20])
  })

  it('gives up after three attempts of 5xx, saying what happened each time', async () => {
    server = await startReplayServer([{ status: 502, body: '' }])
    const error = await failure(fetchOfficialCards(server.url, fast))
    expect(error.code).toBe('source-failed')
    expect(error.message).toContain('after 3 attempts (HTTP 502; HTTP 502; HTTP 502)')
    expect(server.requests).toHaveLength(3)
  })

  it('does not retry a 404: the address is wrong, and says so', async () => {
    server = await startReplayServer([{ status: 404, body: 'no' }])
    const error = await failure(fetchOfficialCards(server.url, fast))
    expect(error.code).toBe('source-failed')
    expect(error.message).toContain('answered HTTP 404 for the card list: is the address right?')
    expect(server.requests).toHaveLength(1)
  })

  it('refuses an HTML page in place of the card list', async () => {
    server = await startReplayServer([{ body: '<html>maintenance</html>', contentType: 'text/html' }])
    const error = await failure(fetchOfficialCards(server.url, fast))
    expect(error.message).toContain('answered with text/html, not the card list in JSON')
  })

  it('offline (connection refused): a plain message at once, no retries', async () => {
    const port = await closedPort()
    const error = await failure(fetchOfficialCards(`http://127.0.0.1:${port}/en/get-cards`, fast))
    expect(error.code).toBe('offline')
    expect(error.message).toMatch(/^Cannot reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\): check the internet connection/)
  })

  it('offline (no DNS): the same plain message', async () => {
    let calls = 0
    const noDns = async () => {
      calls++
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } })
    }
    const error = await failure(fetchOfficialCards('https://fftcg.square-enix-games.com/en/get-cards', { ...fast, fetch: noDns }))
    expect(error.code).toBe('offline')
    expect(error.message).toContain('Cannot reach fftcg.square-enix-games.com (ENOTFOUND)')
    expect(calls).toBe(1)
  })

  it('a server that never answers times out, each attempt, then fails', async () => {
    server = await startReplayServer([{ hang: true }])
    const error = await failure(fetchOfficialCards(server.url, { ...fast, bounds: { idleMs: 150 } }))
    expect(error.code).toBe('source-failed')
    expect(error.message).toContain('(no data for 150 ms; no data for 150 ms; no data for 150 ms)')
    expect(server.requests).toHaveLength(3)
  })

  it('a body cut short is tried again', async () => {
    server = await startReplayServer([{ file: 'update-1.json', cutAfterBytes: 1000 }, { file: 'update-1.json' }])
    expect(await fetchOfficialCards(server.url, fast)).toBe(fixture('update-1.json'))
    expect(server.requests).toHaveLength(2)
  })

  it('cancelled mid-way: stops at once with "cancelled"', async () => {
    server = await startReplayServer([{ file: 'update-1.json', dribble: { bytes: 200, everyMs: 20 } }])
    const abort = new AbortController()
    const result = fetchOfficialCards(server.url, { ...fast, signal: abort.signal, onBytes: (received) => received >= 400 && abort.abort() })
    const error = await failure(result)
    expect(error.code).toBe('cancelled')
    expect(server.requests).toHaveLength(1)
  })
})
