// Screenshots of the main screens, light and dark, English and French, for a human to look at.
import { mkdirSync } from 'node:fs'
import { expect, openApp, rows, search, test } from './fixtures'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })

for (const scheme of ['light', 'dark'] as const) {
  test(`screens in ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await openApp(page)
    await page.screenshot({ path: `${dir}/${scheme}-catalog.png` })

    await search(page, 'code:1-127')
    await rows(page).first().click()
    await expect(page.getByTestId('card-detail').locator('.ex-burst')).toBeVisible()
    await page.screenshot({ path: `${dir}/${scheme}-detail.png` })

    await page.getByTestId('search-input').fill('')
    await page.getByTestId('element-fire').click()
    await page.getByTestId('element-wind').click()
    await page.getByTestId('type-forward').click()
    await page.getByTestId('cost-max').fill('3')
    await page.getByTestId('picker-job').fill('Warrior')
    await page.getByTestId('picker-job').press('Enter')
    await expect(page.getByTestId('active-filters')).toHaveText('4 active filters')
    await rows(page).nth(2).click()
    await page.screenshot({ path: `${dir}/${scheme}-filters.png` })

    await page.getByTestId('search-input').fill('e:fyre t:forward')
    await expect(page.getByTestId('query-error')).toBeVisible()
    await page.getByTestId('syntax-help-toggle').click()
    await page.screenshot({ path: `${dir}/${scheme}-error-help.png` })
  })
}

test('screens in French', async ({ page }) => {
  await openApp(page)
  await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
  await search(page, 'Cloud')
  await rows(page).first().click()
  await page.screenshot({ path: `${dir}/fr-search.png` })
  await page.getByTestId('syntax-help-toggle').click()
  await page.screenshot({ path: `${dir}/fr-help.png` })
  await page.setViewportSize({ width: 1100, height: 760 })
  await page.keyboard.press('Escape')
  await page.screenshot({ path: `${dir}/fr-narrow.png` })
})

test.describe('close-ups', () => {
  test.use({ deviceScaleFactor: 3 })
  for (const scheme of ['light', 'dark'] as const) {
    test(`card text icons in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await openApp(page)
      for (const code of ['1-127', '16-030', '22-112']) {
        await search(page, `code:${code}`)
        await rows(page).first().click()
        await expect(page.getByTestId('card-detail').locator('[data-field="fullCode"]')).toContainText(code)
        await page.getByTestId('card-detail').locator('.card-text').screenshot({ path: `${dir}/${scheme}-text-${code}.png` })
      }
    })
  }
})
