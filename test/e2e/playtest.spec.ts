// The playtest table end to end, in Chromium against the real renderer and main's engine:
// a saved deck of real Opus I cards, seed 39 on the play (found with the engine: after the
// mulligan the hand holds Red Mage to auto-pay (it discards Ifrit, the cheapest), Tifa (Haste)
// to pay by hand with Zack or Evoker, and Orran, an Ice card that cannot pay for her alone; the first damage is Shiva, an
// EX Burst). Played with the mouse, then with the keyboard only; screenshots of the board.
import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { FFTCG_DECK as DECK, FFTCG_SEED as SEED } from './play-decks'
import { expect, openApp, test } from './fixtures'
import { delayGameAnswers } from './held-answers'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })

const KEPT_HAND = ['Evoker', 'Ifrit', 'Orran', 'Red Mage', 'Tifa', 'Zack']

const board = (page: Page) => page.getByTestId('playtest-board')
const hand = (page: Page) => page.getByTestId('hand')
const handCard = (page: Page, name: string) => hand(page).locator(`[data-card-name="${name}"]`).first()
const row = (page: Page, r: 'forwards' | 'backups' | 'monsters') => page.getByTestId(`row-${r}`)
const fieldCard = (page: Page, name: string) => page.getByTestId('field').locator(`[data-card-name="${name}"]`).first()

async function handNames(page: Page): Promise<string[]> {
  return hand(page)
    .locator('[data-testid="board-card"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-card-name') ?? ''))
}

/** Pastes the decklist, saves it to the library, reloads (it is really saved) and picks it. */
async function saveDeckAndOpen(page: Page) {
  await openApp(page)
  await page.getByTestId('nav-playtest').click()
  await expect(page.getByTestId('no-saved-decks').or(page.getByTestId('paste-list'))).toBeVisible()
  await page.getByTestId('source-paste').check()
  await page.getByTestId('paste-list').fill(DECK)
  await page.getByTestId('read-list').click()
  await expect(page.getByTestId('parsed-summary')).toContainText('50 cards')
  await page.getByTestId('save-pasted').click()
  await expect(page.getByTestId('deck-select')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('source-saved')).toBeChecked()
  await expect(page.getByTestId('deck-select').locator('option')).toHaveText([/Opus I Fire Ice — 50 cards/])
}

async function startGame(page: Page, seed: number) {
  await page.getByTestId('seed-input').fill(String(seed))
  await page.getByTestId('on-the-play').check()
  await page.getByTestId('start-game').click()
  await expect(board(page)).toBeVisible()
  await expect(page.getByTestId('game-seed')).toContainText(`Seed ${seed}`)
}

/** The saved deck, seed 39 on the play, the mulligan taken and the hand kept (KEPT_HAND). */
async function keptGame(page: Page) {
  await saveDeckAndOpen(page)
  await startGame(page, SEED)
  await page.getByTestId('take-mulligan').click()
  await page.getByTestId('keep-hand').click()
  await expectPhase(page, 'main1')
}

async function expectPhase(page: Page, phase: string) {
  await expect(board(page)).toHaveAttribute('data-phase', phase)
}

/** Presses Tab until the focused element matches (keyboard only). */
async function tabTo(page: Page, target: Locator, shift = false) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab')
  }
  throw new Error('could not reach the element with Tab')
}

/** Moves the board's roving focus with ← / → until the focused card is `name`. */
async function arrowTo(page: Page, name: string) {
  for (let i = 0; i < 12; i++) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-card-name'))
    if (focused === name) return
    await page.keyboard.press('ArrowRight')
  }
  throw new Error(`could not reach ${name} with the arrows`)
}

