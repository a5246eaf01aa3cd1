// Issue 12: a creature deck built in the app, end to end in Chromium against the real renderer and
// main services: choose the game, a new deck (its default format, standard: 40 cards, I1), cards of
// the demo set from the editor's search, the copy limits of RS named, a legal deck, its statistics,
// the creature lab, and its decklist exported and imported back.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, openApp, rows, test } from './fixtures'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })

/** 13 demo cards × 3 and one starred card: 40, the standard size (I1). */
const THREE_EACH = ['CR-001', 'CR-002', 'CR-003', 'CR-004', 'CR-005', 'CR-006', 'CR-013', 'CR-014', 'CR-020', 'EF-001', 'EF-002', 'EQ-001', 'TR-001']
const STARRED = 'CR-023' // Vale Matriarch, yellow star

const line = (page: Page, code: string) => page.getByTestId('deck-list').locator(`[data-code="${code}"]`)
const lineCount = (page: Page, code: string) => line(page, code).getByTestId('line-count')
const issue = (page: Page, kind: string) => page.getByTestId('deck-issues').locator(`[data-kind="${kind}"]`)

async function chooseCreatureGame(page: Page) {
  await openApp(page)
  await page.getByTestId('game-switch').selectOption('creatures')
  await expect(page.getByTestId('result-count')).toHaveText(/\b40\b/)
}

/** Enter in the editor's search adds its top result, `times` times. */
async function addByEnter(page: Page, code: string, times: number) {
  const box = page.getByTestId('search-input')
  await box.fill(`code:${code}`)
  await expect(rows(page).first()).toHaveAttribute('data-code', code)
  for (let i = 0; i < times; i++) await box.press('Enter')
}

async function newDeck(page: Page, name: string) {
  await page.getByTestId('nav-decks').click()
  await page.getByTestId('new-deck-name').fill(name)
  await page.getByTestId('new-deck').click()
  await expect(page.getByTestId('deck-editor')).toBeVisible()
  await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
}

test('a creature deck: standard by default, RS copy limits named, legal at 40, stats, lab, exported and imported back', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await chooseCreatureGame(page)
  await newDeck(page, 'Beasts')

  // I1: a new deck is standard, 40 cards (not FFTCG's constructed)
  await expect(page.getByTestId('deck-format').getByRole('radio', { checked: true })).toHaveText('Standard (40 cards)')
  await expect(page.getByTestId('deck-count')).toHaveText('0 / 40 cards')
  await expect(page.getByTestId('deck-empty')).toBeVisible()

  // RS: a 4th copy and a 2nd starred card are flagged with the rule named
  await addByEnter(page, 'CR-001', 4)
  await expect(lineCount(page, 'CR-001')).toHaveText('4')
  await expect(issue(page, 'copies')).toContainText('4 copies of Ember Pup (CR-001): at most 3 of a card')
  await expect(issue(page, 'copies')).toContainText('rule RS')
  await addByEnter(page, STARRED, 2)
  await expect(issue(page, 'starred-copies')).toContainText('2 copies of Vale Matriarch (CR-023): a card with the yellow star is allowed once')
  await expect(issue(page, 'starred-copies')).toContainText('rule RS')
  await expect(issue(page, 'too-few')).toContainText('rule I1')
  await page.screenshot({ path: join(dir, 'creatures-deck-refused.png') })
  await line(page, 'CR-001').getByTestId('line-remove').click()
  await line(page, STARRED).getByTestId('line-remove').click()
  await expect(issue(page, 'copies')).toHaveCount(0)
  await expect(issue(page, 'starred-copies')).toHaveCount(0)

  // a legal standard deck: 40 cards
  for (const code of THREE_EACH.slice(1)) await addByEnter(page, code, 3)
  await expect(page.getByTestId('deck-count')).toHaveText('40 / 40 cards')
  await expect(page.getByTestId('deck-verdict')).toHaveText('Legal deck: Standard (40 cards)')
  await expect(page.getByTestId('deck-validation')).toHaveAttribute('data-valid', 'true')
  await expect(page.getByTestId('deck-save-state')).toHaveText('All changes saved')

  // the creature statistics
  await page.getByTestId('tab-stats').click()
  await expect(page.locator('#deck-panel-stats')).toContainText('Average Atk')
  await page.screenshot({ path: join(dir, 'creatures-deck-stats.png') })

  // the creature lab: its own keep policies, no FFTCG advisor
  await page.getByTestId('tab-lab').click()
  const policies = page.getByTestId('lab-policies')
  await expect(policies.locator('[data-policy]')).toHaveText([/Keep the five/, /Put back every non-creature/, /Put back non-creatures and level 2\+/, /Dig for level 0/, /Custom/])
  await expect(page.getByTestId('lab-panel')).not.toContainText('Backup')
  await page.getByTestId('lab-games').fill('2000')
  await page.getByTestId('lab-seed').fill('12')
  await page.getByTestId('lab-run').click()
  await expect(page.getByTestId('lab-done')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('lab-results')).toBeVisible()
  await expect(page.getByTestId('lab-run-info')).toContainText('Keep the five')
  await expect(page.getByTestId('lab-advisor')).toHaveCount(0)
  await page.screenshot({ path: join(dir, 'creatures-deck-lab.png') })

  // compare two policies: the creature comparison table, still no FFTCG advisor
  await page.getByTestId('lab-mode').getByRole('radio').nth(1).click()
  await page.getByTestId('lab-run').click()
  await expect(page.getByTestId('lab-done')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('lab-comparisons')).toBeVisible()
  await expect(page.getByTestId('lab-advisor')).toHaveCount(0)

  // export the decklist ("3x Name (CODE)"), then import it back as a new deck
  await page.getByTestId('export-toggle').click()
  await page.getByTestId('export-copy-full').click()
  await expect(page.getByTestId('export-message')).toContainText('40 cards')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain('3x Ember Pup (CR-001)')
  expect(copied).toContain('1x Vale Matriarch (CR-023)')

  await page.getByTestId('nav-decks').click()
  await page.getByTestId('import-decklist').click()
  await expect(page.getByTestId('import-text')).toHaveAttribute('placeholder', /Ember Pup/)
  await page.getByTestId('import-text').fill(copied)
  await page.getByTestId('import-read').click()
  await expect(page.getByTestId('import-preview')).toBeVisible()
  await expect(page.getByTestId('import-total')).toContainText('40 cards')
  await page.getByTestId('import-name').fill('Beasts again')
  await page.getByTestId('import-confirm').click()
  await expect(page.getByTestId('deck-name')).toHaveValue('Beasts again')
  await expect(page.getByTestId('deck-count')).toHaveText('40 / 40 cards')
  await expect(page.getByTestId('deck-validation')).toHaveAttribute('data-valid', 'true')
  await expect(lineCount(page, STARRED)).toHaveText('1')
})

