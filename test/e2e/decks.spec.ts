// Deck builder end to end, in Chromium against the real renderer and main services: build a
// legal deck with mouse and keyboard, watch validation, reload, versions, delete and undo.
import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, openApp, rows, test, TOKEN } from './fixtures'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })

/** A legal 50-card Fire deck (16 × 3 + 1 × 2), multicard flags known. */
const FIRE = ['1-001H', '1-002R', '1-005R', '1-006H', '1-007R', '1-009C', '1-012R', '1-014C', '1-015L', '1-003C', '1-008C', '1-010C', '1-011C', '1-013H', '1-017R', '1-004C', '1-018L']

const verdict = (page: Page) => page.getByTestId('deck-verdict')
const line = (page: Page, code: string) => page.getByTestId('deck-list').locator(`[data-code="${code}"]`)
const lineCount = (page: Page, code: string) => line(page, code).getByTestId('line-count')

async function newDeck(page: Page, name: string) {
  await page.getByTestId('nav-decks').click()
  await page.getByTestId('new-deck-name').fill(name)
  await page.getByTestId('new-deck').click()
  await expect(page.getByTestId('deck-editor')).toBeVisible()
  await expect(page.getByTestId('deck-name')).toHaveValue(name)
  await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
}

/** Searches `code:<code>` and waits until the top result is that card. */
async function find(page: Page, code: string) {
  await page.getByTestId('search-input').fill(`code:${code}`)
  await expect(rows(page).first()).toHaveAttribute('data-code', code)
}

/** Keyboard: Enter in the search box adds the top result, `times` times. */
async function addByEnter(page: Page, code: string, times: number) {
  await page.getByTestId('search-input').fill(`code:${code}`)
  for (let i = 0; i < times; i++) await page.getByTestId('search-input').press('Enter')
  await expect(lineCount(page, code)).toHaveText(String(times))
}

async function buildFireDeck(page: Page) {
  // keyboard: Enter in the search box (top result)
  for (const code of FIRE.slice(0, 8)) await addByEnter(page, code, 3)
  // keyboard: select the result with ↓ and press + three times
  for (const code of FIRE.slice(8, 11)) {
    await find(page, code)
    await page.getByTestId('search-input').press('ArrowDown')
    for (let i = 0; i < 3; i++) await page.keyboard.press('+')
    await expect(lineCount(page, code)).toHaveText('3')
  }
  // mouse: double-click a result three times
  for (const code of FIRE.slice(11, 14)) {
    await find(page, code)
    for (let i = 0; i < 3; i++) await rows(page).first().dblclick()
    await expect(lineCount(page, code)).toHaveText(/^[3-6]$/)
    // a double-click is two clicks and a dblclick: make the count exactly 3 with the line's − button
    while (Number(await lineCount(page, code).textContent()) > 3) await line(page, code).getByTestId('line-remove').click()
  }
  // mouse: drag and drop from the results onto the deck, then + on the deck line
  for (const code of FIRE.slice(14, 16)) {
    await find(page, code)
    await rows(page).first().dragTo(page.getByTestId('deck-list'))
    await expect(lineCount(page, code)).toHaveText('1')
    await line(page, code).getByTestId('line-add').click()
    await line(page, code).getByTestId('line-add').click()
    await expect(lineCount(page, code)).toHaveText('3')
  }
  // keyboard in the deck list: focus the line and press + (1 → 2)
  await addByEnter(page, FIRE[16]!, 1)
  await line(page, FIRE[16]!).focus()
  await page.keyboard.press('+')
  await expect(lineCount(page, FIRE[16]!)).toHaveText('2')
}

