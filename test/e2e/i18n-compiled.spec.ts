// Issue 16 (deck open under 50 ms): the build ships the messages compiled (build/i18n-precompile.ts)
// and leaves vue-i18n's message compiler out. In the built page, words with placeholders and
// plural forms still come out whole in both languages, and the compiler is not in the bundle.
import { expect, openApp, test } from './fixtures'

test('the built app words plurals and placeholders from its compiled messages, in English and French, without shipping the message compiler', async ({ page }) => {
  await openApp(page)
  await page.getByTestId('nav-decks').click()
  await page.getByTestId('new-deck-name').fill('Compiled words')
  await page.getByTestId('new-deck').click()
  await page.getByTestId('search-input').fill('code:1-001H')
  await page.getByTestId('search-input').press('Enter')
  const size = page.getByTestId('deck-count')
  await expect(page.getByTestId('result-count')).toHaveText('1 card')
  await expect(size).toHaveText('1 / 50 cards')
  await page.locator('[data-testid="language-switch"] [data-locale="fr"]').click()
  // French counts 0 and 1 in the singular (frenchPlural), from an AST with three cases
  await expect(page.getByTestId('result-count')).toHaveText('1 carte')
  await expect(size).toHaveText('1 / 50 cartes')
  await page.getByTestId('search-input').fill('code:1-001H code:1-002R')
  await expect(page.getByTestId('result-count')).toHaveText('aucune carte')
  await page.locator('[data-testid="language-switch"] [data-locale="en"]').click()
  await expect(page.getByTestId('result-count')).toHaveText('no cards')

  const scripts = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src))
  const bundle = (await Promise.all(scripts.map((src) => page.request.get(src).then((r) => r.text())))).join('\n')
  expect(bundle.length).toBeGreaterThan(100_000)
  // the message compiler's tokenizer (it names itself in its errors' domain) is left out; the compiled ASTs are there
  expect(bundle.includes('tokenizer'), 'vue-i18n’s message compiler is in the bundle').toBe(false)
  expect(/\\?"t\\?":0,\\?"b\\?":\{/.test(bundle), 'no compiled message AST in the bundle').toBe(true)
})