for (const { width, height } of [{ width: 1024, height: 700 }, { width: 1920, height: 1080 }]) {
  for (const lang of ['en', 'fr'] as const) {
    test(`creature deck screens at ${width}×${height} in ${lang}`, async ({ page }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width, height })
      await chooseCreatureGame(page)
      if (lang === 'fr') await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
      await newDeck(page, 'Shots')
      await expect(page.getByTestId('deck-count')).toHaveText(lang === 'en' ? '0 / 40 cards' : /0 \/ 40/)
      // a legal 40-card deck: the lab refuses a deck its validation rejects (issue 28)
      for (const code of THREE_EACH) await addByEnter(page, code, 3)
      await addByEnter(page, STARRED, 1)
      await expect(page.getByTestId('deck-validation')).toHaveAttribute('data-valid', 'true')
      await page.screenshot({ path: join(dir, `creatures-deck-${width}-${lang}.png`) })
      await page.getByTestId('tab-lab').click()
      await page.getByTestId('lab-games').fill('1000')
      await page.getByTestId('lab-run').click()
      await expect(page.getByTestId('lab-done')).toBeVisible({ timeout: 20_000 })
      await page.screenshot({ path: join(dir, `creatures-lab-${width}-${lang}.png`), fullPage: true })
      await page.getByTestId('nav-decks').click()
      await page.getByTestId('import-decklist').click()
      await page.screenshot({ path: join(dir, `creatures-import-${width}-${lang}.png`) })
    })
  }
}

test('a misspelt creature name in a pasted list offers the card by its code, name and type', async ({ page }) => {
  await chooseCreatureGame(page)
  await page.getByTestId('nav-decks').click()
  await page.getByTestId('import-decklist').click()
  await page.getByTestId('import-text').fill('3x Ember Pup (CR-001)\n3 Mos Sprite')
  await page.getByTestId('import-read').click()
  await expect(page.getByTestId('import-line-error')).toBeVisible()
  await expect(page.getByTestId('import-candidate').first()).toHaveText('CR-002 · Moss Sprite · Sprite')
  await page.getByTestId('import-candidate').first().click()
  await expect(page.getByTestId('import-total')).toContainText('6 cards')
})
