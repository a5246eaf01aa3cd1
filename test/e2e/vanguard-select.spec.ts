// Issue 28 point 2 in Chromium against the real renderer and main's engine: a hand card's click
// selects it and shows what it can do now; the accident the issue reports (one click on a grade 0
// trigger rode it over the starter) cannot happen; a second click runs the default (the ride
// deck's ride, discarding the card); a number runs another choice (2: ride it from the hand);
// Escape clears the selection. Screenshots at 1024×700 and 1920×1080, in English and French.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { newGame } from '../../src-shared/games/vanguard/engine'
import { expect, openApp, shootBothSizes, test } from './fixtures'
import { pasteDeck, startOnThePlay } from './playtest-steps'
import { cardOf, DECK, DECKLIST } from './vanguard-line'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })
const shoot = (page: Page, name: string) => shootBothSizes(page, (w) => join(dir, `vanguard-select-${name}-${w}.png`))
const board = (page: Page) => page.getByTestId('playtest-board')
const vanguardName = (page: Page) => page.getByTestId('row-front').locator('[data-slot="vanguard"]').getAttribute('data-card-name')

/** The first seed whose opening hand (on the play, kept) holds a grade 0 trigger unit, and that unit's name. */
function seedWithGrade0Trigger(): { seed: number; trigger: string } {
  const deck = [...DECK.mainDeck.flatMap((e) => Array.from({ length: e.count }, () => cardOf(e.id))), ...DECK.rideDeck.map(cardOf)]
  for (let seed = 1; seed < 500; seed++) {
    const s = newGame(deck, { seed, onThePlay: true, format: 'ride-deck', ride: DECK.rideDeck.map((id) => cardOf(id).code) }).state
    const trigger = s.zones.hand.map((id) => s.defs[s.instances[id]!]!).find((d) => d.grade === 0 && d.trigger !== null)
    if (trigger) return { seed, trigger: trigger.name }
  }
  throw new Error('no seed under 500 deals a grade 0 trigger')
}
const starter = DECK.rideDeck.map(cardOf).find((c) => c.grade === 0)!
const grade1 = DECK.rideDeck.map(cardOf).find((c) => c.grade === 1)!

test('Vanguard table: one click on a grade 0 trigger selects it and rides nothing; a second click rides; a number and Escape', async ({ page }) => {
  test.setTimeout(120_000)
  const { seed, trigger } = seedWithGrade0Trigger()
  await openApp(page)
  await page.getByTestId('game-switch').selectOption('vanguard')
  await pasteDeck(page, DECKLIST, 50)
  await startOnThePlay(page, seed)
  await page.getByTestId('keep').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'ride')
  const card = page.getByTestId('hand').locator(`[data-card-name="${trigger}"]`).first()

  // one click: selected, the starter still on (VC), the choices the engine allows shown with their keys
  await card.click()
  await expect(card).toHaveAttribute('data-selected', 'true')
  expect(await vanguardName(page)).toBe(starter.name)
  const choices = page.getByTestId('hand-choice')
  await expect(choices.getByTestId('hand-choice-0')).toHaveText('Enter 1 Discard to ride the ride deck’s grade 1')
  await expect(choices.getByTestId('hand-choice-1')).toHaveText('2 Ride')
  // the choices sit beside the hand: at 1024×700 the piles column still needs no scrollbar
  await page.setViewportSize({ width: 1024, height: 700 })
  const piles = await page.locator('.piles').evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }))
  expect(piles.scroll).toBeLessThanOrEqual(piles.client)
  await shoot(page, 'selected-en')

  // Escape clears it
  await page.keyboard.press('Escape')
  await expect(choices).toHaveCount(0)
  await expect(card).not.toHaveAttribute('data-selected', 'true')

  // selected again, a second click runs the default: the ride deck's grade 1 rides, the trigger is discarded
  await card.click()
  await card.click()
  await expect(page.getByTestId('row-front').locator('[data-slot="vanguard"]')).toHaveAttribute('data-card-name', grade1.name)
  await expect(page.getByTestId('drop-count')).toHaveText('1')
  await expect(choices).toHaveCount(0)

  // undone, then 2 rides the trigger from the hand (same grade, Phase de Ride), the starter to the soul
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('row-front').locator('[data-slot="vanguard"]')).toHaveAttribute('data-card-name', starter.name)
  await card.click()
  await page.keyboard.press('2')
  await expect(page.getByTestId('row-front').locator('[data-slot="vanguard"]')).toHaveAttribute('data-card-name', trigger)
  await expect(page.getByTestId('soul-count')).toHaveText('1')

  // French: the same choices, worded in French (screenshots)
  await page.getByTestId('undo').click()
  await page.getByRole('button', { name: 'FR' }).click()
  await card.click()
  await expect(choices.getByTestId('hand-choice-1')).toHaveText('2 Ride')
  await expect(choices.getByTestId('hand-choice-clear')).toHaveText('Esc Désélectionner')
  await shoot(page, 'selected-fr')
})
