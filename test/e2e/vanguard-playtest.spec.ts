// Cardfight!! Vanguard played in the real app (issue 13, "Done means"), in Chromium against the
// real renderer and main's engine: dsd01 pasted as a decklist with `#RideDeck` / `#MainDeck`, a
// game whose seed is picked by playing the same line on the module's engine first
// (./vanguard-line.ts): the opening hand kept, a ride from the ride deck each turn to grade 3
// (Phase de Ride), a Boost unit called behind the vanguard (Phase principale), the boosted attack
// (Phase de combat), a critical trigger on the first drive check (Étape de conduite) given to the
// vanguard in the trigger dialog, the damage dealt; undo, restart; then the deck saved and
// its lab run, results shown. Screenshots at both sizes, in English and French.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, openApp, shootBothSizes, test } from './fixtures'
import { advanceTo, pasteDeck, runLab, savePastedAndOpen, startOnThePlay } from './playtest-steps'
import { cardOf, DECK, DECKLIST, firstLine } from './vanguard-line'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })

const LINE = firstLine()
const byName = (name: string) => [...DECK.mainDeck.map((e) => e.id), ...DECK.rideDeck].map(cardOf).find((c) => c.name === name)!

const board = (page: Page) => page.getByTestId('playtest-board')
const hand = (page: Page) => page.getByTestId('hand')
const handCard = (page: Page, name: string) => hand(page).locator(`[data-card-name="${name}"]`).first()
const vanguardCard = (page: Page) => page.getByTestId('row-front').locator(`[data-card-name="${LINE.vanguard}"]`)
const handNames = (page: Page) => hand(page).locator('[data-testid="board-card"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card-name') ?? '').sort())

const shoot = (page: Page, name: string) => shootBothSizes(page, (w) => join(dir, `vanguard-${name}-${w}.png`))
/** Next phase (or end of turn, from the end phase and the goldfish's turn) until `phase`. */
const toPhase = (page: Page, phase: string) => advanceTo(page, phase, (now) => (now === 'end' || now === 'opponent' ? 'end-turn' : 'next-phase'), 12)

async function pasteAndStart(page: Page) {
  await openApp(page)
  await page.getByTestId('game-switch').selectOption('vanguard')
  // the ride deck's 4 cards count with the main deck's 46
  await pasteDeck(page, DECKLIST, 50)
  await startOnThePlay(page, LINE.seed)
}

