// Magic's and Vanguard's card pictures end to end (issue 32 point 4, issue 28 point 4), in Chromium
// against the real main process on a server of its own (a card set is imported): a local image host
// stands in for Scryfall and en.cf-vanguard.com through the image-host setting. Magic: the detail
// shows the front's picture and, turned over, the back's (each asked once, with Scryfall's paths),
// the grid shows it, the table's preview shows the hand card's, and the hand's and battlefield's
// cards show theirs; Vanguard: a card whose file gives
// its official address is shown from the local host. Screenshots at both sizes, English and French,
// under SHOTS_DIR.
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, rows, search, shootBothSizes, test } from './fixtures'
import { startOwnAppServer, type OwnAppServer } from './own-app-server'
import { pasteDeck, startOnThePlay } from './playtest-steps'
import { startImageHost, type ImageHost } from '../unit/images/test-image-host'
import { newGame } from '../../src-shared/games/mtg/engine'
import { mtgCard } from '../unit/mtg/mtg-cards'

interface Card { id: string; name: string; imageUrl: string | null }
const CARDS: Card[] = JSON.parse(readFileSync(new URL('../../resources/mtg-cards.json', import.meta.url), 'utf8')).cards
const researcher = CARDS.find((c) => c.name === 'Aberrant Researcher // Perfected Form')!
const frontPath = new URL(researcher.imageUrl!).pathname
const backPath = frontPath.replace('/normal/front/', '/normal/back/')
const islandPath = new URL(CARDS.find((c) => c.name === 'Island')!.imageUrl!).pathname

// Stil Vampir as the cfv-online BT03 file gives it, with its official picture address (../shared/data/vanguard/SOURCE.md §5).
const VAMPIR = { code: 'BT03/001EN', name: 'Stil Vampir', grade: 3, power: 10000, shield: 0, critical: 1, skill: 'twin-drive', unitType: 'normal', nations: ['Dark Zone'], clan: 'Dark Irregulars', set: 'BT03', text: '', image: 'https://en.cf-vanguard.com/wordpress/wp-content/images/cardlist/bt03/BT03_001EN.png' }
const VAMPIR_PATH = new URL(VAMPIR.image).pathname

const dir = process.env.SHOTS_DIR ?? 'test-results/pictures-shots'
mkdirSync(dir, { recursive: true })
const TOKEN = 'e2e-pictures-token'

test.describe.configure({ mode: 'serial' })
let app: OwnAppServer
let host: ImageHost

async function callApi(request: APIRequestContext, channel: string, body: unknown) {
  const response = await request.post(`${app.url}api/${channel}`, { headers: { authorization: `Bearer ${TOKEN}` }, data: body })
  const envelope = await response.json()
  expect(envelope.ok, JSON.stringify(envelope)).toBe(true)
  return envelope.value
}

test.beforeAll(async ({ request }) => {
  host = await startImageHost()
  app = await startOwnAppServer(TOKEN, 'decklab-e2e-pictures-')
  expect((await callApi(request, 'images.setSettings', { host: host.url })).host).toBe(host.url)
})
test.afterAll(async () => {
  app?.stop()
  await host?.close()
})

async function openGame(page: Page, game: string) {
  await page.goto(`${app.url}?token=${TOKEN}`)
  await expect(page.getByTestId('result-count')).toHaveText(/[1-9]/)
  await page.getByTestId('game-switch').selectOption(game)
}
async function inLanguage(page: Page, lang: 'EN' | 'FR') {
  await page.getByTestId('language-switch').getByRole('button', { name: lang }).click()
}
/** The picture came from the local host: loaded, at the size the host draws. */
async function expectLoaded(picture: Locator) {
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(126)
}
const shoot = (page: Page, name: string, lang: string) => shootBothSizes(page, (w) => join(dir, `pictures-${name}-${lang}-${w}.png`))
/** The table at both sizes in English, then in French (the pointer away: no preview of a card under it). */
async function shootTable(page: Page, name: string) {
  await page.mouse.move(0, 0)
  await shoot(page, name, 'en')
  await inLanguage(page, 'FR')
  await expect(page.getByTestId('next-stop')).toContainText('Arrêt suivant')
  await shoot(page, name, 'fr')
  await inLanguage(page, 'EN')
}

