// The playtest start page and the tables of the four games at each moment a player meets them,
// shot at 1024×700 and 1920×1080, in English and French (issue 16, "Done means"), for a person to
// look at: test-results/shots-all/<screen>-<locale>-<width>.png. Each game is driven with the seeds
// its e2e spec picked (test/e2e/*playtest*.spec.ts, *-line.ts); the geometry asserts live there.
import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expect, openApp, test } from '../e2e/fixtures'
import { CREATURES_DECK, CREATURES_SEED, FFTCG_DECK, FFTCG_SEED } from '../e2e/play-decks'
import { DECK_LIST as MTG_DECK, firstLine as mtgLine } from '../e2e/mtg-line'
import { DECKLIST as VANGUARD_DECK, firstLine as vanguardLine } from '../e2e/vanguard-line'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots-all'
mkdirSync(dir, { recursive: true })

const SIZES = [
  [1024, 700],
  [1920, 1080],
] as const

const board = (page: Page) => page.getByTestId('playtest-board')
const hand = (page: Page) => page.getByTestId('hand')
const handCard = (page: Page, name: string) => hand(page).locator(`[data-card-name="${name}"]`).first()
const fieldCard = (page: Page, name: string) => page.getByTestId('field').locator(`[data-card-name="${name}"]`).first()

