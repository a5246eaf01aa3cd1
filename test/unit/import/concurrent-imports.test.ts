// Issue 17.2: two processes importing into the same user-data folder at the same time (the CLI
// beside the app or browser mode) lose nothing: every import of both is in the stored file.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync, utimesSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { importCardFile, USER_CARDS_FILE, UserCardStore } from '../../../src-main/games/fftcg/catalog/user-card-store'
import { LOCK_FILE, STALE_MS, withUserDataLock } from '../../../src-main/user-data-lock'

const run = promisify(execFile)
const root = resolve(import.meta.dirname, '..', '..', '..')
const worker = join(import.meta.dirname, 'import-worker.ts')
const dirs: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'decklab-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const card = (code: string) => JSON.stringify([{ id: code, name: code, element: 'ice', type: 'backup', cost: 1, power: 0, job: 'x', category: 'I', rarity: 'C', text: '', set: 'Test' }])

describe('two importers at once (issue 17.2)', () => {
  it('two processes importing 25 files each into one folder: all 50 imports are kept', async () => {
    const dir = folder()
    const perProcess = 25
    const importer = (tag: number) => run(process.execPath, ['--import', 'tsx', worker, dir, String(tag), String(perProcess)], { cwd: root })
    await Promise.all([importer(1), importer(2)])
    const stored = new UserCardStore(dir).load()
    expect(stored.imports).toHaveLength(2 * perProcess)
    expect(new Set(stored.rawCards.map((c) => c.fullCode)).size).toBe(2 * perProcess)
    expect(readdirSync(dir).sort()).toEqual([USER_CARDS_FILE]) // lock released, no temp file left
  }, 120_000)

  it('a second writer waits for the first, then says who holds the folder when it waits too long', () => {
    const dir = folder()
    withUserDataLock(dir, () => {
      // a second writer in the meantime waits, then gives up saying why and changing nothing
      expect(() => withUserDataLock(dir, () => 1, { waitMs: 50 })).toThrow(new RegExp(`another Deck Lab \\(process ${process.pid} since .*\\) is writing the user-data folder`))
    })
    expect(withUserDataLock(dir, () => 'after', { waitMs: 50 })).toBe('after')
  }, 60_000)

  it('takes over the lock of a writer killed with -9 (its process is gone)', () => {
    const dir = folder()
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 999_999_999, host: hostname(), nonce: 'dead', since: 0 }))
    expect(withUserDataLock(dir, () => 'written', { waitMs: 50, alive: () => false })).toBe('written')
  })

  it('takes over a lock older than the longest write, whoever held it', () => {
    const dir = folder()
    const lock = join(dir, LOCK_FILE)
    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: 'another-machine', nonce: 'old', since: 0 }))
    const old = (Date.now() - STALE_MS - 60_000) / 1000
    utimesSync(lock, old, old)
    expect(withUserDataLock(dir, () => 'written', { waitMs: 50 })).toBe('written')
  })

  it('an import removes the temp files that killed imports left behind (issue 17.7)', () => {
    const dir = folder()
    const leftover = join(dir, `.${USER_CARDS_FILE}.12345.deadbeef.tmp`)
    writeFileSync(leftover, 'half a file')
    importCardFile({ fileName: 'a.json', content: card('95-002C'), store: new UserCardStore(dir), current: [], now: new Date() })
    expect(readdirSync(dir)).toEqual([USER_CARDS_FILE])
  })
})
