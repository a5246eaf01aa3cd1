// Magic card data from Scryfall's bulk "oracle cards" file (issue 14, item 1), end to end against
// local servers standing in for api.scryfall.com (the list) and data.scryfall.io (the file): the
// list read, the file streamed through the card reader, the catalog switched atomically, and the
// previous catalog kept whole by every failure and by a cancel.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiError } from '@shared/api'
import { ORACLE_CATALOG_FILE, readOracleCatalog } from '../../../src-main/games/mtg/update/oracle-catalog-file'
import { updateOracleCards, type BulkProgress } from '../../../src-main/games/mtg/update/oracle-bulk-update'
import { APP_VERSION } from '../../../src-main/version'
import { startReplayServer, type ReplayAnswer, type ReplayServer } from '../../fixtures/fftcg-official/replay-server'
import { bulkFile, bulkList, NOT_DECK_CARDS, scryfallObjects, testCardReader } from '../../fixtures/scryfall-bulk/bulk-files'

const objects = scryfallObjects()
const FILE = bulkFile(objects)
const SIZE = Buffer.byteLength(FILE)
const pauses: number[] = []
const fast = { backoffMs: 10, bounds: { idleMs: 2000 }, sleep: async (ms: number) => void pauses.push(ms) }

let dir: string
let api: ReplayServer
let files: ReplayServer

/** The API answers with `list` (default: the list pointing at the file server); the file server with `file`. */
async function serve(file: ReplayAnswer[] = [{ body: FILE }], list?: ReplayAnswer[], size = SIZE) {
  files = await startReplayServer(file)
  api = await startReplayServer(list ?? [{ body: bulkList(files.url, size) }])
}
const run = (extra: Partial<Parameters<typeof updateOracleCards>[0]> = {}) =>
  updateOracleCards({ userDataDir: dir, readCard: testCardReader, base: api.url, fetchOptions: fast, now: () => new Date('2026-11-24T08:00:00Z'), ...extra })
const catalogBytes = () => readFileSync(join(dir, ORACLE_CATALOG_FILE), 'utf8')

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

/** A catalog from an earlier download, then the API made to announce a newer file. */
async function withPreviousCatalog(file: ReplayAnswer[], list?: ReplayAnswer[]): Promise<string> {
  await serve()
  await run()
  const before = catalogBytes()
  await files.close()
  await api.close()
  files = await startReplayServer(file)
  api = await startReplayServer(list ?? [{ body: bulkList(files.url, SIZE, '2026-11-25T09:00:00.000+00:00') }])
  return before
}

const leftovers = () => readdirSync(dir).filter((name) => name !== ORACLE_CATALOG_FILE && name !== 'deck-lab.lock')

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'decklab-mtg-bulk-'))
  pauses.length = 0
})
afterEach(async () => {
  await files?.close()
  await api?.close()
})

