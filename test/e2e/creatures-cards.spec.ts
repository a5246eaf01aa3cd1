// Issue 12 (issue 11's generic screens): with the creature game chosen, the Cards view is built from
// its module, in Chromium against the real catalog: its columns, its search syntax (`lv>=2
// c:creature`), its filters (a type from the catalog, shown as it is), its sort keys, and a card's
// detail. Expected cards are counted from the bundled demo set, not from the app.
import { readFileSync } from 'node:fs'
import { expect, openApp, rows, search, test, countOf } from './fixtures'

interface DemoCard { code: string; name: string; category: string; level: number | null; type: string }
const DEMO: DemoCard[] = JSON.parse(readFileSync(new URL('../../resources/creatures-demo-set.json', import.meta.url), 'utf8')).cards

test.beforeEach(async ({ page }) => {
  await openApp(page, '/cards')
  await page.getByTestId('game-switch').selectOption('creatures')
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${DEMO.length} `))
})

test('the creature Cards view shows its own columns, sort keys and search example', async ({ page }) => {
  const header = page.locator('.result-list .header')
  await expect(header).toContainText(/level/i)
  await expect(header).toContainText(/atk/i)
  await expect(header).not.toContainText(/cost|power/i)
  const first = rows(page).first()
  await expect(first.locator('.col-type')).toHaveText(DEMO[0]!.type)
  await expect(first.locator('.col-category')).toHaveText('Creature')
  const sortKeys = await page.getByTestId('sort-key').locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))
  expect(sortKeys).toContain('level')
  expect(sortKeys).not.toContain('cost')
  // the whole hint, with the game's example, is the box's title (its placeholder fits the box)
  await expect(page.getByTestId('search-input')).toHaveAttribute('title', /lv>=2/)
  await page.getByTestId('syntax-help-toggle').click()
  await expect(page.getByTestId('syntax-help')).toContainText('lv>=2')
  await expect(page.getByTestId('syntax-help')).not.toContainText('e:fire')
})

test('searches lv>=2 c:creature, filters by a type of the catalog, and opens a card’s detail', async ({ page }) => {
  const wanted = DEMO.filter((c) => c.category === 'creature' && (c.level ?? -1) >= 2)
  expect(wanted.length).toBeGreaterThan(1)
  expect(await search(page, 'lv>=2 c:creature')).toBe(wanted.length)
  await expect(rows(page)).toHaveCount(wanted.length)
  expect((await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).sort()).toEqual(wanted.map((c) => c.code).sort())

  // the type chip is named as the catalog spells it (never an i18n key); a type with a level-3 creature
  const type = wanted.find((c) => (c.level ?? 0) >= 3)!.type
  const chip = page.getByTestId(`type-${type}`)
  await expect(chip).toHaveText(type)
  await chip.click()
  await expect(chip).toHaveAttribute('aria-pressed', 'true')
  const ofType = wanted.filter((c) => c.type === type)
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${ofType.length} `))
  expect(await countOf(page)).toBe(ofType.length)
  await expect(page.getByTestId('active-filters')).toHaveText(/1/)

  // a range filter: level at least 3 among them
  await page.getByTestId('level-min').fill('3')
  const high = ofType.filter((c) => (c.level ?? 0) >= 3)
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${high.length} `))

  await page.getByRole('button', { name: /reset filters/i }).click()
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${wanted.length} `))

  // the detail of a card, by keyboard
  await page.getByTestId('result-list').focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  const selected = rows(page).and(page.locator('[aria-selected="true"]'))
  const code = await selected.getAttribute('data-code')
  const card = DEMO.find((c) => c.code === code)!
  await expect(page.locator('.detail')).toContainText(card.name)
})

test('the game switch is as wide as the chosen game’s name, not wider, in a wide window', async ({ page }) => {
  // Issue 16: the closed list shows the chosen game's name (its short name under 1280 px), so it is
  // sized by that name, not by the longest option, and never stretched.
  await page.setViewportSize({ width: 1920, height: 1080 })
  const sizes = await page.getByTestId('game-switch').evaluate((select: HTMLSelectElement) => {
    const context = document.createElement('canvas').getContext('2d')!
    context.font = getComputedStyle(select).font
    return { width: select.getBoundingClientRect().width, chosen: context.measureText(select.selectedOptions[0]!.text).width }
  })
  // the chosen name, its padding and the arrow
  expect(sizes.width).toBeGreaterThanOrEqual(sizes.chosen)
  expect(sizes.width).toBeLessThanOrEqual(sizes.chosen + 48)
  await expect(page.getByTestId('game-switch-shown')).toContainText('Creature game')
})

test('the Card sets entry follows the game switch: shown for the creature game, gone for FFTCG', async ({ page }) => {
  // The creature module declares userCards, FFTCG's does not; the header used to read it once at start.
  await expect(page.getByTestId('nav-sets')).toHaveCount(1)
  await page.getByTestId('game-switch').selectOption('fftcg')
  await expect(page.getByTestId('nav-sets')).toHaveCount(0)
  await page.getByTestId('game-switch').selectOption('creatures')
  await expect(page.getByTestId('nav-sets')).toHaveCount(1)
})
