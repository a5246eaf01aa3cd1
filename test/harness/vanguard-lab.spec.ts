// The Vanguard lab's results in real Chromium (the harness's vglab page, a real run of dsd01: the
// game is not registered yet): the figures and charts in English and French, and a chart's table
// opened with the keyboard, every trigger kind of the deck with its interval.
import { expect, test } from '@playwright/test'

test('the results without a ride deck, in English: the curve, the grades by turn, the triggers’ table by keyboard', async ({ page }) => {
  await page.goto('/vglab.html?lang=en&format=standard&policy=0')
  await expect(page.locator('[data-figure="curve"] dt')).toHaveText('Grade 3 on curve (turn 3)')
  await expect(page.locator('[data-figure="curve"] dd').first()).toHaveText(/^\d+\.\d%$/)
  await expect(page.getByTestId('lab-pilot')).toContainText('Without a ride deck')
  const triggers = page.getByTestId('lab-chart-triggers')
  await triggers.locator('summary').focus()
  await page.keyboard.press('Enter')
  const rows = triggers.locator('table tbody tr')
  await expect(rows).toHaveText([/^Critical \(4\)\s*\d\.\d\d ± \d\.\d\d$/, /^Draw \(4\)/, /^Front \(3\)/, /^Heal \(4\)/, /^Over \(1\)/])
  await expect(page.getByTestId('lab-comparisons').locator('tr[data-policy="ride-line"]')).toContainText('Keep the five − One of each grade 1–3')
})

test('with the ride deck, in French: always on curve, against a goldfish of 10,000', async ({ page }) => {
  await page.goto('/vglab.html?lang=fr&format=ride-deck&policy=2')
  await expect(page.locator('[data-figure="curve"] dd').first()).toHaveText('100,0 %')
  await expect(page.getByTestId('lab-pilot')).toContainText('Avec le ride deck')
  await expect(page.getByTestId('lab-chart-damage')).toContainText(/10\s000 de puissance/)
})