test.describe('Deck builder', () => {
  test.beforeEach(async ({ page }) => {
    await openApp(page)
  })

  test('builds a legal 50-card deck with mouse and keyboard, and finds it intact after a reload', async ({ page }) => {
    await newDeck(page, 'Fire e2e')
    await expect(page.getByTestId('deck-empty')).toBeVisible()
    await expect(verdict(page)).toHaveText(/not legal yet/)
    await expect(page.getByTestId('deck-issues')).toContainText('A constructed deck has exactly 50 cards; this one has 0: add 50.')

    await buildFireDeck(page)
    await expect(page.getByTestId('deck-count')).toHaveText('50 / 50 cards')
    await expect(verdict(page)).toHaveText('Legal constructed deck')
    await expect(page.getByTestId('deck-validation')).toHaveAttribute('data-valid', 'true')
    // grouped by type, sorted by cost
    await expect(page.getByTestId('deck-list').locator('[data-group]')).toHaveCount(3)
    const forwards = await page.locator('[data-group="forward"] [data-code]').evaluateAll((els) => els.map((e) => e.querySelector('.cost')!.textContent))
    expect(forwards.map(Number)).toEqual([...forwards.map(Number)].sort((a, b) => a - b))
    // stats are drawn
    await expect(page.getByTestId('chart-curve').locator('rect.bar').first()).toBeVisible()
    await expect(page.locator('[data-figure="forward"] dd')).toHaveText('27')
    await expect(page.locator('[data-figure="backup"] dd')).toHaveText('18')

    // a 4th copy is an error naming the card; undo (Ctrl+Z) and redo (Ctrl+Shift+Z) and the buttons
    await line(page, '1-001H').getByTestId('line-add').click()
    await expect(page.getByTestId('deck-issues').locator('[data-kind="too-many-copies"]')).toContainText('Auron: 4 copies (1-001H)')
    await page.getByTestId('deck-list').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('Control+z')
    await expect(verdict(page)).toHaveText('Legal constructed deck')
    await page.keyboard.press('Control+Shift+Z')
    await expect(page.getByTestId('deck-count')).toHaveText('51 / 50 cards')
    await page.getByTestId('deck-undo').click()
    await expect(verdict(page)).toHaveText('Legal constructed deck')

    // drag a line out of the deck, then undo that too
    await line(page, '1-004C').dragTo(page.getByTestId('result-list'))
    await expect(lineCount(page, '1-004C')).toHaveText('2')
    await page.getByTestId('deck-undo').click()
    await expect(lineCount(page, '1-004C')).toHaveText('3')

    // a named version
    await page.getByTestId('tab-versions').click()
    await page.getByTestId('version-name').fill('League list')
    await page.getByTestId('version-save').click()
    await expect(page.getByTestId('version-list').getByTestId('version-label').first()).toHaveText('League list')
    await expect(page.getByTestId('deck-save-state')).toHaveText('All changes saved')
    const url = page.url()

    await page.reload()
    await expect(page).toHaveURL(url)
    await expect(page.getByTestId('deck-count')).toHaveText('50 / 50 cards')
    await expect(verdict(page)).toHaveText('Legal constructed deck')
    await page.getByTestId('tab-versions').click()
    const labels = page.getByTestId('version-list').getByTestId('version-label')
    await expect(labels.filter({ hasText: 'League list' })).toHaveCount(1)
    // 20 card edits since creation gave automatic versions too
    await expect(page.getByTestId('version-list').locator('[data-reason="auto-edits"]').first()).toBeVisible()
    // the diff between the automatic version and now
    await expect(page.getByTestId('version-diff')).toBeVisible()

    await page.getByTestId('nav-decks').click()
    const row = page.getByTestId('deck-row').filter({ hasText: 'Fire e2e' })
    await expect(row).toBeVisible()
    await expect(row.locator('[data-status]')).toHaveText('Legal')
    await expect(page.getByRole('link', { name: /Fire e2e/ }).first()).toBeVisible()
  })

  test('deletes a deck and undoes the deletion', async ({ page }) => {
    await newDeck(page, 'To delete')
    await addByEnter(page, '1-001H', 2)
    await page.getByTestId('nav-decks').click()
    const row = page.getByTestId('deck-row').filter({ hasText: 'To delete' })
    await expect(row).toBeVisible()
    await row.getByTestId('deck-delete').click()
    await expect(row).toHaveCount(0)
    await expect(page.getByTestId('undo-delete-bar')).toContainText('Deleted “To delete”.')
    await page.getByTestId('undo-delete').click()
    await expect(row).toBeVisible()
    await expect(row.locator('td.num')).toHaveText('2')
    await page.reload()
    await expect(page.getByTestId('deck-row').filter({ hasText: 'To delete' })).toBeVisible()
  })

  test('renames and duplicates in the library, and keeps notes and tags', async ({ page }) => {
    await newDeck(page, 'Original')
    await addByEnter(page, '1-003C', 3)
    await page.getByTestId('tab-notes').click()
    await page.getByTestId('deck-tags').fill('fire, test')
    await page.getByTestId('deck-tags').press('Tab')
    await page.getByTestId('deck-notes').fill('Mulligan for Red Mage.')
    await page.getByTestId('deck-notes').press('Tab')
    await expect(page.getByTestId('deck-save-state')).toHaveText('All changes saved')
    await page.getByTestId('nav-decks').click()
    const row = page.getByTestId('deck-row').filter({ hasText: 'Original' })
    await row.getByTestId('deck-rename').click()
    await page.locator('[data-rename]').fill('Renamed')
    await page.locator('[data-rename]').press('Enter')
    await expect(page.getByTestId('deck-row').filter({ hasText: 'Renamed' })).toContainText('fire')
    await page.getByTestId('deck-row').filter({ hasText: 'Renamed' }).getByTestId('deck-duplicate').click()
    await expect(page.getByTestId('deck-row').filter({ hasText: 'Renamed (copy)' })).toBeVisible()
    await page.getByTestId('deck-row').filter({ hasText: 'Renamed (copy)' }).getByTestId('deck-link').click()
    await page.getByTestId('tab-notes').click()
    await expect(page.getByTestId('deck-notes')).toHaveValue('Mulligan for Red Mage.')
  })
})

