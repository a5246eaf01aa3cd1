// Issue 12.1 in the real app (Chromium, browser mode): a creature player makes a set, adds a card
// through the form with a picture from a local file, finds it in the Cards view with its picture,
// then imports CSV rows into the set: a bad row is refused with its line and field and changes
// nothing, good rows are merged and searchable.
import { expect, openApp, rows, search, test } from './fixtures'
import { makePng } from '../unit/images/test-image-host'

const COLUMNS = 'code,name,category,level,atk,def,type,unique,text'

test('makes a card with a picture, finds it in the Cards view, and imports CSV rows into its set', async ({ page }) => {
  await openApp(page, '/cards')
  await page.getByTestId('game-switch').selectOption('creatures')
  await page.getByTestId('nav-sets').click()
  await expect(page.getByTestId('card-sets')).toBeVisible()

  await page.locator('#new-set-name').fill('Forest friends')
  await page.getByTestId('set-create').click()
  await expect(page.locator('#open-set-name')).toHaveText('Forest friends')

  // The form, from the module's fields: a creature shows its level, Atk and Def.
  await page.getByTestId('card-new').click()
  await page.locator('#user-card-code').fill('FF-001')
  await page.locator('#user-card-name').fill('Ember Fox')
  const category = page.locator('#user-card-category')
  await expect(category.locator('option')).toHaveText(['Creature', 'Effect', 'Equipment', 'Terrain'])
  await category.selectOption('creature')
  await page.locator('#user-card-level').fill('1')
  await page.locator('#user-card-atk').fill('1200')
  await page.locator('#user-card-def').fill('800')
  await page.locator('#user-card-type').fill('Fox')
  await page.locator('#card-picture-file').setInputFiles({ name: 'fox.png', mimeType: 'image/png', buffer: makePng('Ember Fox', 252, 352) })
  const preview = page.getByTestId('card-picture')
  await expect(preview).toBeVisible()
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(252)
  await page.getByTestId('card-save').click()

  const table = page.getByTestId('set-cards')
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await expect(table.locator('tbody tr').first()).toContainText('Ember Fox')
  await expect(table.locator('tbody tr').first()).toContainText('Creature')
  await page.screenshot({ path: test.info().outputPath('set-with-card.png') })

  // The Cards view searches the user's set with the module's facets, and shows the picture.
  await page.getByTestId('nav-cards').click()
  expect(await search(page, 'ember t:fox')).toBe(1)
  await rows(page).first().click()
  const picture = page.getByTestId('detail-picture')
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(252)

  // A CSV with one bad row: refused with its line and field, the set unchanged.
  await page.getByTestId('nav-sets').click()
  await page.locator('.set-list button', { hasText: 'Forest friends' }).click()
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await page.locator('#set-import-text').fill([COLUMNS, 'FF-002,Moss Turtle,creature,2,600,1900,Turtle,no,', 'FF-003,Bad Level,creature,high,100,100,Bug,no,'].join('\n'))
  await page.getByTestId('set-import-merge').click()
  const problems = page.getByTestId('set-import-problems')
  await expect(problems).toContainText(/line 3/i)
  await expect(problems).toContainText(/level/i)
  await expect(table.locator('tbody tr')).toHaveCount(1)

  // Fixed, the rows are merged and searchable.
  await page.locator('#set-import-text').fill([COLUMNS, 'FF-002,Moss Turtle,creature,2,600,1900,Turtle,no,', 'FF-003,Quiet Glade,terrain,,,,,no,Forest creatures gain 100 Def.'].join('\n'))
  await page.getByTestId('set-import-merge').click()
  await expect(table.locator('tbody tr')).toHaveCount(3)
  await expect(table).toContainText('Terrain')
  await page.getByTestId('nav-cards').click()
  await page.getByTestId('search-input').fill('c:terrain glade')
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toHaveAttribute('data-code', 'FF-003')
})
