// Issue 32, points 5–7 in Chromium against the real catalog: the French interface shows Magic's
// French names (MTGJSON's foreignData) and finds a card by its French name; a card's legalities say
// the date of their data; a pasted list's format is guessed from its cards and said; the lab shows
// Karsten's coloured sources beside the deck's. Expected values are read from
// resources/mtg-cards.json, not from the app. Screenshots at both sizes, in English and French.
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, openApp, rows, search, shootBothSizes, test } from './fixtures'
import { runLab, savePastedAndOpen, pasteDeck } from './playtest-steps'

interface Card { id: string; name: string; digital?: boolean; dataDate?: string; fr?: { name: string; faces: { typeLine: string }[] } }
const CARDS: Card[] = JSON.parse(readFileSync(new URL('../../resources/mtg-cards.json', import.meta.url), 'utf8')).cards
const COBRA = CARDS.find((c) => c.name === 'Lotus Cobra')!
const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })
const shoot = (page: Page, name: string) => shootBothSizes(page, (w) => join(dir, `mtg-data-${name}-${w}.png`))
const french = (page: Page) => page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
const english = (page: Page) => page.getByTestId('language-switch').getByRole('button', { name: 'EN' }).click()

async function openMagic(page: Page) {
  await openApp(page, '/cards')
  await page.getByTestId('game-switch').selectOption('mtg')
  // Arena's own cards are left out of a search that does not ask for them
  const paper = CARDS.filter((c) => !c.digital).length
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${paper.toLocaleString('en')} `))
}

test('in French, Magic cards show their French names, and a card is found by its French name, with its data’s date', async ({ page }) => {
  await openMagic(page)
  expect(COBRA.fr?.name).toBe('Cobra de lotus')
  await french(page)
  expect(await search(page, 'cobra de lotus')).toBe(1)
  const row = rows(page).and(page.locator(`[data-code="${COBRA.id}"]`))
  await expect(row.locator('.col-name')).toHaveText(COBRA.fr!.name)
  await expect(row.locator('.col-typeLine')).toHaveText(COBRA.fr!.faces[0]!.typeLine)
  await row.click()
  await page.keyboard.press('Enter')
  const detail = page.locator('.detail [data-testid="card-detail"]')
  await expect(detail.getByTestId('detail-name')).toHaveText('Cobra de lotus')
  await expect(detail.getByTestId('detail-english-name')).toHaveText('Lotus Cobra')
  await expect(detail.getByTestId('detail-legalities-date')).toContainText(COBRA.dataDate!)
  await detail.getByTestId('detail-legalities').scrollIntoViewIfNeeded()
  await shoot(page, 'detail-fr')
  await english(page)
  await expect(row.locator('.col-name')).toHaveText('Lotus Cobra')
  await expect(detail.getByTestId('detail-name')).toHaveText('Lotus Cobra')
  await expect(detail.getByTestId('detail-legalities-date')).toHaveText(`As of ${COBRA.dataDate}, the date of this card data — update the card data for today’s.`)
  await shoot(page, 'detail-en')
})

test('a pasted list says the format guessed from its cards, which the player may change', async ({ page }) => {
  await openMagic(page)
  await page.goto(page.url().replace(/#.*$/, '#/decks/import'))
  await page.getByTestId('import-text').fill('Deck\n4 Lightning Bolt\n4 Choc\n4 Cobra de lotus\n48 Montagne')
  await page.getByTestId('import-read').click()
  // Lightning Bolt is not in Standard nor Pioneer by the bundled data; every card is in Modern
  await expect(page.getByTestId('import-format')).toHaveValue('modern')
  await expect(page.getByTestId('import-format-guessed')).toContainText('Guessed from its cards')
  await expect(page.getByTestId('import-total')).toContainText('60')
  await shoot(page, 'import-en')
  await french(page)
  await expect(page.getByTestId('import-format-guessed')).toContainText('Déduit de ses cartes')
  await shoot(page, 'import-fr')
  // changed by the player: the guess is no longer said
  await page.getByTestId('import-format').selectOption('legacy')
  await expect(page.getByTestId('import-format-guessed')).toHaveCount(0)
})

test('the lab lists the coloured sources each cost needs by Karsten’s method beside the deck’s own', async ({ page }) => {
  test.setTimeout(180_000)
  await openMagic(page)
  await pasteDeck(page, 'Deck\n4 Lightning Bolt\n4 Shock\n4 Bounding Wolf\n4 Lotus Cobra\n4 Bloodbriar\n4 Augur of Autumn\n4 Llanowar Elves\n4 Corrosive Ooze\n4 Byway Courier\n12 Mountain\n12 Forest', 60)
  await savePastedAndOpen(page)
  await runLab(page)
  const sources = page.getByTestId('lab-sources')
  // Lightning Bolt and Shock: one red pip on turn 1, with 12 Mountains
  const red = sources.locator('tr[data-cost="R C"]')
  await expect(red.locator('[data-col="deck"]')).toContainText('12')
  await expect(red.locator('.names')).toHaveText('Lightning Bolt, Shock')
  await sources.scrollIntoViewIfNeeded()
  await shoot(page, 'lab-en')
  await french(page)
  await expect(sources.locator('.title')).toHaveText('Sources colorées nécessaires (méthode de Frank Karsten)')
  // the spells by their French names, from the deck's cards
  await expect(page.getByTestId('lab-spells').locator('tr[data-spell="Shock"] th')).toHaveText('4× Choc')
  await expect(red.locator('.names')).toHaveText('Lightning Bolt, Choc')
  await sources.scrollIntoViewIfNeeded()
  await shoot(page, 'lab-fr')
})
