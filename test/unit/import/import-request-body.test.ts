// Issue 17.3: a big cards.import request body goes over HTTP to the import's worker thread as the
// bytes received; the main thread never parses it, yet the request is checked as any other.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CatalogStats, ImportStatus } from '@shared/api'
import { createMainServices } from '../../../src-main/services'
import { JsonBody } from '../../../src-main/api/json-body'
import { OFF_THREAD_CHARS } from '../../../src-main/catalog/import/read-off-thread'
import { startHttpBridge, type RunningBridge } from '../../../src-main/web/http-bridge'
import { fixture } from './fixtures'

const dir = mkdtempSync(join(tmpdir(), 'decklab-request-body-'))
const { dispatch, lab } = createMainServices({ userDataDir: dir })
let bridge: RunningBridge
beforeAll(async () => {
  bridge = await startHttpBridge({ dispatch, token: 'body-test' })
  // Catalogs open on first use (issue 30): open FFTCG's now, so that reading its bundled pack is not
  // taken for a parse of the request body below.
  await dispatch('cards.stats', { game: 'fftcg' }, { transport: 'ipc' })
})
afterAll(async () => {
  await bridge.close()
  lab.dispose()
  rmSync(dir, { recursive: true, force: true })
})

/** The fixture's records, padded past the size read off the main thread. */
const bigFile = () => JSON.stringify(JSON.parse(fixture('flat-list-slice.json')), null, 2) + ' '.repeat(OFF_THREAD_CHARS)
const body = (request: object) => new JsonBody(Buffer.from(JSON.stringify(request)))
const post = (channel: string, text: string) =>
  fetch(`http://127.0.0.1:${bridge.port}/api/${channel}`, { method: 'POST', headers: { authorization: 'Bearer body-test', 'content-type': 'application/json' }, body: text }).then((res) => res.json())

describe('big cards.import bodies parsed off the main thread (issue 17.3)', () => {
  it('imports a big body over HTTP without parsing it on the main thread', async () => {
    const text = JSON.stringify({ game: 'fftcg', fileName: 'padded.json', content: bigFile() })
    const records = (JSON.parse(fixture('flat-list-slice.json')) as unknown[]).length
    const parse = vi.spyOn(JSON, 'parse')
    try {
      const answer = await post('cards.import', text)
      expect(answer).toMatchObject({ ok: true, value: { format: 'flat-list' } })
      const { added, updated, unchanged } = answer.value
      expect(added + updated + unchanged).toBe(records)
      expect(parse.mock.calls.filter(([parsed]) => parsed.length >= OFF_THREAD_CHARS)).toEqual([])
    } finally {
      parse.mockRestore()
    }
  }, 60_000)

  it('checks a big body against the channel’s schema, naming the field', async () => {
    const answer = await dispatch('cards.import', body({ game: 'fftcg', content: bigFile() }), { transport: 'http' })
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-request', message: 'Invalid request for cards.import', details: [{ field: 'fileName' }] } })
    const unknownGame = await dispatch('cards.import', body({ game: 'chess', fileName: 'a.json', content: bigFile() }), { transport: 'http' })
    expect(unknownGame).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'game' }] } })
  }, 60_000)

  it('refuses a big body that is not JSON, and a small one the same way', async () => {
    const broken = new JsonBody(Buffer.from(`{"game":"fftcg","fileName":"a.json","content":"${' '.repeat(OFF_THREAD_CHARS)}`))
    expect(await dispatch('cards.import', broken, { transport: 'http' })).toMatchObject({ ok: false, error: { code: 'invalid-request', message: 'Request body is not valid JSON' } })
    expect(await dispatch('cards.import', new JsonBody(Buffer.from('{nope')), { transport: 'http' })).toMatchObject({ ok: false, error: { code: 'invalid-request', message: 'Request body is not valid JSON' } })
  }, 60_000)

  it('runs big bodies sent together one after the other, each to its end', async () => {
    const request = (fileName: string) => body({ game: 'fftcg', fileName, content: bigFile() })
    const answers = await Promise.all(['one.json', 'two.json'].map((name) => dispatch('cards.import', request(name), { transport: 'http' })))
    expect(answers.map((answer) => answer.ok)).toEqual([true, true])
    const stats = await dispatch('cards.stats', { game: 'fftcg' }, { transport: 'http' })
    expect(stats.ok && (stats.value as CatalogStats).provenance.imports.map((i) => i.fileName).slice(-2)).toEqual(['one.json', 'two.json'])
  }, 60_000)

  it('reports the progress of a body import, which a cancel stops', async () => {
    const records = JSON.parse(fixture('flat-list-slice.json')) as Record<string, unknown>[]
    const content = JSON.stringify(Array.from({ length: 6000 }, (_, i) => ({ ...records[i % records.length]!, id: `${30 + Math.floor(i / 999)}-${String((i % 999) + 1).padStart(3, '0')}C` })))
    const importing = dispatch('cards.import', body({ game: 'fftcg', fileName: 'many.json', content }), { transport: 'http' })
    let status: ImportStatus
    for (;;) {
      const answer = await dispatch('cards.importStatus', { game: 'fftcg' }, { transport: 'http' })
      status = (answer.ok ? answer.value : null) as ImportStatus
      if (status.running) break
      await new Promise((done) => setTimeout(done, 5))
    }
    expect(status.progress).toMatchObject({ fileName: 'many.json', totalChars: content.length })
    expect(await dispatch('cards.importCancel', { game: 'fftcg' }, { transport: 'http' })).toEqual({ ok: true, value: { cancelled: true } })
    expect(await importing).toMatchObject({ ok: false, error: { code: 'cancelled' } })
  }, 60_000)
})
