// Issue 25.2: generic code names no game. Every file of the generic folders (src-shared outside
// games/, src-main outside games/, src-renderer outside games/) is read, comments left out, for a
// game id as a string ('fftcg', 'mtg', 'vanguard', 'creatures'). The few files that must name a
// game say why below; any other is asking a game by name what it should ask the game's module.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
const GENERIC = ['src-shared', 'src-main', 'src-renderer']
const GAME_FOLDERS = ['src-shared/games/', 'src-main/games/', 'src-renderer/games/']

/** Files that name a game by id, and why. */
const MAY_NAME_A_GAME: Record<string, string> = {
  // records, backups and API calls from before games were modules belong to FFTCG, the only game then
  'src-renderer/db/database.ts': 'migration of pre-game records',
  'src-shared/backup/read.ts': 'reading version 1 backups, all FFTCG',
  'src-renderer/api.ts': 'default game of calls made before games were modules',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|vue)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !GAME_FOLDERS.some((folder) => file.startsWith(folder)))
}

/** The file's code without its comments: a Vue file's script blocks, and its template without HTML comments. */
function codeOf(text: string, vue = false): string {
  if (vue) {
    const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => codeOf(m[1]!))
    const template = text.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')
    return [...scripts, template].join('\n')
  }
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text)
  let out = ''
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) continue
    out += scanner.getTokenText()
  }
  return out
}

const GAME_ID = /(['"`])(fftcg|mtg|vanguard|creatures)\1/

describe('generic code names no game (issue 25.2)', () => {
  const files = GENERIC.flatMap(sourceFiles)

  it('reads the generic files and leaves the games’ folders out', () => {
    expect(files).toContain('src-main/catalog/catalog-counts.ts')
    expect(files).toContain('src-renderer/views/CardDataView.vue')
    expect(files.some((f) => f.startsWith('src-shared/games/'))).toBe(false)
  })

  it('finds a game id in code, and none in comments', () => {
    expect(GAME_ID.test(codeOf("const game = 'fftcg'"))).toBe(true)
    expect(GAME_ID.test(codeOf("// the default, 'fftcg'\nconst game = id"))).toBe(false)
    expect(GAME_ID.test(codeOf("<template><!-- 'mtg' --><p :class=\"id\" /></template><script setup>/* 'mtg' */</script>", true))).toBe(false)
    expect(GAME_ID.test(codeOf("<template><p v-if=\"id === 'mtg'\" /></template>", true))).toBe(true)
  })

  it('no generic file names a game by id but the few listed, each with its reason', () => {
    const naming = files.filter((file) => GAME_ID.test(codeOf(readFileSync(join(ROOT, file), 'utf8'), file.endsWith('.vue'))))
    expect(naming.sort()).toEqual(Object.keys(MAY_NAME_A_GAME).sort())
  })
})
