// Issue 16 ("everywhere but the table"), end to end in Chromium: the library, backup, settings,
// deck editor and import fixes, each as a player meets them.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, openApp, test } from './fixtures'

async function newDeck(page: Page, name: string, cards: [string, number][] = []) {
  await page.getByTestId('nav-decks').click()
  await page.getByTestId('new-deck-name').fill(name)
  await page.getByTestId('new-deck').click()
  await expect(page.getByTestId('deck-editor')).toBeVisible()
  for (const [code, count] of cards) {
    await page.getByTestId('search-input').fill(`code:${code}`)
    for (let i = 0; i < count; i++) await page.getByTestId('search-input').press('Enter')
    await expect(page.getByTestId('deck-list').locator(`[data-code="${code}"] [data-testid="line-count"]`)).toHaveText(String(count))
  }
  await expect(page.getByTestId('deck-save-state')).toHaveText(/saved/i)
}

test.describe('Issue 16, everywhere but the table', () => {
  test.beforeEach(async ({ page }) => {
    await openApp(page)
  })

  test('a click anywhere on a library row opens its deck, not only on its name', async ({ page }) => {
    await newDeck(page, 'Row click', [['1-001H', 1]])
    await page.getByTestId('nav-decks').click()
    const row = page.getByTestId('deck-row').filter({ hasText: 'Row click' })
    await row.locator('td.num').click()
    await expect(page.getByTestId('deck-editor')).toBeVisible()
    await expect(page.getByTestId('deck-name')).toHaveValue('Row click')
  })

  test('restoring a backup says which side of a conflict is deleted, and clears the stale undo of that deletion', async ({ page }) => {
    await newDeck(page, 'Deleted since', [['1-001H', 2]])
    await page.getByTestId('nav-backup').click()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-make').click()])
    const text = readFileSync((await download.path())!, 'utf8')

    await page.getByTestId('nav-decks').click()
    await page.getByTestId('deck-row').filter({ hasText: 'Deleted since' }).getByTestId('deck-delete').click()
    await expect(page.getByTestId('undo-delete-bar')).toBeVisible()

    await page.getByTestId('nav-backup').click()
    await page.getByTestId('backup-file-input').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) })
    const conflict = page.getByTestId('backup-conflict')
    await expect(conflict).toHaveCount(1)
    await expect(conflict.getByTestId('conflict-deleted-mine')).toContainText('Deleted')
    await expect(conflict.getByTestId('conflict-deleted-theirs')).toHaveCount(0)
    await page.getByTestId('backup-all-theirs').click()
    await page.getByTestId('backup-restore').click()
    await expect(page.getByTestId('backup-restored')).toBeVisible()

    await page.getByTestId('nav-decks').click()
    await expect(page.getByTestId('deck-row').filter({ hasText: 'Deleted since' })).toBeVisible()
    await expect(page.getByTestId('undo-delete-bar')).toHaveCount(0)
  })

  test('the theme switch in Settings overrides the system, by keyboard, and is remembered after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.getByTestId('nav-settings').click()
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    const light = await background()
    await page.locator('[data-theme-choice="dark"]').focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await background()).not.toBe(light)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.locator('[data-theme-choice="dark"]')).toHaveAttribute('aria-checked', 'true')
    await page.locator('[data-theme-choice="system"]').click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })
})

test.describe('Issue 16, import', () => {
  test.beforeEach(async ({ page }) => {
    await openApp(page)
  })

  test('a misspelt name gets a "did you mean", and Cancel gives the pasted list back', async ({ page }) => {
    const pasted = '3 Shantoto\n3 99-999Z Nobody\n3 1-001H Auron'
    await page.getByTestId('nav-decks').click()
    await page.getByTestId('import-decklist').click()
    await page.getByTestId('import-text').fill(pasted)
    await page.getByTestId('import-read').click()
    const first = page.locator('[data-testid="import-line"][data-line="1"]')
    await expect(first.getByTestId('import-line-error')).toContainText('did you mean Shantotto?')
    await expect(first.getByTestId('import-candidate').first()).toBeVisible()
    await expect(page.locator('[data-testid="import-line"][data-line="2"]').getByTestId('import-line-error')).toHaveAttribute('data-kind', 'unknown-code')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('import-text')).toHaveValue(pasted)
  })
})
