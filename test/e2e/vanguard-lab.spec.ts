// Vanguard's deck counter and lab in the real app (issue 13, items 2 and 5), in Chromium against
// the real renderer and main: a deck with its ride deck counts 50 / 50 (DC-50: the ride deck is
// counted in the 50) in the library and the editor, each pile against its size; its lab runs the
// deck's own ride deck (SU-setup), and a deck without one starts from its starting vanguard.
// FFTCG's counter still counts its main deck alone (8.1.1.1), its Limit Break pile apart.
// Screenshots of the lab with and without a ride deck, in English and French, at both sizes.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, openApp, shootBothSizes, test } from './fixtures'
import { runLab } from './playtest-steps'
import { cardOf, DECK, DECKLIST } from './vanguard-line'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })

const shoot = (page: Page, name: string) => shootBothSizes(page, (width) => join(dir, `vglab-${name}-${width}.png`))

/** Pastes a list on the playtest page, saves it to the library and opens it in the editor. */
async function saveAndOpen(page: Page, game: string, list: string, name: string) {
  await page.getByTestId('game-switch').selectOption(game)
  await page.getByTestId('nav-playtest').click()
  await page.getByTestId('source-paste').check()
  await page.getByTestId('paste-list').fill(`Deck: ${name}\n${list}`)
  await page.getByTestId('read-list').click()
  await page.getByTestId('save-pasted').click()
  await page.getByTestId('nav-decks').click()
  const row = page.getByTestId('deck-row').filter({ hasText: name })
  await expect(row).toContainText('50')
  await row.click()
  await expect(page.getByTestId('deck-editor')).toBeVisible()
}

const pileCount = (page: Page, pile: string) => page.locator(`[data-testid="deck-pile"][data-pile="${pile}"] [data-testid="deck-pile-count"]`)
const rideNames = (codes: string[]) =>
  codes
    .map(cardOf)
    .sort((a, b) => (a.grade ?? 0) - (b.grade ?? 0))
    .map((c) => `${c.name} (grade ${c.grade})`)
    .join('; ')


test('DC-50: the ride deck counts in the 50 in the library and the editor; the lab plays the deck’s own ride deck', async ({ page }) => {
  test.setTimeout(180_000)
  await openApp(page)
  await saveAndOpen(page, 'vanguard', DECKLIST, 'Nirvana ride deck')
  // Regression: the counter read the main pile alone, "46 / 46 cards".
  await expect(page.getByTestId('deck-count')).toHaveText('50 / 50 cards')
  await expect(pileCount(page, 'ride')).toHaveText('4 / 4')
  await expect(pileCount(page, 'main')).toHaveText('46 / 46')
  await shoot(page, 'editor')

  await page.getByTestId('tab-lab').click()
  await expect(page.getByTestId('lab-panel')).toContainText('Runs the 50 cards of the deck as it is now.')
  await runLab(page)
  // Regression: the lab got the 46 main cards and took a grade 0 trigger of them as the vanguard.
  await expect(page.getByTestId('lab-ride-pile')).toHaveText(`Ride deck played: ${rideNames(DECK.rideDeck)}.`)
  await expect(page.locator('[data-figure="curve"] dd').first()).toHaveText('100.0%')
  // issue 28: against the goldfish the damage figures leave the headline row for a line
  await expect(page.locator('[data-figure="won"]')).toHaveCount(0)
  await expect(page.getByTestId('lab-goldfish-damage')).toContainText('Against the goldfish, which never guards')
  await page.getByTestId('lab-results').scrollIntoViewIfNeeded()
  await shoot(page, 'ride-deck')
  await page.getByRole('button', { name: 'FR' }).click()
  await expect(page.getByTestId('deck-count')).toHaveText(/^50 \/ 50/)
  await expect(page.getByTestId('lab-ride-pile')).toContainText('Ride deck joué :')
  await shoot(page, 'ride-deck-fr')
  await page.getByTestId('language-switch').getByRole('button', { name: 'EN', exact: true }).click()

  // issue 28: the opponent that guards to stay under one damage from losing, from the panel's list
  await page.getByTestId('lab-policies').locator('[data-policy="stay-under"] input').check()
  await expect(page.getByTestId('lab-policies').locator('[data-policy="stay-under"]')).toContainText('Keep the five, opponent guards only when it must')
  await page.getByTestId('lab-policies').scrollIntoViewIfNeeded()
  await shoot(page, 'stay-under-panel')
  await runLab(page)
  await expect(page.getByTestId('lab-pilot')).toContainText('takes the hits that leave it under 5 damage')
  await expect(page.locator('[data-figure="won"] dd').first()).toHaveText(/^\d+\.\d%$/)
  await expect(page.getByTestId('lab-goldfish-damage')).toHaveCount(0)
  await page.getByTestId('lab-results').scrollIntoViewIfNeeded()
  await shoot(page, 'stay-under')
  await page.getByRole('button', { name: 'FR' }).click()
  await expect(page.getByTestId('lab-pilot')).toContainText('encaisse les coups qui la laissent sous 5 dégâts')
  await shoot(page, 'stay-under-fr')
  await page.getByTestId('lab-policies').scrollIntoViewIfNeeded()
  await shoot(page, 'stay-under-panel-fr')
  await page.getByTestId('language-switch').getByRole('button', { name: 'EN', exact: true }).click()

  // The same piles in the format without a ride deck: the ride pile is off its size of 1.
  await page.getByTestId('deck-format').locator('[data-format="standard"]').click()
  await expect(page.getByTestId('deck-count')).toHaveText('50 / 50 cards')
  await expect(pileCount(page, 'ride')).toHaveText('4 / 1')
  await expect(pileCount(page, 'ride')).toHaveClass(/off/)
  await expect(pileCount(page, 'main')).toHaveText('46 / 49')
  // issue 28: the lab refuses the deck its own validation rejects in that format, with the reason
  await page.getByTestId('lab-run').click()
  await expect(page.getByTestId('lab-error')).toContainText('not valid in the standard format of vanguard')
  await expect(page.getByTestId('lab-error')).toContainText('DC-starting-vanguard')
  await page.getByTestId('lab-error').scrollIntoViewIfNeeded()
  await shoot(page, 'refused')
})

