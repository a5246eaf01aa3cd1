// Issue 29.1 in Chromium through the Backup page: a creature player's own set, with a picture, and
// a deck of its cards are backed up on one app (its own user-data folder and library), restored on
// another that has nothing (a fresh user-data folder, another origin so another IndexedDB): the
// deck opens with every card known, and the card's picture shows.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, rows, test } from './fixtures'
import { startOwnAppServer, type OwnAppServer } from './own-app-server'
import { makePng } from '../unit/images/test-image-host'

const TOKEN = 'e2e-backup-sets-token'
let home: OwnAppServer
let away: OwnAppServer

test.beforeAll(async () => {
  ;[home, away] = await Promise.all([startOwnAppServer(TOKEN, 'decklab-e2e-backup-home-'), startOwnAppServer(TOKEN, 'decklab-e2e-backup-away-')])
})
test.afterAll(() => {
  home?.stop()
  away?.stop()
})

async function openCreatures(page: Page, app: OwnAppServer) {
  await page.goto(`${app.url}?token=${TOKEN}`)
  await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
  await page.getByTestId('game-switch').selectOption('creatures')
  await expect(page.getByTestId('result-count')).toHaveText(/\b40\b/)
}

async function addByEnter(page: Page, code: string, times: number) {
  const box = page.getByTestId('search-input')
  await box.fill(`code:${code}`)
  await expect(rows(page).first()).toHaveAttribute('data-code', code)
  for (let i = 0; i < times; i++) await box.press('Enter')
}

test('a card set and its picture go with the decks in a backup, restored into an empty app', async ({ page }) => {
  test.setTimeout(120_000)
  await openCreatures(page, home)
  await page.getByTestId('nav-sets').click()
  await page.locator('#new-set-name').fill('Forest friends')
  await page.getByTestId('set-create').click()
  await page.getByTestId('card-new').click()
  await page.locator('#user-card-code').fill('FF-001')
  await page.locator('#user-card-name').fill('Ember Fox')
  await page.locator('#user-card-category').selectOption('creature')
  await page.locator('#user-card-level').fill('1')
  await page.locator('#user-card-atk').fill('1200')
  await page.locator('#user-card-def').fill('800')
  await page.locator('#card-picture-file').setInputFiles({ name: 'fox.png', mimeType: 'image/png', buffer: makePng('Ember Fox', 252, 352) })
  await expect.poll(() => page.getByTestId('card-picture').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(252)
  await page.getByTestId('card-save').click()
  await expect(page.getByTestId('set-cards').locator('tbody tr')).toHaveCount(1)

  await page.getByTestId('nav-decks').click()
  await page.getByTestId('new-deck-name').fill('Foxes')
  await page.getByTestId('new-deck').click()
  await expect(page.getByTestId('deck-editor')).toBeVisible()
  await addByEnter(page, 'FF-001', 3)
  await addByEnter(page, 'CR-001', 2)
  await expect(page.getByTestId('deck-list').locator('[data-code="FF-001"]')).toContainText('Ember Fox')

  await page.getByTestId('nav-backup').click()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-make').click()])
  await expect(page.getByTestId('backup-made')).toContainText('With 1 card set and 1 picture.')
  const text = readFileSync((await download.path())!, 'utf8')
  const file = JSON.parse(text) as { deckLabBackup: number; cardSets: { name: string }[]; pictures: unknown[] }
  expect([file.deckLabBackup, file.cardSets.map((s) => s.name), file.pictures.length]).toEqual([4, ['Forest friends'], 1])

  // Another computer: nothing there.
  await openCreatures(page, away)
  await page.getByTestId('nav-backup').click()
  await page.getByTestId('backup-file-input').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('backup-sets')).toContainText('Card sets of every game: 1 card set with 1 picture.')
  await expect(page.getByTestId('backup-sets-new')).toHaveText('1 new card set: Forest friends')
  await page.getByTestId('backup-restore').click()
  await expect(page.getByTestId('backup-restored')).toContainText('Card sets written: 1.')

  await page.getByTestId('nav-decks').click()
  await page.getByTestId('deck-link').filter({ hasText: 'Foxes' }).click()
  const fox = page.getByTestId('deck-list').locator('[data-code="FF-001"]')
  await expect(fox).toContainText('Ember Fox')
  await expect(fox.getByTestId('line-count')).toHaveText('3')
  await expect(page.getByTestId('deck-list').locator('.line.unknown')).toHaveCount(0)

  await page.getByTestId('nav-cards').click()
  await page.getByTestId('search-input').fill('code:FF-001')
  await expect(rows(page)).toHaveCount(1)
  await rows(page).first().click()
  const picture = page.getByTestId('detail-picture')
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(252)

  // Restored again: the set is already the same, nothing to write.
  await page.getByTestId('nav-backup').click()
  await page.getByTestId('backup-file-input').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('backup-sets-same')).toHaveText('1 card set already the same')
})