test('Magic: the detail shows the front’s picture, then the back’s, each from the image host once; the grid shows it too', async ({ page }) => {
  await openGame(page, 'mtg')
  await search(page, 'name="Aberrant Researcher // Perfected Form"')
  await rows(page).first().click()
  const detail = page.getByTestId('card-detail')
  await expectLoaded(detail.getByTestId('detail-picture'))
  expect(host.requests.filter((p) => p === frontPath)).toHaveLength(1)
  await shoot(page, 'mtg-detail-front', 'en')

  await detail.getByTestId('face-switch').getByRole('button', { name: /Perfected Form/ }).click()
  await expect(detail.getByTestId('detail-picture')).toHaveAttribute('src', new RegExp(`${researcher.id}-back$`))
  await expectLoaded(detail.getByTestId('detail-picture'))
  expect(host.requests.filter((p) => p === backPath)).toHaveLength(1)
  await inLanguage(page, 'FR')
  await expect(detail.getByTestId('detail-picture')).toHaveAttribute('alt', /l’image de la carte/)
  await shoot(page, 'mtg-detail-back', 'fr')
  await inLanguage(page, 'EN')

  // the grid: from the cache, the host is not asked again
  await page.getByTestId('view-grid').click()
  const cell = page.getByTestId('card-grid').locator(`[data-testid="card-image"][data-code="${researcher.id}"]`)
  await expect(cell).toHaveAttribute('data-state', 'image')
  expect(host.requests.filter((p) => p === frontPath)).toHaveLength(1)
  await shoot(page, 'mtg-grid', 'en')
  await page.getByTestId('view-list').click()
})

test('Magic: the table’s preview shows the picture of the hand card under the pointer', async ({ page }) => {
  await openGame(page, 'mtg')
  await pasteDeck(page, '60 Island', 60)
  await startOnThePlay(page, 7)
  const island = page.getByTestId('hand').locator('[data-card-name="Island"]').first()
  await island.hover()
  const preview = page.getByTestId('card-preview')
  await expect(preview.getByTestId('preview-name')).toContainText('Island')
  await expectLoaded(preview.getByTestId('preview-picture'))
  expect(host.requests.filter((p) => p === islandPath)).toHaveLength(1)
  // the pointer stays on the card at each size (a resize loses the hover)
  for (const lang of ['en', 'fr'] as const) {
    if (lang === 'fr') await inLanguage(page, 'FR')
    for (const [width, height] of [[1024, 700], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height })
      await island.hover()
      await expectLoaded(preview.getByTestId('preview-picture'))
      await page.screenshot({ path: join(dir, `pictures-mtg-table-${lang}-${width}.png`) })
    }
  }
  await inLanguage(page, 'EN')
})

test('Magic: hand and battlefield cards show their pictures (issue 32 point 4), a tapped land too, each asked of the host once', async ({ page }) => {
  await openGame(page, 'mtg')
  await pasteDeck(page, '60 Island', 60)
  await startOnThePlay(page, 7)
  await page.getByTestId('keep').click()
  await expect(page.getByTestId('playtest-board')).toHaveAttribute('data-phase', 'main1')
  const handCards = page.getByTestId('hand').getByTestId('board-card')
  await expect(handCards).toHaveCount(7)
  for (const card of await handCards.all()) {
    await expectLoaded(card.getByTestId('table-picture'))
    await expect(card).toHaveAttribute('data-pictured', 'true')
  }
  // the land played, then tapped for its mana: still its picture, turned sideways
  await handCards.first().click()
  const land = page.getByTestId('row-lands').getByTestId('board-card')
  await expect(land).toHaveCount(1)
  await expectLoaded(land.getByTestId('table-picture'))
  await land.click()
  await expect(land).toHaveAttribute('data-tapped', 'true')
  await expect(land).toHaveAttribute('data-pictured', 'true')
  // eight Islands drawn, one download: main's cache answers the rest
  expect(host.requests.filter((p) => p === islandPath)).toHaveLength(1)
  await shootTable(page, 'mtg-table-cards')
})

/** The first seed whose opening hand holds a Mountain and a Fire Bowman (40 Mountains then 20 Bowmen: the deal depends on the order only). */
function seedWithMountainAndBowman(): number {
  const deck = [...Array.from({ length: 40 }, () => mtgCard('Mountain', { type: 'Basic Land — Mountain' })), ...Array.from({ length: 20 }, () => mtgCard('Fire Bowman', { cost: '{R}', type: 'Creature' }))]
  for (let seed = 1; seed < 200; seed++) {
    const s = newGame(deck, { seed, onThePlay: true, format: 'vintage' }).state
    const names = s.zones.hand.map((id) => s.defs[s.instances[id]!]!.name)
    if (names.includes('Mountain') && names.includes('Fire Bowman')) return seed
  }
  throw new Error('no seed')
}

