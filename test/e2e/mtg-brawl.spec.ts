// Issue 32, point 5 in Chromium: MTG Arena's Alchemy and Brawl formats as a player meets them. A
// pasted Brawl list (a planeswalker commander, CR 903.12c) is guessed as Brawl; in the deck editor
// Alchemy refuses its commander pile and Brawl validates it; an Alchemy deck's search offers A-Omnath, a Standard one's does not; a Brawl game starts at 25 life
// (903.12f) with the commander in the command zone (903.6) and no commander-damage count (903.12h).
// Bundled cards only; expected values from the rules text and resources/mtg-cards.json.
// Screenshots at both sizes, in English and French (SHOTS_DIR).
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, openApp, rows, search, shootBothSizes, test } from './fixtures'
import { pasteDeck, startOnThePlay } from './playtest-steps'

interface Card { name: string; digital?: boolean; colorIdentity: string[]; manaValue: number; faces: { typeLine: string }[]; legalities: Record<string, string> }
const CARDS: Card[] = JSON.parse(readFileSync(new URL('../../resources/mtg-cards.json', import.meta.url), 'utf8')).cards
const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })
const shoot = (page: Page, name: string) => shootBothSizes(page, (w) => join(dir, `mtg-brawl-${name}-${w}.png`))
/** Both sizes, `target` scrolled into view at each (a resize keeps the pane's old scroll). */
async function shootScrolled(page: Page, target: Locator, name: string) {
  for (const [width, height] of [[1024, 700], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height })
    await target.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(dir, `mtg-brawl-${name}-${width}.png`) })
  }
}
const french = (page: Page) => page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()

/** A legendary planeswalker (not a Commander commander: it does not say it can be one) leads. */
const COMMANDER = 'Chandra, Heart of Fire'
/** 29 red creatures of mana value 2 or less that the bundled data calls legal in Arena's Brawl (its 2022 key: historicbrawl). */
const REDS = CARDS.filter((c) => c.colorIdentity.join('') === 'R' && c.manaValue <= 2 && c.legalities.historicbrawl === 'legal' && /Creature/.test(c.faces[0]!.typeLine) && !c.name.includes(' // '))
  .map((c) => c.name)
  .slice(0, 29)
const LIST = ['Commander', `1 ${COMMANDER}`, '', 'Deck', '70 Mountain', ...REDS.map((n) => `1 ${n}`)].join('\n')