test.describe('Playtest table', () => {
  test('plays the opening of a saved deck with the mouse: mulligan, auto-pay, manual payment, refusal, attack, damage, undo/redo, discard, replay', async ({ page }) => {
    await saveDeckAndOpen(page)
    await startGame(page, SEED)
    await expectPhase(page, 'setup')
    await expect(page.getByTestId('turn-number')).toHaveText('Setup')
    const opening = await handNames(page)
    expect(opening).toHaveLength(5)

    // 8.2.1.4: the five go under the deck in the order offered, five new ones are drawn
    await expect(page.getByTestId('mulligan-order').locator('li')).toHaveCount(5)
    await page.getByTestId('take-mulligan').click()
    await expect(page.getByTestId('take-mulligan')).toHaveCount(0)
    await page.getByTestId('keep-hand').click()
    await expectPhase(page, 'main1')
    await expect(page.getByTestId('turn-number')).toHaveText('Your turn 1')
    expect((await handNames(page)).sort()).toEqual(KEPT_HAND)

    // Red Mage with auto-pay: the solver's payment is chosen first
    await handCard(page, 'Red Mage').click()
    const panel = page.getByTestId('payment-panel')
    await expect(panel).toBeVisible()
    await expect(panel.getByTestId('payment-is-auto')).toBeVisible()
    await expect(panel.getByTestId('payment-auto')).toHaveAttribute('aria-pressed', 'true')
    // the cheapest of the least useful Fire cards goes: Ifrit (1 CP), not Zack (3 CP)
    await expect(panel.locator('[data-testid="pay-discard"][data-card-name="Ifrit"] input')).toBeChecked()
    await panel.getByTestId('payment-confirm').click()
    await expect(panel).toHaveCount(0)
    await expect(row(page, 'backups').locator('[data-card-name="Red Mage"]')).toHaveAttribute('data-dull', 'true')
    await expect(page.getByTestId('breakZone-count')).toHaveText('1')

    // Tifa dragged onto the field; an Ice card alone is refused with the rule, then paid by hand
    await handCard(page, 'Tifa').dragTo(page.getByTestId('field'))
    await expect(panel).toBeVisible()
    const auto = (await panel.locator('[data-testid="pay-discard"]:has(input:checked)').getAttribute('data-card-name'))!
    const other = auto === 'Zack' ? 'Evoker' : 'Zack'
    await panel.locator(`[data-testid="pay-discard"][data-card-name="${auto}"] input`).uncheck()
    await panel.locator('[data-testid="pay-discard"][data-card-name="Orran"] input').check()
    await expect(panel.getByTestId('payment-check')).toContainText('Refused (rule 5.2.1.2)')
    await panel.getByTestId('payment-confirm').click()
    await expect(panel.getByTestId('payment-refusal')).toHaveText(
      "Refused (rule 5.2.1.2): the payment needs at least one CP of each of the card's elements (fire).",
    )
    await panel.locator('[data-testid="pay-discard"][data-card-name="Orran"] input').uncheck()
    await panel.locator(`[data-testid="pay-discard"][data-card-name="${other}"] input`).check()
    await expect(panel.getByTestId('payment-check')).toHaveText('This payment is legal.')
    await panel.getByTestId('payment-confirm').click()
    await expect(panel).toHaveCount(0)
    await expect(row(page, 'forwards').locator('[data-card-name="Tifa"]')).toBeVisible()
    await expect(handCard(page, auto)).toBeVisible()
    await expect(page.getByTestId('pile-breakZone')).toContainText(other)

    // Attack Phase: Tifa (Haste) attacks alone, the goldfish takes 1
    await page.getByTestId('next-phase').click()
    await expectPhase(page, 'attack')
    await fieldCard(page, 'Tifa').click()
    await page.getByTestId('attack').click()
    await expect(page.getByTestId('opponent-damage-count')).toHaveText('1/7')
    await expect(fieldCard(page, 'Tifa')).toHaveAttribute('data-dull', 'true')

    // two damage: the first card is Shiva, an EX Burst
    await page.getByTestId('take-damage').click()
    await expect(page.getByTestId('ex-burst')).toContainText('Shiva')
    await page.getByTestId('take-damage').click()
    await expect(page.getByTestId('damage-count')).toHaveText('2/7')
    await page.getByTestId('undo').click()
    await page.getByTestId('undo').click()
    await expect(page.getByTestId('damage-count')).toHaveText('0/7')
    await page.getByTestId('redo').click()
    await expect(page.getByTestId('damage-count')).toHaveText('1/7')
    await expect(page.getByTestId('pile-damage')).toContainText('Shiva')

    // end of turn with 6 cards: discard down to 5 (9.5.1.2)
    for (let i = 0; i < 4; i++) await page.getByTestId('draw').click()
    await expect(page.getByTestId('hand-count')).toHaveText('6')
    await page.getByTestId('end-turn').click()
    const discard = page.getByTestId('discard-panel')
    await expect(discard).toBeVisible()
    await expect(discard.getByTestId('discard-count')).toHaveText('1 of 1 chosen')
    await discard.getByTestId('discard-confirm').click()
    await expect(discard).toHaveCount(0)
    // the player's own turns are counted; the game turn (both players') is in the tooltip
    await expect(page.getByTestId('turn-number')).toHaveText('Your turn 2')
    await expect(page.getByTestId('turn-number')).toHaveAttribute('title', "Game turn 3: both players' turns count (on the play)")
    await expect(page.getByTestId('hand-count')).toHaveText('7')

    // the log, in English then in French
    const log = page.getByTestId('game-log')
    await expect(log).toContainText('Cast Red Mage (1-003C)')
    await expect(log).toContainText('Discarded down to 5 cards (9.5.1.2)')
    await page.locator('[data-testid="language-switch"] [data-locale="fr"]').click()
    await expect(log).toContainText('Joue Red Mage (1-003C)')
    await expect(page.getByTestId('turn-number')).toHaveText('Votre tour 2')
    await page.locator('[data-testid="language-switch"] [data-locale="en"]').click()

    // the same seed again: the same cards
    await page.getByTestId('restart').click()
    await expectPhase(page, 'setup')
    await expect.poll(() => handNames(page)).toEqual(opening)
    await page.getByTestId('take-mulligan').click()
    await page.getByTestId('keep-hand').click()
    await expect.poll(async () => (await handNames(page)).sort()).toEqual(KEPT_HAND)

    // leaving saves a summary to the deck's history
    await page.getByTestId('leave').click()
    await expect(page.getByTestId('playtest-start')).toBeVisible()
    await expect(page.getByTestId('playtest-history-row').first()).toHaveAttribute('data-seed', String(SEED))
    // the restart with the same seed tried the same game again: one row, not two
    await expect(page.getByTestId('playtest-history-row')).toHaveCount(1)
  })

  test('plays the same opening with the keyboard only, main answering late', async ({ page }) => {
    // every key lands on the predicted view while main's answer is on its way (a loaded machine)
    await delayGameAnswers(page, 300)
    await openApp(page)
    // to the Playtest view with the keyboard
    await tabTo(page, page.getByTestId('nav-playtest'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('playtest-start')).toBeVisible()
    await tabTo(page, page.getByTestId('paste-list'))
    await page.keyboard.insertText(DECK)
    await tabTo(page, page.getByTestId('read-list'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('parsed-summary')).toContainText('50 cards')
    await tabTo(page, page.getByTestId('save-pasted'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('deck-select')).toBeVisible()
    await tabTo(page, page.getByTestId('seed-input'))
    await page.keyboard.insertText(String(SEED))
    await page.keyboard.press('Enter')
    await expect(board(page)).toBeVisible()
    await expectPhase(page, 'setup')
    const opening = await handNames(page)

    await page.keyboard.press('m')
    await expect(page.getByTestId('take-mulligan')).toHaveCount(0)
    await page.keyboard.press('k')
    await expectPhase(page, 'main1')
    expect((await handNames(page)).sort()).toEqual(KEPT_HAND)

    // the focus is on the hand: arrows to Red Mage, Enter opens the payment, Enter pays (auto-pay)
    await arrowTo(page, 'Red Mage')
    await page.keyboard.press('Enter')
    const panel = page.getByTestId('payment-panel')
    await expect(panel).toBeVisible()
    await expect(panel.getByTestId('payment-confirm')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(panel).toHaveCount(0)
    await expect(row(page, 'backups').locator('[data-card-name="Red Mage"]')).toBeVisible()

    // Tifa: untick the auto choice, tick Orran (refused), then the other Fire card
    await page.keyboard.press('Home')
    await arrowTo(page, 'Tifa')
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    const auto = (await panel.locator('[data-testid="pay-discard"]:has(input:checked)').getAttribute('data-card-name'))!
    const other = auto === 'Zack' ? 'Evoker' : 'Zack'
    const box = (name: string) => panel.locator(`[data-testid="pay-discard"][data-card-name="${name}"] input`)
    await tabTo(page, box(auto), true)
    await page.keyboard.press('Space')
    await tabTo(page, box('Orran'))
    await page.keyboard.press('Space')
    await tabTo(page, panel.getByTestId('payment-confirm'))
    await page.keyboard.press('Enter')
    await expect(panel.getByTestId('payment-refusal')).toContainText('Refused (rule 5.2.1.2)')
    await tabTo(page, box('Orran'), true)
    await page.keyboard.press('Space')
    await tabTo(page, box(other), true)
    await page.keyboard.press('Space')
    await tabTo(page, panel.getByTestId('payment-confirm'))
    await page.keyboard.press('Enter')
    await expect(panel).toHaveCount(0)
    await expect(fieldCard(page, 'Tifa')).toBeVisible()

    // N: Attack Phase; ↑↑ from the hand to the Forwards row (over the Backups); A attacks with the focused Forward
    await page.keyboard.press('n')
    await expectPhase(page, 'attack')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(fieldCard(page, 'Tifa')).toBeFocused()
    await page.keyboard.press('a')
    await expect(page.getByTestId('opponent-damage-count')).toHaveText('1/7')

    // T twice, Ctrl+Z twice, Ctrl+Shift+Z once
    await page.keyboard.press('t')
    await expect(page.getByTestId('damage-count')).toHaveText('1/7')
    await page.keyboard.press('t')
    await expect(page.getByTestId('damage-count')).toHaveText('2/7')
    await page.keyboard.press('Control+z')
    await expect(page.getByTestId('damage-count')).toHaveText('1/7')
    await page.keyboard.press('Control+z')
    await expect(page.getByTestId('damage-count')).toHaveText('0/7')
    await page.keyboard.press('Control+Shift+z')
    await expect(page.getByTestId('damage-count')).toHaveText('1/7')

    // the context menu from the keyboard (Shift+F10) on the focused card
    await page.keyboard.press('Shift+F10')
    await expect(page.getByTestId('card-menu')).toBeVisible()
    await expect(page.getByTestId('card-menu').locator('[role="menuitem"]:focus')).toHaveCount(1)
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('card-menu').locator('[role="menuitem"]:focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('card-menu')).toHaveCount(0)
    await expect(fieldCard(page, 'Tifa')).toBeFocused()

    // D ×4, E: discard down to 5 with the suggested card
    for (let i = 0; i < 4; i++) await page.keyboard.press('d')
    await expect(page.getByTestId('hand-count')).toHaveText('6')
    await page.keyboard.press('e')
    const discard = page.getByTestId('discard-panel')
    await expect(discard).toBeVisible()
    await tabTo(page, discard.getByTestId('discard-confirm'))
    await page.keyboard.press('Enter')
    await expect(discard).toHaveCount(0)
    await expect(page.getByTestId('turn-number')).toHaveText('Your turn 2')

    // ? shows the shortcuts; R restarts with the same seed: the same cards
    await page.keyboard.press('?')
    await expect(page.getByTestId('shortcut-help')).toContainText('End turn')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('shortcut-help')).toHaveCount(0)
    await page.keyboard.press('r')
    await expectPhase(page, 'setup')
    await expect.poll(() => handNames(page)).toEqual(opening)
  })

  test('a full board stays readable at 1280×720, in light and dark, English and French', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await saveDeckAndOpen(page)
    await startGame(page, SEED)
    await page.getByTestId('keep-hand').click()
    await expectPhase(page, 'main1')

    // manual moves from the deck (search, then "Field") to fill the table
    const toField = ['Cloud', 'Warrior of Light', 'Zack', 'Jecht', 'Kuja', 'Black Mage', 'Evoker', 'Chemist', 'Bard', 'Red Mage']
    for (const name of toField) {
      await page.keyboard.press('s')
      const browser = page.getByTestId('zone-browser')
      await expect(browser).toBeVisible()
      await browser.locator(`[data-testid="browse-card"][data-card-name="${name}"]`).first().getByRole('button', { name: /More/ }).click()
      await page.getByTestId('card-menu').locator('[data-action="move-field"]').click()
      await expect(browser).toHaveCount(0)
    }
    await expect(row(page, 'backups').locator('[data-testid="board-card"]')).toHaveCount(5)
    await expect(row(page, 'forwards').locator('[data-testid="board-card"]')).toHaveCount(5)
    // some state on the cards: a dulled Forward with damage, a frozen one with a counter
    await fieldCard(page, 'Cloud').click({ button: 'right' })
    await page.getByTestId('card-menu').locator('[data-action="damage"]').click()
    await fieldCard(page, 'Cloud').click()
    await fieldCard(page, 'Kuja').click({ button: 'right' })
    await page.getByTestId('card-menu').locator('[data-action="freeze"]').click()
    await fieldCard(page, 'Kuja').click({ button: 'right' })
    await page.getByTestId('card-menu').locator('[data-action="counter-add"]').click()
    await expect(fieldCard(page, 'Cloud')).toHaveAttribute('data-dull', 'true')
    for (let i = 0; i < 6; i++) await page.getByTestId('take-damage').click()
    await expect(page.getByTestId('damage-count')).toHaveText('6/7')
    await page.getByTestId('hit-opponent').click()
    await page.getByTestId('hit-opponent').click()
    await fieldCard(page, 'Jecht').hover()

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const locale of ['en', 'fr'] as const) {
        await page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()
        await expect(page.getByTestId('turn-number')).toContainText(locale === 'fr' ? 'Votre tour' : 'Your turn')
        await fieldCard(page, 'Jecht').hover()
        await page.screenshot({ path: `${dir}/playtest-full-${scheme}-${locale}.png` })
      }
    }
    // every field card is inside the viewport and not covered
    for (const name of toField) {
      const box = await fieldCard(page, name).boundingBox()
      expect(box, name).not.toBeNull()
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(1280)
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(720)
    }
    // the payment panel and the mulligan, for the record
    await page.locator('[data-testid="language-switch"] [data-locale="en"]').click()
    await page.emulateMedia({ colorScheme: 'light' })
    await page.keyboard.press('d')
    const first = (await handNames(page)).find((n) => ['Tifa', 'Ifrit', 'Zack', 'Garland', 'Argath'].includes(n))
    if (first) {
      await handCard(page, first).click()
      await expect(page.getByTestId('payment-panel')).toBeVisible()
      await page.screenshot({ path: `${dir}/playtest-payment.png` })
      await page.getByTestId('payment-cancel').click()
    }
    await page.getByTestId('restart').click()
    await expectPhase(page, 'setup')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.screenshot({ path: `${dir}/playtest-mulligan-dark.png` })
  })

  test('a reload (F5) resumes the game in progress, and says so when main no longer has it', async ({ page }) => {
    await keptGame(page)
    await handCard(page, 'Red Mage').click()
    await page.getByTestId('payment-confirm').click()
    await expect(row(page, 'backups').locator('[data-card-name="Red Mage"]')).toBeVisible()
    const hand = (await handNames(page)).sort()

    await page.reload()
    await expect(board(page)).toBeVisible()
    await expect(page.getByTestId('game-seed')).toContainText(`Seed ${SEED}`)
    await expectPhase(page, 'main1')
    await expect(row(page, 'backups').locator('[data-card-name="Red Mage"]')).toBeVisible()
    expect((await handNames(page)).sort()).toEqual(hand)
    // and the game goes on from there: undo takes back the Red Mage
    await page.getByTestId('undo').click()
    await expect(handCard(page, 'Red Mage')).toBeVisible()

    // a game main no longer holds (closed, or the app restarted): a plain word, and the start screen
    await page.evaluate(async () => {
      const entry = JSON.parse(sessionStorage.getItem('decklab.playtest.current')!) as { gameId: string }
      const bridge = (window as unknown as { deckLab: { invoke(channel: string, request: unknown): Promise<unknown> } }).deckLab
      await bridge.invoke('game.close', { game: 'fftcg', gameId: entry.gameId })
    })
    await page.reload()
    await expect(page.getByTestId('resume-lost')).toContainText('could not be resumed')
    await expect(page.getByTestId('start-game')).toBeVisible()
  })

  test('10.1.2.1.1: a Forward cast this turn is marked new and cannot be chosen to attack', async ({ page }) => {
    await keptGame(page)
    // Zack has no Haste: cast with auto-pay, then to the Attack Phase
    await handCard(page, 'Zack').click()
    await page.getByTestId('payment-confirm').click()
    await expect(fieldCard(page, 'Zack').getByTestId('just-arrived')).toHaveText('New')
    // auto-pay discarded Orran (the only Ice card, no Ice Backup: not castable soon) and Ifrit, and kept Tifa (issue 16)
    await expect(page.getByTestId('breakZone-count')).toHaveText('2')
    expect((await handNames(page)).sort()).toEqual(['Evoker', 'Red Mage', 'Tifa'])
    await page.getByTestId('next-phase').click()
    await expectPhase(page, 'attack')
    await fieldCard(page, 'Zack').click()
    await expect(page.getByTestId('attack')).toBeDisabled()
    await expect(page.getByTestId('refusal')).toContainText('10.1.2.1.1')
    await expect(fieldCard(page, 'Zack')).toHaveAttribute('data-dull', 'false')
  })

  test('issue 16 item 4: V puts the focus in "look at the top cards", typing a number and Enter shows them; V again and Esc closes it', async ({ page }) => {
    await keptGame(page)
    await page.keyboard.press('v')
    const prompt = page.getByTestId('look-prompt')
    await expect(prompt).toBeVisible()
    await expect(prompt.getByTestId('look-count')).toBeFocused()
    // the keys go to the field, not to the table's shortcuts (2 is no shortcut; D would draw)
    await page.keyboard.press('2')
    await expect(prompt.getByTestId('look-count')).toHaveValue('2')
    await page.keyboard.press('Enter')
    await expect(prompt).toHaveCount(0)
    await expect(page.getByTestId('zone-browser')).toContainText('Top 2 cards of the deck')
    // the cards looked at take the focus: Enter puts them back as they are, Esc closes
    await expect(page.getByTestId('look-put-back')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('zone-browser')).toHaveCount(0)
    const handCount = await page.getByTestId('hand-count').textContent()
    await page.keyboard.press('v')
    await expect(prompt.getByTestId('look-count')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(prompt).toHaveCount(0)
    await expect(page.getByTestId('pile-deck')).toBeFocused()
    await expect(page.getByTestId('hand-count')).toHaveText(handCount!)
  })

  test('the table from 1024×700 to 1920×1080, English and French: the phases clear of the opponent, cards that grow', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 })
    await keptGame(page)
    await handCard(page, 'Zack').click()
    await page.getByTestId('payment-confirm').click()
    await page.getByTestId('next-phase').click()
    await expectPhase(page, 'attack')
    const widths: Record<string, number> = {}
    for (const [width, height] of [[1024, 700], [1280, 800], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height })
      for (const locale of ['en', 'fr'] as const) {
        await page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()
        await expect(page.getByTestId('opponent-damage')).toContainText(locale === 'fr' ? 'Adversaire' : 'Opponent')
        const phases = await page.getByTestId('phase-bar').locator('.phase').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))
        const opponent = (await page.getByTestId('opponent-damage').boundingBox())!
        for (const p of phases) {
          const apart = p.right <= opponent.x || p.left >= opponent.x + opponent.width || p.bottom <= opponent.y || p.top >= opponent.y + opponent.height
          expect(apart, `${width}×${height} ${locale}: a phase name overlaps the opponent`).toBe(true)
        }
        // the phases on one line (short names when the full ones do not fit)
        expect(new Set(phases.map((p) => Math.round(p.top))).size, `${width}×${height} ${locale}: the phase bar wraps`).toBe(1)
        // nothing wider than the window
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await page.screenshot({ path: `${dir}/playtest-${width}x${height}-${locale}.png` })
      }
      widths[width] = (await fieldCard(page, 'Zack').boundingBox())!.width
    }
    // the cards use the room of a large screen
    expect(widths[1920]!).toBeGreaterThan(widths[1024]! * 1.2)
    // issue 16 point 4: at 1920 the rows fill most of the mat (they took 62 % of it), none cut off
    const mat = await page.getByTestId('field').evaluate((field) => {
      const rows = [...field.querySelectorAll('.row')].map((r) => r.getBoundingClientRect())
      const box = field.getBoundingClientRect()
      return { filled: (Math.max(...rows.map((r) => r.bottom)) - box.top) / box.height, overflow: field.scrollHeight - field.clientHeight }
    })
    expect(mat.filled, 'the rows fill the mat at 1920×1080').toBeGreaterThan(0.75)
    expect(mat.overflow, 'nothing of the mat scrolled out of view at 1920×1080').toBeLessThanOrEqual(0)
    // a smaller window keeps the log's newest line in view (it stayed where the taller panel had it):
    // a log longer than the 1920 panel holds, followed to its end, then the window made smaller
    const logLines = await page.getByTestId('game-log').locator('li').count()
    for (let i = 0; i < 12; i++) await page.getByTestId('draw').click()
    await expect(page.getByTestId('game-log').locator('li')).toHaveCount(logLines + 12)
    await expect.poll(() => page.getByTestId('game-log').locator('ol').evaluate((ol) => ol.scrollHeight > ol.clientHeight)).toBe(true)
    await page.setViewportSize({ width: 1024, height: 700 })
    await expect(async () => {
      const lines = (await page.getByTestId('game-log').locator('ol').boundingBox())!
      const newest = (await page.getByTestId('game-log').locator('li').last().boundingBox())!
      expect(newest.y + newest.height, 'the newest log line is in view at 1024×700').toBeLessThanOrEqual(lines.y + lines.height + 1)
    }).toPass({ timeout: 3000 })

    // the opening hand (mulligan) and the start screen, at both ends
    await page.getByTestId('restart').click()
    await expectPhase(page, 'setup')
    for (const [width, height] of [[1024, 700], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height })
      for (const locale of ['en', 'fr'] as const) {
        await page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()
        await expect(page.getByTestId('keep-hand')).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await page.screenshot({ path: `${dir}/playtest-setup-${width}x${height}-${locale}.png` })
      }
    }
    await page.getByTestId('leave').click()
    for (const [width, height] of [[1024, 700], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height })
      for (const locale of ['en', 'fr'] as const) {
        await page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()
        await expect(page.getByTestId('start-game')).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await page.screenshot({ path: `${dir}/playtest-start-${width}x${height}-${locale}.png` })
      }
    }
  })
})

