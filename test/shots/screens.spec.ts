// The screenshot sweep of issue 16 ("Done means"): every screen outside the playtest table, for
// FFTCG and then switched to Magic, Vanguard and the creature game, in English and French, at
// 1024×700 and 1920×1080, as test-results/shots-all/<game>-<screen>-<locale>-<width>.png. After
// each screenshot the layout checks run (soft: one sweep lists every fault it meets).
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, openApp, rows, test } from '../e2e/fixtures'
import { HELD_IMPORT_PREFIX } from '../e2e/held-import'
import { layoutFaults } from '../e2e/layout-checks'
import { DECKLIST as VANGUARD_DECKLIST } from '../e2e/vanguard-line'
import { CREATURES_DECKLIST } from '../e2e/creatures-decklist'
import { startReplayServer, type ReplayServer } from '../fixtures/fftcg-official/replay-server'

const DIR = process.env.SHOTS_DIR ?? 'test-results/shots-all'
mkdirSync(DIR, { recursive: true })
/** Every fault found, one line each, as the sweep goes (the report lists them only at the end). */
const FAULTS = `${DIR}/faults.txt`
const SIZES = [
  [1024, 700],
  [1920, 1080],
] as const
type Locale = 'en' | 'fr'
type GameId = 'fftcg' | 'mtg' | 'vanguard' | 'creatures'

const fixture = (...path: string[]) => readFileSync(join(import.meta.dirname, '..', ...path), 'utf8')

/** A legal deck per game, then lines that are not cards (a misspelt name, an unknown code) for the import's problems. */
const DECKLISTS: Record<GameId, { list: string; problems: string[]; format?: string }> = {
  fftcg: { list: fixture('fixtures', 'decklists', 'plain.txt'), problems: ['3 Shantoto', '3 99-999Z Nobody'] },
  mtg: { list: ['Deck', '22 Mountain', '22 Forest', '4 Lightning Bolt', '4 Shock', '4 Llanowar Elves', '4 Seven Dwarves'].join('\n'), problems: ['4 Lightnin Bolt', '2 Grizzly Bearz'], format: 'vintage' },
  vanguard: { list: VANGUARD_DECKLIST, problems: ['4x Nirvana Jheva', '4x ZZ-999'] },
  creatures: { list: CREATURES_DECKLIST, problems: ['3 Mos Sprite', '3x ZZ-999'] },
}
const GAMES: GameId[] = ['fftcg', 'mtg', 'vanguard', 'creatures']

