// Issue 17.6: a big card import is read on a worker thread, so that the main process keeps
// answering meanwhile (in Electron, every IPC call waits on the main thread). Checked by order of
// answers, not by time: a search sent after the import started is answered before it ends.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { createMainServices } from '../../../src-main/services'
import { OFF_THREAD_CHARS } from '../../../src-main/catalog/import/read-off-thread'
import { workerEntry } from '../../../src-main/lab/lab-service'
import { fixture } from './fixtures'

const dir = mkdtempSync(join(tmpdir(), 'decklab-off-thread-'))
const { dispatch, lab } = createMainServices({ userDataDir: dir })
afterAll(() => {
  lab.dispose()
  rmSync(dir, { recursive: true, force: true })
})

/** Many copies of real records, each with a cost that is no number: every record is a problem. */
function badRecords(count: number): string {
  const records = JSON.parse(fixture('flat-list-slice.json')) as Record<string, unknown>[]
  return JSON.stringify(Array.from({ length: count }, (_, i) => ({ ...records[i % records.length]!, id: `${30 + (i % 60)}-${String(i % 999).padStart(3, '0')}C`, cost: 'six' })))
}

describe('big card imports off the main thread (issue 17.6)', () => {
  it('answers a search sent while a big import is read, before the import ends', async () => {
    const content = badRecords(5000)
    expect(content.length).toBeGreaterThan(OFF_THREAD_CHARS)
    const order: string[] = []
    const importing = dispatch('cards.import', { game: 'fftcg', fileName: 'big.json', content }, { transport: 'http' }).then((answer) => {
      order.push('import')
      return answer
    })
    await new Promise((done) => setTimeout(done, 50))
    const search = await dispatch('cards.search', { game: 'fftcg', query: 'cloud', limit: 1 }, { transport: 'http' })
    order.push('search')
    expect(search.ok).toBe(true)
    const answer = await importing
    expect(order).toEqual(['search', 'import'])
    // the worker's refusal reaches the caller whole: code, message, details
    expect(answer).toMatchObject({ ok: false, error: { code: 'import-rejected', message: expect.stringMatching(/^big\.json: 5000 problems found in 5000 records; nothing was imported/) } })
    expect(answer.ok || answer.error.details?.[0]).toMatchObject({ field: 'cost' })
  }, 60_000)

  it('stores a big good file read on the worker like any other', async () => {
    const records = JSON.parse(fixture('flat-list-slice.json')) as Record<string, unknown>[]
    const padded = JSON.stringify(records, null, 2) + ' '.repeat(OFF_THREAD_CHARS)
    const answer = await dispatch('cards.import', { game: 'fftcg', fileName: 'padded.json', content: padded }, { transport: 'http' })
    expect(answer).toMatchObject({ ok: true, value: { format: 'flat-list' } })
  }, 60_000)
})

describe('the built import worker', () => {
  it('is found beside the built main process, as the lab worker is', () => {
    const built = resolve(import.meta.dirname, '../../../out/main/main.js')
    if (!existsSync(built)) return // not built: the source worker is tested above
    const entry = workerEntry(pathToFileURL(built).href, { source: 'import-worker.ts', built: 'importWorker.js' })
    expect(entry).toMatchObject({ typescript: false })
    expect(entry!.url.pathname.endsWith('/out/main/importWorker.js')).toBe(true)
  })
})

describe('card imports take turns (issue 17.3)', () => {
  it('runs one import at a time, lets two wait, and refuses a third as busy', async () => {
    const content = fixture('flat-list-slice.json')
    const call = (name: string) => dispatch('cards.import', { game: 'fftcg', fileName: name, content }, { transport: 'http' })
    const answers = await Promise.all([call('a.json'), call('b.json'), call('c.json')])
    expect(answers.map((a) => (a.ok ? 'ok' : a.error.code))).toEqual(['ok', 'ok', 'busy'])
    expect((await call('d.json')).ok).toBe(true)
  })
})
