// Issue 16, point 5 (every screen from 1024×700 to 1920×1080): in a wide window the pages of forms
// and text stand in a column centred in the window (styles/page.css), and the lab sets its results
// beside its settings. Each is checked at 1920×1080, in English and French (the pages for the four
// games), then at 1024×700 with the layout checks of the screenshot sweep (layout-checks.ts).
import type { Locator, Page } from '@playwright/test'
import { expect, openApp, test } from './fixtures'
import { layoutFaults } from './layout-checks'
import { FFTCG_DECK } from './play-decks'
import { pasteDeck, savePastedAndOpen } from './playtest-steps'

const GAMES = ['fftcg', 'mtg', 'vanguard', 'creatures'] as const
const LOCALES = ['en', 'fr'] as const
const WIDE = { width: 1920, height: 1080 }
const SMALL = { width: 1024, height: 700 }

/** Where a page's content stands in its scrolling box: the room left of it and right of it, and its width (px). */
function contentMargins(pageBox: Locator) {
  return pageBox.evaluate((box: HTMLElement) => {
    const rects = [...box.children].map((child) => child.getBoundingClientRect()).filter((r) => r.width > 1 && r.height > 1)
    const left = Math.min(...rects.map((r) => r.left))
    const right = Math.max(...rects.map((r) => r.right))
    // measured in the window's room for pages (the page box itself may be the narrow column), less
    // the page's vertical scroll bar: the column is centred in the room beside it
    const room = document.getElementById('main')!.getBoundingClientRect()
    const scrollBar = box.offsetWidth - box.clientWidth - 2 * box.clientLeft
    return { left: left - room.left, right: room.right - scrollBar - right, width: right - left }
  })
}

async function expectCentred(pageBox: Locator, what: string) {
  const m = await contentMargins(pageBox)
  expect(Math.abs(m.left - m.right), `${what}: room left ${m.left}px and right ${m.right}px of the content`).toBeLessThanOrEqual(4)
  // a readable column, not the whole width and not a sliver
  expect(m.width, `${what}: column width`).toBeGreaterThanOrEqual(600)
  expect(m.width, `${what}: column width`).toBeLessThanOrEqual(1300)
}

async function expectNoFaults(page: Page, what: string) {
  const faults = await layoutFaults(page)
  expect(faults.sideways, `${what}: scrolls sideways`).toBe(false)
  expect(faults.overflowing, `${what}: texts wider than their box`).toEqual([])
  expect(faults.offscreen, `${what}: past the right edge`).toEqual([])
  expect(faults.spilled, `${what}: controls out of their box`).toEqual([])
}

const setLocale = (page: Page, locale: string) => page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()

/** The pages of forms and text of the game shown, each opened by its header link or button. */
const PAGES: { name: string; open: (page: Page) => Promise<unknown>; box: string }[] = [
  { name: 'Settings', open: (page) => page.getByTestId('nav-settings').click(), box: 'settings' },
  { name: 'Backup', open: (page) => page.getByTestId('nav-backup').click(), box: 'backup' },
  { name: 'Card data', open: (page) => page.getByTestId('nav-data').click(), box: 'card-data' },
  { name: 'Playtest start', open: (page) => page.getByTestId('nav-playtest').click(), box: 'playtest-start' },
  {
    name: 'Decklist import',
    open: async (page) => {
      await page.getByTestId('nav-decks').click()
      await page.getByTestId('import-decklist').click()
    },
    box: 'deck-import',
  },
]