/** Shoots the screen at both sizes (with `show` scrolled into view at each), then checks its layout at each. */
async function shoot(page: Page, game: GameId, screen: string, locale: Locale, show?: Locator) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(150) // virtual lists and charts measure their new room
    await show?.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${DIR}/${game}-${screen}-${locale}-${width}.png` })
    const faults = await layoutFaults(page)
    const where = `${game} ${screen} ${locale} ${width}×${height}`
    if (faults.sideways || faults.overflowing.length || faults.offscreen.length || faults.spilled.length) appendFileSync(FAULTS, `${where}: ${JSON.stringify(faults)}\n`)
    expect.soft(faults.sideways, `${where}: scrolls sideways`).toBe(false)
    expect.soft(faults.overflowing, `${where}: texts wider than their box`).toEqual([])
    expect.soft(faults.offscreen, `${where}: past the right edge`).toEqual([])
    expect.soft(faults.spilled, `${where}: controls out of their box`).toEqual([])
  }
}

async function chooseGame(page: Page, game: GameId) {
  await page.getByTestId('nav-cards').click()
  if ((await page.getByTestId('game-switch').inputValue()) !== game) {
    await page.getByTestId('game-switch').selectOption(game)
    await expect(page.getByTestId('game-switch')).toHaveValue(game)
  }
  await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
}

async function cardsView(page: Page, game: GameId, locale: Locale) {
  await shoot(page, game, 'cards-list', locale)
  await rows(page).nth(1).click()
  await expect(page.getByTestId('card-detail')).toBeVisible()
  await shoot(page, game, 'cards-detail', locale)
  await page.getByTestId('view-grid').click()
  await shoot(page, game, 'cards-grid', locale)
  await page.getByTestId('view-list').click()
  await page.getByTestId('syntax-help-toggle').click()
  await expect(page.getByTestId('syntax-help')).toBeVisible()
  await shoot(page, game, 'cards-help', locale)
  await page.getByTestId('syntax-help-toggle').click()
  await page.getByTestId('search-input').fill('zzz:1 (')
  await expect(page.getByTestId('query-error')).toBeVisible()
  await shoot(page, game, 'cards-query-error', locale)
  await page.getByTestId('search-input').fill('')
}

/** The import with its problems, then the problems dropped and the deck saved: the editor opens. */
async function importDeck(page: Page, game: GameId, locale: Locale, name: string) {
  const { list, problems, format } = DECKLISTS[game]
  await page.getByTestId('nav-decks').click()
  await page.getByTestId('import-decklist').click()
  await page.getByTestId('import-text').fill([list, ...problems].join('\n'))
  await page.getByTestId('import-read').click()
  await expect(page.getByTestId('import-unresolved')).toBeVisible()
  await shoot(page, game, 'import-problems', locale)
  await page.getByTestId('import-drop-unresolved').click()
  await page.getByTestId('import-name').fill(name)
  if (format) await page.getByTestId('import-format').selectOption(format)
  await page.getByTestId('import-confirm').click()
  await expect(page.getByTestId('deck-editor')).toBeVisible()
}

async function editorAndLab(page: Page, game: GameId, locale: Locale) {
  await shoot(page, game, 'editor-stats', locale)
  await page.getByTestId('deck-list').locator('[data-code]').first().click()
  await page.getByTestId('tab-card').click()
  await shoot(page, game, 'editor-card', locale)
  await page.getByTestId('tab-versions').click()
  await page.getByTestId('version-name').fill('First cut')
  await page.getByTestId('version-save').click()
  await expect(page.getByTestId('version-list').getByTestId('version-label').first()).toBeVisible()
  await shoot(page, game, 'editor-versions', locale)
  await page.getByTestId('tab-notes').click()
  await page.getByTestId('deck-notes').fill('Mulligan for a two-drop.')
  await page.getByTestId('deck-tags').fill('aggro, test')
  await shoot(page, game, 'editor-notes', locale)
  await page.getByTestId('export-toggle').click()
  await expect(page.getByTestId('export-menu')).toBeVisible()
  await shoot(page, game, 'editor-export', locale)
  await page.getByTestId('export-toggle').click()

  await page.getByTestId('tab-lab').click()
  await expect(page.getByTestId('lab-panel')).toBeVisible()
  await shoot(page, game, 'lab-page', locale)
  await page.getByTestId('lab-games').fill('2000')
  await page.getByTestId('lab-seed').fill('2024')
  await page.getByTestId('lab-run').click()
  await expect(page.getByTestId('lab-done')).toBeVisible({ timeout: 120_000 })
  await shoot(page, game, 'lab-results', locale)
  await shoot(page, game, 'lab-results-charts', locale, page.getByTestId('lab-results'))
  await page.getByTestId('lab-mode').locator('[data-mode="compare"]').click()
  await page.getByTestId('lab-run').click()
  await expect(page.getByTestId('lab-done')).toBeVisible({ timeout: 120_000 })
  await shoot(page, game, 'lab-compare-policies', locale, page.locator('[data-testid="lab-advisor"], [data-testid="lab-results"]').first())
  const select = page.getByTestId('lab-compare-saved-select')
  await select.selectOption({ index: 1 })
  await expect(page.getByTestId('lab-compare-saved')).toBeVisible()
  await shoot(page, game, 'lab-compare-runs', locale, page.getByTestId('lab-compare-saved'))
}

async function library(page: Page, game: GameId, locale: Locale) {
  await page.getByTestId('nav-decks').click()
  for (const name of ['Second idea', 'A deck with a rather long name to see how the library copes']) {
    await page.getByTestId('new-deck-name').fill(name)
    await page.getByTestId('new-deck').click()
    await expect(page.getByTestId('deck-editor')).toBeVisible()
    await page.getByTestId('nav-decks').click()
  }
  await expect(page.getByTestId('deck-row')).toHaveCount(3)
  await shoot(page, game, 'library', locale)
  await page.getByTestId('deck-row').filter({ hasText: 'Second idea' }).getByTestId('deck-delete').click()
  await expect(page.getByTestId('undo-delete-bar')).toBeVisible()
  await shoot(page, game, 'library-undo', locale)
}

async function settingsAndData(page: Page, game: GameId, locale: Locale) {
  await page.getByTestId('nav-settings').click()
  await shoot(page, game, 'settings', locale)
  await page.getByTestId('nav-data').click()
  await expect(page.getByTestId('card-data')).toBeVisible()
  await shoot(page, game, 'data', locale)
}

/** A backup, then a deck changed and one deleted since: restoring it shows both conflicts. */
async function restoreConflicts(page: Page, game: GameId, locale: Locale) {
  await page.getByTestId('nav-backup').click()
  await shoot(page, game, 'backup', locale)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-make').click()])
  const text = readFileSync((await download.path())!, 'utf8')
  await page.getByTestId('nav-decks').click()
  const row = page.getByTestId('deck-row').filter({ hasText: 'rather long name' })
  await row.getByTestId('deck-rename').click()
  await page.keyboard.press('End')
  await page.keyboard.type(' (renamed)')
  await page.keyboard.press('Enter')
  await page.getByTestId('deck-row').filter({ hasText: 'Shots' }).getByTestId('deck-delete').click()
  await page.getByTestId('nav-backup').click()
  await page.getByTestId('backup-file-input').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('backup-conflict')).toHaveCount(2)
  await shoot(page, game, 'restore-conflicts', locale)
}

for (const game of GAMES) {
  for (const locale of ['en', 'fr'] as const) {
    test(`${game} in ${locale}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await openApp(page)
      await page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()
      await chooseGame(page, game)
      await cardsView(page, game, locale)
      await importDeck(page, game, locale, 'Shots')
      await editorAndLab(page, game, locale)
      await library(page, game, locale)
      await settingsAndData(page, game, locale)
      await restoreConflicts(page, game, locale)
    })
  }
}