test.describe('Deck screens', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`library and editor in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await openApp(page)
      await newDeck(page, 'Fire showcase')
      await buildFireDeck(page)
      await line(page, '1-001H').getByTestId('line-add').click()
      await addByEnter(page, '21-003R', 1)
      await page.getByTestId('search-input').fill('e:fire t:forward')
      await expect(verdict(page)).toHaveText(/problem/)
      await page.screenshot({ path: `${dir}/${scheme}-deck-editor.png` })
      await page.locator('.side-pane .panel').evaluate((el) => el.scrollTo(0, el.scrollHeight))
      await page.screenshot({ path: `${dir}/${scheme}-deck-stats-bottom.png` })
      await page.getByTestId('tab-versions').click()
      await page.screenshot({ path: `${dir}/${scheme}-deck-versions.png` })
      await page.getByTestId('nav-decks').click()
      await expect(page.getByTestId('deck-row')).toHaveCount(1)
      await page.screenshot({ path: `${dir}/${scheme}-deck-library.png` })
    })
  }

  test('editor in French', async ({ page }) => {
    await openApp(page)
    await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
    await newDeck(page, 'Feu')
    await buildFireDeck(page)
    await expect(verdict(page)).toHaveText('Deck construit légal')
    await line(page, '1-001H').getByTestId('line-add').click()
    await expect(page.getByTestId('deck-issues')).toContainText('Auron : 4 exemplaires (1-001H)')
    await page.screenshot({ path: `${dir}/fr-deck-editor.png` })
    await page.getByTestId('nav-decks').click()
    await page.screenshot({ path: `${dir}/fr-deck-library.png` })
  })
})

// The page reads the deck it was loaded on, and asks for its cards, before the app runs
// (src-renderer/lib/early-deck.ts; issue 16: deck open after a page load).
test.describe('Deck open after a page load', () => {
  test('a first start on a deck address creates no database before the app: the deck is missing, then a new deck is kept', async ({ page }) => {
    await page.goto(`/?token=${TOKEN}#/decks/no-such-deck`)
    await expect(page.getByTestId('deck-missing')).toBeVisible()
    await newDeck(page, 'After a first start')
    await addByEnter(page, '1-003C', 2)
    await expect(page.getByTestId('deck-save-state')).toHaveText('All changes saved')
    await page.reload()
    await expect(lineCount(page, '1-003C')).toHaveText('2')
  })

  test('a reload on a deck shows its cards from one request, and the next edit is saved', async ({ page }) => {
    await openApp(page)
    await newDeck(page, 'Reloaded')
    await addByEnter(page, '1-003C', 3)
    await addByEnter(page, '1-001H', 1)
    await expect(page.getByTestId('deck-save-state')).toHaveText('All changes saved')
    const asked: string[] = []
    page.on('request', (request) => void (request.url().endsWith('/api/cards.get') && asked.push(request.postData() ?? '')))
    await page.reload()
    await expect(lineCount(page, '1-003C')).toHaveText('3')
    await expect(line(page, '1-001H')).toContainText('Auron')
    await line(page, '1-001H').getByTestId('line-add').click()
    await expect(lineCount(page, '1-001H')).toHaveText('2')
    await expect(page.getByTestId('deck-save-state')).toHaveText('All changes saved')
    expect(asked).toHaveLength(1)
    expect(JSON.parse(asked[0]!).codes.sort()).toEqual(['1-001H', '1-003C'])
    await page.reload()
    await expect(lineCount(page, '1-001H')).toHaveText('2')
  })
})
