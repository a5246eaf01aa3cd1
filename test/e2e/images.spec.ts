// Card images end to end, in Chromium against the real main-process services (browser mode):
// a local image host stands in for the official one (no internet), pointed at through the image
// host setting; then it is stopped to check the offline fallback (drawn cards).
import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, openApp, search, test, TOKEN } from './fixtures'
import { startImageHost, type ImageHost } from '../unit/images/test-image-host'

const dir = process.env.SHOTS_DIR ?? 'test-results/images-shots'
mkdirSync(dir, { recursive: true })

let host: ImageHost

async function callApi(request: APIRequestContext, channel: string, body: unknown) {
  const response = await request.post(`api/${channel}`, { headers: { authorization: `Bearer ${TOKEN}` }, data: body })
  const envelope = await response.json()
  expect(envelope.ok, JSON.stringify(envelope)).toBe(true)
  return envelope.value
}

const cells = (page: Page) => page.getByTestId('card-grid').locator('[role="option"][data-code]')
const imageOf = (page: Page, code: string) => page.getByTestId('card-grid').locator(`[data-testid="card-image"][data-code="${code}"]`)

async function openGrid(page: Page) {
  await openApp(page)
  await page.getByTestId('view-grid').click()
  await expect(page.getByTestId('card-grid')).toBeVisible()
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  host = await startImageHost()
  const info = await callApi(request, 'images.setSettings', { host: host.url })
  expect(info.host).toBe(host.url)
})
test.afterAll(async ({ request }) => {
  await host?.close()
  await callApi(request, 'images.setSettings', { host: null })
})

test('the card grid shows the card images, downloaded once through the cache', async ({ page }) => {
  await openGrid(page)
  await search(page, 'set:1')
  await expect(cells(page).first()).toHaveAttribute('data-code', '1-001H')
  // The first row is on screen: its images arrive (labelled by the test host with their code).
  for (const code of ['1-001H', '1-002R', '1-003C']) await expect(imageOf(page, code)).toHaveAttribute('data-state', 'image')
  expect(host.requestsFor('1-001H')).toBe(1)
  // Only what is near the viewport exists (virtualised) and was asked for.
  expect(await cells(page).count()).toBeLessThan(60)
  expect(host.requests.length).toBeLessThan(60)
  const natural = await imageOf(page, '1-001H').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)
  expect(natural).toBe(126)
  await page.screenshot({ path: `${dir}/grid-online.png` })

  // The detail shows the large image too, from the cache (no new request).
  await cells(page).first().click()
  await expect(page.getByTestId('card-detail').getByTestId('card-image')).toHaveAttribute('data-state', 'image')
  expect(host.requestsFor('1-001H')).toBe(1)

  // Reloaded: served from the disk cache, the host is not asked again.
  await page.reload()
  await expect(imageOf(page, '1-001H')).toHaveAttribute('data-state', 'image')
  expect(host.requestsFor('1-001H')).toBe(1)
})

test('the grid is a keyboard listbox like the list, and the choice of view is kept', async ({ page }) => {
  await openGrid(page)
  const grid = page.getByTestId('card-grid')
  await grid.focus()
  await page.keyboard.press('ArrowRight')
  await expect(grid.locator('[aria-selected="true"]')).toHaveAttribute('aria-posinset', '1')
  await page.keyboard.press('ArrowRight')
  await expect(grid.locator('[aria-selected="true"]')).toHaveAttribute('aria-posinset', '2')
  const name = (await grid.locator('[aria-selected="true"] .caption .name').textContent())!.trim()
  await expect(page.getByTestId('card-detail').locator('h2')).toHaveText(name)
  await page.reload()
  await expect(page.getByTestId('card-grid')).toBeVisible()
  await page.getByTestId('view-list').click()
  await expect(page.getByTestId('result-list')).toBeVisible()
})

test('downloading a set for offline play shows progress and can be cancelled; a finished one lists what failed', async ({ page }) => {
  host.delayMs = 150
  await openApp(page)
  await page.getByTestId('nav-settings').click()
  await expect(page.getByTestId('images-cache-size')).toBeVisible()
  await page.getByTestId('images-set').selectOption('Opus II')
  await page.getByTestId('images-download').click()
  const text = page.getByTestId('images-job-text')
  await expect(text).toContainText(/of \d+ images/)
  await expect.poll(async () => Number(await page.getByTestId('images-progress').getAttribute('value')), { timeout: 10_000 }).toBeGreaterThan(3)
  await page.screenshot({ path: `${dir}/bulk-progress.png` })
  await page.getByTestId('images-cancel').click()
  await expect(text).toContainText('Cancelled', { timeout: 10_000 })
  await expect(page.getByTestId('images-job')).toHaveAttribute('data-running', 'false')
  const done = Number(await page.getByTestId('images-progress').getAttribute('value'))
  const max = Number(await page.getByTestId('images-progress').getAttribute('max'))
  expect(done).toBeLessThan(max)
  // Cancelled means no more requests for that set.
  const asked = host.requests.length
  await page.waitForTimeout(600)
  expect(host.requests.length).toBeLessThanOrEqual(asked + 1)

  // A whole set, with two images missing on the host: the summary names them.
  host.delayMs = 0
  host.behaviour.set('B-002', 'missing')
  host.behaviour.set('B-005', 'html')
  await page.getByTestId('images-set').selectOption('Boss Deck Chaos')
  await page.getByTestId('images-download').click()
  await expect(text).toContainText('Done: 25 of 27 images', { timeout: 15_000 })
  await expect(text).toContainText('2 could not be downloaded')
  await page.getByTestId('images-failures').locator('summary').click()
  await expect(page.getByTestId('images-failures')).toContainText('B-002 not on the image host')
  await expect(page.getByTestId('images-failures')).toContainText('B-005 the host sent something that is not an image')
  await expect(page.getByTestId('images-cache-size')).toContainText(/images stored/)
  await page.screenshot({ path: `${dir}/bulk-done.png` })
})