test('DC-starting-vanguard: a deck without a ride deck starts the lab from its starting vanguard', async ({ page }) => {
  test.setTimeout(180_000)
  await openApp(page)
  const [start, ...others] = [...DECK.rideDeck].sort((a, b) => (cardOf(a).grade ?? 0) - (cardOf(b).grade ?? 0))
  const list = ['Format: standard', 'Starting vanguard', `1x ${start}`, 'Main deck', ...others.map((id) => `1x ${id}`), ...DECK.mainDeck.map((e) => `${e.count}x ${e.id}`)].join('\n')
  await saveAndOpen(page, 'vanguard', list, 'Nirvana G assist')
  await expect(page.getByTestId('deck-format').getByRole('radio', { checked: true })).toHaveAttribute('data-format', 'standard')
  await expect(page.getByTestId('deck-count')).toHaveText('50 / 50 cards')
  await expect(pileCount(page, 'ride')).toHaveText('1 / 1')
  await expect(pileCount(page, 'main')).toHaveText('49 / 49')
  await runLab(page)
  await expect(page.getByTestId('lab-ride-pile')).toHaveText(`Starting vanguard played: ${rideNames([start!])}.`)
  await expect(page.getByTestId('lab-pilot')).toContainText('Without a ride deck')
  // issue 28: G assist is played, and the figures players ask for are shown
  await expect(page.getByTestId('lab-pilot')).toContainText('it uses G assist')
  for (const figure of ['twin', 'perCheck', 'sentinel']) await expect(page.locator(`[data-figure="${figure}"] dd`).first()).toHaveText(/\d+\.\d%/)
  await page.getByTestId('lab-results').scrollIntoViewIfNeeded()
  await shoot(page, 'standard')
  await page.getByRole('button', { name: 'FR' }).click()
  await expect(page.getByTestId('lab-ride-pile')).toContainText('Avant-garde de départ jouée :')
  await shoot(page, 'standard-fr')
})

test('8.1.1.1: FFTCG counts its main deck, 50 / 50, with a Limit Break pile beside it not counted', async ({ page }) => {
  await openApp(page)
  const main = ['1-001', '1-003', '1-011', '1-013', '1-016', '1-014', '1-012', '1-004', '1-156', '1-157', '1-151', '7-116', '21-005', '1-181', '1-184', '12-113', '7-006']
  const list = [...main.slice(0, 16).map((code) => `3 ${code}`), `2 ${main[16]}`, 'Limit Break', '1 1-186', '1 1-185'].join('\n')
  await saveAndOpen(page, 'fftcg', list, 'Fire with LB')
  await expect(page.getByTestId('deck-count')).toHaveText('50 / 50 cards')
  // FFTCG shows its main deck alone: no pile headings.
  await expect(page.getByTestId('deck-pile')).toHaveCount(0)
})