test('Magic: a creature’s picture on the battlefield keeps its counters and power readable; a card without a picture stays drawn', async ({ page }) => {
  await openGame(page, 'mtg')
  await pasteDeck(page, '40 Mountain\n20 Fire Bowman', 60)
  await startOnThePlay(page, seedWithMountainAndBowman())
  await page.getByTestId('keep').click()
  await expect(page.getByTestId('playtest-board')).toHaveAttribute('data-phase', 'main1')
  await page.getByTestId('hand').locator('[data-card-name="Mountain"]').first().click()
  // the bundled Mountain has no picture address: main answers 204 and the drawn face stays
  const mountain = page.getByTestId('row-lands').getByTestId('board-card')
  await expect(mountain).toHaveCount(1)
  await expect(mountain.getByTestId('table-picture')).toHaveCount(0)
  await expect(mountain).not.toHaveAttribute('data-pictured', 'true')
  await expect(mountain).toContainText('Mountain')
  await page.getByTestId('hand').locator('[data-card-name="Fire Bowman"]').first().click()
  await page.getByTestId('next-stop').click()
  const bowman = page.getByTestId('row-creatures').getByTestId('board-card')
  await expect(bowman).toHaveCount(1)
  await expectLoaded(bowman.getByTestId('table-picture'))
  for (let i = 0; i < 2; i++) {
    await bowman.click({ button: 'right' })
    await page.getByTestId('card-menu').locator('[data-action="plus"]').click()
  }
  await expect(bowman.getByTestId('card-pt')).toHaveText('3/3')
  await expect(bowman.getByTestId('card-pt')).toBeVisible()
  await expect(bowman.locator('.counter')).toHaveText('+1/+1×2')
  await expect(bowman.locator('.counter')).toBeVisible()
  await expect(bowman).toHaveAttribute('data-pictured', 'true')
  await shootTable(page, 'mtg-table-counters')
})

test('Vanguard: a card whose file gives its official picture address is shown from the image host', async ({ page, request }) => {
  const imported = await callApi(request, 'sets.import', { game: 'vanguard', text: JSON.stringify({ deckLabCardSet: 1, game: 'vanguard', name: 'BT03 sample', cards: [VAMPIR] }) })
  expect(imported.added).toBe(1)
  await openGame(page, 'vanguard')
  await search(page, 'Stil Vampir')
  await rows(page).first().click()
  const detail = page.getByTestId('card-detail')
  await expectLoaded(detail.getByTestId('detail-picture'))
  expect(host.requests.filter((p) => p === VAMPIR_PATH)).toHaveLength(1)
  await shoot(page, 'vanguard-detail', 'en')
  await inLanguage(page, 'FR')
  await expectLoaded(detail.getByTestId('detail-picture'))
  await shoot(page, 'vanguard-detail', 'fr')
  await inLanguage(page, 'EN')
  // a bundled card (no address in its data) stays drawn, asking nothing
  const before = host.requests.length
  await page.getByTestId('search-input').fill('Blaze Fist Monk, Nikko')
  await expect(rows(page).first()).toContainText('Nikko')
  await rows(page).first().click()
  await expect(detail.getByTestId('drawn-card')).toBeVisible()
  await expect(detail.getByTestId('detail-picture')).toHaveCount(0)
  expect(host.requests.length).toBe(before)
})

test('Settings: the image host in use is said for the game shown (one setting for every game)', async ({ page }) => {
  await openGame(page, 'mtg')
  await page.getByTestId('nav-settings').click()
  await expect(page.getByTestId('images-host-now')).toHaveText(`Images now come from ${host.url}.`)
  await expect(page.getByTestId('images-host')).toHaveValue(host.url)
  await page.getByTestId('images-host').scrollIntoViewIfNeeded()
  await shoot(page, 'mtg-settings', 'en')
  await inLanguage(page, 'FR')
  await expect(page.getByTestId('images-host-now')).toHaveText(`Les images viennent maintenant de ${host.url}.`)
  await page.getByTestId('images-host').scrollIntoViewIfNeeded()
  await shoot(page, 'mtg-settings', 'fr')
  await inLanguage(page, 'EN')
})
