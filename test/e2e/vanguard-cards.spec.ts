// Issue 13 (items 1 and 6): with Cardfight!! Vanguard chosen, the Cards view lists the bundled
// D-series catalog, built from the module's card fields, in Chromium against the real catalog: its
// columns and sort keys, the search (`grade:3`, a clan), the filter panel's chips and ranges sent
// under the filters schema's keys, and a card's detail, in English and French. Expected cards are
// counted from resources/vanguard-cards.json, not from the app.
import { readFileSync } from 'node:fs'
import { countOf, expect, openApp, rows, search, test } from './fixtures'

interface Card { code: string; name: string; grade: number | null; trigger: string | null; clan: string | null; unitType: string }
const CARDS: Card[] = JSON.parse(readFileSync(new URL('../../resources/vanguard-cards.json', import.meta.url), 'utf8')).cards
const resultCount = (n: number) => new RegExp(`^${n} `)

test.beforeEach(async ({ page }) => {
  await openApp(page, '/cards')
  await page.getByTestId('game-switch').selectOption('vanguard')
  await expect(page.getByTestId('result-count')).toHaveText(resultCount(CARDS.length))
})

test('the Vanguard Cards view lists the 960 bundled cards with the module’s columns and sort keys', async ({ page }) => {
  expect(CARDS).toHaveLength(960)
  const header = page.locator('.result-list .header')
  await expect(header).toContainText(/grade/i)
  await expect(header).toContainText(/shield/i)
  await expect(header).not.toContainText(/cost|job/i)
  const sortKeys = await page.getByTestId('sort-key').locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))
  expect(sortKeys).toEqual(expect.arrayContaining(['grade', 'power', 'shield', 'trigger']))
  expect(sortKeys).not.toContain('cost')
  await page.getByTestId('syntax-help-toggle').click()
  await expect(page.getByTestId('syntax-help')).toContainText('grade')
  await expect(page.getByTestId('syntax-help')).not.toContainText('e:fire')
})

test('searches grade:3 and a clan, filters by trigger and grade range, and opens a card’s detail', async ({ page }) => {
  const grade3 = CARDS.filter((c) => c.grade === 3)
  expect(await search(page, 'grade:3')).toBe(grade3.length)
  const shownGrades = await rows(page).evaluateAll((els) => els.map((e) => e.querySelector('.col-grade')?.textContent?.trim()))
  expect(shownGrades.length).toBeGreaterThan(5)
  expect(new Set(shownGrades)).toEqual(new Set(['3']))

  const clan = 'Royal Paladin'
  const ofClan = CARDS.filter((c) => c.clan === clan)
  expect(ofClan.length).toBeGreaterThan(1)
  expect(await search(page, `c:"${clan}"`)).toBe(ofClan.length)
  expect((await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).sort()).toEqual(ofClan.map((c) => c.code).sort())

  // the filter panel: the heal chip, then a grade range (sent as the filters schema's `triggers`, `grade`)
  await page.getByTestId('search-input').fill('')
  await expect(page.getByTestId('result-count')).toHaveText(resultCount(CARDS.length))
  await page.getByTestId('trigger-heal').click()
  await expect(page.getByTestId('trigger-heal')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('result-count')).toHaveText(resultCount(CARDS.filter((c) => c.trigger === 'heal').length))
  await page.getByTestId('trigger-heal').click()
  await page.getByTestId('unitType-normal').click()
  await page.getByTestId('grade-min').fill('3')
  const normal3 = CARDS.filter((c) => c.unitType === 'normal' && (c.grade ?? -1) >= 3)
  expect(normal3.length).toBeGreaterThan(0)
  await expect(page.getByTestId('result-count')).toHaveText(resultCount(normal3.length))
  await page.getByRole('button', { name: /reset filters/i }).click()
  await expect(page.getByTestId('result-count')).toHaveText(resultCount(CARDS.length))

  // the detail of a card, by keyboard
  expect(await search(page, 'grade:3')).toBe(grade3.length)
  await page.getByTestId('result-list').focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  const code = await rows(page).and(page.locator('[aria-selected="true"]')).getAttribute('data-code')
  await expect(page.locator('.detail')).toContainText(CARDS.find((c) => c.code === code)!.name)
  expect(await countOf(page)).toBe(grade3.length)
})

test('in French: the columns and filters under the module’s French names, and the same search', async ({ page }) => {
  await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
  await expect(page.locator('.result-list .header')).toContainText(/puissance/i)
  await expect(page.locator('fieldset[data-field="shield"] legend')).toHaveText(/bouclier/i)
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${CARDS.length} cartes`))
  const sentinels = CARDS.filter((c) => c.grade === 1 && c.unitType === 'sentinel')
  expect(sentinels.length).toBeGreaterThan(0)
  expect(await search(page, 'grade:1 t:sentinel')).toBe(sentinels.length)
})
