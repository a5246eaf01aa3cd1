// Decklists in and out, end to end in Chromium against the real renderer and main services:
// paste a mixed-format list, fix and drop the bad lines in the preview, create the deck, export
// it (clipboard, download, registration sheet PDF), drop a file on the window, back up and restore.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, openApp, test } from './fixtures'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })

/** Every community form on one list, and two lines that are not cards. */
const PASTED = [
  'Deck: IO round trip',
  'Format: Constructed',
  '3 1-001H Auron',
  '3 Scylla (10-032H)',
  'x3 11-005C',
  "Nag'molada x3",
  '3 99-999',
  '3 Xyzzy',
  '2x 12-002H Amaterasu',
].join('\n')

/** What the deck holds once 99-999 is fixed to 10-041C (Shivan) and the Xyzzy line is dropped. */
const EXPECTED = { '1-001H': 3, '10-032H': 3, '11-005C': 3, '10-039C': 3, '10-041C': 3, '12-002H': 2 }

/** Card lines of an exported text, as code → count (headings and headers skipped). */
function countsOf(text: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const line of text.split('\n')) {
    const m = /^(\d+) (?:.*\()?(\d+-\d+[A-Z]?)\)?/.exec(line.trim())
    if (m) counts[m[2]!] = (counts[m[2]!] ?? 0) + Number(m[1])
  }
  return counts
}

const line = (page: Page, n: number) => page.locator(`[data-testid="import-line"][data-line="${n}"]`)

async function importPasted(page: Page, text: string) {
  await page.getByTestId('nav-decks').click()
  await page.getByTestId('import-decklist').click()
  await page.getByTestId('import-text').fill(text)
  await page.getByTestId('import-read').click()
  await expect(page.getByTestId('import-preview')).toBeVisible()
}

