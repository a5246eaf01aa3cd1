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
  'src-renderer/table/registry.ts',
]

/**
 * Renderer files that imported FFTCG's code when this test was written: they are being moved
 * into src-renderer/games/fftcg/ or made generic. Report-only: the test lists those that still
 * do and those that no longer do (remove them here), and fails only on a renderer file not listed.
 */
const RENDERER_TODAY = new Set([
  'src-renderer/components/CardDetail.vue',
  'src-renderer/components/CardImage.vue',
  'src-renderer/components/CardResultList.vue',
  'src-renderer/components/CardText.vue',
  'src-renderer/components/DrawnCard.vue',
  'src-renderer/components/ElementIcon.vue',
  'src-renderer/components/FilterPanel.vue',
  'src-renderer/components/TextIcon.vue',
  'src-renderer/components/deck/DeckCardList.vue',
  'src-renderer/components/deck/DeckSearchPanel.vue',
  'src-renderer/components/deck/DeckStatsPanel.vue',
  'src-renderer/components/deck/DeckValidationPanel.vue',
  'src-renderer/components/deck/DeckVersionsPanel.vue',
  'src-renderer/components/decklist/DeckExportMenu.vue',
  'src-renderer/components/decklist/ImportLine.vue',
  'src-renderer/components/images/CardGrid.vue',
  'src-renderer/components/images/DrawnCardText.vue',
  'src-renderer/components/images/ImageSettings.vue',
  'src-renderer/components/lab/LabAdvisor.vue',
  'src-renderer/components/lab/LabBackupsChart.vue',
  'src-renderer/components/lab/LabCardTable.vue',
  'src-renderer/components/lab/LabCompareSaved.vue',
  'src-renderer/components/lab/LabDamageChart.vue',
  'src-renderer/components/lab/LabDrawnDeployed.vue',
  'src-renderer/components/lab/LabPanel.vue',
  'src-renderer/components/lab/LabResults.vue',
  'src-renderer/components/playtest/BoardCard.vue',
  'src-renderer/components/playtest/CardPreview.vue',
  'src-renderer/components/playtest/DiscardPanel.vue',
  'src-renderer/components/playtest/MulliganPanel.vue',
  'src-renderer/components/playtest/PaymentPanel.vue',
  'src-renderer/components/playtest/PhaseBar.vue',
  'src-renderer/components/playtest/PlaytestBoard.vue',
  'src-renderer/components/playtest/ZoneBrowser.vue',
  'src-renderer/composables/useDeckIssueText.ts',
  'src-renderer/composables/useDeckStats.ts',
  'src-renderer/composables/useLabAdvice.ts',
  'src-renderer/composables/useLabFormat.ts',
  'src-renderer/composables/usePlaytestSummary.ts',
  'src-renderer/db/database.ts',
  'src-renderer/db/decks.ts',
  'src-renderer/db/labResults.ts',
  'src-renderer/db/playtests.ts',
  'src-renderer/db/records.ts',
  'src-renderer/db/schema.ts',
  'src-renderer/lib/filters.ts',
  'src-renderer/stores/cardSearch.ts',
  'src-renderer/stores/deckCards.ts',
  'src-renderer/stores/deckEditor.ts',
  'src-renderer/stores/deckLibrary.ts',
  'src-renderer/stores/decklistImport.ts',
  'src-renderer/stores/lab.ts',
  'src-renderer/stores/playtest.ts',
  'src-renderer/views/DeckEditorView.vue',
  'src-renderer/views/DeckLibraryView.vue',
])

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

  it('src-renderer/: no file beyond those listed today imports FFTCG (report-only for the listed ones)', () => {
    const now = offenders('src-renderer')
    const cleaned = [...RENDERER_TODAY].filter((file) => !now.includes(file))
    if (now.length) console.info(`${now.filter((f) => RENDERER_TODAY.has(f)).length} renderer files still import FFTCG's code outside its folder`)
    if (cleaned.length) console.info(`no longer importing FFTCG (remove from RENDERER_TODAY): ${cleaned.join(', ')}`)
    expect(now.filter((file) => !RENDERER_TODAY.has(file))).toEqual([])
  })
})
