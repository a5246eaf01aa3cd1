// Issue 17.6: a big import says how far it is (file read, records checked, stored) and can be
// cancelled before it is stored, leaving the catalog as it was.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { CatalogStats, ImportStatus } from '@shared/api'
import { createMainServices } from '../../../src-main/services'
import { readCardImport, type ReadProgress } from '../../../src-main/games/fftcg/import/import-card-file'
import { PROGRESS_EVERY_RECORDS } from '../../../src-main/games/fftcg/import/records'
import { OFF_THREAD_CHARS, readCardImportOffThread } from '../../../src-main/catalog/import/read-off-thread'
import { fixture } from './fixtures'

/** `count` good records with codes of their own (copies of real ones). */
function goodRecords(count: number): string {
  const records = JSON.parse(fixture('flat-list-slice.json')) as Record<string, unknown>[]
  return JSON.stringify(Array.from({ length: count }, (_, i) => ({ ...records[i % records.length]!, id: `${30 + Math.floor(i / 999)}-${String((i % 999) + 1).padStart(3, '0')}C` })))
}

const counts = (steps: ReadProgress[], phase: ReadProgress['phase']) => steps.filter((step) => step.phase === phase).map((step) => step.records)
const checkedCounts = (steps: ReadProgress[]) => counts(steps, 'checking')

describe('import progress (issue 17.6)', () => {
  it('reports the file parsed, its records read, then normalised, in steps up to every record', () => {
    const content = goodRecords(2500)
    const steps: ReadProgress[] = []
    readCardImport('cards.json', content, (step) => steps.push(step))
    expect(steps[0]).toEqual({ phase: 'reading', chars: 0, totalChars: content.length, records: 0, totalRecords: 0 })
    const inSteps = [PROGRESS_EVERY_RECORDS, 2 * PROGRESS_EVERY_RECORDS, 2500]
    expect(counts(steps.slice(1), 'reading')).toEqual(inSteps)
    expect(checkedCounts(steps)).toEqual(inSteps)
    expect(steps.map((step) => step.phase)).toEqual(['reading', 'reading', 'reading', 'reading', 'checking', 'checking', 'checking'])
    expect(steps.slice(1).every((step) => step.chars === content.length && step.totalRecords === 2500)).toBe(true)
  })

  it('reports the records of a CSV read, and of a file then rejected', () => {
    const header = 'code,name,elements,type,cost,power,job,category,rarity,set,text\n'
    const csv = header + Array.from({ length: 1500 }, (_, i) => `${30 + Math.floor(i / 999)}-${String((i % 999) + 1).padStart(3, '0')}C,Auron,Fire,Forward,six,9000,Guardian,X,C,Opus I,\n`).join('')
    const steps: ReadProgress[] = []
    expect(() => readCardImport('bad.csv', csv, (step) => steps.push(step))).toThrow(/1500 problems found/)
    expect(counts(steps.slice(1), 'reading')).toEqual([PROGRESS_EVERY_RECORDS, 1500])
    expect(checkedCounts(steps)).toEqual([])
  })

  it('brings the worker thread’s progress to the main thread, in order', async () => {
    const content = goodRecords(6000)
    expect(content.length).toBeGreaterThan(OFF_THREAD_CHARS)
    const steps: ReadProgress[] = []
    const read = await readCardImportOffThread('fftcg', 'cards.json', content, { onProgress: (step) => steps.push(step) })
    expect(read.imported).toHaveLength(6000)
    expect(steps[0]?.phase).toBe('reading')
    const counts = checkedCounts(steps)
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
    expect(new Set(counts).size).toBe(counts.length)
    expect(counts.at(-1)).toBe(6000)
    expect(counts.length).toBeGreaterThan(3)
  }, 60_000)

  it('stops the worker when cancelled, rejecting with “cancelled”', async () => {
    const abort = new AbortController()
    const steps: ReadProgress[] = []
    const reading = readCardImportOffThread('fftcg', 'cards.json', goodRecords(6000), {
      signal: abort.signal,
      onProgress: (step) => {
        steps.push(step)
        if (step.phase === 'checking') abort.abort()
      },
    })
    await expect(reading).rejects.toMatchObject({ code: 'cancelled', message: 'cards.json: the import was cancelled; nothing was imported' })
    expect(checkedCounts(steps).at(-1)).toBeLessThan(6000)
  }, 60_000)
})

describe('cards.importStatus and cards.importCancel (issue 17.6)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'decklab-import-progress-'))
  const { dispatch, lab } = createMainServices({ userDataDir: dir })
  afterAll(() => {
    lab.dispose()
    rmSync(dir, { recursive: true, force: true })
  })
  const call = async <T>(channel: string, payload: object): Promise<T> => {
    const answer = await dispatch(channel, { game: 'fftcg', ...payload }, { transport: 'ipc' })
    if (!answer.ok) throw new Error(`${channel}: ${answer.error.message}`)
    return answer.value as T
  }
  const status = () => call<ImportStatus>('cards.importStatus', {})
  const files = () => Object.fromEntries(readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => [join(e.parentPath, e.name), readFileSync(join(e.parentPath, e.name), 'utf8')]))
  async function whileRunning(): Promise<ImportStatus> {
    for (;;) {
      const now = await status()
      if (now.running) return now
      await new Promise((done) => setTimeout(done, 5))
    }
  }

  it('says nothing is under way when nothing is, and cancels nothing', async () => {
    expect(await status()).toEqual({ running: false, progress: null })
    expect(await call('cards.importCancel', {})).toEqual({ cancelled: false })
  })

  it('shows the import under way, then cancelling it leaves the catalog and its files unchanged', async () => {
    const before = await call<CatalogStats>('cards.stats', {})
    const filesBefore = files()
    const importing = dispatch('cards.import', { game: 'fftcg', fileName: 'many.json', content: goodRecords(6000) }, { transport: 'ipc' })
    const seen = await whileRunning()
    expect(seen.progress).toMatchObject({ fileName: 'many.json', phase: expect.stringMatching(/^(reading|checking)$/) })
    expect(await call('cards.importCancel', {})).toEqual({ cancelled: true })
    expect(await importing).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    expect(await status()).toEqual({ running: false, progress: null })
    expect(await call<CatalogStats>('cards.stats', {})).toEqual(before)
    expect(files()).toEqual(filesBefore)
  }, 60_000)

  it('lets the same file through when not cancelled, its progress growing meanwhile', async () => {
    const importing = dispatch('cards.import', { game: 'fftcg', fileName: 'many.json', content: goodRecords(6000) }, { transport: 'ipc' })
    let done = false
    void importing.then(() => (done = true))
    const checked: number[] = []
    while (!done) {
      const now = await status()
      if (now.progress?.phase === 'checking') checked.push(now.progress.records)
      await new Promise((wait) => setTimeout(wait, 5))
    }
    expect(await importing).toMatchObject({ ok: true, value: { added: 6000 } })
    expect(checked.length).toBeGreaterThan(0)
    expect(checked).toEqual([...checked].sort((a, b) => a - b))
    expect((await call<CatalogStats>('cards.stats', {})).provenance.imports.map((i) => i.fileName)).toEqual(['many.json'])
  }, 60_000)
})