test('with the image host stopped, cached cards keep their images and the others are drawn', async ({ page }) => {
  await host.close()
  await openGrid(page)
  await search(page, '1-001 or 1-002 or 3-019 or 12-111 or 1-182 or 1-186 or 1-061 or 4-081')
  await expect(cells(page)).toHaveCount(8)
  await expect(imageOf(page, '1-001H')).toHaveAttribute('data-state', 'image')
  await expect(imageOf(page, '1-002R')).toHaveAttribute('data-state', 'image')
  for (const code of ['3-019H', '12-111R', '1-182L', '1-186L', '1-061R', '4-081C']) {
    await expect(imageOf(page, code)).toHaveAttribute('data-state', 'drawn')
    await expect(imageOf(page, code).getByTestId('drawn-card')).toBeVisible()
  }
  await expect(page.locator('img[data-state="broken"]')).toHaveCount(0)
  await page.screenshot({ path: `${dir}/grid-offline.png` })

  await cells(page).nth(2).click()
  const detail = page.getByTestId('card-detail')
  await expect(detail.getByTestId('card-image')).toHaveAttribute('data-state', 'drawn')
  await expect(detail.getByTestId('drawn-card')).toBeVisible()
  await page.screenshot({ path: `${dir}/detail-offline.png` })
})

test('the window’s Content-Security-Policy blocks images from any other origin', async ({ page, problems }) => {
  const other: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end())
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', () => resolve()))
  const blocked = `http://127.0.0.1:${(other.address() as AddressInfo).port}/x.jpg`
  try {
    await openApp(page)
    const violation = await page.evaluate(
      (url) =>
        new Promise<{ directive: string; blocked: string }>((resolve) => {
          // Capture phase on window: runs before the fixture's listener on document, and stops the
          // expected violation there, so that only unexpected ones fail the test.
          window.addEventListener(
            'securitypolicyviolation',
            (event) => {
              if (event.blockedURI !== url) return
              event.stopImmediatePropagation()
              resolve({ directive: event.effectiveDirective, blocked: event.blockedURI })
            },
            { capture: true },
          )
          const img = document.createElement('img')
          img.src = url
          document.body.append(img)
        }),
      blocked,
    )
    expect(violation).toEqual({ directive: 'img-src', blocked })
    // Chromium also logs the refusal to the console (once per policy: meta tag and header). Those
    // entries are expected; anything else still fails the test.
    const expected = (p: string) => p.includes(`'${blocked}'`) && p.includes('violates the following Content Security Policy directive') && p.includes('img-src')
    await expect.poll(() => problems.filter(expected).length).toBeGreaterThanOrEqual(1)
    await page.waitForTimeout(200)
    for (let i = problems.length - 1; i >= 0; i--) if (expected(problems[i]!)) problems.splice(i, 1)
  } finally {
    await new Promise<void>((resolve) => other.close(() => resolve()))
  }
})

test.describe('drawn cards sheet', () => {
  test.use({ viewport: { width: 1500, height: 1000 } })
  // Every type and element, multi-element, Light, Dark, EX Burst, long texts, a long name, a crystal.
  const SAMPLE = ['3-019H', '1-031C', '1-061R', '4-081C', '1-141L', '1-153C', '1-182L', '1-186L', '3-147L', '12-112L', '19-128L', 'C-001', '21-107R', '16-067L', '1-127H', '9-117C']

  for (const scheme of ['light', 'dark'] as const) {
    test(`text cards at thumbnail and full size (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await openApp(page)
      await page.getByTestId('nav-settings').click()
      await page.getByTestId('images-text-cards').check()
      await page.getByTestId('nav-cards').click()
      await page.getByTestId('view-grid').click()
      await search(page, SAMPLE.join(' or '))
      // A code also finds the cards reprinted under it: at least the sample, in code order.
      await expect.poll(() => cells(page).count()).toBeGreaterThanOrEqual(SAMPLE.length)
      for (const code of SAMPLE.slice(0, 8)) await expect(imageOf(page, code)).toHaveAttribute('data-state', 'drawn')
      await page.screenshot({ path: `${dir}/${scheme}-drawn-grid.png` })

      const shots: string[] = []
      for (const code of SAMPLE) {
        await page.getByTestId('card-grid').locator(`[role="option"][data-code="${code}"]`).click()
        const image = page.getByTestId('card-detail').getByTestId('card-image')
        await expect(image).toHaveAttribute('data-state', 'drawn')
        shots.push((await image.screenshot()).toString('base64'))
      }
      // Put the full-size cards side by side on one sheet (a data: page of the screenshots).
      await page.goto('about:blank')
      await page.setContent(
        `<body style="margin:0;background:${scheme === 'dark' ? '#121419' : '#f4f5f8'};display:grid;grid-template-columns:repeat(6,240px);gap:10px;padding:10px">` +
          shots.map((s) => `<img style="width:240px" src="data:image/png;base64,${s}">`).join('') +
          '</body>',
      )
      await page.screenshot({ path: `${dir}/${scheme}-drawn-full.png`, fullPage: true })
    })
  }
})