// Issue 16 item 2, replayed as the player met it: a Wind/Earth deck, seed 7, own turn 3, a Wind
// and an Earth Backup on the field since turn 1, hand Y'shtola (Wind/Earth, 3), Sylph (Wind Summon, 1) and
// Bartz (Wind Forward, 5). The board is set by hand with the table's own moves.
const WIND_EARTH = `Deck: Wind Earth
3 12-119L Y'shtola
3 1-074R Sylph
3 1-080H Bartz
3 1-070C Thief
3 1-115C Geomancer
3 1-065C Aerith
3 1-088C Archer
3 1-089H Rikku
3 1-100C Black Belt
3 1-103C Kimahri
3 1-071L Zidane
3 1-075C Chocobo
3 1-078C Ninja
3 1-092C Dark Knight
3 1-096C Mystic
3 1-108H Cecil
2 1-119C Monk
`

/** Moves a card of the deck to `zone` through the table's deck search (S, then the card's menu). */
async function fromDeck(page: Page, name: string, zone: 'hand' | 'field') {
  await page.keyboard.press('s')
  const browser = page.getByTestId('zone-browser')
  await expect(browser).toBeVisible()
  await browser.locator(`[data-testid="browse-card"][data-card-name="${name}"]`).first().getByRole('button', { name: /More/ }).click()
  await page.getByTestId('card-menu').locator(`[data-action="move-${zone}"]`).click()
  await expect(browser).toHaveCount(0)
}

