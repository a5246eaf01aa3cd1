// Issue 16, point 5 (every screen from 1024×700): what the screenshot sweep (`npm run shots`,
// test/shots/) found, each checked in Chromium the way the sweep checks every screen
// (layout-checks.ts). Beside everywhere.spec.ts's "small windows" block, in its style.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, openApp, test } from './fixtures'
import { CREATURES_DECKLIST } from './creatures-decklist'
import { layoutFaults } from './layout-checks'
import { DECKLIST as VANGUARD_DECKLIST } from './vanguard-line'

test.describe('Issue 16, small windows: the screenshot sweep’s finds', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 })
    await openApp(page)
  })

  async function importDeck(page: Page, game: 'fftcg' | 'vanguard' | 'creatures', list: string) {
    await page.getByTestId('game-switch').selectOption(game)
    await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
    await page.getByTestId('nav-decks').click()
    await page.getByTestId('import-decklist').click()
    await page.getByTestId('import-text').fill(list)
    await page.getByTestId('import-read').click()
    await page.getByTestId('import-confirm').click()
    // The import preview has its own validation panel, valid before the confirm: wait for the
    // editor with the deck open (its export menu is drawn only then), not for that panel.
    await expect(page.getByTestId('deck-import')).toHaveCount(0)
    await expect(page.getByTestId('export-toggle')).toBeVisible()
    await expect(page.getByTestId('deck-validation')).toHaveAttribute('data-valid', 'true')
  }
  const setLocale = (page: Page, locale: string) => page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()

  for (const locale of ['en', 'fr'] as const) {
    test(`Vanguard's long format names keep the deck head's undo and redo inside the deck pane, in ${locale}`, async ({ page }) => {
      await setLocale(page, locale)
      await importDeck(page, 'vanguard', VANGUARD_DECKLIST)
      const pane = (await page.locator('.deck-pane').boundingBox())!
      for (const id of ['deck-undo', 'deck-redo', 'deck-playtest', 'export-toggle']) {
        const box = (await page.getByTestId(id).boundingBox())!
        expect(box.x + box.width, id).toBeLessThanOrEqual(pane.x + pane.width)
      }
      const faults = await layoutFaults(page)
      expect(faults.spilled.filter((f) => f.includes('deck-')), 'deck head controls out of their box').toEqual([])
      expect(faults.sideways).toBe(false)
    })
  }

  test('the creature game’s card list in the deck editor keeps its columns inside the search pane; its French stat tiles hold their labels', async ({ page }) => {
    await setLocale(page, 'fr')
    await importDeck(page, 'creatures', CREATURES_DECKLIST)
    await expect(page.locator('[data-figure="equipment"] dt')).toHaveText('Équipement')
    expect((await layoutFaults(page)).overflowing, 'texts wider than their box').toEqual([])
    const pane = (await page.locator('.search-pane').boundingBox())!
    const cells = await page.locator('.search-pane [role="option"][data-code] > span').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))
    expect(cells.length).toBeGreaterThan(0)
    expect(Math.max(...cells), 'rightmost cell').toBeLessThanOrEqual(pane.x + pane.width)
    expect((await layoutFaults(page)).spilled).toEqual([])
  })

  test('texts cut short in the lists give their whole text in a title: Vanguard’s long card names, the deck list’s names', async ({ page }) => {
    await importDeck(page, 'vanguard', VANGUARD_DECKLIST)
    expect((await layoutFaults(page)).overflowing, 'editor: search list and deck list').toEqual([])
    await page.getByTestId('nav-cards').click()
    expect((await layoutFaults(page)).overflowing, 'Cards view list').toEqual([])
    await page.getByTestId('view-grid').click()
    expect((await layoutFaults(page)).overflowing, 'Cards view grid').toEqual([])
  })

  for (const locale of ['en', 'fr'] as const) {
    test(`a library row's rules pill stays on one line, in ${locale}`, async ({ page }) => {
      await setLocale(page, locale)
      await page.getByTestId('nav-decks').click()
      await page.getByTestId('new-deck-name').fill('An empty deck with a name long enough to squeeze the other columns of the library')
      await page.getByTestId('new-deck').click()
      await expect(page.getByTestId('deck-editor')).toBeVisible()
      await page.getByTestId('nav-decks').click()
      const pill = page.getByTestId('deck-row').first().locator('.status')
      await expect(pill).toHaveAttribute('data-status', 'invalid')
      expect(await pill.evaluate((el) => el.getClientRects().length), 'lines of the pill').toBe(1)
    })
  }

  test('the mulligan advisor names both policies inside their scale, in French', async ({ page }) => {
    test.setTimeout(90_000)
    await setLocale(page, 'fr')
    await importDeck(page, 'fftcg', readFileSync(join(import.meta.dirname, '..', 'fixtures', 'decklists', 'plain.txt'), 'utf8'))
    await page.getByTestId('tab-lab').click()
    await page.getByTestId('lab-mode').locator('[data-mode="compare"]').click()
    await page.getByTestId('lab-games').fill('2000')
    await page.getByTestId('lab-run').click()
    await expect(page.getByTestId('lab-done')).toBeVisible({ timeout: 60_000 })
    await page.getByTestId('lab-advisor').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('lab-advisor').locator('.ends span').last()).toHaveText('Au moins un Soutien')
    expect((await layoutFaults(page)).spilled, 'texts out of their box').toEqual([])
  })

  test('the versions tab keeps its save and put-back buttons inside the side pane, in French', async ({ page }) => {
    await setLocale(page, 'fr')
    await importDeck(page, 'fftcg', readFileSync(join(import.meta.dirname, '..', 'fixtures', 'decklists', 'plain.txt'), 'utf8'))
    await page.getByTestId('tab-versions').click()
    await page.getByTestId('version-name').fill('Première')
    await page.getByTestId('version-save').click()
    await expect(page.getByTestId('version-label')).toHaveCount(1)
    const pane = (await page.locator('.side-pane').boundingBox())!
    for (const button of [page.getByTestId('version-save'), page.locator('.versions .restore')]) {
      const box = (await button.boundingBox())!
      expect(box.x + box.width, (await button.textContent())!).toBeLessThanOrEqual(pane.x + pane.width)
    }
    expect((await layoutFaults(page)).spilled).toEqual([])
  })

  test('Magic’s card grid names each card without its internal id', async ({ page }) => {
    await page.getByTestId('game-switch').selectOption('mtg')
    await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
    await page.getByTestId('view-grid').click()
    const caption = page.locator('[role="option"][data-code] .caption').first()
    await expect(caption).toBeVisible()
    const code = (await page.locator('[role="option"][data-code]').first().getAttribute('data-code'))!
    await expect(caption).not.toContainText(code)
    expect((await layoutFaults(page)).spilled).toEqual([])
  })

  test('the Card data page’s counts give each label the room it needs: Magic’s types in French', async ({ page }) => {
    await setLocale(page, 'fr')
    await page.getByTestId('game-switch').selectOption('mtg')
    await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
    await page.getByTestId('nav-data').click()
    const label = page.getByTestId('data-field-counts').locator('.label', { hasText: 'Enchantement' }).first()
    await label.scrollIntoViewIfNeeded()
    expect(await label.evaluate((el) => el.scrollWidth - el.clientWidth), 'Enchantement cut by').toBeLessThanOrEqual(0)
    expect((await layoutFaults(page)).overflowing).toEqual([])
  })
})
