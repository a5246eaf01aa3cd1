// Issue 11, item 5: the header names the game being played in a switcher, also with one game,
// reachable from the keyboard, in the language shown; a stored game this release does not know
// (a newer release's backup) falls back to the default game and the app works.
import { expect, openApp, test } from './fixtures'

test('the header’s game switcher names the game, is reached by keyboard, in English and French', async ({ page }) => {
  await openApp(page)
  const switcher = page.getByLabel('Game', { exact: true })
  await expect(switcher).toHaveValue('fftcg')
  await expect(switcher.locator('option:checked')).toHaveText('FINAL FANTASY Trading Card Game')

  // Tab order: the skip link, then the switcher (the brand has no control)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(switcher).toBeFocused()

  await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
  await expect(page.getByLabel('Jeu', { exact: true })).toHaveValue('fftcg')
})

test('a stored game that is not registered falls back to FFTCG, with its cards', async ({ page }) => {
  await openApp(page)
  await page.evaluate(() => localStorage.setItem('decklab.game', 'pokemon'))
  await page.reload()
  await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('fftcg')
})
