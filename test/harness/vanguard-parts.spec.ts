// Vanguard's card parts in real Chromium (the harness's /vanguard-parts.html): the drawn cards of
// every kind, a trigger unit's and an order's detail, and the deck statistics of dsd01, at
// 1024×700 and 1920×1080 in English and French, each screenshotted to look at
// (VANGUARD_SHOTS, default /tmp/wt-vgcards-shots).
// `DECKLAB_E2E_PORT=4523 npx playwright test -c test/harness/playwright.config.ts vanguard-parts`
import { resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'

const OUT = process.env.VANGUARD_SHOTS ?? '/tmp/wt-vgcards-shots'
const SIZES = [[1024, 700], [1920, 1080]] as const
const shot = (page: Page, name: string) => page.screenshot({ path: resolve(OUT, `${name}.png`) })

for (const [width, height] of SIZES)
  for (const lang of ['en', 'fr'] as const) {
    const size = `${lang}-${width}x${height}`
    test.describe(`${width}×${height}, ${lang}`, () => {
      test.use({ viewport: { width, height } })

      test('the drawn cards of each kind, and a trigger unit’s detail with its trigger and power', async ({ page }) => {
        await page.goto(`/vanguard-parts.html?part=cards&lang=${lang}&code=D-BT01/063`)
        const grid = page.getByTestId('card-grid')
        for (const trigger of ['critical', 'draw', 'front', 'heal', 'stand', 'over']) await expect(grid.locator(`[data-trigger="${trigger}"]`)).toHaveCount(1)
        for (const unitType of ['normal', 'sentinel', 'overdress', 'token', 'order']) expect(await grid.locator(`[data-unit-type="${unitType}"]`).count()).toBeGreaterThan(0)
        const detail = page.getByTestId('card-detail')
        await expect(detail.locator('h2')).toHaveText('Contact Spark Dragon')
        await expect(detail.locator('[data-field="trigger"]')).toHaveText(lang === 'fr' ? 'Critique (+10 000)' : 'Critical (+10,000)')
        // every drawn card keeps its name inside its header: the name ends before the trigger badge
        const name = detail.locator('[data-testid="drawn-card"] text.name')
        const badge = detail.getByTestId('drawn-trigger').locator('circle')
        const [nameBox, badgeBox] = [await name.boundingBox(), await badge.boundingBox()]
        expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(badgeBox!.x + 1)
        await shot(page, `spec-cards-trigger-${size}`)
      })

      test('an order’s detail: its type and grade, no power; chosen with the keyboard, closed with Escape', async ({ page }) => {
        await page.goto(`/vanguard-parts.html?part=cards&lang=${lang}&code=D-BT01/063`)
        await page.getByRole('button', { name: 'Burn Bright, Pure Prayers' }).focus()
        await page.keyboard.press('Enter')
        const detail = page.getByTestId('card-detail')
        await expect(detail.locator('[data-field="orderType"]')).toHaveText(lang === 'fr' ? 'Ordre blitz' : 'Blitz order')
        await expect(detail.locator('[data-field="power"]')).toHaveCount(0)
        await expect(detail.getByTestId('drawn-power')).toHaveCount(0)
        await shot(page, `spec-cards-order-${size}`)
        await detail.focus()
        await page.keyboard.press('Escape')
        await expect(detail).toContainText(lang === 'fr' ? 'Sélectionnez une carte' : 'Select a card')
      })

      test('the deck statistics of dsd01: 16 triggers of 16, heal and over within their limits, the grade curve', async ({ page }) => {
        await page.goto(`/vanguard-parts.html?part=stats&lang=${lang}`)
        const stats = page.getByTestId('deck-stats')
        await expect(stats.locator('[data-figure="triggers"]')).toContainText(lang === 'fr' ? '16 sur 16' : '16 of 16')
        await expect(stats.locator('[data-figure="heal"]')).toHaveAttribute('data-met', 'true')
        await expect(stats.locator('[data-figure="over"]')).toContainText('DC-1-over')
        await expect(stats.getByTestId('chart-triggers').locator('[data-key="front"] .value')).toHaveText('3')
        await expect(page.getByTestId('deck-groups').locator('[data-group="vanguard.heal"] h3')).toHaveText(lang === 'fr' ? 'Triggers soin' : 'Heal triggers')
        // the trigger bars are drawn in their kind's colour, not the accent
        const colours = await stats.getByTestId('chart-triggers').locator('.fill').evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor))
        expect(new Set(colours).size).toBe(6)
        await shot(page, `spec-stats-${size}`)
      })
    })
  }
