// Steps the games' playtest walks share: a decklist pasted on the Playtest page of the game chosen,
// a game started from it, the board moved on to a phase, the pasted deck saved and its lab run.
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

const board = (page: Page) => page.getByTestId('playtest-board')

/** Pastes `list` on the Playtest page and reads it: `cards` cards in all. */
export async function pasteDeck(page: Page, list: string, cards: number) {
  await page.getByTestId('nav-playtest').click()
  await page.getByTestId('source-paste').check()
  await page.getByTestId('paste-list').fill(list)
  await page.getByTestId('read-list').click()
  await expect(page.getByTestId('parsed-summary')).toContainText(`${cards} cards`)
}

/** Starts the pasted deck's game with `seed` on the play, at its mulligan. */
export async function startOnThePlay(page: Page, seed: number) {
  await page.getByTestId('seed-input').fill(String(seed))
  await page.getByTestId('on-the-play').check()
  await page.getByTestId('start-game').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'mulligan')
  await expect(page.getByTestId('start-error')).toHaveCount(0)
}

/**
 * Clicks the button `buttonFor` names for the board's phase until the board is at `phase`; each
 * click waits for main's answer.
 */
export async function advanceTo(page: Page, phase: string, buttonFor: (now: string) => string, tries: number) {
  for (let i = 0; i < tries; i++) {
    await expect(board(page)).toHaveAttribute('aria-busy', 'false')
    const now = (await board(page).getAttribute('data-phase'))!
    if (now === phase) return
    await page.getByTestId(buttonFor(now)).click()
    await expect(board(page)).not.toHaveAttribute('data-phase', now)
  }
  throw new Error(`never reached ${phase}`)
}

/** Saves the pasted deck to the library and opens it in the editor (the library's only deck). */
export async function savePastedAndOpen(page: Page) {
  await page.getByTestId('save-pasted').click()
  await page.getByTestId('nav-decks').click()
  await page.getByTestId('deck-row').first().click()
  await expect(page.getByTestId('deck-editor')).toBeVisible()
}

/** Runs the open deck's lab, 20,000 games from seed 2024, to the end. */
export async function runLab(page: Page) {
  await page.getByTestId('tab-lab').click()
  await page.getByTestId('lab-games').fill('20000')
  await page.getByTestId('lab-seed').fill('2024')
  await page.getByTestId('lab-run').click()
  await expect(page.getByTestId('lab-done')).toContainText('Done: 20,000 games, seed 2024', { timeout: 90_000 })
}
