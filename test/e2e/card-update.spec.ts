// Issue 15: "Check for new cards" on the Card data page, in Chromium, against the replay server.
// The update changes the catalog, so this spec runs its own app server on a fresh user-data
// folder (random port) and leaves the shared one, and the other specs, untouched. Main learns
// the replay server's address through the source setting, as a user would set it.
import { test, expect } from './fixtures'
import { startReplayServer, type ReplayServer } from '../fixtures/fftcg-official/replay-server'
import { startOwnAppServer, type OwnAppServer } from './own-app-server'

const TOKEN = 'e2e-update-token'
// The French test reads what the update test brought: they run in order, the second only after the first.
test.describe.configure({ mode: 'serial' })
let app: OwnAppServer
let appUrl: string
let replay: ReplayServer

test.beforeAll(async () => {
  replay = await startReplayServer([{ file: 'update-1.json' }])
  app = await startOwnAppServer(TOKEN, 'decklab-e2e-update-')
  appUrl = app.url
})

test.afterAll(async () => {
  app?.stop()
  await replay?.close()
})

test('check for new cards: progress, cancel changes nothing, then update and update again', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(`${appUrl}?token=${TOKEN}`)
  await page.getByTestId('nav-data').click()
  await expect(page.getByTestId('data-total')).toHaveText('3853')
  await expect(page.getByTestId('origin-bundled')).toHaveText('3,853')
  await expect(page.getByTestId('origin-last')).toContainText('Never')

  // The source setting, by keyboard.
  await page.getByTestId('update-source').locator('summary').click()
  await page.getByTestId('update-source-input').fill(replay.url)
  await page.getByTestId('update-source-input').press('Enter')
  await expect(page.getByTestId('update-source')).toContainText('A chosen address is in use.')

  // A slow answer: the download shows as it goes, and Cancel leaves everything as it was.
  replay.script([{ file: 'update-1.json', dribble: { bytes: 250, everyMs: 100 } }])
  await page.getByTestId('update-check').click()
  await expect(page.getByTestId('update-progress-text')).toHaveText(/^Downloading from 127\.0\.0\.1:\d+: \d KB of 6 KB$/)
  await page.getByTestId('update-cancel').click()
  await expect(page.getByTestId('update-cancelled')).toHaveText('The update was cancelled. The card database is unchanged.')
  await expect(page.getByTestId('data-total')).toHaveText('3853')
  await expect(page.getByTestId('origin-updated')).toHaveText('0')

  replay.script([{ file: 'update-1.json' }])
  await page.getByTestId('update-check').press('Enter')
  await expect(page.getByTestId('update-summary')).toHaveText('8 cards received: 4 added, 3 changed, 1 unchanged. 3,857 cards in the database.')
  await expect(page.getByTestId('update-fields')).toContainText('Words in French')
  await expect(page.getByTestId('data-total')).toHaveText('3857')
  await expect(page.getByTestId('origin-updated')).toHaveText('7')
  await expect(page.getByTestId('origin-bundled')).toHaveText('3,850')
  await expect(page.getByTestId('data-bundled')).toContainText('Built into Deck Lab: 3,853 cards')

  replay.script([{ file: 'update-2.json' }])
  await page.getByTestId('update-check').click()
  await expect(page.getByTestId('update-summary')).toHaveText('9 cards received: 1 added, 1 changed, 7 unchanged. 3,858 cards in the database.')
  await page.getByTestId('update-changed').locator('summary').click()
  await expect(page.getByTestId('update-changed')).toContainText('27-001H Power')
  await expect(page.getByTestId('data-total')).toHaveText('3858')

  // The new cards are searchable at once; no developer path anywhere on the page.
  const text = await page.getByTestId('card-data').innerText()
  expect(text).not.toMatch(/cards\.merged\.json|\.\.\/|resources\/|\/tmp\//)
  await page.getByTestId('nav-cards').click()
  await page.getByTestId('search-input').fill('code:27-002')
  await expect(page.locator('[role="option"][data-code="27-002C"]')).toBeVisible()
})

