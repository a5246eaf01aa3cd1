// Magic played in the real app (issue 14, "Done means"), in Chromium against the real renderer and
// main: Scryfall's bulk oracle cards downloaded on the Card data page from local servers standing
// in for api.scryfall.com and data.scryfall.io (Scryfall's own card fixtures,
// test/fixtures/scryfall-bulk/); a 60-card deck of those cards pasted as an MTG Arena list; a game
// whose seed is picked by playing the same line on the module's engine first (./mtg-line.ts): the
// opening hand kept (CR 103.5), an Island played each turn (2), Renowned Weaponsmith cast with the
// auto-payer (CR 601.2) on turn 2, attacking (3.2.a) on turn 3 for 1 (3.4), the goldfish's life
// read; undo and redo; then the deck saved and its lab run to the end (Magic's lab results view is
// another branch's). The download changes
// the catalog, so this spec runs its own app server on a fresh user-data folder, as
// card-update.spec.ts does. Screenshots at both sizes, in English and French.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { startReplayServer, type ReplayServer } from '../fixtures/fftcg-official/replay-server'
import { bulkFile, bulkList, scryfallObjects } from '../fixtures/scryfall-bulk/bulk-files'
import { expect, shootBothSizes, test } from './fixtures'
import { DECK_LIST, firstLine } from './mtg-line'
import { startOwnAppServer, type OwnAppServer } from './own-app-server'
import { advanceTo, pasteDeck, runLab, savePastedAndOpen, startOnThePlay } from './playtest-steps'

const dir = process.env.SHOTS_DIR ?? 'test-results/shots'
mkdirSync(dir, { recursive: true })
const TOKEN = 'e2e-mtg-token'
const LINE = firstLine()

// The walk's second test plays the deck the first one's download made possible: in order.
test.describe.configure({ mode: 'serial' })
let app: OwnAppServer
let appUrl: string
let servers: ReplayServer[] = []

test.beforeAll(async () => {
  const file = bulkFile(scryfallObjects())
  const files = await startReplayServer([{ body: file }])
  const api = await startReplayServer([{ body: bulkList(files.url, Buffer.byteLength(file)) }])
  servers = [files, api]
  app = await startOwnAppServer(TOKEN, 'decklab-e2e-mtg-')
  appUrl = app.url
})

test.afterAll(async () => {
  app?.stop()
  await Promise.all(servers.map((s) => s.close()))
})

const board = (page: Page) => page.getByTestId('playtest-board')
const hand = (page: Page) => page.getByTestId('hand')
const lands = (page: Page) => page.getByTestId('row-lands').locator('[data-card-name="Island"]')
const weaponsmith = (page: Page) => page.getByTestId('row-creatures').locator('[data-card-name="Renowned Weaponsmith"]')
const handNames = (page: Page) => hand(page).locator('[data-testid="board-card"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card-name') ?? '').sort())

const shoot = (page: Page, name: string) => shootBothSizes(page, (w) => join(dir, `mtg-${name}-${w}.png`))
/** Passes priority until the step. */
const passTo = (page: Page, phase: string) => advanceTo(page, phase, () => 'pass-priority', 14)

/** To the goldfish's turn, then the player's next precombat main phase. */
async function nextTurn(page: Page, own: number) {
  await page.getByTestId('next-turn').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'opponent')
  await page.getByTestId('next-turn').click()
  await expect(board(page)).toHaveAttribute('data-phase', 'main1')
  await expect(page.getByTestId('turn-number')).toContainText(`Your turn ${own}`)
}

async function openMagic(page: Page) {
  await page.goto(`${appUrl}?token=${TOKEN}`)
  await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
  await page.getByTestId('game-switch').selectOption('mtg')
}

