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
  await expect(page.getByTestId('deck-save-state')).toHaveClass(/\b(saved|idle)\b/)
}

test.describe('Issue 16, everywhere but the table', () => {
  test.beforeEach(async ({ page }) => {
    await openApp(page)
  })

  test('a click anywhere on a library row opens its deck, not only on its name; its Playtest action starts a game of it', async ({ page }) => {
    await newDeck(page, 'Row click', [['1-001H', 1]])
    await page.getByTestId('nav-decks').click()
    const row = page.getByTestId('deck-row').filter({ hasText: 'Row click' })
    await row.locator('td.num').click()
    await expect(page.getByTestId('deck-editor')).toBeVisible()
    await expect(page.getByTestId('deck-name')).toHaveValue('Row click')
    const id = await page.evaluate(() => location.hash.split('/').pop())
    // the row's own Playtest action starts a game of that deck
    await page.getByTestId('nav-decks').click()
    await row.getByTestId('deck-playtest').click()
    await expect(page.getByTestId('playtest-start')).toBeVisible()
    await expect(page.getByTestId('deck-select')).toHaveValue(id!)
  })

  test('in the deck editor, / moves to the search box and a playtest starts from the deck itself', async ({ page }) => {
    await newDeck(page, 'Slash and play', [['1-001H', 1]])
    await page.getByTestId('tab-stats').click()
    await page.getByTestId('tab-stats').press('/')
    await expect(page.getByTestId('search-input')).toBeFocused()
    await page.getByTestId('deck-playtest').click()
    await expect(page.getByTestId('playtest-start')).toBeVisible()
    const id = await page.evaluate(() => location.hash.split('/').pop())
    await expect(page.getByTestId('deck-select')).toHaveValue(id!)
  })

  test('the editor and Cards view hints are shown whole at 1024×700, in English and French', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 })
    const cut = (selector: string) => page.locator(selector).evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > innerWidth)
    await newDeck(page, 'Hints')
    for (const locale of ['en', 'fr']) {
      await page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()
      await expect(page.locator('.deck-search .keys')).toBeVisible()
      expect(await cut('.deck-search .keys'), `editor hint (${locale})`).toBe(false)
    }
    await page.getByTestId('nav-cards').click()
    for (const locale of ['en', 'fr']) {
      await page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()
      await expect(page.locator('.cards-view .keys')).toBeVisible()
      expect(await cut('.cards-view .keys'), `Cards view hint (${locale})`).toBe(false)
    }
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
    // under the column of the side that deleted it (this app's), in French too
    const mineColumn = await conflict.locator('td').nth(0).evaluate((td) => td.querySelector('[data-testid="conflict-deleted-mine"]') !== null)
    expect(mineColumn, 'the deletion is shown in the “this app” column').toBe(true)
    await page.locator('[data-testid="language-switch"] [data-locale="fr"]').click()
    await expect(conflict.getByTestId('conflict-deleted-mine')).toContainText('Supprimé le')
    await page.locator('[data-testid="language-switch"] [data-locale="en"]').click()
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
    const second = page.locator('[data-testid="import-line"][data-line="2"]').getByTestId('import-line-error')
    await expect(second).toHaveAttribute('data-kind', 'unknown-code')
    // a bad code is said to be a code, not a name
    await expect(second).toHaveText('No card has the code 99-999Z')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('import-text')).toHaveValue(pasted)
  })

  test('item 6: the same lines are explained in French, and Annuler gives the list back', async ({ page }) => {
    const pasted = '3 Shantoto\n3 99-999Z Nobody'
    await page.locator('[data-testid="language-switch"] [data-locale="fr"]').click()
    await page.getByTestId('nav-decks').click()
    await page.getByTestId('import-decklist').click()
    await page.getByTestId('import-text').fill(pasted)
    await page.getByTestId('import-read').click()
    const error = (n: number) => page.locator(`[data-testid="import-line"][data-line="${n}"]`).getByTestId('import-line-error')
    await expect(error(1)).toHaveText('Aucune carte ne s’appelle « Shantoto » ; vouliez-vous dire Shantotto ?')
    await expect(error(2)).toHaveText('Aucune carte n’a le code 99-999Z')
    await expect(page.getByTestId('import-preview')).not.toContainText(/No card|did you mean/)
    await page.getByTestId('import-cancel').click()
    await expect(page.getByTestId('import-text')).toHaveValue(pasted)
  })
})

test.describe('Issue 16, small windows (1024×700)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 })
    await openApp(page)
  })

  /** Words of the element's text that the layout split over two lines. */
  const brokenWords = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els.flatMap((el) => {
        const text = el.firstChild?.nodeType === Node.TEXT_NODE ? el : el
        const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT)
        const broken: string[] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const m of node.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange()
            range.setStart(node, m.index!)
            range.setEnd(node, m.index! + m[0].length)
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
            if (tops.size > 1) broken.push(m[0])
          }
        }
        return broken
      }),
    )
  const pageOverflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > innerWidth)

  for (const locale of ['en', 'fr'] as const) {
    test(`every screen fits, in ${locale}: a usable search box, whole stat labels, every editor tab in sight, the lab as a page`, async ({ page }) => {
      await page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()
      const box = await page.getByTestId('search-input').boundingBox()
      expect(box!.width, 'Cards view search box width').toBeGreaterThan(200)
      expect(await pageOverflows(page), 'Cards view').toBe(false)

      await newDeck(page, 'Small window', [['1-001H', 3], ['1-003C', 3]])
      expect(await brokenWords(page, '.figures dt'), 'stat tile labels').toEqual([])
      const clippedHeadings = await page.locator('.deck-search .header > span').evaluateAll((els) =>
        els.filter((el) => getComputedStyle(el).display !== 'none' && el.scrollWidth > el.clientWidth).map((el) => el.textContent),
      )
      expect(clippedHeadings, 'editor search column headings').toEqual([])
      for (const tab of ['stats', 'card', 'versions', 'notes', 'lab']) {
        const tabBox = await page.getByTestId(`tab-${tab}`).boundingBox()
        expect(tabBox!.x + tabBox!.width, `tab ${tab}`).toBeLessThanOrEqual(1024)
      }
      await page.getByTestId('tab-lab').click()
      expect(await pageOverflows(page), 'Lab tab').toBe(false)
      const lab = await page.locator('.side-pane').boundingBox()
      expect(lab!.width, 'the lab takes the search pane’s room').toBeGreaterThan(600)
      // the largest seed is shown whole, and its field stays inside the lab panel
      const seed = page.getByTestId('lab-seed')
      await seed.fill('4294967295')
      await seed.hover() // Chromium shows the spin buttons on hover: they take room from the digits
      expect(await seed.evaluate((el) => el.scrollWidth - el.clientWidth), 'seed digits clipped by').toBeLessThanOrEqual(0)
      const seedBox = await seed.boundingBox()
      const panel = await page.getByTestId('lab-panel').boundingBox()
      expect(seedBox!.x + seedBox!.width, 'seed field inside the lab panel').toBeLessThanOrEqual(panel!.x + panel!.width)

      for (const nav of ['nav-decks', 'nav-data', 'nav-settings', 'nav-backup', 'nav-playtest']) {
        await page.getByTestId(nav).click()
        await page.waitForTimeout(100)
        expect(await pageOverflows(page), nav).toBe(false)
      }
      await page.getByTestId('nav-decks').click()
      await page.getByTestId('import-decklist').click()
      expect(await pageOverflows(page), 'import').toBe(false)
    })
  }
})

