// Issue 16, point 5 (every screen from 1024×700): the narrow window's faults the screenshot sweep
// left on the playtest tables, the format chooser, the search boxes and the header's game
// selector, each measured in Chromium at 1024×700, in English and French.
import type { Locator, Page } from '@playwright/test'
import { expect, openApp, test } from './fixtures'
import { layoutFaults } from './layout-checks'
import { FFTCG_DECK, FFTCG_SEED } from './play-decks'
import { pasteDeck, startOnThePlay } from './playtest-steps'
import { DECK_LIST as MTG_DECK, firstLine as mtgLine } from './mtg-line'
import { DECKLIST as VANGUARD_DECK, firstLine as vanguardLine } from './vanguard-line'

const LOCALES = ['en', 'fr'] as const
const board = (page: Page) => page.getByTestId('playtest-board')
const setLocale = (page: Page, locale: string) => page.locator(`[data-testid="language-switch"] [data-locale="${locale}"]`).click()

/** The tables whose toolbar holds a game's own buttons, each started and its opening hand kept. */
const TABLES = [
  {
    game: 'fftcg',
    start: async (page: Page) => {
      await pasteDeck(page, FFTCG_DECK, 50)
      // FFTCG's mulligan is a step of its opening, not a phase of the board
      await page.getByTestId('seed-input').fill(String(FFTCG_SEED))
      await page.getByTestId('on-the-play').check()
      await page.getByTestId('start-game').click()
      await page.getByTestId('take-mulligan').click()
      await page.getByTestId('keep-hand').click()
      await expect(board(page)).toHaveAttribute('data-phase', 'main1')
    },
  },
  {
    game: 'mtg',
    start: async (page: Page) => {
      await pasteDeck(page, MTG_DECK, 60)
      await startOnThePlay(page, mtgLine().seed)
      await page.getByTestId('keep').click()
    },
  },
  {
    game: 'vanguard',
    start: async (page: Page) => {
      await pasteDeck(page, VANGUARD_DECK, 50)
      await startOnThePlay(page, vanguardLine().seed)
      await page.getByTestId('keep').click()
    },
  },
] as const

/** The lines a row of controls takes: its visible controls grouped by their vertical middle. */
function linesOf(row: Locator) {
  return row.evaluate((el) => {
    const middles = [...el.querySelectorAll('button, select, a, [role="button"]')]
      .map((c) => c.getBoundingClientRect())
      .filter((r) => r.width > 1 && r.height > 1)
      .map((r) => r.top + r.height / 2)
    const lines: number[] = []
    for (const m of middles.sort((a, b) => a - b)) if (!lines.length || m - lines.at(-1)! > 8) lines.push(m)
    return lines.length
  })
}

/** Whether the input shows its whole placeholder: the text's width in the input's font against the room inside it. */
function placeholderFits(input: Locator) {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return { text: el.placeholder, width: Math.ceil(context.measureText(el.placeholder).width), room }
  })
}