test('Magic: Scryfall’s cards downloaded, a 60-card deck pasted; lands, a creature cast with the auto-payer, attacking next turn; undo, redo', async ({ page }) => {
  test.setTimeout(150_000)
  await openMagic(page)
  // the bulk download from the local servers, the address set as a user would
  await page.getByTestId('nav-data').click()
  await expect(page.getByTestId('data-total')).toHaveText(/[1-9]/)
  await page.getByTestId('update-source').locator('summary').click()
  // typed once the page has read the setting (Scryfall's address, shown as the placeholder), which would empty the field
  await expect(page.getByTestId('update-source-input')).toHaveAttribute('placeholder', 'https://api.scryfall.com')
  await page.getByTestId('update-source-input').fill(servers[1]!.url)
  await page.getByTestId('update-source-input').press('Enter')
  await expect(page.getByTestId('update-source')).toContainText('A chosen address is in use.')
  await page.getByTestId('update-check').click()
  await expect(page.getByTestId('update-summary')).toContainText('cards received', { timeout: 30_000 })
  await shoot(page, 'download')

  await pasteDeck(page, DECK_LIST, 60)
  await startOnThePlay(page, LINE.seed)
  await expect.poll(() => handNames(page)).toEqual(LINE.opening)
  await expect(page.getByTestId('question-prompt')).toContainText('Keep these seven cards, or mulligan.')
  await shoot(page, 'opening')

  // CR 103.5: keep; turn 1: an Island (2)
  await page.getByTestId('keep').click()
  await passTo(page, 'main1')
  await hand(page).locator('[data-card-name="Island"]').first().click()
  await expect(lands(page)).toHaveCount(1)
  // turn 2: an Island, both tapped (CR 605), Renowned Weaponsmith cast with the auto-payer (CR 601.2)
  await nextTurn(page, 2)
  await hand(page).locator('[data-card-name="Island"]').first().click()
  await expect(lands(page)).toHaveCount(2)
  await lands(page).nth(0).click()
  await lands(page).nth(1).click()
  await expect(page.getByTestId('mana-pool')).toHaveAttribute('data-mana', 'UU')
  await hand(page).locator('[data-card-name="Renowned Weaponsmith"]').first().click()
  await expect(page.getByTestId('stack-0')).toContainText('Renowned Weaponsmith')
  await expect(page.getByTestId('mana-pool')).toHaveAttribute('data-mana', '')
  await shoot(page, 'stack')
  await page.getByTestId('pass-priority').click()
  await expect(weaponsmith(page)).toHaveAttribute('data-sick', 'true')

  // turn 3: 3.2.a the Weaponsmith attacks; 3.4: 1 damage to the goldfish
  await nextTurn(page, 3)
  await expect(weaponsmith(page)).not.toHaveAttribute('data-sick', 'true')
  await passTo(page, 'declareAttackers')
  const id = (await weaponsmith(page).getAttribute('data-id'))!
  await page.getByTestId(`attacker-${id}`).click()
  await shoot(page, 'attackers')
  await page.getByTestId('declare-attackers').click()
  await expect(weaponsmith(page)).toHaveAttribute('data-tapped', 'true')
  await passTo(page, 'combatDamage')
  await expect(page.getByTestId('life-opponent')).toHaveAttribute('data-life', '19')
  await shoot(page, 'damage')

  // undo takes the damage step back, redo deals it again
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('life-opponent')).toHaveAttribute('data-life', '20')
  await expect(board(page)).toHaveAttribute('data-phase', 'declareBlockers')
  await page.getByTestId('redo').click()
  await expect(page.getByTestId('life-opponent')).toHaveAttribute('data-life', '19')

  // French
  await page.getByRole('button', { name: 'FR' }).click()
  await expect(page.getByTestId('row-lands')).toContainText('Terrains')
  await shoot(page, 'damage-fr')
})

test('Magic: the pasted deck saved to the library and its lab run to the end', async ({ page }) => {
  test.setTimeout(180_000)
  await openMagic(page)
  await pasteDeck(page, DECK_LIST, 60)
  await savePastedAndOpen(page)
  await shoot(page, 'editor')
  await runLab(page)
  await shoot(page, 'lab')
  await page.getByRole('button', { name: 'FR' }).click()
  await shoot(page, 'lab-fr')
})
