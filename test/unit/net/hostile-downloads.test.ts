// Issue 29.2: every download bounded in size, time and memory, against a hostile source on
// 127.0.0.1 (test/fixtures/hostile-server.ts). The bodies run in a child process with small caps,
// and its peak memory (maxRSS) is asserted under a bound over the same process's baseline; the
// redirects run here, counting the requests each failure made (no retry).
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@shared/api'
import { updateOracleCards } from '../../../src-main/games/mtg/update/oracle-bulk-update'
import { fetchOfficialCards } from '../../../src-main/games/fftcg/update/fetch-official'
import { fetchImage } from '../../../src-main/images/image-fetch'
import { cardObject, startHostileServer, type HostileServer } from '../../fixtures/hostile-server'
import { testCardReader } from '../../fixtures/scryfall-bulk/bulk-files'

const ROOT = resolve(import.meta.dirname, '..', '..', '..')
const CHILD = join(import.meta.dirname, 'hostile-child.ts')
/** What the hostile cases may add to the child's peak memory: a few times its 4 MiB caps. */
const EXTRA_MIB = 96

interface ChildResult {
  outcomes: Record<string, { code?: string; reason?: string; message: string }>
  maxRssMiB: number
}

let server: HostileServer
let baselineMiB = 0

/** Runs the cases in a fresh process; killed after 60 s (a bound that failed). */
function runChild(cases: string[]): Promise<ChildResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, server.origin, cases.join(',')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('close', (code) => {
      clearTimeout(timer)
      if (code !== 0) return fail(new Error(`the child ended with ${code}: ${err.slice(-2000)}`))
      done(JSON.parse(out.trim().split('\n').at(-1)!) as ChildResult)
    })
  })
}

beforeAll(async () => {
  server = await startHostileServer()
  // The same process with its modules loaded and one ordinary failure: what every case adds to.
  baselineMiB = (await runChild(['image:no-such-route'])).maxRssMiB
}, 90_000)
afterAll(() => server?.close())

describe("Magic's card data update against a hostile source (issue 29.2)", () => {
  it('stops each body at the bound it hits, says which, and keeps its memory bounded', async () => {
    const { outcomes, maxRssMiB } = await runChild([
      'mtg:declared-huge',
      'mtg:gzip-bomb',
      'mtg:endless-whitespace',
      'mtg:endless-cards',
      'mtg:endless-string',
      'mtg:endless-nesting',
      'mtg:endless-keys',
      'mtg:drip',
      'mtg-list:endless-list',
    ])
    const said = (name: string) => outcomes[name]!.message
    for (const outcome of Object.values(outcomes)) expect(outcome.code, outcome.message).toBe('source-failed')
    expect(said('mtg:declared-huge')).toContain('announced 1 GiB (Content-Length 1073741824), over the 4 MiB cap')
    expect(said('mtg:gzip-bomb')).toContain('more than 4 MiB once decompressed')
    expect(said('mtg:endless-whitespace')).toContain('more than 4 MiB received')
    expect(said('mtg:endless-cards')).toMatch(/an array or object of more than 2000 members \(at byte \d+\)/)
    expect(said('mtg:endless-string')).toMatch(/a string longer than 64 KiB \(at byte \d+\)/)
    expect(said('mtg:endless-nesting')).toContain('arrays or objects nested more than 32 deep (at byte 32)')
    expect(said('mtg:endless-keys')).toMatch(/an array or object of more than 2000 members/)
    expect(said('mtg:drip')).toContain('not done within 2 s')
    expect(said('mtg-list:endless-list')).toContain('sent the bulk-data list past a bound: more than 1 MiB received')
    for (const outcome of Object.values(outcomes)) expect(outcome.message).toContain('nothing was changed')
    if (process.env.DECKLAB_SHOW_RSS) console.log('mtg', baselineMiB, maxRssMiB)
    expect(maxRssMiB - baselineMiB).toBeLessThan(EXTRA_MIB)
  }, 90_000)
})

describe("FFTCG's card data update against a hostile source (issue 29.2)", () => {
  it('refuses [{},{},…] at its member cap long before memory grows, and a bomb or a huge size at once', async () => {
    const { outcomes, maxRssMiB } = await runChild(['fftcg-roomy:tiny-objects', 'fftcg-roomy:gzip-bomb', 'fftcg-roomy:declared-huge', 'fftcg:drip'])
    const said = (name: string) => outcomes[name]!.message
    expect(said('fftcg-roomy:tiny-objects')).toMatch(/sent the card list past a bound: an array or object of more than 25000 members \(at byte \d+\); nothing was changed$/)
    // FFTCG's own 40 MiB cap: the bomb inflates to 64 MiB.
    expect(said('fftcg-roomy:gzip-bomb')).toContain('more than 40 MiB once decompressed')
    expect(said('fftcg-roomy:declared-huge')).toContain('announced 1 GiB (Content-Length 1073741824), over the 40 MiB cap')
    expect(said('fftcg:drip')).toContain('(not done within 2 s)')
    if (process.env.DECKLAB_SHOW_RSS) console.log('fftcg', baselineMiB, maxRssMiB)
    expect(maxRssMiB - baselineMiB).toBeLessThan(EXTRA_MIB + 40)
  }, 90_000)
})