test.describe('Decklists in and out', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await openApp(page)
  })

  test('a pasted mixed list: bad lines flagged, one fixed, one dropped, saved, exported back the same', async ({ page }) => {
    await importPasted(page, PASTED)
    await expect(page.getByTestId('import-line-card')).toHaveCount(5)
    await expect(line(page, 7)).toHaveAttribute('data-status', 'error')
    await expect(line(page, 7).getByTestId('import-line-error')).toHaveAttribute('data-kind', 'unknown-code')
    await expect(line(page, 8).getByTestId('import-line-error')).toHaveAttribute('data-kind', 'unknown-name')
    await expect(page.getByTestId('import-unresolved')).toHaveText(/2 lines/)
    await expect(page.getByTestId('import-confirm')).toBeDisabled()
    await expect(page.getByTestId('import-name')).toHaveValue('IO round trip')
    await expect(page.getByTestId('deck-verdict')).toHaveText(/not legal/)
    await page.screenshot({ path: join(dir, 'io-import-preview.png') })

    // fix line 7 by editing its text
    await line(page, 7).getByTestId('import-line-edit').click()
    await line(page, 7).getByTestId('import-line-input').fill('3 10-041C')
    await line(page, 7).getByTestId('import-line-input').press('Enter')
    await expect(line(page, 7)).toHaveAttribute('data-status', 'card')
    await expect(line(page, 7).getByTestId('import-line-card')).toContainText('Shivan')
    // drop line 8
    await line(page, 8).getByTestId('import-line-drop').click()
    await expect(line(page, 8)).toHaveAttribute('data-status', 'dropped')
    await expect(page.getByTestId('import-unresolved')).toHaveCount(0)
    await expect(page.getByTestId('import-total')).toContainText('17 cards')
    await page.screenshot({ path: join(dir, 'io-import-fixed.png') })

    await page.getByTestId('import-confirm').click()
    await expect(page.getByTestId('deck-editor')).toBeVisible()
    await expect(page.getByTestId('deck-name')).toHaveValue('IO round trip')
    await expect(page.getByTestId('deck-count')).toContainText('17')

    // export: plain text to the clipboard, read back
    await page.getByTestId('export-toggle').click()
    await expect(page.getByTestId('export-menu')).toBeVisible()
    await page.screenshot({ path: join(dir, 'io-export-menu.png') })
    await page.getByTestId('export-copy-plain').click()
    await expect(page.getByTestId('export-message')).toHaveText(/Copied as Plain \(17 cards\)/)
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Deck: IO round trip')
    expect(countsOf(copied)).toEqual(EXPECTED)

    // export: Untap lines as a download
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-save-untap').click()])
    expect(download.suggestedFilename()).toBe('IO round trip-untap.txt')
    const untap = readFileSync((await download.path())!, 'utf8')
    expect(untap).toContain('3 Scylla (10-032H)')
    expect(countsOf(untap)).toEqual(EXPECTED)
    await expect(page.getByTestId('export-message')).toHaveText(/Downloaded IO round trip-untap\.txt/)
    // issue 16 item 10: every format saves under its own name, so no download overwrites another
    const saves = await page.locator('[data-testid^="export-save-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!))
    expect(saves.length).toBeGreaterThanOrEqual(5) // the four text formats and the Deck Lab file
    const names: string[] = []
    for (const save of saves) {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(save).click()])
      names.push(file.suggestedFilename())
    }
    expect(new Set(names).size, names.join(', ')).toBe(saves.length)
    expect(names.filter((n) => n.endsWith('.txt')).every((n) => /^IO round trip-\w+\.txt$/.test(n)), names.join(', ')).toBe(true)

    // the registration sheet, as a PDF download
    await page.getByTestId('export-player').fill('Test Player')
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-sheet').click()])
    expect(pdf.suggestedFilename()).toBe('IO round trip - registration sheet.pdf')
    const bytes = readFileSync((await pdf.path())!)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    writeFileSync(join(dir, 'io-registration-sheet.pdf'), bytes)
  })

  test('a file dropped on the window opens the preview; a Deck Lab JSON keeps notes and tags', async ({ page }) => {
    const file = JSON.stringify({
      deckLab: 1,
      deck: { name: 'Dropped JSON', notes: 'from a file', tags: ['ice'], format: 'limited', entries: [{ code: '10-032H', count: 2 }, { code: '99-999', count: 1 }] },
    })
    await page.evaluate((text) => {
      const data = new DataTransfer()
      data.items.add(new File([text], 'dropped.json', { type: 'application/json' }))
      for (const type of ['dragenter', 'dragover', 'drop']) window.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }))
    }, file)
    await expect(page.getByTestId('import-preview')).toBeVisible()
    await expect(page.getByTestId('import-file')).toHaveText('dropped.json')
    await expect(page.getByTestId('import-name')).toHaveValue('Dropped JSON')
    await expect(page.getByTestId('import-line-error')).toHaveAttribute('data-kind', 'unknown-code')
    await page.getByTestId('import-drop-unresolved').click()
    await page.getByTestId('import-confirm').click()
    await expect(page.getByTestId('deck-name')).toHaveValue('Dropped JSON')
    await page.getByTestId('tab-notes').click()
    await expect(page.getByTestId('deck-notes')).toHaveValue('from a file')
    await expect(page.getByTestId('deck-tags')).toHaveValue('ice')
  })

  test('backup then restore: a broken file is refused, a damaged record is left out and said, a good one asks about decks that differ', async ({ page }) => {
    await importPasted(page, '3 1-001H Auron\n3 10-032H Scylla')
    await page.getByTestId('import-name').fill('Backed up')
    await page.getByTestId('import-confirm').click()
    await expect(page.getByTestId('deck-editor')).toBeVisible()

    await page.getByTestId('nav-backup').click()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-make').click()])
    const text = readFileSync((await download.path())!, 'utf8')
    await expect(page.getByTestId('backup-made')).toContainText('Backup saved')

    // a file damaged outside its records is refused whole
    const broken = JSON.parse(text) as { createdAt: string }
    broken.createdAt = 'yesterday'
    await page.getByTestId('backup-file-input').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) })
    await expect(page.getByTestId('backup-refused')).toContainText('createdAt')
    await page.screenshot({ path: join(dir, 'io-backup-refused.png') })

    // a file from a newer Deck Lab is "too new", not damaged (issue 11.4)
    const made = JSON.parse(text) as { deckLabBackup: number }
    expect(made.deckLabBackup).toBe(4)
    const newer = { ...made, deckLabBackup: 5 }
    await page.getByTestId('backup-file-input').setInputFiles({ name: 'newer.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(newer)) })
    await expect(page.getByTestId('backup-too-new')).toContainText('This backup is too new')
    await expect(page.getByTestId('backup-too-new')).toContainText('backup version 5')
    await expect(page.getByTestId('backup-refused')).not.toContainText('damaged backup')
    await page.screenshot({ path: join(dir, 'io-backup-too-new.png') })

    // a damaged record is left out and said; the rest of the file reads (issue 17.1)
    const damaged = JSON.parse(text) as { decks: { piles: { main: { count: number }[] } }[] }
    damaged.decks[0]!.piles.main[0]!.count = 500
    await page.getByTestId('backup-file-input').setInputFiles({ name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(damaged)) })
    await expect(page.getByTestId('backup-skipped')).toContainText(/decks\[0\] "Backed up"\s*piles\.main\.0\.count/)
    await expect(page.getByTestId('backup-skipped')).toContainText('1 record of this file cannot be read and is left out')
    await expect(page.getByTestId('backup-refused')).toHaveCount(0)
    await expect(page.getByTestId('backup-new')).toContainText('0 new decks')
    await page.screenshot({ path: join(dir, 'io-backup-skipped.png') })

    // change the deck, then restore the good backup: one conflict to settle
    await page.getByTestId('nav-decks').click()
    await page.getByTestId('deck-rename').first().click()
    await page.locator('[data-rename]').fill('Renamed since')
    await page.locator('[data-rename]').press('Enter')
    await page.getByTestId('nav-backup').click()
    await page.getByTestId('backup-file-input').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) })
    await expect(page.getByTestId('backup-conflict')).toHaveCount(1)
    await expect(page.getByTestId('backup-restore')).toBeDisabled()
    await page.getByTestId('backup-all-both').click()
    await page.screenshot({ path: join(dir, 'io-backup-conflicts.png') })
    await page.getByTestId('backup-restore').click()
    await expect(page.getByTestId('backup-restored')).toContainText('Restored: 1 deck,')
    await page.getByTestId('nav-decks').click()
    await expect.poll(async () => (await page.getByTestId('deck-link').allTextContents()).map((t) => t.trim()).sort()).toEqual(['Backed up (backup)', 'Renamed since'])
  })
})
