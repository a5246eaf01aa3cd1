// Issue 17.6: a big card import shows how far it is on the Card data page, then its result, and
// can be cancelled leaving the database unchanged. The files are many records that fail a check,
// so that nothing the other specs rely on changes.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import { test, expect, TOKEN } from './fixtures'

const RECORDS = 20_000

/** A big file of real records with codes of their own, each with a cost that is no number. */
function bigFile(name: string, count = RECORDS): string {
  const records = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'fixtures', 'import', 'flat-list-slice.json'), 'utf8')) as Record<string, unknown>[]
  const file = resolve(mkdtempSync(resolve(tmpdir(), 'decklab-e2e-big-')), name)
  writeFileSync(file, JSON.stringify(Array.from({ length: count }, (_, i) => ({ ...records[i % records.length]!, id: `${30 + Math.floor(i / 999)}-${String((i % 999) + 1).padStart(3, '0')}C`, cost: 'six' }))))
  return file
}

test.describe('Card data page: big imports', () => {
  test.setTimeout(120_000)
  test.beforeEach(async ({ page }) => {
    await page.goto(`/?token=${TOKEN}`)
    await page.getByTestId('nav-data').click()
    await expect(page.getByTestId('data-total')).toHaveText(/^\d+$/)
  })

  test('shows the records read as a progress bar with text, then the result', async ({ page }) => {
    const total = await page.getByTestId('data-total').textContent()
    await page.getByTestId('data-file').setInputFiles(bigFile('big.json'))
    // Text and bar read together: the import may end right after.
    const shown = () =>
      page.evaluate(() => ({
        text: document.querySelector('[data-testid=data-progress-text]')?.textContent ?? '',
        bar: document.querySelector('progress[aria-label="Import progress"]')?.getAttribute('value') ?? null,
      }))
    // records read fill the first half of the bar, records normalised the second
    const readingShown = async () => {
      const { text, bar } = await shown()
      const ok = /^Reading big\.json: [\d,]+ of 20,000 records$/.test(text) && bar !== null && Number(bar) > 0 && Number(bar) <= 0.5
      return ok ? 'records read, bar in its first half' : `${text} / ${bar}`
    }
    await expect.poll(readingShown, { timeout: 60_000, intervals: [50] }).toBe('records read, bar in its first half')
    await expect(page.getByTestId('data-rejection')).toContainText('big.json was not imported.', { timeout: 60_000 })
    await expect(page.getByTestId('data-rejection')).toContainText(`${RECORDS} problems found in ${RECORDS} records`)
    await expect(page.getByTestId('data-progress')).toHaveCount(0)
    await expect(page.getByTestId('data-total')).toHaveText(total!)
  })

  test('cancel stops the import under way and leaves the database as it was', async ({ page }) => {
    test.setTimeout(240_000) // up to three tries
    const total = await page.getByTestId('data-total').textContent()
    // A race the test cannot control: on a quiet, fast machine the file may be read and checked
    // before Cancel is pressed. Then the import has ended on its own (refused, nothing stored): try
    // again, up to three times, each time pressing Cancel as soon as the import shows progress.
    for (let attempt = 1; ; attempt++) {
      await page.getByTestId('data-file').setInputFiles(bigFile('cancelled.json', 2 * RECORDS)) // twice as long: time to cancel
      const underWay = await expect(page.getByTestId('data-progress-text'))
        .toHaveText(/^(Reading|Checking) cancelled\.json/, { timeout: 60_000 })
        .then(() => page.getByTestId('data-cancel').focus({ timeout: 2_000 }))
        .then(() => true, () => false)
      if (underWay) break
      expect(attempt, 'the import ended before Cancel could be pressed, three times').toBeLessThan(3)
      await expect(page.getByTestId('data-progress')).toHaveCount(0, { timeout: 60_000 })
    }
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('data-cancelled')).toHaveText('The import of cancelled.json was cancelled. The card database is unchanged.', { timeout: 30_000 })
    await expect(page.getByTestId('data-rejection')).toHaveCount(0)
    await expect(page.getByTestId('data-progress')).toHaveCount(0)
    await expect(page.getByTestId('data-total')).toHaveText(total!)
    await expect(page.getByText('cancelled.json (')).toHaveCount(0)
  })
})
