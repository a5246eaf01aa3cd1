// Issue 14 (items 1, 2 and 3) in Chromium against the real catalog: with Magic chosen, the Cards view
// lists the bundled cards with the module's facets and Scryfall's query syntax, and a Modern deck
// of 60 with 24 basic lands is built in the editor, a fifth copy refused with its rule (100.2a), then
// legal and saved. Expected cards are counted from resources/mtg-cards.json, not from the app.
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, openApp, rows, search, test } from './fixtures'

interface Face { typeLine: string }
interface Card { id: string; name: string; manaValue: number; colors: string[]; faces: Face[]; digital?: boolean }
const CARDS: Card[] = JSON.parse(readFileSync(new URL('../../resources/mtg-cards.json', import.meta.url), 'utf8')).cards
const idOf = (name: string) => CARDS.find((c) => c.name === name)!.id
const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })

const SPELLS = ['Llanowar Elves', 'Lightning Bolt', 'Shock', 'Augur of Autumn', 'Bloodbriar', 'Bounding Wolf', 'Briarbridge Tracker', 'Byway Courier', 'Corrosive Ooze']
const line = (page: Page, name: string) => page.getByTestId('deck-list').locator(`[data-code="${idOf(name)}"]`)
const issue = (page: Page, kind: string) => page.getByTestId('deck-issues').locator(`[data-kind="${kind}"]`)

async function chooseMagic(page: Page, path = '') {
  await openApp(page, path)
  await page.getByTestId('game-switch').selectOption('mtg')
  // MTG Arena's own cards are left out of a search that does not ask for them (issue 32)
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${CARDS.filter((c) => !c.digital).length.toLocaleString('en-US')} `))
}

/** Enter in the editor's search adds its top result, `times` times. */
async function addByEnter(page: Page, name: string, times: number) {
  const box = page.getByTestId('search-input')
  await box.fill(`name="${name}"`)
  await expect(rows(page).first()).toHaveAttribute('data-code', idOf(name))
  for (let i = 0; i < times; i++) await box.press('Enter')
}

test('the Magic Cards view lists the bundled cards with the module’s facets, and searches t:creature c:g mv<=2', async ({ page }) => {
  await chooseMagic(page, '/cards')
  const filters = page.getByTestId('filter-panel')
  await expect(filters).toContainText(/mana value/i)
  await expect(filters).toContainText(/rarity/i)
  const expected = CARDS.filter((c) => c.faces.some((f) => /\bCreature\b/.test(f.typeLine)) && c.colors.includes('G') && c.manaValue <= 2 && !c.digital)
  expect(expected.length).toBeGreaterThan(20)
  expect(await search(page, 't:creature c:g mv<=2')).toBe(expected.length)
  const shown = await rows(page).evaluateAll((els) => els.map((e) => e.querySelector('.col-name')?.textContent?.trim() ?? ''))
  expect(shown.length).toBeGreaterThan(5)
  for (const name of shown) expect(expected.map((c) => c.name)).toContain(name)
  await page.screenshot({ path: join(dir, 'mtg-cards-search.png') })
})

test('a Modern deck: a fifth Lightning Bolt refused with rule 100.2a, then 60 cards with 24 basic lands legal and saved', async ({ page }) => {
  await chooseMagic(page)
  await page.getByTestId('nav-decks').click()
  await page.getByTestId('new-deck-name').fill('Gruul test')
  await page.getByTestId('new-deck').click()
  await expect(page.getByTestId('deck-editor')).toBeVisible()
  await page.getByTestId('deck-format').selectOption('modern')

  await addByEnter(page, 'Lightning Bolt', 5)
  await expect(line(page, 'Lightning Bolt').getByTestId('line-count')).toHaveText('5')
  await expect(issue(page, 'copies')).toContainText('5 copies of Lightning Bolt')
  await expect(issue(page, 'copies')).toContainText('100.2a')
  await page.screenshot({ path: join(dir, 'mtg-deck-refused.png') })
  // One copy taken out: four are allowed.
  await line(page, 'Lightning Bolt').getByTestId('line-remove').click()
  await expect(line(page, 'Lightning Bolt').getByTestId('line-count')).toHaveText('4')
  await expect(issue(page, 'copies')).toHaveCount(0)

  for (const name of SPELLS.filter((n) => n !== 'Lightning Bolt')) await addByEnter(page, name, 4)
  await addByEnter(page, 'Forest', 12)
  await addByEnter(page, 'Mountain', 12)
  await expect(page.getByTestId('deck-count')).toHaveText('60 / 60+ cards')
  await expect(page.getByTestId('deck-validation')).toHaveAttribute('data-valid', 'true')
  await expect(page.getByTestId('deck-save-state')).toHaveText('All changes saved')
  await page.screenshot({ path: join(dir, 'mtg-deck-legal.png') })

  // Saved: the library lists it, a Modern deck of 60 cards.
  await page.getByTestId('nav-decks').click()
  await expect(page.getByTestId('deck-link').filter({ hasText: 'Gruul test' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Gruul test\s*60 cards · Modern/ })).toBeVisible()
})

// Scryfall's m: and pow>tou in the real app; the expected counts are read off the bundled data file.
interface CostFace { manaCost: string; power: string | null; toughness: string | null }
const facesOf = (c: Card) => (c as unknown as { faces: CostFace[] }).faces
/** A printed cost with at least {2}{G}{G}: generic mana 2 or more, two {G} or more. */
const atLeast2GG = (cost: string) => {
  const symbols = cost.match(/\{[^}]+\}/g) ?? []
  const generic = symbols.filter((s) => /^\{\d+\}$/.test(s)).reduce((n, s) => n + Number(s.slice(1, -1)), 0)
  return generic >= 2 && symbols.filter((s) => s === '{G}').length >= 2
}
/** Scryfall reads `*` as 0 and `1+*` as 1. */
const statOf = (value: string | null) => (value === null ? null : value.startsWith('*') ? 0 : Number.parseFloat(value))

test('Magic’s m:2gg and pow>tou find what the card data says, and the query help explains them', async ({ page }) => {
  await chooseMagic(page, '/cards')
  // (MTG Arena's own cards are left out of a search that does not ask for them: issue 32)
  const withCost = CARDS.filter((c) => !c.digital && facesOf(c).some((f) => atLeast2GG(f.manaCost)))
  expect(withCost.length).toBeGreaterThan(20)
  expect(await search(page, 'm:2gg')).toBe(withCost.length)
  const stronger = CARDS.filter((c) => {
    if (c.digital) return false
    const face = facesOf(c).find((f) => f.power !== null)
    const [p, t] = [statOf(face?.power ?? null), statOf(face?.toughness ?? null)]
    return p !== null && t !== null && Number.isFinite(p) && Number.isFinite(t) && p > t
  })
  expect(stronger.length).toBeGreaterThan(20)
  expect(await search(page, 'pow>tou')).toBe(stronger.length)
  await page.getByTestId('search-input').fill('m:2qq')
  await expect(page.getByTestId('query-error')).toContainText('"q" is not a mana symbol')
  await page.getByTestId('search-input').fill('')
  await page.getByTestId('syntax-help-toggle').click()
  await expect(page.getByTestId('syntax-help')).toContainText('m:{2}{G}{G}')
  await expect(page.getByTestId('syntax-help')).toContainText('pow>tou')
  await expect(page.getByTestId('syntax-help')).toContainText('banned:standard')
})
