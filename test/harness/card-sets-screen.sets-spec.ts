// Issue 12 items 1, 3 and 5 in Chromium: a card's picture attached on the Card sets screen shows
// in the form's preview (its pixels load), a file that is no picture is refused in French, and an
// import's problems are in French too, by line and field.
import { expect, test, type Page } from '@playwright/test'

/** A real 63×88 PNG, drawn by the page's canvas. */
async function redPng(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    ;[canvas.width, canvas.height] = [63, 88]
    const context = canvas.getContext('2d')!
    context.fillStyle = '#c33'
    context.fillRect(0, 0, 63, 88)
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'))
    return [...new Uint8Array(await blob.arrayBuffer())]
  })
  return Buffer.from(bytes)
}

async function openNewSet(page: Page, lang: 'en' | 'fr', name: string) {
  await page.goto(`/sets.html?lang=${lang}`)
  await expect(page.locator('body[data-ready="true"]')).toBeVisible()
  await page.locator('#new-set-name').fill(name)
  await page.getByTestId('set-create').click()
  await expect(page.locator('#open-set-name')).toHaveText(name)
}

test('a picture chosen for a new card shows in the form’s preview, and again when the card is opened', async ({ page }) => {
  await openNewSet(page, 'en', 'Pictures')
  await page.getByTestId('card-new').click()
  await page.locator('#user-card-code').fill('px-01')
  await page.locator('#user-card-name').fill('Red Fox')
  for (const [key, value] of [['level', '0'], ['atk', '300'], ['def', '200']]) await page.locator(`#user-card-${key}`).fill(value!)
  const png = await redPng(page)
  await page.locator('#card-picture-file').setInputFiles({ name: 'fox.png', mimeType: 'image/png', buffer: png })
  const preview = page.getByTestId('card-picture')
  await expect(preview).toBeVisible()
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(63)
  await page.getByTestId('card-save').click()
  // typed in lower case: the game keys it PX-01, and the picture stays with it
  await page.getByRole('button', { name: 'Edit PX-01' }).click()
  await expect.poll(() => page.getByTestId('card-picture').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(63)
})

test('in French, a file that is no picture and a bad import are refused in French', async ({ page }) => {
  await openNewSet(page, 'fr', 'Refus')
  await page.getByTestId('card-new').click()
  await page.locator('#card-picture-file').setInputFiles({ name: 'fox.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a'.padEnd(300, '\0')) })
  await expect(page.getByTestId('card-picture-problem')).toHaveText('Ce n’est pas une image que Deck Lab affiche : choisissez un fichier PNG, JPEG ou WebP complet.')
  const csv = 'code,name,category,level,atk,def,type,unique,text\nFX-1,Fox,creature,1,beaucoup,200,,no,\n'
  await page.locator('#set-import-file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByTestId('set-import-file-name')).toHaveText('bad.csv')
  await page.getByTestId('set-import-merge').click()
  await expect(page.getByTestId('set-import-problems').locator('li')).toHaveText(['ligne 2, atk: « beaucoup » n’est pas un nombre entier.'])
})
