// Issue 31, "Done means": in each game and language, a new player starts from an empty library,
// opens a sample deck, plays three turns and runs the lab; the start page and each sample deck's
// table are shot at 1024×700 and 1920×1080 (under /tmp/shots-wt-newplayer, looked at by hand).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { GAME_IDS, type GameId } from '../../src-shared/games'
import { sampleDecksOf } from '../../src-shared/games/sample-decks'
import { expect, shootBothSizes, test, TOKEN } from './fixtures'
import { advanceTo } from './playtest-steps'

test.use({ firstStart: true })
test.describe.configure({ timeout: 180_000 })

const dir = process.env.DECKLAB_SHOTS ?? '/tmp/shots-wt-newplayer'
mkdirSync(dir, { recursive: true })
const board = (page: Page) => page.getByTestId('playtest-board')

const WORDS = {
  en: { welcome: 'Welcome to Deck Lab', turn: (n: number) => `Your turn ${n}`, done: /Done: 2,000 games/ },
  fr: { welcome: 'Bienvenue dans Deck Lab', turn: (n: number) => `Votre tour ${n}`, done: /Terminé : 2\D?000 parties/ },
} as const

async function firstStart(page: Page, locale: 'en' | 'fr') {
  await page.addInitScript((l) => {
    try {
      if (!localStorage.getItem('decklab.locale')) localStorage.setItem('decklab.locale', l)
    } catch {
      // about:blank
    }
  }, locale)
  await page.goto(`/?token=${TOKEN}`)
  await expect(page.getByTestId('start-page')).toBeVisible()
  await expect(page.locator('h1')).toHaveText(WORDS[locale].welcome)
}

/** Keeps the opening hand (FFTCG's mulligan panel names its button keep-hand). */
async function keep(page: Page) {
  const button = page.getByTestId('keep').or(page.getByTestId('keep-hand'))
  await button.click()
  await expect(button).toHaveCount(0)
}

const BASIC_LANDS = ['Forest', 'Plains', 'Mountain', 'Island', 'Swamp'].map((n) => `[data-card-name="${n}"]`).join(', ')

/** Magic: a basic land played in the precombat main phase (so the hand stays at seven: no cleanup discard). */
async function playLand(page: Page) {
  await advanceTo(page, 'main1', () => 'pass-priority', 14)
  const land = page.getByTestId('hand').locator(BASIC_LANDS).first()
  const before = await page.getByTestId('row-lands').locator('[data-testid="board-card"]').count()
  await land.click()
  await expect(page.getByTestId('row-lands').locator('[data-testid="board-card"]')).toHaveCount(before + 1)
}

/** Plays own turns until the phase bar counts `own`: Magic's turns with a land each, FFTCG's end-of-turn discard answered. */
async function playTo(page: Page, game: GameId, own: number, locale: 'en' | 'fr') {
  for (let i = 0; i < 16; i++) {
    await expect(board(page)).toHaveAttribute('aria-busy', 'false')
    if ((await page.getByTestId('turn-number').textContent())?.includes(WORDS[locale].turn(own))) return
    const discard = page.getByTestId('discard-confirm')
    if (await discard.isVisible()) {
      await discard.click()
      continue
    }
    if (game === 'mtg' && (await board(page).getAttribute('data-phase')) !== 'opponent') await playLand(page)
    await page.getByTestId('end-turn').or(page.getByTestId('next-turn')).click()
  }
  await expect(page.getByTestId('turn-number')).toContainText(WORDS[locale].turn(own))
}

for (const locale of ['en', 'fr'] as const) {
  for (const game of GAME_IDS) {
    test(`${game}, ${locale}: empty library → sample deck → three turns → lab`, async ({ page }) => {
      await firstStart(page, locale)
      await page.getByTestId('game-switch').selectOption(game)
      await page.getByTestId('nav-decks').click()
      const empty = page.getByTestId('library-empty')
      await expect(empty).toBeVisible()
      const samples = empty.getByTestId('sample-deck')
      await expect(samples).toHaveCount(sampleDecksOf(game as GameId).length)
      const sample = sampleDecksOf(game as GameId)[0]!

      // one click: the sample saved as a deck of the library, its table's start with it chosen
      await samples.first().getByTestId('sample-playtest').click()
      await expect(page.getByTestId('playtest-start')).toBeVisible()
      await page.getByTestId('seed-input').fill('11')
      await page.getByTestId('on-the-play').check()
      await page.getByTestId('start-game').click()
      await keep(page)
      await playTo(page, game as GameId, 4, locale)
      await expect(board(page)).toHaveAttribute('data-result', /ongoing|^$/)

      // the sample is an ordinary deck of the library, and the start page opens its lab in one click
      await page.getByTestId('nav-decks').click()
      await expect(page.getByTestId('deck-row')).toHaveCount(1)
      await expect(page.getByTestId('deck-link')).toHaveText(sample.names[locale])
      await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'valid')
      await page.getByTestId('library-samples').click()
      await page.locator(`[data-sample="${sample.id}"]`).getByTestId('sample-lab').click()
      await expect(page.getByTestId('lab-panel')).toBeVisible()
      await page.getByTestId('lab-games').fill('2000')
      await page.getByTestId('lab-run').click()
      await expect(page.getByTestId('lab-done')).toContainText(WORDS[locale].done, { timeout: 120_000 })
      // each headline figure explains itself on keyboard focus, and the lab's help lists them all
      const mulligan = page.locator('.figures > [data-figure="mulligan"] dt')
      await mulligan.focus()
      const line = await mulligan.getAttribute('data-explain')
      expect(line?.length).toBeGreaterThan(30)
      await expect(page.getByTestId('lab-figure-help').locator('[data-figure-help="mulligan"]')).toHaveText(line!)
      await shootBothSizes(page, (w) => join(dir, `lab-${game}-${locale}-${w}.png`))
      await expect(page.getByTestId('deck-row')).toHaveCount(0) // still the editor, no second copy made
    })
  }

  // A screenshot sweep for a person to look at, not a check: minutes of Chromium per language, so
  // it runs only when asked (`DECKLAB_SHOTS=/tmp/shots npx playwright test first-start`), like `npm run shots`.
  if (process.env.DECKLAB_SHOTS) test(`start page and every sample deck's table, ${locale} (screenshots)`, async ({ page }) => {
    test.setTimeout(480_000) // nine tables, each shot at two sizes
    await firstStart(page, locale)
    for (const game of GAME_IDS) {
      await page.getByTestId('game-switch').selectOption(game)
      await page.goto(new URL('#/start', page.url()).href)
      await expect(page.getByTestId('sample-deck').first()).toBeVisible()
      await shootBothSizes(page, (w) => join(dir, `start-${game}-${locale}-${w}.png`))
      for (const sample of sampleDecksOf(game as GameId)) {
        await page.goto(new URL('#/start', page.url()).href)
        await page.locator(`[data-sample="${sample.id}"]`).getByTestId('sample-playtest').click()
        await page.getByTestId('seed-input').fill('11')
        await page.getByTestId('start-game').click()
        await keep(page)
        await shootBothSizes(page, (w) => join(dir, `table-${sample.id}-${locale}-${w}.png`))
        await page.getByTestId('leave').click()
        await expect(page.getByTestId('playtest-start')).toBeVisible()
      }
    }
  })
}
