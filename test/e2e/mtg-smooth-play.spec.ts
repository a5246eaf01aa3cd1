// Issue 32 in Chromium, "Done means": a hand kept, a Mountain played and a 1-drop cast by clicking
// the card (auto-tap), with no priority click in between; a Commander game casting its commander
// from the command zone twice, the second time with the tax (CR 903.8). Bundled cards only.
// Screenshots at both sizes, in English and French (SHOTS_DIR).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { newGame } from '../../src-shared/games/mtg/engine'
import { mtgCard } from '../unit/mtg/mtg-cards'
import { expect, openApp, shootBothSizes, test } from './fixtures'
import { pasteDeck, startOnThePlay } from './playtest-steps'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })
const shoot = (page: Page, name: string) => shootBothSizes(page, (w) => join(dir, `mtg-smooth-${name}-${w}.png`))

const ONE_DROPS = ['Akki Avalanchers', 'Akoum Hellhound', 'Bold Impaler', 'Falkenrath Gorger', 'Falkenrath Pit Fighter']
const LIST = ['Deck', '40 Mountain', ...ONE_DROPS.map((n) => `4 ${n}`)].join('\n')

/** The first seed whose opening hand holds a Mountain and a 1-drop (the deal depends on the cards' order only). */
function seedWithMountainAndOneDrop(): number {
  const deck = [...Array.from({ length: 40 }, () => mtgCard('Mountain', { type: 'Basic Land — Mountain' })), ...ONE_DROPS.flatMap((n) => Array.from({ length: 4 }, () => mtgCard(n, { cost: '{R}', type: 'Creature' })))]
  for (let seed = 1; seed < 200; seed++) {
    const s = newGame(deck, { seed, onThePlay: true, format: 'vintage' }).state
    const names = s.zones.hand.map((id) => s.defs[s.instances[id]!]!.name)
    if (names.includes('Mountain') && names.some((n) => ONE_DROPS.includes(n))) return seed
  }
  throw new Error('no seed')
}

const board = (page: Page) => page.getByTestId('playtest-board')
const hand = (page: Page) => page.getByTestId('hand')