describe('downloading the oracle-cards bulk file', () => {
  it('reads the list, follows the oracle-cards entry, keeps the deck cards and counts what it left out by layout', async () => {
    await serve()
    const report = await run()
    const kept = objects.filter((o) => !NOT_DECK_CARDS.has(o.layout))
    const ids = new Set(kept.map((o) => o.oracle_id ?? `name:${o.name.toLowerCase()}`))
    const skipped: Record<string, number> = {}
    for (const o of objects) if (NOT_DECK_CARDS.has(o.layout)) skipped[o.layout] = (skipped[o.layout] ?? 0) + 1
    expect(report).toMatchObject({ upToDate: false, objects: objects.length, cards: ids.size, duplicates: kept.length - ids.size, skipped, bytes: SIZE, downloadUri: files.url })
    expect(report.skippedTotal).toBe(objects.length - kept.length)
    expect(report.ms).toBeGreaterThan(0)
    const stored = readOracleCatalog(dir)!
    expect(stored.cards.map((c) => c.id)).toEqual([...ids])
    // each card dated with the file's updated_at: its legalities are as of that day (issue 32)
    expect(stored.cards[0]).toEqual({ ...testCardReader(objects[0]), dataDate: '2026-11-24' })
    expect(stored.cards.every((c) => c.dataDate === '2026-11-24')).toBe(true)
    expect(stored.source).toEqual({ base: api.url, downloadUri: files.url, updatedAt: '2026-11-24T09:02:39.604+00:00', downloadedAt: '2026-11-24T08:00:00.000Z' })
    expect(leftovers()).toEqual([])
  })

  it('reads a gzipped file (as Scryfall sends it), counting progress in bytes of the decoded file the list announced', async () => {
    await serve([{ body: FILE, gzip: true }])
    const seen: BulkProgress[] = []
    const report = await run({ onProgress: (p) => seen.push(p) })
    expect(report).toMatchObject({ objects: objects.length, bytes: SIZE })
    expect(seen.filter((p) => p.phase === 'download').at(-1)).toMatchObject({ bytes: SIZE, totalBytes: SIZE })
  })

  it('asks as Scryfall requires: GET, a User-Agent naming Deck Lab and its version, an Accept header, one request each', async () => {
    await serve()
    await run()
    for (const [server, count] of [[api, 1], [files, 1]] as const) {
      expect(server.requests).toHaveLength(count)
      expect(server.requests[0]!.method).toBe('GET')
      expect(server.requests[0]!.headers['user-agent']).toBe(`DeckLab/${APP_VERSION} (desktop deck builder; Magic card data, bulk download)`)
      expect(server.requests[0]!.headers.accept).toContain('application/json')
    }
  })

  it('reports progress in order: the list, then bytes of the announced size and cards read, then storing', async () => {
    await serve([{ body: FILE, dribble: { bytes: 16 * 1024, everyMs: 1 } }])
    const seen: BulkProgress[] = []
    await run({ onProgress: (p) => seen.push(p) })
    expect(seen[0]).toEqual({ phase: 'list', bytes: 0, totalBytes: 0, objects: 0 })
    expect(seen.at(-1)).toEqual({ phase: 'storing', bytes: SIZE, totalBytes: SIZE, objects: objects.length })
    const download = seen.filter((p) => p.phase === 'download')
    expect(download.length).toBeGreaterThan(5)
    expect(download.every((p) => p.totalBytes === SIZE)).toBe(true)
    expect(download.every((p, i) => i === 0 || (p.bytes >= download[i - 1]!.bytes && p.objects >= download[i - 1]!.objects))).toBe(true)
    expect(download.at(-1)).toMatchObject({ bytes: SIZE, objects: objects.length })
    expect(seen.map((p) => p.phase).join(' ')).toMatch(/^list( download)+ storing$/)
  })

  it('does not download a file the catalog already has (same updated_at), unless forced', async () => {
    await serve()
    const first = await run()
    const again = await run()
    expect(again).toMatchObject({ upToDate: true, cards: first.cards, bytes: 0 })
    expect(files.requests).toHaveLength(1)
    expect((await run({ force: true })).upToDate).toBe(false)
    expect(files.requests).toHaveLength(2)
  })

  it('cancelled mid-way: "cancelled", the previous catalog kept byte for byte, no temp file left', async () => {
    const before = await withPreviousCatalog([{ body: FILE, dribble: { bytes: 4096, everyMs: 2 } }])
    const abort = new AbortController()
    const error = await failure(run({ signal: abort.signal, onProgress: (p) => p.bytes >= 20_000 && abort.abort() }))
    expect(error.code).toBe('cancelled')
    expect(error.message).toContain('nothing was changed')
    expect(catalogBytes()).toBe(before)
    expect(leftovers()).toEqual([])
  })

  it('a 500 on the list and on the file is tried again, with a growing pause, and then succeeds', async () => {
    files = await startReplayServer([{ status: 500, body: 'oops' }, { body: FILE }])
    api = await startReplayServer([{ status: 503, body: 'busy' }, { body: bulkList(files.url, SIZE) }])
    const report = await run()
    expect(report.objects).toBe(objects.length)
    expect(api.requests).toHaveLength(2)
    expect(files.requests).toHaveLength(2)
    expect(pauses).toEqual([10, 10])
  })

  it('a 429 waits what Retry-After says, else the 30 s Scryfall limits a client for', async () => {
    files = await startReplayServer([{ body: FILE }])
    api = await startReplayServer([{ status: 429, body: '' }, { body: bulkList(files.url, SIZE) }])
    await run()
    expect(pauses).toEqual([30_000])
  })

  it('gives up after three attempts, saying what happened each time', async () => {
    await serve([{ status: 502, body: '' }])
    const error = await failure(run())
    expect(error.code).toBe('source-failed')
    expect(error.message).toContain('did not give the oracle-cards file after 3 attempts (HTTP 502; HTTP 502; HTTP 502)')
    expect(files.requests).toHaveLength(3)
  })

  it('a 404 is not tried again: the address is wrong, and it says so', async () => {
    await serve(undefined, [{ status: 404, body: '{"object":"error"}' }])
    const error = await failure(run())
    expect(error.code).toBe('source-failed')
    expect(error.message).toMatch(/^127\.0\.0\.1:\d+ answered HTTP 404 for the bulk-data list: is the address right\? Nothing was changed\.$/)
    expect(api.requests).toHaveLength(1)
    expect(files.requests).toHaveLength(0)
  })

  it('a truncated file is refused, saying at which byte and after how many cards; the previous catalog is kept', async () => {
    const cut = FILE.slice(0, Math.floor(FILE.length / 2))
    const before = await withPreviousCatalog([{ body: cut }])
    const error = await failure(run())
    expect(error.code).toBe('import-rejected')
    const read = cut.split('\n').length - 2 // the "[" line, then one object a line; the last is cut
    expect(error.message).toMatch(new RegExp(`it ends in the middle .*, at byte ${Buffer.byteLength(cut)} after ${read} card objects; nothing was changed$`))
    expect(files.requests).toHaveLength(1)
    expect(catalogBytes()).toBe(before)
    expect(leftovers()).toEqual([])
  })

  it('a connection cut mid-file is tried again from the start', async () => {
    await serve([{ body: FILE, cutAfterBytes: 30_000 }, { body: FILE }])
    const report = await run()
    expect(report.objects).toBe(objects.length)
    expect(files.requests).toHaveLength(2)
  })

  it('refuses a file that is not an array of card objects, and a card the reader cannot read, naming it', async () => {
    await serve([{ body: '{"object":"list","data":[]}' }])
    expect((await failure(run())).message).toContain('the file is an object, not an array, at byte')
    await files.close()
    await api.close()
    const broken = [objects[0], { ...objects[1], name: undefined }]
    await serve([{ body: JSON.stringify(broken) }])
    const error = await failure(run())
    expect(error.code).toBe('import-rejected')
    expect(error.message).toContain('card object 1: "name" is missing')
    expect(() => readFileSync(join(dir, ORACLE_CATALOG_FILE))).toThrow()
  })

  it('offline (connection refused): a plain "offline" error at once, no retries', async () => {
    const probe = createServer()
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
    const { port } = probe.address() as { port: number }
    await new Promise((done) => probe.close(done))
    const error = await failure(updateOracleCards({ userDataDir: dir, readCard: testCardReader, base: `http://127.0.0.1:${port}`, fetchOptions: fast }))
    expect(error.code).toBe('offline')
    expect(error.message).toMatch(/^Cannot reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\): check the internet connection/)
    expect(pauses).toEqual([])
  })

  it('a server that stops sending times out on silence, each attempt', async () => {
    await serve([{ hang: true }])
    const error = await failure(run({ fetchOptions: { ...fast, bounds: { idleMs: 150 } } }))
    expect(error.message).toContain('(no data for 150 ms; no data for 150 ms; no data for 150 ms)')
  })

  it('a list without an oracle-cards entry, or with a bad address in it, is refused saying which field', async () => {
    await serve(undefined, [{ body: JSON.stringify({ object: 'list', data: [{ object: 'bulk_data', type: 'rulings' }] }) }])
    expect((await failure(run())).message).toContain('has no "oracle_cards" entry')
    api.script([{ body: bulkList('file:///etc/passwd', 1) }])
    expect((await failure(run())).message).toContain('has a bad "oracle_cards" entry: data[1].download_uri')
    api.script([{ body: ' '.repeat(1024 * 1024 + 1) }])
    expect((await failure(run())).message).toMatch(/sent the bulk-data list past a bound: announced .* \(Content-Length 1048577\), over the 1 MiB cap; nothing was changed$/)
    expect(files.requests).toHaveLength(0)
  })
})
