import { test as base, expect, type Page } from '@playwright/test'

export const TOKEN = 'e2e-token'

/**
 * Every test fails if the page logs an error or warning, throws, or violates the CSP. Tests start
 * as a returning player (the first-start page seen) unless they `test.use({ firstStart: true })`.
 */
export const test = base.extend<{ problems: string[]; firstStart: boolean }>({
  firstStart: [false, { option: true }],
  problems: [
    async ({ page, firstStart }, use) => {
      if (!firstStart)
        await page.addInitScript(() => {
          try {
            localStorage.setItem('decklab.firstStartSeen', '1')
          } catch {
            // about:blank and other pages without storage
          }
        })
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`)
        })
      })
      await use(problems)
      expect(problems, 'console errors, warnings or CSP violations').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/** Opens the printed URL (it sets the auth cookie and redirects) and waits for the first results. */
export async function openApp(page: Page, path = '') {
  await page.goto(`/?token=${TOKEN}`)
  // The app lives under this launch's path (where the token cookie goes): routes are relative to it.
  if (path) await page.goto(new URL(`#${path}`, page.url()).href)
  await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
}

export function rows(page: Page) {
  return page.locator('[role="option"][data-code]')
}

/** Waits for the list to show the results of `query` (searched as typed), then returns the count. */
export async function search(page: Page, query: string) {
  const box = page.getByTestId('search-input')
  const before = await page.getByTestId('result-count').textContent()
  await box.fill(query)
  await expect(page.getByTestId('result-count')).not.toHaveText(before ?? '')
  return countOf(page)
}

export async function countOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? ''
  const digits = text.replace(/[^\d]/g, '')
  return digits ? Number(digits) : 0
}

/** The visible rows as plain data (what the user can read in each column). */
export async function visibleRows(page: Page) {
  return rows(page).evaluateAll((els) =>
    els.map((el) => {
      const cell = (name: string) => (el.querySelector(`.col-${name}`)?.textContent ?? '').trim()
      return {
        code: el.getAttribute('data-code') ?? '',
        elements: [...el.querySelectorAll('[data-element]')].map((e) => e.getAttribute('data-element')),
        name: cell('name'),
        type: cell('type'),
        cost: Number(cell('cost')),
        power: cell('power'),
        ex: cell('ex') === 'EX',
      }
    }),
  )
}

/** Screenshots at the two sizes every screen must work at (1024×700, 1920×1080), then back to the tests' viewport. */
export async function shootBothSizes(page: Page, file: (width: number) => string) {
  const viewport = page.viewportSize()
  for (const [width, height] of [
    [1024, 700],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: file(width) })
  }
  if (viewport) await page.setViewportSize(viewport)
}
