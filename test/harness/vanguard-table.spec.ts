// Vanguard's table in real Chromium, on the harness page (vanguard.html: the game is not
// registered yet): Phase de Ride, Phase principale (a call), Phase de combat (2. Étape d’attaque
// with a boost, 4. Étape de conduite with a critical trigger given by the dialog, 5. Étape des
// dommages), in English and French at 1024×700 and 1920×1080, with a screenshot of each moment.
import { expect, test, type Page } from '@playwright/test'

const SHOTS = process.env.VGTABLE_SHOTS ?? '/tmp/wt-vgtable-shots'
const ANKYBOWLER = 'Iron Ball Dragon, Ankybowler'

const TEXT = {
  en: { callTitle: `Call ${ANKYBOWLER} to…`, prompt: 'Choose the unit that gets [Critical]+1', power: '[Power]+10000', result: 'Last attack hit: 26000 against 13000, 2 damage' },
  fr: { callTitle: `Appeler ${ANKYBOWLER} sur…`, prompt: 'Choisissez l’unité qui reçoit [Critique]+1', power: '[Puissance]+10000', result: 'Dernière attaque touchée : 26000 contre 13000, 2 dégâts' },
} as const

const shot = (page: Page, name: string, lang: string, size: { width: number; height: number }) =>
  page.screenshot({ path: `${SHOTS}/e2e-${name}-${lang}-${size.width}x${size.height}.png` })

for (const lang of ['en', 'fr'] as const)
  for (const size of [
    { width: 1024, height: 700 },
    { width: 1920, height: 1080 },
  ])
    test(`ride, call, boosted attack and critical trigger (${lang}, ${size.width}×${size.height})`, async ({ page }) => {
      const text = TEXT[lang]
      await page.setViewportSize(size)
      page.on('pageerror', (e) => {
        throw e
      })
      // on the draw: the first player's first turn has no battle phase (SU-first-turn, docs/games/vanguard.md)
      await page.goto(`/vanguard.html?lang=${lang}&seed=24&draw=1`)
      const hand = page.getByTestId('hand')
      const front = page.getByTestId('row-front')
      const back = page.getByTestId('row-back')
      await shot(page, 'opening', lang, size)
      await page.keyboard.press('k')
      await expect(page.getByTestId('mulligan-panel')).toHaveCount(0)
      // the goldfish's first turn, then the player's
      await expect(page.getByTestId('playtest-board')).toHaveAttribute('data-phase', 'opponent')
      await page.getByTestId('end-turn').click()
      // Phase de Ride: a grade 1 unit of the hand, selected by a click and ridden by a second (issue 28 point 2)
      await hand.locator(`[data-card-name="${ANKYBOWLER}"]`).first().click()
      await shot(page, 'selected', lang, size)
      await hand.locator(`[data-card-name="${ANKYBOWLER}"]`).first().click()
      await expect(front.locator('[data-slot="vanguard"]')).toHaveAttribute('data-card-name', ANKYBOWLER)
      await expect(page.getByTestId('soul-count')).toContainText('1')
      // Phase principale: the other one behind it, by the call dialog
      await page.getByTestId('next-phase').click()
      await hand.locator(`[data-card-name="${ANKYBOWLER}"]`).click()
      await hand.locator(`[data-card-name="${ANKYBOWLER}"]`).click()
      await expect(page.getByTestId('call-dialog')).toContainText(text.callTitle)
      await shot(page, 'call', lang, size)
      await page.getByTestId('call-backCenter').click()
      await expect(back.locator('[data-slot="backCenter"]')).toHaveAttribute('data-card-name', ANKYBOWLER)
      // the goldfish: grade 1, 8000, and it guards the next attack with 5000
      await page.keyboard.press('g')
      await page.getByTestId('goldfish-grade').fill('1')
      await page.getByTestId('goldfish-power').fill('8000')
      await page.getByTestId('goldfish-power').press('Enter')
      await expect(page.getByTestId('goldfish-vanguard')).toHaveAttribute('data-power', '8000')
      await page.getByTestId('next-guard').fill('5000')
      // Phase de combat: the vanguard attacks, boosted
      await page.getByTestId('next-phase').click()
      await front.locator('[data-slot="vanguard"]').click()
      await expect(page.getByTestId('attack-total')).toContainText('16000')
      await shot(page, 'attack', lang, size)
      await page.getByTestId('attack-confirm').press('Enter')
      // 4. Étape de conduite: the critical trigger waits for its unit
      const dialog = page.getByTestId('trigger-dialog')
      await expect(dialog.getByTestId('trigger-prompt')).toContainText(text.prompt)
      await expect(page.getByTestId('battle-power')).toHaveText('16000')
      await expect(page.getByTestId('battle-defence')).toContainText('13000')
      await expect(front.locator('[data-slot="vanguard"]')).toHaveAttribute('data-rested', 'true')
      await expect(dialog.locator('button').first()).toBeFocused()
      await shot(page, 'trigger', lang, size)
      // the critical, then the power, to the vanguard (the first unit listed), by keyboard
      await page.keyboard.press('Enter')
      await expect(dialog.getByTestId('trigger-prompt')).toContainText(text.power)
      await page.keyboard.press('Enter')
      await expect(dialog).toHaveCount(0)
      await expect(page.getByTestId('goldfish-damage')).toHaveAttribute('data-damage', '2')
      await expect(page.getByTestId('battle-result')).toHaveText(text.result)
      await expect(front.locator('[data-slot="vanguard"] [data-testid="card-critical"]')).toHaveText('★2')
      await shot(page, 'after', lang, size)
    })
