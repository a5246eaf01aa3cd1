// The creature game's card parts in real Chromium (the harness's parts page): a card's picture
// loads through the card-image route of its game, in the detail pane and as the drawn card's art;
// the detail closes with Escape; the statistics and lab report render in French.
import { expect, test } from '@playwright/test'

test('a card’s picture is shown in its detail and as its drawn art; Escape closes the detail', async ({ page }) => {
  const pictures: string[] = []
  page.on('request', (r) => r.url().includes('/card-image/') && pictures.push(new URL(r.url()).pathname))
  await page.goto('/parts.html?part=detail&code=CR-024')
  const picture = page.getByTestId('detail-picture')
  await expect(picture).toBeVisible()
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(pictures.length).toBeGreaterThan(0)
  expect(pictures.every((p) => p.startsWith('/card-image/creatures/set-picture.creatures.'))).toBe(true)
  // the grid's drawn cards: three with a picture as their art, the others with their category's mark
  await expect(page.locator('[data-testid="card-grid"] [data-testid="drawn-picture"]')).toHaveCount(3)
  await page.getByTestId('card-detail').focus()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('card-detail')).toContainText('Select a card')
  // a card chosen with the keyboard
  await page.getByRole('button', { name: 'Ember Pup' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('card-detail').locator('h2')).toHaveText('Ember Pup')
  await expect(page.getByTestId('detail-picture')).toHaveCount(0)
  await expect(page.getByTestId('card-detail').getByTestId('drawn-card')).toBeVisible()
})

test('the statistics tab and the lab report, in French', async ({ page }) => {
  await page.goto('/parts.html?part=stats&lang=fr')
  await expect(page.getByTestId('deck-legality').locator('[data-format="standard"]')).toContainText('valide')
  await expect(page.getByTestId('chart-levels')).toContainText('Créatures par Niveau')
  await page.goto('/parts.html?part=lab&lang=fr')
  await expect(page.getByTestId('lab-comparisons')).toContainText('Garder les cinq − Remettre toute non-créature')
  await expect(page.locator('[data-figure="dealt"]')).toContainText('PV infligés au tour 6')
})