// Dark for a few: the Cards view, the editor, the lab's results, Settings with its theme switch.
for (const locale of ['en', 'fr'] as const) {
  test(`dark theme in ${locale}`, async ({ page }) => {
    await openApp(page)
    await page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()
    await chooseGame(page, 'fftcg')
    await page.getByTestId('nav-settings').click()
    await page.locator('[data-theme-choice="dark"]').click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await shoot(page, 'fftcg', 'settings-dark', locale)
    await page.getByTestId('nav-cards').click()
    await rows(page).first().click()
    await shoot(page, 'fftcg', 'cards-detail-dark', locale)
    await importDeck(page, 'fftcg', locale, 'Dark')
    await shoot(page, 'fftcg', 'editor-stats-dark', locale)
    await page.getByTestId('tab-lab').click()
    await page.getByTestId('lab-games').fill('2000')
    await page.getByTestId('lab-run').click()
    await expect(page.getByTestId('lab-done')).toBeVisible({ timeout: 120_000 })
    await shoot(page, 'fftcg', 'lab-results-dark', locale, page.getByTestId('lab-results'))
  })
}

// The Card data page at work: an import in progress, then an update from a stand-in of the
// official card browser (it changes the catalog, so it runs last).
test.describe('card data at work', () => {
  let replay: ReplayServer
  test.beforeAll(async () => {
    replay = await startReplayServer([{ file: 'update-1.json' }])
  })
  test.afterAll(async () => {
    await replay?.close()
  })

  for (const locale of ['en', 'fr'] as const) {
    test(`import and update in ${locale}`, async ({ page }) => {
      await openApp(page)
      await page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()
      await chooseGame(page, 'fftcg')
      await page.getByTestId('nav-data').click()
      // Big enough to be read off the main thread, where the e2e server holds it until cancelled.
      const held = join(tmpdir(), `${HELD_IMPORT_PREFIX}.json`)
      const records = JSON.parse(fixture('fixtures', 'import', 'flat-list-slice.json')) as unknown[]
      writeFileSync(held, JSON.stringify(Array.from({ length: 100 }, () => records).flat()))
      await page.getByTestId('data-file').setInputFiles(held)
      await expect(page.getByTestId('data-progress-text')).toContainText(HELD_IMPORT_PREFIX)
      await shoot(page, 'fftcg', 'data-import-progress', locale, page.getByTestId('data-progress'))
      await page.getByTestId('data-cancel').click()
      await expect(page.getByTestId('data-cancelled')).toBeVisible()

      await page.getByTestId('update-source').locator('summary').click()
      await page.getByTestId('update-source-input').fill(replay.url)
      await page.getByTestId('update-source-input').press('Enter')
      replay.script([{ file: 'update-1.json', dribble: { bytes: 50, everyMs: 200 } }])
      await page.getByTestId('update-check').click()
      await expect(page.getByTestId('update-progress')).toBeVisible()
      await shoot(page, 'fftcg', 'data-update-progress', locale, page.getByTestId('update-progress'))
      await page.getByTestId('update-cancel').click()
      await expect(page.getByTestId('update-cancelled')).toBeVisible()
      replay.script([{ file: locale === 'en' ? 'update-1.json' : 'update-2.json' }])
      await page.getByTestId('update-check').click()
      await expect(page.getByTestId('update-report')).toBeVisible()
      await shoot(page, 'fftcg', 'data-update-report', locale, page.getByTestId('update-report'))
    })
  }
})