test.describe('Issue 16, wide windows: pages of forms and text stand in a centred column', () => {
  for (const game of GAMES) {
    for (const locale of LOCALES) {
      test(`${game} in ${locale}: Settings, Backup, Card data, the playtest start and the decklist import are centred at 1920×1080 and fit at 1024×700`, async ({ page }) => {
        await page.setViewportSize(WIDE)
        await openApp(page)
        await setLocale(page, locale)
        if (game !== 'fftcg') await page.getByTestId('game-switch').selectOption(game)
        await expect(page.getByTestId('game-switch')).toHaveValue(game)
        for (const screen of PAGES) {
          await screen.open(page)
          const box = page.getByTestId(screen.box)
          await expect(box).toBeVisible()
          await page.setViewportSize(WIDE)
          await expectCentred(box, `${screen.name} at 1920`)
          await page.setViewportSize(SMALL)
          await expectNoFaults(page, `${screen.name} at 1024`)
          const small = await contentMargins(box)
          expect(Math.abs(small.left - small.right), `${screen.name} at 1024: centred too`).toBeLessThanOrEqual(4)
        }
      })
    }
  }

  test('the playtest start page centres its form and the deck’s past playtests together', async ({ page }) => {
    await page.setViewportSize(WIDE)
    await openApp(page)
    await pasteDeck(page, FFTCG_DECK, 50)
    await savePastedAndOpen(page)
    await page.getByTestId('nav-playtest').click()
    await page.getByTestId('source-saved').check()
    const start = page.getByTestId('playtest-start')
    await expect(start.locator('.card')).toHaveCount(2)
    await expectCentred(start, 'form and history at 1920')
    const [form, history] = await Promise.all([start.locator('.card').first().boundingBox(), start.locator('.card').nth(1).boundingBox()])
    expect(history!.x, 'the history beside the form').toBeGreaterThan(form!.x + form!.width)
    await page.setViewportSize(SMALL)
    await expectNoFaults(page, 'form and history at 1024')
    const [formSmall, historySmall] = await Promise.all([start.locator('.card').first().boundingBox(), start.locator('.card').nth(1).boundingBox()])
    expect(historySmall!.x, 'still side by side at 1024').toBeGreaterThan(formSmall!.x + formSmall!.width)
  })
})

test.describe('Issue 16, wide windows: the lab sets its results beside its settings', () => {
  const box = async (locator: Locator) => (await locator.boundingBox())!

  for (const locale of LOCALES) {
    test(`two columns at 1920×1080, one at 1024×700, in ${locale}`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(WIDE)
      await openApp(page)
      await pasteDeck(page, FFTCG_DECK, 50)
      await savePastedAndOpen(page)
      await page.getByTestId('tab-lab').click()
      await setLocale(page, locale)

      // Before a run: the results' column says what will fill it, beside the settings.
      const setup = page.getByTestId('lab-setup')
      const waiting = page.getByTestId('lab-results-empty')
      await expect(waiting).toBeVisible()
      expect((await box(waiting)).x, 'the empty results column beside the settings').toBeGreaterThan((await box(setup)).x + (await box(setup)).width)
      await page.setViewportSize(SMALL)
      await expect(waiting).toBeHidden()
      await page.setViewportSize(WIDE)

      await page.getByTestId('lab-games').fill('2000')
      await page.getByTestId('lab-seed').fill('2024')
      await page.getByTestId('lab-run').click()
      await expect(page.getByTestId('lab-done')).toBeVisible({ timeout: 90_000 })
      const results = page.getByTestId('lab-results-column')
      const [s, r, pane] = [await box(setup), await box(results), await box(page.locator('.side-pane'))]
      expect(r.x, 'results right of the settings').toBeGreaterThanOrEqual(s.x + s.width)
      expect(Math.abs(r.y - s.y), 'results and settings start at the same height').toBeLessThanOrEqual(4)
      expect(r.x + r.width - s.x, 'the lab uses the room beside the deck').toBeGreaterThanOrEqual(0.85 * pane.width)
      await expectNoFaults(page, 'lab results at 1920')
      // a second run makes the first one a saved run to compare with: its long label stays in the column
      await page.getByTestId('lab-run').click()
      await expect(page.getByTestId('lab-compare-saved-select').locator('option')).toHaveCount(2)
      await expect(page.getByTestId('lab-done')).toBeVisible({ timeout: 90_000 })
      await expectNoFaults(page, 'lab with a saved run at 1920')

      await page.setViewportSize(SMALL)
      const [s2, r2] = [await box(setup), await box(results)]
      expect(r2.y, 'results below the settings at 1024').toBeGreaterThanOrEqual(s2.y + s2.height)
      await expectNoFaults(page, 'lab results at 1024')
    })
  }
})
