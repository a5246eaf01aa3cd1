// The creature table played with the keyboard only in Chromium: the opening's partial mulligan,
// a summon through its dialog, then an attack on the goldfish's empty field (1.3.1) and the rest
// countdown (1.3). The game runs in the page (the harness's in-memory session of the module).
import { expect, test, type Page } from '@playwright/test'

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '')

async function tabTo(page: Page, testId: string) {
  for (let i = 0; i < 12 && (await focusedTestId(page)) !== testId; i++) await page.keyboard.press('Tab')
  expect(await focusedTestId(page)).toBe(testId)
}

test('Déroulement, 1.3, 1.3.1: mulligan, summon, attack and rest, keys only', async ({ page }) => {
  await page.goto('/?scene=opening&seed=1')
  const first = page.locator('[data-testid^="mulligan-pick-"]').first()
  await expect(first).toBeFocused()
  const picked = await first.textContent()
  await page.keyboard.press('Space')
  await expect(first).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('m')
  await expect(page.locator('[data-testid="mulligan-panel"]')).toHaveCount(0)
  // the hand has the focus; find a level-0 creature with the arrows
  for (let i = 0; i < 8 && !(await focusedLabel(page)).includes('Level 0'); i++) await page.keyboard.press('ArrowRight')
  const label = await focusedLabel(page)
  expect(label).toContain('Level 0')
  expect(label).not.toContain(picked!.trim())
  const name = label.split(',')[0]!
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-testid="summon-dialog"]')).toBeVisible()
  await tabTo(page, 'summon-confirm')
  await page.keyboard.press('Enter')
  const onField = page.locator(`[data-testid="row-creatures"] [data-card-name="${name}"]`)
  await expect(onField).toHaveAttribute('data-posture', 'offensive')
  await expect(page.locator('[data-testid="ap"]')).toHaveAttribute('data-ap', '2')
  await expect(onField).toBeFocused()
  // RS: no attack in the first player's first turn; on to the next own turn's clash
  await page.keyboard.press('e')
  await page.keyboard.press('e')
  await page.keyboard.press('n')
  await expect(page.locator('[data-testid="playtest-board"]')).toHaveAttribute('data-phase', 'clash')
  await expect(onField).toBeFocused()
  await page.keyboard.press('a')
  await page.keyboard.press('n')
  await expect(page.locator('[data-testid="opponent-lp"]')).not.toHaveText('Opponent LP 8000')
  await expect(onField).toHaveAttribute('data-posture', 'rest')
  await expect(onField.locator('[data-testid="rest-countdown"]')).toHaveText('1')
})
