// Issue 29.4 in the real app (Chromium, browser mode): a card set file saved in Latin-1 (an é as
// the byte 0xE9) is refused on the Card sets page with its line, column, byte offset and field,
// in English and in French, and nothing is imported; a drop of such a decklist is refused too.
import { join } from 'node:path'
import { expect, openApp, test } from './fixtures'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
const HEAD = 'code,name,category,level,atk,def,type,unique,text\nFF-001,Ember Fox,creature,1,1200,800,Fox,no,\nFF-002,F'
const LATIN1 = Buffer.concat([Buffer.from(HEAD), Buffer.from([0xe9]), Buffer.from('e,creature,1,100,100,Fae,no,\n')])

for (const { width, height } of [{ width: 1024, height: 700 }, { width: 1920, height: 1080 }]) {
  for (const lang of ['en', 'fr'] as const) {
    test(`a card set file that is not UTF-8 is refused, saying where, at ${width}×${height} in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await openApp(page, '/cards')
      await page.getByTestId('game-switch').selectOption('creatures')
      if (lang === 'fr') await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
      await page.getByTestId('nav-sets').click()
      await page.locator('#new-set-name').fill(`Latin ${width} ${lang}`)
      await page.getByTestId('set-create').click()
      await expect(page.locator('#open-set-name')).toHaveText(`Latin ${width} ${lang}`)

      await page.locator('#set-import-file').setInputFiles({ name: 'latin1.csv', mimeType: 'text/csv', buffer: LATIN1 })
      const problems = page.getByTestId('set-import-problems')
      await expect(problems.locator('li')).toHaveText(
        lang === 'en'
          ? `line 3, name: Not UTF-8 at column 9 (byte ${HEAD.length}): save the file as UTF-8 and try again.`
          : `ligne 3, name: Pas de l’UTF-8 à la colonne 9 (octet ${HEAD.length}) : enregistrez le fichier en UTF-8 et réessayez.`,
      )
      // Nothing was read into the box, and the set has no card.
      await expect(page.locator('#set-import-text')).toHaveValue('')
      await expect(page.getByTestId('set-import-new')).toBeDisabled()
      await problems.scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(dir, `text-refusal-sets-${width}-${lang}.png`) })
    })
  }
}

test('a decklist file that is not UTF-8 is refused on the import page, saying where', async ({ page }) => {
  await openApp(page)
  await page.getByTestId('nav-decks').click()
  await page.getByTestId('import-decklist').click()
  const input = page.getByTestId('import-file-input')
  await input.setInputFiles({ name: 'deck.txt', mimeType: 'text/plain', buffer: Buffer.concat([Buffer.from('3 1-001H\n2 Aur'), Buffer.from([0xf3]), Buffer.from('n\n')]) })
  await expect(page.getByText('deck.txt is not UTF-8 text (line 2, column 6, byte 14): save it as UTF-8 and try again.')).toBeVisible()
  await page.screenshot({ path: join(dir, 'text-refusal-decklist-en.png') })
})

for (const { width, height } of [{ width: 1024, height: 700 }, { width: 1920, height: 1080 }]) {
  for (const lang of ['en', 'fr'] as const) {
    test(`a card data file that is not UTF-8 is refused on the Card data page at ${width}×${height} in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await openApp(page)
      if (lang === 'fr') await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
      await page.getByTestId('nav-data').click()
      await expect(page.getByTestId('data-total')).toHaveText('3853')
      const head = 'code,name,elements,type,cost\n1-001H,Auron,Fire,Forward,5\n1-002R,Bahamut,F'
      const file = Buffer.concat([Buffer.from(head), Buffer.from([0xfc]), Buffer.from('re,Summon,4\n')])
      await page.getByTestId('data-file').setInputFiles({ name: 'latin1.csv', mimeType: 'text/csv', buffer: file })
      const rejection = page.getByTestId('data-rejection')
      await expect(rejection).toContainText(
        lang === 'en'
          ? `latin1.csv: bytes that are not UTF-8 at line 3, column 17 (byte ${head.length}); nothing was imported`
          : `latin1.csv : des octets qui ne sont pas de l’UTF-8 ligne 3, colonne 17 (octet ${head.length}) ; rien n’a été importé`,
      )
      await expect(rejection.locator('tbody tr').first()).toContainText(lang === 'en' ? 'not UTF-8 at column 17' : 'pas de l’UTF-8 à la colonne 17')
      await expect(page.getByTestId('data-total')).toHaveText('3853')
      await rejection.scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(dir, `text-refusal-data-${width}-${lang}.png`) })
    })
  }
}
