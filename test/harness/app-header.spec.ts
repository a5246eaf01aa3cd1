// The app's top bar in Chromium at 1024 px, with the Card sets entry (shown for a game whose
// players make their cards): it must not overflow in either language, and every tab stays in
// sight; with more tabs than fit, the tabs scroll in their strip and the bar still does not overflow.
import { expect, test, type Page } from '@playwright/test'

const overflowOf = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.scrollWidth - el.clientWidth)

async function open(page: Page, lang: 'en' | 'fr', sets: boolean, width = 1024) {
  await page.setViewportSize({ width, height: 700 })
  await page.goto(`/header.html?lang=${lang}&sets=${sets ? 1 : 0}`)
  await expect(page.locator('body[data-ready="true"] .topbar')).toBeVisible()
}

for (const lang of ['en', 'fr'] as const) {
  for (const sets of [true, false]) {
    test(`the bar fits at 1024 px in ${lang}, Card sets ${sets ? 'shown' : 'hidden'}`, async ({ page }) => {
      await open(page, lang, sets)
      await expect(page.getByTestId('nav-sets')).toHaveCount(sets ? 1 : 0)
      expect(await overflowOf(page, '.topbar'), 'header overflow (px)').toBeLessThanOrEqual(0)
      expect(await overflowOf(page, '.nav'), 'tabs cut off (px)').toBeLessThanOrEqual(0)
      const switchBox = await page.getByTestId('language-switch').boundingBox()
      expect(switchBox!.x + switchBox!.width, 'language switch inside the window').toBeLessThanOrEqual(1024)
    })
  }
}

test('with more tabs than fit, the bar still does not overflow and the tabs scroll', async ({ page }) => {
  await open(page, 'fr', true)
  await page.locator('.nav').evaluate((nav) => {
    for (let i = 0; i < 5; i++) nav.appendChild(nav.lastElementChild!.cloneNode(true))
  })
  expect(await overflowOf(page, '.topbar'), 'header overflow (px)').toBeLessThanOrEqual(0)
  expect(await overflowOf(page, '.nav'), 'the tabs’ strip scrolls').toBeGreaterThan(0)
  const lang = await page.getByTestId('language-switch').boundingBox()
  expect(lang!.x + lang!.width, 'language switch inside the window').toBeLessThanOrEqual(1024)
})
