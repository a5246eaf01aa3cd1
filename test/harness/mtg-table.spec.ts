// Magic's table in real Chromium, on the harness page (mtg.html: the game is not registered yet),
// played with the keyboard only: the London mulligan's keep (CR 103.5), the land play (2), a mana
// ability (CR 605), a cast with the auto-payer and the stack (CR 601.2, 405.5), to the next turn,
// a cast with the payment dialog (CR 601.2h), the attack (3.2.a) and its damage (3.4), undo and
// redo; in English and French at 1024×700 and 1920×1080, with a screenshot of each moment.
import { expect, test, type Page } from '@playwright/test'

const SHOTS = process.env.MTGTABLE_SHOTS ?? '/tmp/wt-mtgtable-shots'

const TEXT = {
  en: { prompt: 'Keep these seven cards, or mulligan.', attackers: 'Declare your attackers (none is an answer too).', resolve: 'Resolve Llanowar Elves' },
  fr: { prompt: 'Gardez ces sept cartes, ou faites un mulligan.', attackers: 'Déclarez vos attaquants (aucun est aussi une réponse).', resolve: 'Résoudre Llanowar Elves' },
} as const

const shot = (page: Page, name: string, lang: string, size: { width: number; height: number }) =>
  page.screenshot({ path: `${SHOTS}/harness-${name}-${lang}-${size.width}x${size.height}.png` })

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-card-name') ?? null)
const focusedZone = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-testid]:not([data-testid="board-card"])')?.getAttribute('data-testid') ?? null)

/** Arrow keys until the focus is on that card in that zone: ↑ or ↓ to the zone's row, then Home and → along it. */
async function walkTo(page: Page, name: string, zone: string, vertical: 'ArrowUp' | 'ArrowDown') {
  const there = async () => (await focusedName(page)) === name && (await focusedZone(page)) === zone
  for (let i = 0; i < 6 && (await focusedZone(page)) !== zone; i++) await page.keyboard.press(vertical)
  if (!(await there())) await page.keyboard.press('Home')
  for (let i = 0; i < 12 && !(await there()); i++) await page.keyboard.press('ArrowRight')
  expect(await focusedName(page)).toBe(name)
  expect(await focusedZone(page)).toBe(zone)
}

/**
 * Issue 16 point 5: the phase bar on one line, clear of the status (life, pool): Magic's phases
 * and the current one's steps wrapped onto three to five lines at 1024 px (two at 1920 in combat).
 */
async function expectPhaseBarOnOneLine(page: Page, where: string) {
  const boxes = await page
    .getByTestId('phase-bar')
    .locator('.phases .phase, .phases .step')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))
  const top = Math.min(...boxes.map((b) => b.top))
  const tallest = Math.max(...boxes.map((b) => b.height))
  for (const b of boxes) expect(b.bottom - top, `${where}: a phase or step below the bar's line`).toBeLessThanOrEqual(tallest + 1)
  const status = (await page.getByTestId('mtg-status').boundingBox())!
  for (const b of boxes) {
    const apart = b.right <= status.x || b.left >= status.x + status.width || b.bottom <= status.y || b.top >= status.y + status.height
    expect(apart, `${where}: a phase overlaps the life and pool`).toBe(true)
  }
}