test('Magic: keep, play a Mountain, cast a 1-drop by clicking it (auto-tap), no priority click in between', async ({ page }) => {
  await openApp(page)
  await page.getByTestId('game-switch').selectOption('mtg')
  await pasteDeck(page, LIST, 60)
  await startOnThePlay(page, seedWithMountainAndOneDrop())
  await page.getByTestId('keep').click()
  // issue 32: the keep goes to the first stop, the main phase
  await expect(board(page)).toHaveAttribute('data-phase', 'main1')
  await hand(page).locator('[data-card-name="Mountain"]').first().click()
  const mountain = page.getByTestId('row-lands').locator('[data-card-name="Mountain"]')
  await expect(mountain).toHaveCount(1)
  const oneDrop = hand(page).locator(ONE_DROPS.map((n) => `[data-card-name="${n}"]`).join(', ')).first()
  const name = (await oneDrop.getAttribute('data-card-name'))!
  // shown before it confirms: pointing at the spell marks the Mountain auto-tap would tap
  await oneDrop.hover()
  await expect(mountain).toHaveAttribute('data-will-tap', 'true')
  await shoot(page, 'preview')
  await oneDrop.hover()
  await oneDrop.click()
  await expect(page.getByTestId('stack-0')).toContainText(name)
  await expect(mountain).toHaveAttribute('data-tapped', 'true')
  await expect(page.getByTestId('next-stop')).toContainText(`Resolve ${name}`)
  await shoot(page, 'cast')
  await page.getByTestId('next-stop').click()
  await expect(page.getByTestId('row-creatures').locator(`[data-card-name="${name}"]`)).toHaveCount(1)
  // issue 32: stops set on the phase bar: the defaults pressed, a click or the keyboard toggles one
  const stop = (step: string) => page.getByTestId(`phase-stop-${step}`)
  for (const step of ['main1', 'declareAttackers', 'main2', 'end']) await expect(stop(step)).toHaveAttribute('aria-pressed', 'true')
  await expect(stop('upkeep')).toHaveAttribute('aria-pressed', 'false')
  await stop('upkeep').click()
  await expect(stop('upkeep')).toHaveAttribute('aria-pressed', 'true')
  await stop('main2').focus()
  await page.keyboard.press('Enter')
  await expect(stop('main2')).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.press('Space')
  await expect(stop('main2')).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Tab')
  await expect(stop('end')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(stop('end')).toHaveAttribute('aria-pressed', 'false')
  await shoot(page, 'bar-stops')
  // the stops dialog shows the same stops, in English then in French
  await page.getByTestId('edit-stops').click()
  await expect(page.getByTestId('stop-main1')).toBeChecked()
  await expect(page.getByTestId('stop-upkeep')).toBeChecked()
  await expect(page.getByTestId('stop-end')).not.toBeChecked()
  await shoot(page, 'stops')
  await page.getByTestId('stops-close').click()
  await page.getByRole('button', { name: 'FR' }).click()
  await expect(page.getByTestId('next-stop')).toContainText('Arrêt suivant')
  await expect(stop('upkeep')).toHaveAttribute('title', 'Entretien : arrêt posé (clic, Entrée ou Espace pour l’ôter)')
  await shoot(page, 'cast-fr')
  await page.getByTestId('edit-stops').click()
  await expect(page.getByTestId('stops-dialog')).toContainText('Arrêts')
  await shoot(page, 'stops-fr')
})

test('Magic Commander: the commander cast from the command zone twice, the second time with the tax of {2} (CR 903.8)', async ({ page }) => {
  await openApp(page)
  await page.getByTestId('game-switch').selectOption('mtg')
  await pasteDeck(page, ['Commander', '1 Gadrak, the Crown-Scourge', '', 'Deck', '50 Mountain', '49 Akki Avalanchers'].join('\n'), 100)
  await startOnThePlay(page, 1)
  await page.getByTestId('keep').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'main1')
  // CR 903.6: it waits in the command zone
  await expect(page.getByTestId('command-count')).toHaveText('1')
  const commander = page.getByTestId('commanders').locator('li').first()
  await expect(commander).toContainText('Gadrak, the Crown-Scourge')
  await expect(commander).toContainText('Commander tax: {0} more')
  const cast = commander.getByRole('button', { name: 'Cast from the command zone' })

  /** Adds mana of a colour by hand (the lands of later turns), as the player would. */
  async function addRed(n: number) {
    await page.getByTestId('add-mana').click()
    await page.getByTestId('mana-type').selectOption('R')
    await page.getByTestId('mana-count').fill(String(n))
    await page.getByTestId('mana-save').click()
    await expect(page.getByTestId('mana-form')).toHaveCount(0)
  }
  // first cast: {2}{R}
  await addRed(3)
  await cast.click()
  await expect(page.getByTestId('stack-0')).toContainText('Gadrak')
  await page.getByTestId('next-stop').click()
  const onField = page.getByTestId('row-creatures').locator('[data-card-name="Gadrak, the Crown-Scourge"]')
  await expect(onField).toHaveCount(1)
  await expect(commander).toContainText('Commander tax: {2} more')
  // it dies (by hand): CR 903.9a asks, and it goes back to the command zone
  await onField.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Graveyard' }).click()
  await expect(page.getByTestId('question-commander')).toBeVisible()
  await shoot(page, 'commander-question')
  await page.getByTestId('commander-to-command').click()
  await expect(page.getByTestId('command-count')).toHaveText('1')
  // second cast: {2}{R} and the tax {2}: three mana is not enough, five is
  await addRed(3)
  await cast.click()
  await expect(page.getByTestId('refusal')).toContainText('CR 601.2h')
  await addRed(2)
  await cast.click()
  await expect(page.getByTestId('stack-0')).toContainText('Gadrak')
  await expect(page.getByTestId('mana-pool')).toHaveAttribute('data-mana', '')
  await expect(commander).toContainText('Commander tax: {4} more')
  await shoot(page, 'commander')
  await page.getByRole('button', { name: 'FR' }).click()
  await expect(commander).toContainText('Taxe de commandant')
  await shoot(page, 'commander-fr')
})
