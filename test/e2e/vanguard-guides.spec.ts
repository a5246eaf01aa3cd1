// Issue 28 in Chromium against the real renderer and main's engine: the table guides (the phase
// bar says what the ride phase expects; the ride deck is clicked and offers its next grade with
// the discard it costs; the phase bar's button offers the same ride), and the official rules where
// the French text is silent: the first player's first turn has no battle phase (main → end).
// Screenshots at 1024×700 and 1920×1080, in English and French.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, openApp, shootBothSizes, test } from './fixtures'
import { pasteDeck, startOnThePlay } from './playtest-steps'
import { cardOf, DECK, DECKLIST, firstLine } from './vanguard-line'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })
const shoot = (page: Page, name: string) => shootBothSizes(page, (w) => join(dir, `vanguard-guides-${name}-${w}.png`))
const board = (page: Page) => page.getByTestId('playtest-board')
const grade1 = DECK.rideDeck.map(cardOf).find((c) => c.grade === 1)!
const grade2 = DECK.rideDeck.map(cardOf).find((c) => c.grade === 2)!

/** dsd01 pasted (50 cards, the ride deck counted), its game started on the play and the hand kept. */
async function keptHand(page: Page) {
  await openApp(page)
  await page.getByTestId('game-switch').selectOption('vanguard')
  await pasteDeck(page, DECKLIST, 50)
  await startOnThePlay(page, firstLine().seed)
  await page.getByTestId('keep').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'ride')
}

test('Vanguard table: ride from the ride deck by clicking it, a hint for each phase, no battle phase in the first player’s first turn', async ({ page }) => {
  test.setTimeout(120_000)
  await keptHand(page)
  await expect(page.getByTestId('phase-hint')).toHaveText(`Ride phase: ride ${grade1.name} (grade 1) from your ride deck (discard 1) or a unit from your hand`)
  await shoot(page, 'ride-hint')

  // the ride deck is clicked: its cards open, the grade 1 unit offers the ride with each discard
  await page.getByTestId('pile-rideDeck').click()
  await page.getByTestId('browse-card').filter({ hasText: grade1.name }).locator('.row-main').click()
  const first = page.getByRole('menuitem', { name: new RegExp(`^Ride ${grade1.name}, discarding `) }).first()
  await expect(first).toBeVisible()
  await shoot(page, 'ride-deck-menu')
  await first.click()
  // the ride deck's list stays open (the generic zone browser), now with the 2 cards left
  await expect(page.getByTestId('browse-card')).toHaveCount(2)
  await page.getByTestId('browse-close').click()
  await expect(page.getByTestId('row-front').locator(`[data-card-name="${grade1.name}"]`)).toHaveCount(1)
  await expect(page.getByTestId('rideDeck-count')).toHaveText('2')
  await expect(page.getByTestId('phase-hint')).toHaveText('Ridden this turn: N for the main phase')

  // SU-first-turn: the main phase says so, and the next phase is the end phase
  await page.getByTestId('next-phase').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'main')
  await expect(page.getByTestId('phase-hint')).toContainText('The first player does not attack in their first turn')
  await page.getByTestId('next-phase').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'end')

  // the next turn, in French: the phase bar's button opens the same choice as a dialog
  await page.getByTestId('end-turn').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'opponent')
  await page.getByTestId('end-turn').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'ride')
  await page.getByRole('button', { name: 'FR' }).click()
  await expect(page.getByTestId('ride-from-ride-deck')).toHaveText(`Rider ${grade2.name} (1 défausse)`)
  await page.getByTestId('ride-from-ride-deck').click()
  await expect(page.getByTestId('ride-deck-dialog')).toContainText(`Rider ${grade2.name} (grade 2) depuis le ride deck`)
  await shoot(page, 'ride-deck-dialog-fr')
  await page.getByTestId('ride-deck-dialog').locator('[data-testid^="ride-discard-"]').first().click()
  await expect(page.getByTestId('row-front').locator(`[data-card-name="${grade2.name}"]`)).toHaveCount(1)
  await page.getByTestId('next-phase').click()
  await expect(page.getByTestId('phase-hint')).toHaveText('Phase principale : appelez des unités de grade 2 ou moins sur les cercles d’arrière-garde (N : combat)')
  await page.getByTestId('next-phase').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'battle')
  await shoot(page, 'battle-hint-fr')
})

test('Vanguard table: an over trigger revealed by a damage check is removed from the game (OT-removed), not put in the damage zone', async ({ page }) => {
  test.setTimeout(120_000)
  const over = [...DECK.mainDeck.map((e) => e.id)].map(cardOf).find((c) => c.trigger === 'over')!
  await keptHand(page)
  // by hand (COMPETENCES DES CARTES): the over trigger searched out of the deck, put back on top
  await page.getByTestId('pile-deck').click()
  await page.getByRole('menuitem', { name: 'Search the deck' }).click()
  await page.getByTestId('browse-card').filter({ hasText: over.name }).locator('.row-main').click()
  const card = page.getByTestId('hand').locator(`[data-card-name="${over.name}"]`)
  await card.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Top of the deck' }).click()
  await expect(card).toHaveCount(0)
  // a damage check reveals it: its power goes to the vanguard, then it leaves the game
  await page.getByTestId('pile-deck').click()
  await page.getByRole('menuitem', { name: /^Take damage/ }).click()
  await expect(page.getByTestId('trigger-dialog')).toContainText(over.name)
  await shoot(page, 'over-trigger')
  await page.getByTestId('trigger-dialog').locator('[data-testid^="trigger-unit-"]').first().click()
  await expect(page.getByTestId('pile-removed')).toHaveAttribute('aria-label', 'Removed, 1 card')
  await expect(page.getByTestId('own-damage')).toHaveText('Damage 0/6')
  await shoot(page, 'over-removed')
})