test.describe('Issue 16, narrow windows (1024×700)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 })
    await openApp(page)
  })

  for (const { game, start } of TABLES) {
    test(`${game}: the table's toolbar holds on one line and its piles need no scrollbar, in English and French`, async ({ page }) => {
      if (game !== 'fftcg') await page.getByTestId('game-switch').selectOption(game)
      await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
      await start(page)
      await expect(board(page)).toHaveAttribute('aria-busy', 'false')
      const toolbar = page.getByRole('toolbar')
      await expect(toolbar.getByTestId('undo')).toBeVisible()
      for (const locale of LOCALES) {
        await setLocale(page, locale)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        expect(await linesOf(toolbar), `toolbar lines in ${locale}`).toBe(1)
        // every button keeps a name a screen reader reads out
        for (const name of await toolbar.locator('button').evaluateAll((els) => els.map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()))) expect(name).not.toBe('')
        const piles = page.locator('.piles')
        const { scroll, client } = await piles.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }))
        expect(scroll, `piles column's content against its height in ${locale}`).toBeLessThanOrEqual(client)
        const faults = await layoutFaults(page)
        expect(faults.sideways).toBe(false)
        expect(faults.offscreen).toEqual([])
      }
      // FFTCG's Attack Phase adds its attack button: the toolbar at its longest
      if (game === 'fftcg') {
        await page.getByTestId('next-phase').click()
        await expect(board(page)).toHaveAttribute('data-phase', 'attack')
        await expect(toolbar.getByTestId('attack')).toBeVisible()
        for (const locale of LOCALES) {
          await setLocale(page, locale)
          expect(await linesOf(toolbar), `toolbar lines in the Attack Phase in ${locale}`).toBe(1)
        }
      }
    })
  }

  for (const locale of LOCALES) {
    test(`Magic's sixteen formats are one list that stays on one line in the deck editor, the new-deck form and the import, in ${locale}`, async ({ page }) => {
      await setLocale(page, locale)
      await page.getByTestId('game-switch').selectOption('mtg')
      await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
      await page.getByTestId('nav-decks').click()
      const newDeckFormat = page.getByRole('combobox', { name: 'Format' })
      await expect(newDeckFormat).toHaveValue('standard')
      await page.getByTestId('new-deck-name').fill('Narrow')
      await newDeckFormat.selectOption('modern')
      await page.getByTestId('new-deck').click()
      await expect(page.getByTestId('deck-editor')).toBeVisible()
      const format = page.getByTestId('deck-format')
      await expect(format).toHaveValue('modern')
      expect(await format.evaluate((el) => el.tagName)).toBe('SELECT')
      await expect(format.locator('option')).toHaveCount(16)
      expect(await format.evaluate((el) => el.getClientRects().length), 'lines of the format choice').toBe(1)
      await format.selectOption('pauper')
      const pane = (await page.locator('.deck-pane').boundingBox())!
      const box = (await format.boundingBox())!
      expect(box.x + box.width, 'format list inside the deck pane').toBeLessThanOrEqual(pane.x + pane.width)
      await page.getByTestId('nav-decks').click()
      await expect(page.getByTestId('deck-row').first()).toContainText('Pauper')
    })

    test(`the games with two formats keep them side by side on one row in the deck editor, in ${locale}`, async ({ page }) => {
      await setLocale(page, locale)
      for (const game of ['fftcg', 'vanguard', 'creatures']) {
        await page.getByTestId('nav-cards').click()
        await page.getByTestId('game-switch').selectOption(game)
        await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
        await page.getByTestId('nav-decks').click()
        await page.getByTestId('new-deck-name').fill(`Narrow ${game}`)
        await expect(page.getByTestId('new-deck-name')).toHaveValue(`Narrow ${game}`)
        await page.getByTestId('new-deck').click()
        await expect(page.getByTestId('deck-editor')).toBeVisible()
        const radios = page.getByTestId('deck-format').getByRole('radio')
        await expect(radios).toHaveCount(2)
        const tops = await radios.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
        expect(new Set(tops).size, `${game}: rows of the format choice`).toBe(1)
      }
    })

    test(`the search boxes of the Cards view and the deck editor show their whole placeholder, the full hint in their title, for the four games, in ${locale}`, async ({ page }) => {
      await setLocale(page, locale)
      for (const game of ['fftcg', 'mtg', 'vanguard', 'creatures']) {
        await page.getByTestId('game-switch').selectOption(game)
        await page.getByTestId('nav-cards').click()
        await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
        const box = page.getByTestId('search-input')
        const cards = await placeholderFits(box)
        expect(cards.width, `${game} Cards view: "${cards.text}"`).toBeLessThanOrEqual(cards.room)
        expect(await box.getAttribute('title'), `${game}: the full hint`).toMatch(locale === 'fr' ? /^Rechercher : nom, texte, ou .+/ : /^Search: name, text, or .+/)
        await page.getByTestId('nav-decks').click()
        await page.getByTestId('new-deck-name').fill(`Search ${game}`)
        await page.getByTestId('new-deck').click()
        await expect(page.getByTestId('deck-editor')).toBeVisible()
        const editor = await placeholderFits(page.getByTestId('search-input'))
        expect(editor.width, `${game} deck editor: "${editor.text}"`).toBeLessThanOrEqual(editor.room)
        expect(editor.text.length, `${game}: a placeholder is shown`).toBeGreaterThan(3)
      }
    })

    test(`the header's game selector shows the chosen game's name whole, its full name in its options and title, in ${locale}`, async ({ page }) => {
      await setLocale(page, locale)
      const select = page.getByTestId('game-switch')
      const shown = page.getByTestId('game-switch-shown')
      for (const game of ['fftcg', 'mtg', 'vanguard', 'creatures']) {
        await select.selectOption(game)
        const full = (await select.locator(`option[data-game="${game}"]`).textContent())!.trim()
        await expect(select).toHaveAttribute('title', full)
        const fits = await shown.evaluate((el) => {
          const text = [...el.children].find((c) => getComputedStyle(c).display !== 'none')!
          return { text: text.textContent, shown: text.getBoundingClientRect().width, room: el.clientWidth - parseFloat(getComputedStyle(el).paddingLeft) - parseFloat(getComputedStyle(el).paddingRight) }
        })
        expect(fits.shown, `${game}: "${fits.text}" against its room`).toBeLessThanOrEqual(fits.room + 0.5)
        // the shown name lies inside the list it names
        const list = (await select.boundingBox())!
        const name = (await shown.boundingBox())!
        expect(name.x + name.width).toBeLessThanOrEqual(list.x + list.width + 0.5)
      }
      // at 1920 the full name is shown
      await page.setViewportSize({ width: 1920, height: 1080 })
      await expect(shown.locator('.full')).toBeVisible()
      await expect(shown.locator('.full')).toHaveText((await select.getAttribute('title'))!)
    })
  }
})