/** The screen at both sizes in the test's language; the game is driven at 1280×800 in between. */
async function shoot(page: Page, locale: string, screen: string) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    // two frames: the layout has followed the new size (container-sized cards, short phase names)
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
    await page.screenshot({ path: `${dir}/${screen}-${locale}-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function toPlaytest(page: Page, game: string) {
  await openApp(page)
  if (game !== 'fftcg') await page.getByTestId('game-switch').selectOption(game)
  await page.getByTestId('nav-playtest').click()
  await expect(page.getByTestId('playtest-start')).toBeVisible()
}

async function pasteList(page: Page, list: string, summary: string) {
  await page.getByTestId('source-paste').check()
  await page.getByTestId('paste-list').fill(list)
  await page.getByTestId('read-list').click()
  await expect(page.getByTestId('parsed-summary')).toContainText(summary)
}

async function startGame(page: Page, seed: number) {
  await page.getByTestId('seed-input').fill(String(seed))
  await page.getByTestId('on-the-play').check()
  await page.getByTestId('start-game').click()
  await expect(board(page)).toBeVisible()
  await expect(page.getByTestId('start-error')).toHaveCount(0)
}

// ---- FFTCG: the deck and seed of test/e2e/playtest.spec.ts (test/e2e/play-decks.ts) ----------

/** A card of the deck put onto the field from the search (S), as a player would to set a board. */
async function searchToField(page: Page, name: string) {
  await page.keyboard.press('s')
  const browser = page.getByTestId('zone-browser')
  await expect(browser).toBeVisible()
  await browser.locator(`[data-testid="browse-card"][data-card-name="${name}"]`).first().getByRole('button').last().click()
  await page.getByTestId('card-menu').locator('[data-action="move-field"]').click()
  await expect(browser).toHaveCount(0)
}

// ---- Magic: the deck and line of test/e2e/mtg-line.ts (the bundled catalog has its cards) ------
const MTG = mtgLine()

/** Passes priority until the step (each pass waits for main's answer). */
async function passTo(page: Page, phase: string) {
  for (let i = 0; i < 14; i++) {
    await expect(board(page)).toHaveAttribute('aria-busy', 'false')
    const now = await board(page).getAttribute('data-phase')
    if (now === phase) return
    await page.getByTestId('pass-priority').click()
    await expect(board(page)).not.toHaveAttribute('data-phase', now!)
  }
  throw new Error(`never reached ${phase}`)
}

async function mtgNextTurn(page: Page) {
  await page.getByTestId('next-turn').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'opponent')
  await page.getByTestId('next-turn').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'main1')
}

// ---- Vanguard: dsd01 and the line of test/e2e/vanguard-line.ts --------------------------------
const VANGUARD = vanguardLine()

/** Next phase (or end of turn, from the end phase and the goldfish's turn) until `phase`. */
async function vanguardTo(page: Page, phase: string) {
  for (let i = 0; i < 12; i++) {
    await expect(board(page)).toHaveAttribute('aria-busy', 'false')
    const now = await board(page).getAttribute('data-phase')
    if (now === phase) return
    await page.getByTestId(now === 'end' || now === 'opponent' ? 'end-turn' : 'next-phase').click()
    await expect(board(page)).not.toHaveAttribute('data-phase', now!)
  }
  throw new Error(`never reached ${phase}`)
}

// ---- the creature game: the deck and seed of test/e2e/creatures-playtest.spec.ts (play-decks.ts)
const demoSet = JSON.parse(readFileSync(new URL('../../resources/creatures-demo-set.json', import.meta.url), 'utf8')) as { cards: { name: string; level: number | null }[] }
const LEVEL_0 = demoSet.cards.filter((c) => c.level === 0).map((c) => c.name)
const creatureRow = (page: Page) => page.getByTestId('row-creatures')

for (const locale of ['en', 'fr'] as const) {
  test.describe(`${locale}`, () => {
    test.use({ locale: locale === 'fr' ? 'fr-FR' : 'en-US' })

    test(`FFTCG: the start page and the table at each moment (${locale})`, async ({ page }) => {
      await toPlaytest(page, 'fftcg')
      await pasteList(page, FFTCG_DECK, locale === 'fr' ? '50 cartes' : '50 cards')
      await shoot(page, locale, 'playtest-start-pasted')
      await page.getByTestId('save-pasted').click()
      await expect(page.getByTestId('deck-select')).toBeVisible()
      await shoot(page, locale, 'playtest-start-saved')

      // 8.2.1.4 the opening hand: keep, or mulligan in the order chosen
      await startGame(page, FFTCG_SEED)
      await expect(page.getByTestId('mulligan-order').locator('li')).toHaveCount(5)
      await shoot(page, locale, 'fftcg-mulligan')
      await page.getByTestId('mulligan-order').locator('li').first().getByRole('button').last().click()
      await page.getByTestId('take-mulligan').click()
      await expect(page.getByTestId('take-mulligan')).toHaveCount(0)
      await shoot(page, locale, 'fftcg-mulligan-after')
      await page.getByTestId('keep-hand').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'main1')

      // 11.2 paying: auto-pay first, then the engine's legal payments
      await handCard(page, 'Red Mage').click()
      const panel = page.getByTestId('payment-panel')
      await expect(panel.getByTestId('payment-is-auto')).toBeVisible()
      await shoot(page, locale, 'fftcg-payment-auto')
      await panel.getByTestId('payment-confirm').click()
      await expect(panel).toHaveCount(0)
      await handCard(page, 'Tifa').click()
      await expect(panel.getByTestId('payment-option').first()).toBeVisible()
      await panel.getByTestId('payment-option').first().click()
      await shoot(page, locale, 'fftcg-payment-legal')
      await panel.getByTestId('payment-confirm').click()
      await expect(panel).toHaveCount(0)

      // a board: Backups and Forwards, Cloud just arrived
      await searchToField(page, 'Black Mage')
      await searchToField(page, 'Cloud')
      await expect(page.getByTestId('row-forwards').locator('[data-testid="board-card"]')).toHaveCount(2)
      await shoot(page, locale, 'fftcg-main')

      // 10.1.2.1.1 the Attack Phase: Cloud just arrived and cannot attack (issue 16, point 1)
      await page.getByTestId('next-phase').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'attack')
      await fieldCard(page, 'Cloud').click()
      await expect(page.getByTestId('attack')).toBeDisabled()
      await shoot(page, locale, 'fftcg-attack-new')
      await fieldCard(page, 'Tifa').click()
      await page.getByTestId('attack').click()
      await expect(page.getByTestId('opponent-damage-count')).toHaveText('1/7')

      // a damage with an EX Burst (Shiva)
      await page.getByTestId('take-damage').click()
      await expect(page.getByTestId('ex-burst')).toBeVisible()
      await shoot(page, locale, 'fftcg-ex-burst')

      // look at the top (V), the break zone, the context menu
      await fieldCard(page, 'Tifa').focus()
      await page.keyboard.press('v')
      await expect(page.getByTestId('look-prompt')).toBeVisible()
      await shoot(page, locale, 'fftcg-look-prompt')
      await page.getByTestId('look-confirm').click()
      await expect(page.getByTestId('zone-browser')).toBeVisible()
      await shoot(page, locale, 'fftcg-look-top')
      await page.getByTestId('browse-close').click()
      await page.getByTestId('pile-breakZone').click()
      await expect(page.getByTestId('zone-browser')).toBeVisible()
      await shoot(page, locale, 'fftcg-break-zone')
      await page.getByTestId('browse-close').click()
      await fieldCard(page, 'Tifa').click({ button: 'right' })
      await expect(page.getByTestId('card-menu')).toBeVisible()
      await shoot(page, locale, 'fftcg-menu')
      await page.keyboard.press('Escape')

      // 9.5.1.2 the End Phase discard
      for (let i = 0; i < 4; i++) await page.getByTestId('draw').click()
      await page.getByTestId('end-turn').click()
      await expect(page.getByTestId('discard-panel')).toBeVisible()
      await shoot(page, locale, 'fftcg-discard')
      await page.getByTestId('discard-confirm').click()
      await expect(page.getByTestId('discard-panel')).toHaveCount(0)

      // the next turn: Tifa and Cloud attack as a party (one damage to the player); the log beside
      await page.getByTestId('next-phase').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'attack')
      await fieldCard(page, 'Tifa').click()
      await fieldCard(page, 'Cloud').click()
      await expect(page.getByTestId('attack')).toBeEnabled()
      await shoot(page, locale, 'fftcg-party')
      await page.getByTestId('attack').click()
      await expect(page.getByTestId('opponent-damage-count')).toHaveText('2/7')
      await shoot(page, locale, 'fftcg-log')

      // game over: the goldfish's seventh damage; restart
      for (let i = 0; i < 5; i++) await page.getByTestId('hit-opponent').click()
      await expect(page.getByTestId('game-over')).toBeVisible()
      await shoot(page, locale, 'fftcg-game-over')
      await page.getByTestId('game-over').getByRole('button').first().click()
      await expect(board(page)).toHaveAttribute('data-phase', 'setup')

      // the start page with the deck's history
      await page.getByTestId('leave').click()
      await expect(page.getByTestId('playtest-history-row').first()).toBeVisible()
      await shoot(page, locale, 'playtest-start-history')
    })
    test(`Magic: the table at each moment (${locale})`, async ({ page }) => {
      await toPlaytest(page, 'mtg')
      await pasteList(page, MTG_DECK, locale === 'fr' ? '60 cartes' : '60 cards')
      await startGame(page, MTG.seed)
      await expect(board(page)).toHaveAttribute('data-phase', 'mulligan')
      await shoot(page, locale, 'mtg-mulligan')
      // CR 103.5 the London mulligan: seven new cards, one of them to the bottom
      await page.getByTestId('mulligan').click()
      const bottom = page.locator('[data-testid^="bottom-pick-"]')
      await expect(bottom).toHaveCount(7)
      await bottom.first().click()
      await shoot(page, locale, 'mtg-mulligan-bottom')
      // the line's own hand again: the same seed, kept
      await page.getByTestId('restart').click()
      await expect(page.locator('[data-testid^="bottom-pick-"]')).toHaveCount(0)
      await page.getByTestId('keep').click()
      await passTo(page, 'main1')
      const lands = page.getByTestId('row-lands').locator('[data-card-name="Island"]')
      await hand(page).locator('[data-card-name="Island"]').first().click()
      await expect(lands).toHaveCount(1)
      await mtgNextTurn(page)
      await hand(page).locator('[data-card-name="Island"]').first().click()
      await expect(lands).toHaveCount(2)
      // CR 605 the lands tapped for mana; CR 601.2h the payment dialog, filled by the auto-payer; the spell on the stack
      await lands.nth(0).click()
      await lands.nth(1).click()
      await expect(page.getByTestId('mana-pool')).toHaveAttribute('data-mana', 'UU')
      await handCard(page, 'Renowned Weaponsmith').click({ button: 'right' })
      await page.getByTestId('card-menu').locator('[data-action="pay"]').click()
      await expect(page.getByTestId('payment-dialog')).toBeVisible()
      await shoot(page, locale, 'mtg-payment')
      await page.getByTestId('pay-confirm').click()
      await expect(page.getByTestId('stack-0')).toContainText('Renowned Weaponsmith')
      await shoot(page, locale, 'mtg-stack')
      await page.getByTestId('pass-priority').click()
      const smith = page.getByTestId('row-creatures').locator('[data-card-name="Renowned Weaponsmith"]')
      await expect(smith).toHaveCount(1)
      await shoot(page, locale, 'mtg-lands-creatures')
      // turn 3: a dummy blocker for the goldfish (3.3.a), the attack, the block
      await mtgNextTurn(page)
      await page.getByTestId('add-dummy').click()
      await expect(page.getByTestId('dummy-form')).toBeVisible()
      await shoot(page, locale, 'mtg-dummy-form')
      await page.getByTestId('dummy-save').click()
      await expect(page.locator('[data-testid^="dummy-"][data-damage]')).toHaveCount(1)
      await passTo(page, 'declareAttackers')
      await page.getByTestId(`attacker-${await smith.getAttribute('data-id')}`).click()
      await shoot(page, locale, 'mtg-attackers')
      await page.getByTestId('declare-attackers').click()
      await passTo(page, 'declareBlockers')
      const block = page.locator('select[data-testid^="block-"]').first()
      await block.selectOption({ index: 1 })
      await shoot(page, locale, 'mtg-blockers')
      await page.getByTestId('declare-blockers').click()
      await passTo(page, 'combatDamage')
      await shoot(page, locale, 'mtg-combat-damage')
    })

    test(`Vanguard: the table at each moment (${locale})`, async ({ page }) => {
      await toPlaytest(page, 'vanguard')
      await pasteList(page, VANGUARD_DECK, locale === 'fr' ? '50 cartes' : '50 cards')
      await startGame(page, VANGUARD.seed)
      await expect(board(page)).toHaveAttribute('data-phase', 'mulligan')
      await shoot(page, locale, 'vanguard-mulligan')
      await page.getByTestId('keep').click()
      // the ride: a card of the hand discarded to ride the ride deck's next grade, to grade 3
      for (const [i, discard] of VANGUARD.discards.entries()) {
        await vanguardTo(page, 'ride')
        await handCard(page, discard).click({ button: 'right' })
        if (i === 0) await shoot(page, locale, 'vanguard-ride-menu')
        await page.getByTestId('card-menu').locator('[role="menuitem"]').first().click()
        await expect(page.getByTestId('soul-count')).toHaveText(String(i + 1))
        if (i === 0) await shoot(page, locale, 'vanguard-ride')
        if (i < VANGUARD.discards.length - 1) await vanguardTo(page, 'end')
      }
      // the call: the Boost unit behind the vanguard
      await vanguardTo(page, 'main')
      await handCard(page, VANGUARD.booster).click()
      await expect(page.getByTestId('call-dialog')).toBeVisible()
      await shoot(page, locale, 'vanguard-call')
      await page.getByTestId('call-backCenter').click()
      // the boosted attack, its drive check's critical trigger
      await vanguardTo(page, 'battle')
      const vanguard = page.getByTestId('row-front').locator(`[data-card-name="${VANGUARD.vanguard}"]`)
      await vanguard.click()
      await expect(page.getByTestId('attack-dialog')).toBeVisible()
      await shoot(page, locale, 'vanguard-attack')
      await page.getByTestId('attack-confirm').click()
      const trigger = page.getByTestId('trigger-dialog')
      await expect(trigger).toBeVisible()
      await shoot(page, locale, 'vanguard-trigger')
      const vc = (await vanguard.getAttribute('data-id'))!
      for (let i = 0; i < 6 && (await trigger.count()); i++) await page.getByTestId(`trigger-unit-${vc}`).click()
      await expect(trigger).toHaveCount(0)
      await shoot(page, locale, 'vanguard-after-attack')
      // a damage check from the deck's menu: the damage zone
      await page.getByTestId('pile-deck').click()
      await page.getByTestId('card-menu').locator('[role="menuitem"]').filter({ hasText: /damage|dégât/i }).first().click()
      for (let i = 0; i < 4 && (await trigger.count()); i++) await page.getByTestId(`trigger-unit-${vc}`).click()
      await expect(page.getByTestId('damage-count')).toHaveText('1/6')
      await shoot(page, locale, 'vanguard-damage')
    })

    test(`the creature game: the table at each moment (${locale})`, async ({ page }) => {
      await toPlaytest(page, 'creatures')
      await pasteList(page, CREATURES_DECK, locale === 'fr' ? '40 cartes' : '40 cards')
      await startGame(page, CREATURES_SEED)
      await expect(page.getByTestId('mulligan-panel')).toBeVisible()
      await page.getByTestId('mulligan-panel').locator('button[aria-pressed]').first().click()
      await shoot(page, locale, 'creatures-opening')
      await page.getByTestId('keep').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'primary')
      const summon = page.getByTestId('summon-dialog')
      await handCard(page, 'Reed Serpent').click()
      await expect(summon).toBeVisible()
      await shoot(page, locale, 'creatures-summon')
      await summon.getByTestId('summon-confirm').click()
      await handCard(page, 'Moss Sprite').click()
      await summon.getByTestId('summon-confirm').click()
      await expect(summon).toHaveCount(0)
      await page.getByTestId('end-turn').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'opponent')
      await page.getByTestId('end-turn').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'primary')
      // 1.3 a level-1 summon sacrifices a creature
      await handCard(page, 'Storm Heron').click()
      await summon.locator('[data-testid^="sacrifice-"]').filter({ hasText: 'Reed Serpent' }).locator('input').check()
      await shoot(page, locale, 'creatures-sacrifice')
      await summon.getByTestId('summon-confirm').click()
      await expect(summon).toHaveCount(0)
      // a dummy creature on the goldfish's field, then the clash: the attack asks its target
      await page.keyboard.press('g')
      await expect(page.getByTestId('dummy-form')).toBeVisible()
      await shoot(page, locale, 'creatures-dummy-form')
      await page.getByTestId('dummy-form').getByTestId('dummy-atk').press('Enter')
      await expect(page.getByTestId('dummy-form')).toHaveCount(0)
      await page.getByTestId('next-phase').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'clash')
      await creatureRow(page).locator('[data-card-name="Storm Heron"]').click()
      await expect(page.getByTestId('target-dialog')).toBeVisible()
      await shoot(page, locale, 'creatures-target')
      await page.getByTestId('target-dialog').locator('[data-testid^="target-o"]').first().click()
      await page.getByTestId('next-phase').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'final')
      await shoot(page, locale, 'creatures-rest')
      // on until the goldfish's LP are gone
      for (let turn = 0; turn < 10 && (await board(page).getAttribute('data-result')) === 'ongoing'; turn++) {
        await page.getByTestId('end-turn').click()
        await expect(board(page)).toHaveAttribute('data-phase', 'opponent')
        await page.getByTestId('end-turn').click()
        await expect(board(page)).toHaveAttribute('data-phase', 'primary')
        for (;;) {
          const ready = (await hand(page).locator('[data-testid="board-card"].ready').evaluateAll((els) => els.map((el) => el.getAttribute('data-card-name') ?? ''))).find((n) => LEVEL_0.includes(n))
          if (!ready) break
          await handCard(page, ready).click()
          await summon.getByTestId('summon-confirm').click()
          await expect(summon).toHaveCount(0)
        }
        await page.getByTestId('next-phase').click()
        await expect(board(page)).toHaveAttribute('data-phase', 'clash')
        for (let i = 0; i < 5; i++) {
          const ready = creatureRow(page).locator('[data-testid="board-card"].ready').first()
          if (!(await ready.count())) break
          const before = await creatureRow(page).locator('[data-testid="board-card"].ready').count()
          await ready.click()
          await expect(creatureRow(page).locator('[data-testid="board-card"].ready')).toHaveCount(before - 1)
        }
        await page.getByTestId('next-phase').click()
        await expect(board(page)).not.toHaveAttribute('aria-busy', 'true')
        await expect.poll(async () => (await board(page).getAttribute('data-result')) !== 'ongoing' || (await board(page).getAttribute('data-phase')) === 'final').toBe(true)
      }
      await expect(page.getByTestId('game-over')).toBeVisible()
      await shoot(page, locale, 'creatures-game-over')
    })
  })
}