describe('card images against a hostile source (issue 29.2)', () => {
  it('refuses a bomb, a huge size and a drip, each said as its reason', async () => {
    const { outcomes, maxRssMiB } = await runChild(['image-roomy:gzip-bomb-image', 'image-roomy:declared-huge-image', 'image:drip-image'])
    expect(outcomes['image-roomy:gzip-bomb-image']).toMatchObject({ reason: 'size', message: expect.stringContaining('more than 8 MiB once decompressed') })
    expect(outcomes['image-roomy:declared-huge-image']).toMatchObject({ reason: 'size', message: expect.stringContaining('over the 8 MiB cap') })
    expect(outcomes['image:drip-image']).toMatchObject({ reason: 'timeout', message: expect.stringContaining('not done within 2 s') })
    expect(maxRssMiB - baselineMiB).toBeLessThan(EXTRA_MIB)
  }, 90_000)
})

describe('text from a source is UTF-8 and whole Unicode, or refused (issue 29.4)', () => {
  const once = { attempts: 1, sleep: async () => undefined }
  const magic = (route: string) =>
    updateOracleCards({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-utf8-')), readCard: testCardReader, base: `${server.origin}/list/${route}`, fetchOptions: once })
  const failure = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e as ApiError)

  it('a byte that is not UTF-8: refused with its line and byte offset, by both updaters', async () => {
    const offset = Buffer.byteLength(`[${cardObject(1)},\n{"object":"card","name":"Bad `)
    const mtg = await failure(magic('bad-utf8'))
    expect(mtg?.message).toMatch(new RegExp(`sent the oracle-cards file with bytes that are not UTF-8 at line 2, byte ${offset}; nothing was changed$`))
    const fftcg = await failure(fetchOfficialCards(`${server.origin}/bad-utf8`, once))
    expect(fftcg?.message).toContain(`sent the card list with bytes that are not UTF-8 at line 2, byte ${offset}`)
  })

  it('half a character from a \\ud800 escape: the card object and field named, nothing stored', async () => {
    const error = await failure(magic('lone-surrogate'))
    expect(error?.code).toBe('import-rejected')
    expect(error?.message).toContain('card object 1, field "name": a lone surrogate (half of a character) at line 1, column 6')
  })
})

describe('redirects a retry cannot mend: said, and not retried (issue 29.7)', () => {
  const once = { backoffMs: 1, sleep: async () => undefined }
  const hits = (path: string) => server.hits.get(path) ?? 0

  async function failure(promise: Promise<unknown>): Promise<Error> {
    const error = await promise.then(() => null, (e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    return error as Error
  }
  const magic = (route: string) =>
    updateOracleCards({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-redirect-')), readCard: testCardReader, base: `${server.origin}/list/${route}`, fetchOptions: once })

  it('a loop: named with its addresses, after one request to each, with no retry', async () => {
    server.hits.clear()
    const error = await failure(magic('loop-a'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toMatch(/^127\.0\.0\.1:\d+ redirects in a loop \(\/loop-a → \/loop-b → \/loop-a\): refused and not retried/)
    expect([hits('/loop-a'), hits('/loop-b')]).toEqual([1, 1])
    const fftcg = await failure(fetchOfficialCards(`${server.origin}/loop-a`, once))
    expect(fftcg.message).toContain('redirects in a loop')
    const image = await failure(fetchImage(`${server.origin}/loop-a`))
    expect(image).toMatchObject({ reason: 'redirect', transient: false })
    expect([hits('/loop-a'), hits('/loop-b')]).toEqual([3, 3])
  })

  it('to a file: address, and to another host: refused before any request there', async () => {
    server.hits.clear()
    expect((await failure(magic('to-file'))).message).toMatch(/redirects to a file: address, not a web \(http or https\) one: refused and not retried/)
    expect((await failure(fetchOfficialCards(`${server.origin}/to-file`, once))).message).toContain('redirects to a file: address')
    const other = await failure(magic('to-other-host'))
    expect(other.message).toMatch(/^127\.0\.0\.1:\d+ redirects to localhost:\d+, a host the address setting does not name: refused and not retried/)
    expect(await failure(fetchImage(`${server.origin}/to-other-host`))).toMatchObject({ reason: 'redirect' })
    expect([hits('/to-file'), hits('/to-other-host'), hits('/endless-cards')]).toEqual([2, 2, 0])
    expect(other).toBeInstanceOf(ApiError)
    expect((other as ApiError).code).toBe('source-failed')
  })
})
