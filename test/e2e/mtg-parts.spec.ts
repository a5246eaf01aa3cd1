// Issue 14 in the app: with Magic chosen, the Cards view shows Magic's own parts against the real
// catalog in Chromium: its columns (colours as mana symbols, mana value, type line), and the detail
// of a card with two faces, turned over with the keyboard, in English and French. Expected values
// are read from resources/mtg-cards.json, not from the app.
import { readFileSync } from 'node:fs'
import { expect, openApp, rows, search, test } from './fixtures'

interface Face { name: string; typeLine: string; power: string | null; toughness: string | null }
interface Card { id: string; name: string; layout: string; colors: string[]; faces: Face[]; digital?: boolean }
const CARDS: Card[] = JSON.parse(readFileSync(new URL('../../resources/mtg-cards.json', import.meta.url), 'utf8')).cards
const RESEARCHER = CARDS.find((c) => c.name === 'Aberrant Researcher // Perfected Form')!

test.beforeEach(async ({ page }) => {
  await openApp(page, '/cards')
  await page.getByTestId('game-switch').selectOption('mtg')
  // MTG Arena's own cards are left out of a search that does not ask for them (issue 32)
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${CARDS.filter((c) => !c.digital).length.toLocaleString('en')} `))
})

test('the Magic Cards view: its columns, and a transforming card’s detail turned over with the keyboard', async ({ page }) => {
  const header = page.locator('.result-list .header')
  await expect(header).toContainText(/mana value/i)
  await expect(header).toContainText(/type line/i)
  expect(RESEARCHER.layout).toBe('transform')
  expect(await search(page, 'Aberrant Researcher')).toBeGreaterThanOrEqual(1)
  const row = rows(page).and(page.locator(`[data-code="${RESEARCHER.id}"]`))
  // its colour as a mana symbol, named
  await expect(row.locator('.col-colors [data-testid="color-icon"]')).toHaveAttribute('aria-label', 'Blue')
  await row.click()
  await page.keyboard.press('Enter')
  const detail = page.locator('.detail [data-testid="card-detail"]')
  await expect(detail.locator('h2')).toHaveText(RESEARCHER.name)
  const [front, back] = RESEARCHER.faces
  await expect(detail.getByTestId('detail-face').locator('.face-name')).toHaveText(front!.name)
  const backButton = detail.getByRole('button', { name: `Back: ${back!.name}` })
  await backButton.focus()
  await page.keyboard.press('Enter')
  await expect(backButton).toHaveAttribute('aria-pressed', 'true')
  await expect(detail.getByTestId('detail-face').locator('.face-name')).toHaveText(back!.name)
  await expect(detail.getByTestId('detail-face').locator('[data-field="typeLine"]')).toHaveText(back!.typeLine)
  await expect(detail.locator('[data-field="pt"]')).toHaveText(`Power/toughness ${back!.power}/${back!.toughness}`)
  await expect(detail.getByTestId('drawn-card')).toHaveAttribute('data-face', '1')
})

test('in French: a split card’s two halves and its legality grid', async ({ page }) => {
  await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
  const split = CARDS.find((c) => c.name === 'Assure // Assemble')!
  expect(await search(page, 'Assure')).toBeGreaterThanOrEqual(1)
  await rows(page).and(page.locator(`[data-code="${split.id}"]`)).click()
  await page.keyboard.press('Enter')
  const detail = page.locator('.detail [data-testid="card-detail"]')
  await expect(detail.getByTestId('detail-face').locator('.face-name')).toHaveText(split.faces.map((f) => f.name))
  await expect(detail.locator('[data-field="layout"]')).toHaveText('Carte scindée')
  await expect(detail.getByTestId('detail-legalities').locator('[data-format="standard"] .status')).toHaveText('Légal')
})