for (const lang of ['en', 'fr'] as const)
  for (const size of [
    { width: 1024, height: 700 },
    { width: 1920, height: 1080 },
  ])
    test(`keep, land, mana, cast, next turn, pay, attack, undo — by keyboard (${lang}, ${size.width}×${size.height})`, async ({ page }) => {
      const text = TEXT[lang]
      await page.setViewportSize(size)
      page.on('pageerror', (e) => {
        throw e
      })
      await page.goto(`/mtg.html?lang=${lang}&seed=19`)
      const board = page.getByTestId('playtest-board')
      const lands = page.getByTestId('row-lands')
      const creatures = page.getByTestId('row-creatures')
      await expect(page.getByTestId('question-prompt')).toContainText(text.prompt)
      await expect(page.getByTestId('keep')).toBeFocused()
      await shot(page, 'opening', lang, size)
      // CR 103.5: keep; the turn passes by itself to the first stop, the main phase (issue 32: no
      // priority press in the upkeep, where the player has nothing to do; the draw is skipped on the play)
      await page.keyboard.press('k')
      await expect(board).toHaveAttribute('data-phase', 'main1')
      await expectPhaseBarOnOneLine(page, 'main phase 1')
      // 2: the land play, then CR 605: Enter on the land taps it for {G}
      await walkTo(page, 'Forest', 'hand', 'ArrowDown')
      await page.keyboard.press('Enter')
      await expect(lands.locator('[data-card-name="Forest"]')).toHaveCount(1)
      await walkTo(page, 'Forest', 'row-lands', 'ArrowUp')
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('mana-pool')).toHaveAttribute('data-mana', 'G')
      await expect(lands.locator('[data-card-name="Forest"]')).toHaveAttribute('data-tapped', 'true')
      // CR 601.2: Llanowar Elves cast with the auto-payer goes on the stack; N resolves it
      await walkTo(page, 'Llanowar Elves', 'hand', 'ArrowDown')
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('stack-0')).toContainText('Llanowar Elves')
      // the primary button says what the next press does (issue 32): resolve the spell
      await expect(page.getByTestId('next-stop')).toContainText(text.resolve)
      await shot(page, 'stack', lang, size)
      await page.keyboard.press('n')
      await expect(creatures.locator('[data-card-name="Llanowar Elves"]')).toHaveAttribute('data-sick', 'true')
      // E: to the goldfish's turn, E: to the next main phase (Deathcap Cultivator drawn)
      await page.keyboard.press('e')
      await expect(board).toHaveAttribute('data-phase', 'opponent')
      await page.keyboard.press('e')
      await expect(board).toHaveAttribute('data-phase', 'main1')
      await expect(creatures.locator('[data-card-name="Llanowar Elves"]')).not.toHaveAttribute('data-sick', 'true')
      // the Mountain, both lands tapped, Falkenrath Reaver cast through the payment dialog (C)
      await walkTo(page, 'Mountain', 'hand', 'ArrowDown')
      await page.keyboard.press('Enter')
      await walkTo(page, 'Mountain', 'row-lands', 'ArrowUp')
      await page.keyboard.press('Enter')
      await walkTo(page, 'Forest', 'row-lands', 'ArrowUp')
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('mana-pool')).toHaveAttribute('data-mana', 'RG')
      await walkTo(page, 'Falkenrath Reaver', 'hand', 'ArrowDown')
      await page.keyboard.press('c')
      const dialog = page.getByTestId('payment-dialog')
      await expect(dialog.getByTestId('pay-R')).toHaveValue('1')
      await expect(dialog.getByTestId('pay-G')).toHaveValue('1')
      await shot(page, 'payment', lang, size)
      await page.keyboard.press('Enter')
      await expect(dialog).toHaveCount(0)
      await expect(page.getByTestId('stack-0')).toContainText('Falkenrath Reaver')
      await page.keyboard.press('n')
      await expect(creatures.locator('[data-card-name="Falkenrath Reaver"]')).toHaveAttribute('data-sick', 'true')
      // 3.2.a: on to the declare attackers step; the question has the focus on its first creature: Space chooses it, N declares
      await page.keyboard.press('n')
      await page.keyboard.press('n')
      await expect(board).toHaveAttribute('data-phase', 'declareAttackers')
      await expect(page.getByTestId('question-prompt')).toContainText(text.attackers)
      await expect(page.getByTestId('question-attackers').locator('button').first()).toBeFocused()
      await expect(page.getByTestId('question-attackers').locator('button').first()).toHaveText('Llanowar Elves')
      await page.keyboard.press('Space')
      await expect(page.getByTestId('question-attackers').locator('[aria-pressed="true"]')).toHaveCount(1)
      await expectPhaseBarOnOneLine(page, 'declare attackers')
      await shot(page, 'attackers', lang, size)
      await page.keyboard.press('n')
      await expect(creatures.locator('[data-card-name="Llanowar Elves"]')).toHaveAttribute('data-tapped', 'true')
      // 3.3 without blockers, then 3.4: 1 damage to the goldfish
      await page.keyboard.press('n')
      await page.keyboard.press('n')
      await expect(board).toHaveAttribute('data-phase', 'combatDamage')
      await expect(page.getByTestId('life-opponent')).toHaveAttribute('data-life', '19')
      await expect(page.locator('[data-testid="phase-bar"] .step.current')).toHaveAttribute('data-phase', 'combatDamage')
      await expectPhaseBarOnOneLine(page, 'combat damage')
      await shot(page, 'damage', lang, size)
      // undo takes the damage step back; redo deals it again
      await page.keyboard.press('Control+z')
      await expect(page.getByTestId('life-opponent')).toHaveAttribute('data-life', '20')
      await page.keyboard.press('Control+Shift+Z')
      await expect(page.getByTestId('life-opponent')).toHaveAttribute('data-life', '19')
    })
