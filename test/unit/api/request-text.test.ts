// Issue 29.4: a request body that is not UTF-8, or a payload holding a lone surrogate, is refused
// with its line, field and byte offset, on every door (HTTP, the big imports' worker, IPC's
// dispatch), and changes nothing; no U+FFFD is ever put in its place.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMainServices } from '../../../src-main/services'
import { JsonBody } from '../../../src-main/api/json-body'
import { OFF_THREAD_CHARS } from '../../../src-main/catalog/import/read-off-thread'
import { startHttpBridge, type RunningBridge } from '../../../src-main/web/http-bridge'

const dir = mkdtempSync(join(tmpdir(), 'decklab-request-text-'))
const { dispatch, lab } = createMainServices({ userDataDir: dir })
let bridge: RunningBridge
beforeAll(async () => {
  bridge = await startHttpBridge({ dispatch, token: 'text-test' })
})
afterAll(async () => {
  await bridge.close()
  lab.dispose()
  rmSync(dir, { recursive: true, force: true })
})

const post = (channel: string, body: Buffer) =>
  fetch(`http://127.0.0.1:${bridge.port}/api/${channel}`, { method: 'POST', headers: { authorization: 'Bearer text-test', 'content-type': 'application/json' }, body: new Uint8Array(body) }).then(async (res) => ({ status: res.status, json: await res.json() }))

const CSV_HEAD = 'code,name,elements,type,cost\n1-001H,Auron,fire,forward,5\n'

describe('request text refused, never mended (issue 29.4)', () => {
  it('a body that is not UTF-8: 400, with its line, the key it is in and its byte offset', async () => {
    const start = Buffer.from('{"game":"fftcg",\n"query":"Wo')
    const answer = await post('cards.search', Buffer.concat([start, Buffer.from([0xff]), Buffer.from('lf"}')]))
    expect(answer.status).toBe(400)
    expect(answer.json.error).toMatchObject({
      code: 'invalid-request',
      message: `Request body refused: bytes that are not UTF-8 at line 2, column 12, field "query", byte ${start.length}: save the file as UTF-8 and try again`,
      details: [{ field: 'query', line: 2 }],
    })
  })

  it('a JSON escape of half a character: refused naming the field, over HTTP and IPC alike', async () => {
    const answer = await post('cards.search', Buffer.from('{"game":"fftcg","query":"Wo\\ud800lf"}'))
    expect(answer.json).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'query', line: 1 }] } })
    expect(answer.json.error.message).toBe('Request refused: field "query" holds a lone surrogate (half of a character) at line 1, column 3: the text is not valid Unicode')
    // IPC hands strings over as they are.
    expect(await dispatch('cards.search', { game: 'fftcg', query: 'Wo\uD800lf' }, { transport: 'ipc' })).toMatchObject({ ok: false, error: { details: [{ field: 'query' }] } })
  })

  it('an imported file with a lone surrogate: refused with its line, nothing imported', async () => {
    const before = await dispatch('cards.stats', { game: 'fftcg' }, { transport: 'ipc' })
    const content = `${CSV_HEAD}1-002R,Ti\uDC00na,fire,forward,3\n`
    const answer = await dispatch('cards.import', { game: 'fftcg', fileName: 'mine.csv', content }, { transport: 'ipc' })
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'content', line: 3 }] } })
    expect(await dispatch('cards.stats', { game: 'fftcg' }, { transport: 'ipc' })).toEqual(before)
  })

  it('a big import body read on its worker thread: the same refusal, with the byte offset', async () => {
    const start = Buffer.from(`{"game":"fftcg","fileName":"big.csv","content":"${CSV_HEAD.replace(/\n/g, '\\n')}1-002R,Ti`)
    const body = Buffer.concat([start, Buffer.from([0xc3, 0x28]), Buffer.from(`na,fire,forward,3\\n${' '.repeat(OFF_THREAD_CHARS)}"}`)])
    const answer = await dispatch('cards.import', new JsonBody(body), { transport: 'http' })
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-request', details: [{ field: 'content', line: 1 }] } })
    expect((answer as { error: { message: string } }).error.message).toContain(`byte ${start.length}`)
  }, 60_000)
})
