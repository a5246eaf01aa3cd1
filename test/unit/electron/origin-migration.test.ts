// Issue 17.8: main's side of carrying the library from the file:// origin to app://. Each step is a
// file written atomically, and no step ever removes the library's only copy.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { finishMigration, KEPT_LIBRARY, keepExportedLibrary, migrationStep, waitingLibrary } from '../../../src-main/electron/origin-migration'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decklab-migration-'))
})

const library = '{"deckLabBackup":2,"decks":[]}'

describe('the origin migration’s steps (issue 17.8)', () => {
  it('goes export → restore → done, and keeps the library file after the restore', async () => {
    expect(await migrationStep(dir)).toBe('export')
    expect(await waitingLibrary(dir)).toBeNull()
    expect(await keepExportedLibrary(dir, library)).toBe(true)
    expect(await migrationStep(dir)).toBe('restore')
    expect(await waitingLibrary(dir)).toBe(library)
    await finishMigration(dir, Date.UTC(2026, 10, 24))
    expect(await migrationStep(dir)).toBe('done')
    expect(await waitingLibrary(dir)).toBeNull()
    expect(await readFile(join(dir, KEPT_LIBRARY), 'utf8')).toBe(library)
    expect(JSON.parse(await readFile(join(dir, 'origin-migration.json'), 'utf8'))).toEqual({ done: true, at: '2026-11-24T00:00:00.000Z' })
  })

  it('refuses what is not a library text, and writes nothing for it', async () => {
    for (const text of [undefined, 42, '', 'not json', { decks: [] }]) expect(await keepExportedLibrary(dir, text), String(text)).toBe(false)
    expect(await readdir(dir)).toEqual([])
    expect(await migrationStep(dir)).toBe('export')
  })

  it('a damaged mark is not "done": the migration runs again rather than hiding the library', async () => {
    await writeFile(join(dir, 'origin-migration.json'), '{"done": tr')
    expect(await migrationStep(dir)).toBe('export')
    await writeFile(join(dir, 'origin-migration.json'), '{"done": "yes"}')
    expect(await migrationStep(dir)).toBe('export')
  })

  it('a crash between the mark and putting the file aside: the next start puts it aside', async () => {
    await keepExportedLibrary(dir, library)
    await writeFile(join(dir, 'origin-migration.json'), '{"done": true}')
    expect(await migrationStep(dir)).toBe('done')
    expect((await readdir(dir)).sort()).toEqual(['origin-migration.json', KEPT_LIBRARY].sort())
  })

  it('leaves no temporary file behind', async () => {
    await keepExportedLibrary(dir, library)
    await finishMigration(dir)
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })
})
