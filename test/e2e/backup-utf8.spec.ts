// Issue 29.4 on the Backup page in Chromium: a backup file saved in Latin-1 is refused before any
// reading, with the file's name, line, column and byte offset, in English and French; nothing is
// planned or restored. Screenshots at 1024×700 and 1920×1080 in both languages (SHOTS_DIR).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, openApp, shootBothSizes, test } from './fixtures'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })

// the é of Café is one byte (0xE9) in Latin-1, which is not UTF-8
const TEXT = '{\n  "deckLabBackup": 4,\n  "note": "Café"\n}\n'
const BYTES = Buffer.from(TEXT, 'latin1')
const OFFSET = BYTES.indexOf(0xe9)
const COLUMN = TEXT.split('\n')[2]!.indexOf('é') + 1

test('a Latin-1 backup is refused with its file, line, column and byte; nothing to restore', async ({ page }) => {
  await openApp(page)
  await page.getByTestId('nav-backup').click()
  await page.getByTestId('backup-file-input').setInputFiles({ name: 'old-backup.json', mimeType: 'application/json', buffer: BYTES })
  await expect(page.getByTestId('backup-refusal')).toHaveText(
    `old-backup.json is not UTF-8 text: the bytes at line 3, column ${COLUMN} (byte ${OFFSET}) are not UTF-8. Save the backup as UTF-8, or use the file Deck Lab wrote.`,
  )
  await expect(page.getByTestId('backup-refused')).toContainText('Nothing was changed.')
  await expect(page.getByTestId('backup-plan')).toHaveCount(0)
  await shootBothSizes(page, (w) => join(dir, `backup-not-utf8-en-${w}.png`))
  await page.getByRole('button', { name: 'FR' }).click()
  await expect(page.getByTestId('backup-refusal')).toContainText(`ligne 3, colonne ${COLUMN} (octet ${OFFSET})`)
  await expect(page.getByTestId('backup-refused')).toContainText('Rien n’a été modifié.')
  await shootBothSizes(page, (w) => join(dir, `backup-not-utf8-fr-${w}.png`))
})
