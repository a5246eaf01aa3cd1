// Issue 11 (games as modules): FFTCG's code is imported only by its own folders and the
// registries; generic code asks the module. Every import of every file under src-main/,
// src-shared/ and src-renderer/ is resolved to the file it names and checked.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')

/** FFTCG's own folders, whose files import each other freely. */
const FFTCG_FOLDERS = ['src-shared/games/fftcg/', 'src-main/games/fftcg/', 'src-renderer/games/fftcg/']

/** The registries, which list each game by importing it. */
const REGISTRIES = [
  'src-shared/games/index.ts',
  'src-main/games/index.ts',
  // The registries of what worker threads run (lab simulators, card-file readers): a thread imports
  // these rather than the main registry, which loads every game's catalog.
  'src-main/games/labs.ts',
  'src-main/games/card-readers.ts',
  'src-renderer/games/index.ts',
  // The registry of the games' sample decks (the first-start page's), beside the main one.
  'src-shared/games/sample-decks.ts',
  'src-renderer/table/registry.ts',
  // The registry of the games whose filter panel is their own (lib/filters' groups), apart from the
  // renderer's main registry so that the filter state imports no game's UI parts (issue 25.4).
  'src-renderer/games/own-filters.ts',
]

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|mts|vue)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
}

/** Every module a file imports (static, dynamic, re-exports), as a path from the project root. */
export function importedPaths(file: string, text: string): string[] {
  const paths: string[] = []
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) {
    const spec = match[1]!
    if (spec.startsWith('@shared/')) paths.push(join('src-shared', spec.slice('@shared/'.length)))
    else if (spec.startsWith('.')) paths.push(relative(ROOT, resolve(ROOT, dirname(file), spec)))
  }
  return paths
}

const isFftcg = (path: string) => FFTCG_FOLDERS.some((folder) => (path + '/').startsWith(folder))
const mayImportFftcg = (file: string) => isFftcg(file) || REGISTRIES.includes(file)

/** The files of `dir` that import FFTCG's code without being its own or a registry. */
function offenders(dir: string): string[] {
  return sourceFiles(dir).filter((file) => !mayImportFftcg(file) && importedPaths(file, readFileSync(join(ROOT, file), 'utf8')).some(isFftcg))
}

describe('issue 11: no FFTCG import outside its module folders and the registries', () => {
  it('resolves relative, alias, dynamic and re-export imports to project paths', () => {
    const text = "import { a } from '../games/fftcg/card'\nexport * from '@shared/games/fftcg'\nconst lab = import('./fftcg/lab')\nimport 'node:fs'"
    const paths = importedPaths('src-main/games/x.ts', text)
    expect(paths).toEqual(['src-main/games/fftcg/card', 'src-shared/games/fftcg', 'src-main/games/fftcg/lab'])
    expect(paths.every(isFftcg)).toBe(true)
    expect(isFftcg('src-shared/games/index')).toBe(false)
    expect(isFftcg('src-shared/games/fftcg-like')).toBe(false)
  })

  it('src-main/ and src-shared/ import FFTCG only from its folders and the registries', () => {
    expect([...offenders('src-main'), ...offenders('src-shared')]).toEqual([])
  })

  it('src-renderer/ imports FFTCG only from its folder and the registries (the playtest store and summary ask the module)', () => {
    expect(offenders('src-renderer')).toEqual([])
  })

  it('no generic file is typed by FFTCG’s types through the registry (GameTypes[\'fftcg\'])', () => {
    const typedByFftcg = (dir: string) =>
      sourceFiles(dir).filter((file) => !mayImportFftcg(file) && /GameTypes\[\s*['"]fftcg['"]\s*\]/.test(readFileSync(join(ROOT, file), 'utf8')))
    expect([...typedByFftcg('src-main'), ...typedByFftcg('src-shared'), ...typedByFftcg('src-renderer')]).toEqual([])
  })
})
