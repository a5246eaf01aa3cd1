// Issue 17.6: a big card import shows how far it is on the Card data page, then its result, and
// can be cancelled leaving the database unchanged. The files are many records that fail a check,
// so that nothing the other specs rely on changes.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import { test, expect, TOKEN } from './fixtures'
import { HELD_IMPORT_PREFIX } from './held-import'

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

  test('a 40 MiB file is read to the end with its progress shown on the way', async ({ page }) => {
    // Regression: from about 31 MiB the page stayed on 'Importing…' (its progress polls were held
    // behind the upload's string body in Chromium) and showed the reading only at the end, or never.
    const records = 77_000
    const file = bigFile('forty.json', records)
    expect(statSync(file).size).toBeGreaterThan(40 * 1024 * 1024)
    const total = await page.getByTestId('data-total').textContent()
    await page.getByTestId('data-file').setInputFiles(file)
    await expect(page.getByTestId('data-progress-text')).toHaveText(/^Reading forty\.json: [\d,]+ of 77,000 records$/, { timeout: 60_000 })
    await expect(page.getByTestId('data-rejection')).toContainText(`${records} problems found in ${records} records`, { timeout: 90_000 })
    await expect(page.getByTestId('data-progress')).toHaveCount(0)
    await expect(page.getByTestId('data-total')).toHaveText(total!)
  })

  test('cancel stops the import under way and leaves the database as it was', async ({ page }) => {
    const total = await page.getByTestId('data-total').textContent()
    // The e2e server holds an import of this name until it is cancelled (DECKLAB_TEST_HOLD_IMPORTS):
    // its worker thread has taken the request, and nothing races the Cancel button.
    const name = `${HELD_IMPORT_PREFIX}.json`
    await page.getByTestId('data-file').setInputFiles(bigFile(name))
    await expect(page.getByTestId('data-progress-text')).toHaveText(new RegExp(`^Reading ${HELD_IMPORT_PREFIX}\\.json \\([\\d.]+ MB\\)…$`), { timeout: 60_000 })
    await page.getByTestId('data-cancel').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('data-cancelled')).toHaveText(`The import of ${name} was cancelled. The card database is unchanged.`, { timeout: 30_000 })
    await expect(page.getByTestId('data-rejection')).toHaveCount(0)
    await expect(page.getByTestId('data-progress')).toHaveCount(0)
    await expect(page.getByTestId('data-total')).toHaveText(total!)
    await expect(page.getByText(`${name} (`)).toHaveCount(0)
  })
})