test.describe('Issue 16 item 2: auto-pay and the legal payments', () => {
  test('5.2.1.2: casting Y’shtola on own turn 3 discards the 1-cost Sylph, not the 5-cost Bartz, and both are offered', async ({ page }) => {
    test.setTimeout(90_000)
    await openApp(page)
    await page.getByTestId('nav-playtest').click()
    await page.getByTestId('source-paste').check()
    await page.getByTestId('paste-list').fill(WIND_EARTH)
    await page.getByTestId('read-list').click()
    await expect(page.getByTestId('parsed-summary')).toContainText('50 cards')
    await startGame(page, 7)
    await page.getByTestId('keep-hand').click()
    await expectPhase(page, 'main1')
    // a Wind and an Earth Backup put on the field on turn 1 (they come in dull, and stand up on the next turns)
    for (const name of ['Thief', 'Geomancer']) await fromDeck(page, name, 'field')
    // to own turn 3 (a discard down to 5 where the rules ask for one)
    for (const turn of [2, 3]) {
      await page.getByTestId('end-turn').click()
      const discard = page.getByTestId('discard-panel')
      if (await discard.isVisible()) await discard.getByTestId('discard-confirm').click()
      await expect(page.getByTestId('turn-number')).toHaveText(`Your turn ${turn}`)
    }
    await expectPhase(page, 'main1')
    // the hand back under the deck, then Y'shtola, Sylph and Bartz in hand
    while ((await handNames(page)).length) {
      await hand(page).locator('[data-testid="board-card"]').first().click({ button: 'right' })
      await page.getByTestId('card-menu').locator('[data-action="move-deckBottom"]').click()
    }
    for (const name of ["Y'shtola", 'Sylph', 'Bartz']) await fromDeck(page, name, 'hand')
    expect((await handNames(page)).sort()).toEqual(['Bartz', 'Sylph', "Y'shtola"])

    await handCard(page, "Y'shtola").click()
    const panel = page.getByTestId('payment-panel')
    await expect(panel.getByTestId('payment-is-auto')).toBeVisible()
    await expect(panel.locator('[data-testid="pay-discard"][data-card-name="Sylph"] input')).toBeChecked()
    await expect(panel.locator('[data-testid="pay-discard"][data-card-name="Bartz"] input')).not.toBeChecked()
    await expect(panel.locator('[data-testid="pay-dull"][data-card-name="Geomancer"] input')).toBeChecked()
    // every legal payment offered: the Sylph's (auto-pay) and the Bartz's
    await expect(panel.getByTestId('payment-auto')).toContainText('discard Sylph')
    await expect(panel.getByTestId('payment-option').filter({ hasText: 'discard Bartz' }).first()).toBeVisible()
    // the same offer in French
    await panel.getByTestId('payment-cancel').click()
    await page.locator('[data-testid="language-switch"] [data-locale="fr"]').click()
    await handCard(page, "Y'shtola").click()
    await expect(panel.getByTestId('payment-auto')).toContainText('défausser Sylph')
    await expect(panel.getByTestId('payment-option').filter({ hasText: 'défausser Bartz' }).first()).toBeVisible()
    await panel.getByTestId('payment-confirm').click()
    await expect(panel).toHaveCount(0)
    await expect(row(page, 'forwards').locator(`[data-card-name="Y'shtola"]`)).toBeVisible()
    await expect(page.getByTestId('pile-breakZone')).toContainText('Sylph')
    expect(await handNames(page)).toEqual(['Bartz'])
  })
})
