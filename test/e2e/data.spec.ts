import { resolve } from 'node:path'
import { writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { test, expect, TOKEN } from './fixtures'

const fixtures = resolve(import.meta.dirname, '..', 'fixtures', 'import')

test.describe('Card data page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`/?token=${TOKEN}`)
    await page.getByTestId('nav-data').click()
    await expect(page.getByTestId('data-total')).toHaveText(/^\d+$/)
  })

  test('shows where the data comes from and what it holds', async ({ page }) => {
    await expect(page.getByTestId('data-total')).toHaveText('3853')
    await expect(page.getByTestId('data-bundled')).toContainText('Built into Deck Lab: 3,853 cards')
    await expect(page.getByText('cards.merged.json')).toHaveCount(0) // no developer path
    await expect(page.getByText('None: the bundled data is in use.')).toBeVisible()
  })

  test('a malformed file is rejected with record and field, and nothing changes', async ({ page }) => {
    const dir = mkdtempSync(resolve(tmpdir(), 'decklab-e2e-import-'))
    const file = resolve(dir, 'broken.csv')
    writeFileSync(file, 'code,name,elements,type,cost,power,job,category,rarity,set,text\n1-001H,Auron,Fire,Forward,six,9000,Guardian,X,H,Opus I,\n')
    await page.getByTestId('data-file').setInputFiles(file)
    const rejection = page.getByTestId('data-rejection')
    await expect(rejection).toContainText('broken.csv was not imported.')
    await expect(rejection.locator('tbody tr').first()).toContainText('1-001H')
    await expect(rejection.locator('tbody tr').first()).toContainText('cost')
    await expect(rejection).toContainText('The card database is unchanged.')
    await expect(page.getByTestId('data-total')).toHaveText('3853')
    await page.screenshot({ path: 'test-results/shots/data-rejected.png', fullPage: true })
  })

  test('in French, main’s problems are said in French: the headline and each problem', async ({ page }) => {
    const file = resolve(mkdtempSync(resolve(tmpdir(), 'decklab-e2e-import-')), 'cassé.csv')
    writeFileSync(file, 'code,name,elements,type,cost,power,job,category,rarity,set,text\n1-001H,Auron,Fire,Forward,six,9000,Guardian,X,H,Opus I,\n')
    await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
    await page.getByTestId('data-file').setInputFiles(file)
    const rejection = page.getByTestId('data-rejection')
    await expect(rejection).toContainText('cassé.csv : 1 problème trouvé ; rien n’a été importé')
    await expect(rejection.locator('tbody tr').first().locator('td').last()).toHaveText('attendu : un nombre entier de 0 à 20, trouvé : "six"')
    await expect(rejection).not.toContainText('expected')
  })

  test('re-importing official data already in the database reports it unchanged and lists the import', async ({ page }) => {
    await page.getByTestId('data-file').setInputFiles(resolve(fixtures, 'merged-slice.json'))
    await expect(page.getByTestId('data-report')).toContainText('merged-slice.json imported')
    await expect(page.getByTestId('data-report')).toContainText('0 added, 0 updated, 19 unchanged')
    await expect(page.getByText(/merged-slice\.json \(flat-list, 19 cards\)/)).toBeVisible()
    await page.screenshot({ path: 'test-results/shots/data-imported.png', fullPage: true })
  })
})