test('after the update, French shows French names and texts, finds French words, and reads a French decklist', async ({ page, context }) => {
  test.setTimeout(60_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl).origin })
  await page.goto(`${appUrl}?token=${TOKEN}`)
  await page.getByTestId('language-switch').getByRole('button', { name: 'FR' }).click()
  await page.getByTestId('nav-cards').click()

  // A French name finds the card and the list and the detail show it in French.
  await page.getByTestId('search-input').fill('mog')
  const moogle = page.locator('[role="option"][data-code="27-002C"]')
  await expect(moogle).toContainText('Mog (XIV)')
  await moogle.click()
  const detail = page.getByTestId('card-detail')
  await expect(detail.locator('h2')).toHaveText('Mog (XIV)')
  await expect(detail.locator('[data-field="jobs"]')).toHaveText('Mog')
  await expect(detail.locator('.card-text')).toContainText('Piochez 1 carte.')

  // French rules text and jobs are searched, accents folded; English still finds the same card.
  await page.getByTestId('search-input').fill('invocation')
  await expect(page.locator('[role="option"][data-code="27-003R"]')).toBeVisible()
  await page.getByTestId('search-input').fill('preteur')
  await expect(page.locator('[role="option"][data-code="12-114R"]')).toBeVisible()
  await page.getByTestId('search-input').fill('moogle xiv')
  await expect(page.locator('[role="option"][data-code="27-002C"]')).toContainText('Mog (XIV)')

  // A decklist written with French names imports; the editor lists the French names.
  await page.getByTestId('nav-decks').click()
  await page.getByTestId('import-decklist').click()
  await page.getByTestId('import-text').fill('3 Mog (XIV)\n2 mog (xiv)')
  await page.getByTestId('import-read').click()
  await expect(page.getByTestId('import-line-card')).toHaveCount(2)
  await expect(page.getByTestId('import-line-card').first()).toContainText('Mog (XIV)')
  await page.getByTestId('import-name').fill('Mogs')
  await page.getByTestId('import-confirm').click()
  await expect(page.getByTestId('deck-list')).toContainText('Mog (XIV)')
  await expect(page.getByTestId('line-count').first()).toHaveText('5')

  // Exports name cards in English unless French is chosen.
  await page.getByTestId('export-toggle').click()
  await page.getByTestId('export-copy-plain').click()
  await expect(page.getByTestId('export-message')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('5 27-002C Moogle (XIV)')
  await page.getByTestId('export-language').selectOption('fr')
  await page.getByTestId('export-copy-plain').click()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('5 27-002C Mog (XIV)')
})

test('a rejected update lists each bad record with its code on one line, at 1024×700, and changes nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 })
  await page.goto(`${appUrl}?token=${TOKEN}`)
  await page.getByTestId('nav-data').click()
  const total = await page.getByTestId('data-total').innerText()
  await page.getByTestId('update-source').locator('summary').click()
  await page.getByTestId('update-source-input').fill(replay.url)
  await page.getByTestId('update-source-input').press('Enter')
  await expect(page.getByTestId('update-source')).toContainText('A chosen address is in use.')
  replay.script([{ file: 'malformed.json' }])
  await page.getByTestId('update-check').click()
  const rejected = page.getByTestId('update-rejected')
  await expect(rejected.locator('tbody tr').first()).toContainText('27-010C')
  // each code on one line of text ("27-" above "010C" made two)
  const codeLines = await rejected.locator('tbody tr td:first-child').evaluateAll((tds) =>
    tds.map((td) => {
      const range = document.createRange()
      range.selectNodeContents(td)
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    }),
  )
  expect(codeLines.length).toBe(4)
  expect(codeLines.every((n) => n === 1), `lines per code cell: ${codeLines.join(', ')}`).toBe(true)
  await expect(page.getByTestId('data-total')).toHaveText(total)
})
