// Issue 25.2: the Card data page counts FFTCG's catalog by what its module declares (its `stats`
// fields and its data figure, the unknown multicard flags), as for every game, in English and
// French; screenshots at 1024×700 and 1920×1080 (test-results/, never committed).
import { mkdirSync } from 'node:fs'
import { expect, shootBothSizes, test, TOKEN } from './fixtures'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })

test('the Card data page shows FFTCG’s fields and its multicard figure in the module’s words', async ({ page }) => {
  await page.goto(`/?token=${TOKEN}`)
  await page.getByTestId('nav-data').click()
  await expect(page.getByTestId('data-total')).toHaveText('3853')
  for (const [locale, words] of [
    ['en', { figure: 'Multicard flag unknown', captions: ['Element', 'Type', 'Cost', 'Set'], fire: 'Fire' }],
    ['fr', { figure: 'Indicateur multicarte inconnu', captions: ['Élément', 'Type', 'Coût', 'Extension'], fire: 'Feu' }],
  ] as const) {
    if (locale === 'fr') await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
    const facts = page.locator('[aria-labelledby="data-source"] .facts')
    await expect(facts).toContainText(words.figure)
    await expect(page.getByTestId('data-figure-multicardUnknown')).toHaveText(/^[1-9]\d*$/)
    const groups = page.getByTestId('data-field-counts').locator('figure')
    await expect(groups.locator('figcaption')).toHaveText([...words.captions])
    // the element bars carry FFTCG's crystals and its element names
    const elements = groups.filter({ has: page.locator('figcaption', { hasText: words.captions[0] }) })
    await expect(elements.locator('.mark svg').first()).toBeVisible()
    await expect(elements).toContainText(words.fire)
    // the sets scroll in their own box
    const sets = page.locator('figure[data-field="set"] .bars')
    await expect(sets).toHaveClass(/long/)
    expect(await sets.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
    // a number field (the cost) reads in its order, not by count
    const costs = await page.locator('figure[data-field="cost"] .label').allTextContents()
    expect(costs.map(Number)).toEqual([...costs.map(Number)].sort((a, b) => a - b))
    await page.evaluate(() => window.scrollTo(0, 0))
    await shootBothSizes(page, (width) => `${dir}/card-data-source-${locale}-${width}.png`)
    await page.getByTestId('data-field-counts').scrollIntoViewIfNeeded()
    await shootBothSizes(page, (width) => `${dir}/card-data-counts-${locale}-${width}.png`)
  }
})