test('a pasted Brawl list is guessed as Brawl; the editor’s Alchemy refuses its commander, Brawl takes it', async ({ page }) => {
  expect(REDS).toHaveLength(29)
  await openApp(page, '/cards')
  await page.getByTestId('game-switch').selectOption('mtg')
  await page.goto(page.url().replace(/#.*$/, '#/decks/import'))
  await page.getByTestId('import-text').fill(LIST)
  await page.getByTestId('import-read').click()
  await expect(page.getByTestId('import-format')).toHaveValue('brawl')
  await expect(page.getByTestId('import-format-guessed')).toContainText('Guessed from its cards')
  await expect(page.getByTestId('import-total')).toHaveText('99 cards in the main deck · 1 in the Commander pile')
  await shoot(page, 'import-en')
  await french(page)
  await expect(page.getByTestId('import-format-guessed')).toContainText('Déduit de ses cartes')
  await expect(page.getByTestId('import-format').locator('option:checked')).toHaveText('Brawl')
  await shoot(page, 'import-fr')
  await page.getByTestId('language-switch').getByRole('button', { name: 'EN' }).click()
  await page.getByTestId('import-confirm').click()
  await expect(page.getByTestId('deck-editor')).toBeVisible()
  const format = page.getByTestId('deck-format')
  await expect(format).toHaveValue('brawl')
  await expect(page.getByTestId('deck-validation')).toHaveAttribute('data-valid', 'true')
  // Alchemy: a constructed format, no commander pile (100.2a)
  await format.selectOption('alchemy')
  await expect(page.getByTestId('deck-validation')).toHaveAttribute('data-valid', 'false')
  await expect(page.getByTestId('deck-issues')).toContainText('1 card in the commander pile; Alchemy decks have no commander')
  await shoot(page, 'editor-alchemy-en')
  // An Alchemy deck's search offers Arena's own cards (A-Omnath beside Omnath); a Standard deck's does not
  const found = page.locator('.search-pane [role="option"][data-code]')
  await page.getByTestId('search-input').fill('omnath')
  await expect(found).toHaveCount(2)
  await expect(found.filter({ hasText: 'A-Omnath' })).toHaveCount(1)
  await shoot(page, 'editor-alchemy-search-en')
  await format.selectOption('standard')
  await expect(found).toHaveCount(1)
  await expect(found.filter({ hasText: 'A-Omnath' })).toHaveCount(0)
  await page.getByTestId('search-input').fill('')
  // Brawl again: valid, 100 cards with its commander
  await format.selectOption('brawl')
  await expect(page.getByTestId('deck-validation')).toHaveAttribute('data-valid', 'true')
  await shoot(page, 'editor-brawl-en')
  // Commander refuses a planeswalker that does not say it can be a commander (903.3)
  await format.selectOption('commander')
  await expect(page.getByTestId('deck-issues')).toContainText(`${COMMANDER} cannot be a commander`)
  await format.selectOption('brawl')
  await french(page)
  await expect(format.locator('option[data-format="alchemy"]')).toHaveText('Alchimie')
  await expect(page.getByTestId('deck-validation')).toHaveAttribute('data-valid', 'true')
  await shoot(page, 'editor-brawl-fr')
  await format.selectOption('alchemy')
  await expect(page.getByTestId('deck-issues')).toContainText('les decks Alchimie n’ont pas de commandant')
  await shoot(page, 'editor-alchemy-fr')
})

test('a Brawl game: 25 life each (903.12f), the commander in the command zone (903.6), no commander damage shown (903.12h)', async ({ page }) => {
  await openApp(page)
  await page.getByTestId('game-switch').selectOption('mtg')
  await pasteDeck(page, LIST, 100)
  await startOnThePlay(page, 1)
  await page.getByTestId('keep').click()
  await expect(page.getByTestId('playtest-board')).toHaveAttribute('data-phase', 'main1')
  await expect(page.getByTestId('command-count')).toHaveText('1')
  const commander = page.getByTestId('commanders').locator('li').first()
  await expect(commander).toContainText(COMMANDER)
  await expect(commander).toContainText('Commander tax: {0} more')
  await expect(commander.locator('[data-testid^="commander-damage-"]')).toHaveCount(0)
  await expect(page.getByTestId('life-player')).toHaveAttribute('data-life', '25')
  await expect(page.getByTestId('life-opponent')).toHaveAttribute('data-life', '25')
  await shoot(page, 'table-en')
  await french(page)
  await expect(commander).toContainText('Taxe de commandant')
  await shoot(page, 'table-fr')
})

test('a card’s legalities: Brawl read under its 2022 name, Timeless “No data” where the data predates its list', async ({ page }) => {
  await openApp(page, '/cards')
  await page.getByTestId('game-switch').selectOption('mtg')
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${CARDS.filter((c) => !c.digital).length.toLocaleString('en')} `))
  expect(await search(page, '"lotus cobra"')).toBe(1)
  await rows(page).first().click()
  await page.keyboard.press('Enter')
  const detail = page.locator('.detail [data-testid="card-detail"]')
  const status = (format: string) => detail.locator(`[data-testid="detail-legalities"] [data-format="${format}"]`)
  // MTGJSON 2022-04-25: historicbrawl (today's Brawl) legal, no timeless key at all
  await expect(status('brawl')).toHaveAttribute('data-status', 'legal')
  await expect(status('alchemy')).toHaveAttribute('data-status', 'legal')
  await expect(status('timeless')).toHaveAttribute('data-status', 'unknown')
  await expect(status('timeless').locator('.status')).toHaveText('No data')
  await shootScrolled(page, status('standardbrawl'), 'detail-en')
  await french(page)
  await expect(status('timeless').locator('.status')).toHaveText('Sans données')
  await shootScrolled(page, status('standardbrawl'), 'detail-fr')
})
