// Magic's card parts in real Chromium (the harness's /mtg-parts.html: the game is not registered
// yet): a transforming card's detail turned over with the keyboard, a split card's two halves, the
// legality grid, the deck statistics and the lab results of the red-green deck, at 1024×700 and
// 1920×1080 in English and French, each screenshotted to look at (MTG_SHOTS, default /tmp/wt-mtgparts-shots).
// `DECKLAB_E2E_PORT=4523 npx playwright test -c test/harness/playwright.config.ts mtg-parts`
import { resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'

const OUT = process.env.MTG_SHOTS ?? '/tmp/wt-mtgparts-shots'
const SIZES = [[1024, 700], [1920, 1080]] as const
const shot = (page: Page, name: string) => page.screenshot({ path: resolve(OUT, `${name}.png`) })
const open = (page: Page, lang: string, part: string, name = '') => page.goto(`/mtg-parts.html?part=${part}&lang=${lang}${name && `&name=${encodeURIComponent(name)}`}`)

for (const [width, height] of SIZES)
  for (const lang of ['en', 'fr'] as const) {
    const size = `${lang}-${width}x${height}`
    const fr = lang === 'fr'
    test.describe(`${width}×${height}, ${lang}`, () => {
      test.use({ viewport: { width, height } })

      test('a transforming card: its picture, then its back face chosen with the keyboard, with its picture, text and numbers', async ({ page }) => {
        await open(page, lang, 'cards', 'Aberrant Researcher // Perfected Form')
        const detail = page.getByTestId('card-detail')
        await expect(detail.locator('h2')).toHaveText('Aberrant Researcher // Perfected Form')
        const picture = detail.getByTestId('detail-picture')
        await expect(picture).toBeVisible()
        expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
        expect(await picture.getAttribute('src')).toContain('card-image/mtg/')
        await shot(page, `spec-transform-front-${size}`)
        const back = detail.getByRole('button', { name: fr ? 'Verso : Perfected Form' : 'Back: Perfected Form' })
        await back.focus()
        await page.keyboard.press('Enter')
        await expect(back).toHaveAttribute('aria-pressed', 'true')
        await expect(detail.getByTestId('detail-face').locator('.face-name')).toHaveText('Perfected Form')
        await expect(detail.locator('[data-field="pt"]')).toHaveText(fr ? 'Force/endurance 5/4' : 'Power/toughness 5/4')
        // the back face shows its own picture (issue 32: both faces of a card that turns over)
        await expect(detail.getByTestId('detail-picture')).toHaveAttribute('src', /-back/)
        // both face buttons stay inside the pane, however long the names
        const [pane, button] = [await detail.boundingBox(), await back.boundingBox()]
        expect(button!.x + button!.width).toBeLessThanOrEqual(pane!.x + pane!.width)
        await shot(page, `spec-transform-back-${size}`)
        await detail.focus()
        await page.keyboard.press('Escape')
        await expect(detail).toContainText(fr ? 'Sélectionnez une carte' : 'Select a card')
      })

      test('a split card’s two halves with their costs read aloud; the legality grid of a banned and restricted card', async ({ page }) => {
        await open(page, lang, 'cards', 'Assure // Assemble')
        const detail = page.getByTestId('card-detail')
        await expect(detail.getByTestId('detail-face')).toHaveCount(2)
        await expect(detail.getByTestId('detail-face').nth(1).locator('.face-title [data-testid="mana-cost"]')).toHaveAttribute(
          'aria-label',
          fr ? 'quatre génériques, un vert, un blanc' : 'four generic, one green, one white',
        )
        await shot(page, `spec-split-${size}`)
        // a card of the grid chosen with the keyboard
        await page.getByRole('button', { name: 'Omnath, Locus of Creation' }).focus()
        await page.keyboard.press('Enter')
        const grid = detail.getByTestId('detail-legalities')
        await expect(grid.locator('[data-format="standard"] .status')).toHaveText(fr ? 'Banni' : 'Banned')
        await expect(grid.locator('[data-format="duel"] .status')).toHaveText(fr ? 'Restreint' : 'Restricted')
        await grid.scrollIntoViewIfNeeded()
        await shot(page, `spec-legalities-${size}`)
      })

      test('the deck statistics: the curve, pips against sources, types; the deck in its groups', async ({ page }) => {
        await open(page, lang, 'stats')
        const stats = page.getByTestId('deck-stats')
        await expect(stats.locator('[data-figure="lands"] dd')).toHaveText('24')
        await expect(stats.getByTestId('chart-curve').locator('.bar')).toHaveCount(5)
        await expect(stats.getByTestId('color-figures').locator('[data-color="B"] .line')).toHaveText(fr ? '8 symboles · 0 sources' : '8 pips · 0 sources')
        await expect(page.getByTestId('deck-groups').locator('[data-group="mtg.planeswalker"] h3')).toHaveText('Planeswalkers')
        // the colour chart's bars are drawn in each series' colour, not the accent
        const fills = await stats.getByTestId('chart-colors').locator('.bar').evaluateAll((els) => els.map((el) => getComputedStyle(el).fill))
        expect(new Set(fills).size).toBe(3)
        await shot(page, `spec-stats-${size}`)
      })

      test('the lab results: figures with intervals, each spell on curve', async ({ page }) => {
        await open(page, lang, 'lab')
        const results = page.getByTestId('lab-results')
        await expect(results.locator('[data-figure="screw"] dd').first()).toHaveText(/^\d+[.,]\d\s?%$/)
        await expect(results.getByTestId('lab-spells').locator('tr[data-spell="Lightning Bolt"] th')).toHaveText('4× Lightning Bolt')
        await shot(page, `spec-lab-${size}`)
        await results.getByTestId('lab-spells').scrollIntoViewIfNeeded()
        await shot(page, `spec-lab-spells-${size}`)
      })
    })
  }