test('Vanguard: a pasted deck played to grade 3, a boosted attack and a critical trigger on a drive check; undo, restart', async ({ page }) => {
  test.setTimeout(120_000)
  await pasteAndStart(page)
  // the game's cards are the decklist's: the ride deck's grade 0 on (VC), its 3 others aside
  await expect.poll(() => handNames(page)).toEqual(LINE.opening)
  await expect(page.getByTestId('rideDeck-count')).toHaveText('3')
  const grade0 = DECK.rideDeck.map(cardOf).find((c) => c.grade === 0)!
  await expect(page.getByTestId('row-front').locator(`[data-card-name="${grade0.name}"]`)).toHaveCount(1)
  await shoot(page, 'opening')
  await page.getByTestId('keep').click()

  // Phase de Ride, three turns: discard a card to ride the ride deck's next grade
  for (const [i, discard] of LINE.discards.entries()) {
    await toPhase(page, 'ride')
    await handCard(page, discard).click({ button: 'right' })
    await page.getByRole('menuitem', { name: /discard to ride/i }).click()
    await expect(page.getByTestId('rideDeck-count')).toHaveText(String(2 - i))
    await expect(page.getByTestId('soul-count')).toHaveText(String(i + 1))
    // one card, said in the singular
    if (i === 0) await expect(page.getByTestId('pile-soul')).toHaveAttribute('aria-label', 'Soul, 1 card')
    if (i === 0) await shoot(page, 'ride-grade1')
    if (i < LINE.discards.length - 1) await toPhase(page, 'end')
  }
  await expect(vanguardCard(page)).toHaveCount(1)
  expect(cardOf(byName(LINE.vanguard).code).grade).toBe(3)
  // the table shows the card parts' drawn card, its text from the catalog
  const drawn = vanguardCard(page).getByTestId('drawn-card')
  await expect(drawn).toHaveAttribute('data-code', byName(LINE.vanguard).code)
  await expect(drawn.locator('.text-clip')).toHaveText(byName(LINE.vanguard).text)

  // a dummy rear-guard for the goldfish: the attack dialog offers it as a target
  await page.getByTestId('goldfish-edit').click()
  await page.getByTestId('goldfish-rearguard-power-left').fill('9000')
  await page.getByTestId('goldfish-save').click()
  await expect(page.getByTestId('goldfish-rearguard-left')).toHaveText('Left rear-guard: 9000')

  // Phase principale: the Boost unit behind the vanguard
  await toPhase(page, 'main')
  // a click selects the hand card (issue 28 point 2), a second one opens its call dialog
  await handCard(page, LINE.booster).click()
  await handCard(page, LINE.booster).click()
  await page.getByTestId('call-backCenter').click()
  await expect(page.getByTestId('row-back').locator(`[data-card-name="${LINE.booster}"]`)).toHaveCount(1)

  // Phase de combat: the vanguard attacks, boosted
  await toPhase(page, 'battle')
  await vanguardCard(page).click()
  const dialog = page.getByTestId('attack-dialog')
  await expect(dialog).toBeVisible()
  const vg = byName(LINE.vanguard)
  const booster = byName(LINE.booster)
  const goldfish = 5000 // the goldfish's vanguard by default (DEFAULT_GOLDFISH)
  await expect(dialog.getByTestId('attack-total')).toHaveText(`Power ${vg.power! + booster.power!} against ${goldfish}`)
  await expect(dialog.getByTestId('target-left')).toBeVisible()
  await expect(dialog.getByTestId('target-vanguard')).toBeChecked()
  await shoot(page, 'attack-dialog')
  await page.getByTestId('attack-confirm').click()

  // Étape de conduite: the critical trigger asks where its critical, then its power go
  const trigger = page.getByTestId('trigger-dialog')
  await expect(trigger).toContainText('Critical trigger')
  await expect(page.getByTestId('battle-power')).toHaveText(String(vg.power! + booster.power!))
  await shoot(page, 'trigger-dialog')
  const vcId = (await vanguardCard(page).getAttribute('data-id'))!
  await page.getByTestId(`trigger-unit-${vcId}`).click()
  await expect(page.getByTestId('trigger-prompt')).toContainText('[Power]+')
  await page.getByTestId(`trigger-unit-${vcId}`).click()
  await expect(trigger).toHaveCount(0)
  await expect(vanguardCard(page).getByTestId('card-critical')).toHaveText(`★${vg.critical! + 1}`)
  // a twin or triple drive may reveal more triggers: give them to the vanguard too
  for (let i = 0; i < 2 && (await trigger.count()); i++) {
    await page.getByTestId(`trigger-unit-${vcId}`).click()
    if (await trigger.count()) await page.getByTestId(`trigger-unit-${vcId}`).click()
  }
  // the hit deals at least the critical given (the vanguard's printed one and the trigger's +1)
  const damage = Number(await page.getByTestId('goldfish-damage').getAttribute('data-damage'))
  expect(damage).toBeGreaterThanOrEqual(vg.critical! + 1)
  await shoot(page, 'after-trigger')

  // the rested units fit their circles at both sizes
  for (const [w, h] of [
    [1024, 700],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    const rested = page.locator('[data-testid="field"] [data-rested="true"]')
    await expect(rested).toHaveCount(2)
    for (const card of await rested.all()) {
      const circle = (await card.boundingBox())!
      const face = (await card.getByTestId('card-face').evaluate((el) => el.getBoundingClientRect().toJSON())) as DOMRect
      expect(face.width, `${w}: turned sideways`).toBeGreaterThan(face.height)
      expect(face.left, `${w}: inside its circle`).toBeGreaterThanOrEqual(circle.x - 0.5)
      expect(face.right).toBeLessThanOrEqual(circle.x + circle.width + 0.5)
      expect(face.top).toBeGreaterThanOrEqual(circle.y - 0.5)
      expect(face.bottom).toBeLessThanOrEqual(circle.y + circle.height + 0.5)
    }
  }
  await page.setViewportSize({ width: 1400, height: 860 })

  // undo takes back the last choice: the trigger dialog asks again, the damage not dealt; redo is
  // within reach over the dialog (button and Ctrl+Y), and the same choice deals the same damage
  await page.getByTestId('undo').click()
  await expect(trigger).toBeVisible()
  await expect(page.getByTestId('goldfish-damage')).not.toHaveAttribute('data-damage', String(damage))
  await page.getByTestId('redo').click()
  await expect(trigger).toHaveCount(0)
  await expect(page.getByTestId('goldfish-damage')).toHaveAttribute('data-damage', String(damage))
  await page.keyboard.press('Control+z')
  await expect(trigger).toBeVisible()
  await page.keyboard.press('Control+y')
  await expect(page.getByTestId('goldfish-damage')).toHaveAttribute('data-damage', String(damage))
  await page.keyboard.press('Control+z')
  await expect(trigger).toBeVisible()
  await page.getByTestId(`trigger-unit-${vcId}`).click()
  await expect(page.getByTestId('goldfish-damage')).toHaveAttribute('data-damage', String(damage))
  await expect(page.getByTestId('redo')).toBeDisabled()

  // a damage check from the deck's menu, then its card turned face down from its own menu
  await page.getByTestId('pile-deck').click()
  await page.getByRole('menuitem', { name: 'Take damage (damage check)' }).click()
  for (let i = 0; i < 2 && (await trigger.count()); i++) await page.getByTestId(`trigger-unit-${vcId}`).click()
  await expect(page.getByTestId('damage-count')).toHaveText('1/6')
  const damageCard = page.getByTestId('pile-damage').locator('[data-testid="board-card"]')
  await damageCard.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Turn face down' }).click()
  await expect(damageCard).toHaveAttribute('data-face-down', 'true')
  await shoot(page, 'face-down')

  // restart, same seed: the same opening hand
  await page.getByTestId('restart').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'mulligan')
  await expect.poll(() => handNames(page)).toEqual(LINE.opening)
  await expect(page.getByTestId('rideDeck-count')).toHaveText('3')

  // French: the phase bar on one line at 1024 px
  await page.getByRole('button', { name: 'FR' }).click()
  await page.setViewportSize({ width: 1024, height: 700 })
  await expect(page.getByTestId('phase-bar').locator('.phases')).toHaveAttribute('data-short', 'true')
  const tops = await page.getByTestId('phase-bar').locator('.phase').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)
  await shoot(page, 'opening-fr')
})

test('Vanguard: the pasted deck saved to the library, its lab run and its results read', async ({ page }) => {
  test.setTimeout(180_000)
  await openApp(page)
  await page.getByTestId('game-switch').selectOption('vanguard')
  await pasteDeck(page, DECKLIST, 50)
  await savePastedAndOpen(page)
  await shoot(page, 'editor')
  await runLab(page)
  await expect(page.getByTestId('lab-results')).toBeVisible()
  await shoot(page, 'lab')
  await page.getByRole('button', { name: 'FR' }).click()
  await shoot(page, 'lab-fr')
})
