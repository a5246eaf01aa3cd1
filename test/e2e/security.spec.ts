// Issue 17.4 in a real browser: the browser-mode token never reaches another web server on
// 127.0.0.1 (cookies are kept apart by path, not by port), while the app, its API calls and its
// card images keep working under the path the token cookie is kept to.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test, expect, openApp } from './fixtures'

let other: Server
const cookiesSeen: string[] = []

test.beforeAll(async () => {
  other = createServer((req, res) => {
    cookiesSeen.push(`${req.url} ${req.headers.cookie ?? ''}`)
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>another local server</title><img src="/card-image/1-001H">')
  })
  await new Promise<void>((done) => other.listen(0, '127.0.0.1', done))
})
test.afterAll(() => new Promise<void>((done) => other.close(() => done())))

test('another server on 127.0.0.1 never receives the token cookie', async ({ page }) => {
  await openApp(page)
  expect(new URL(page.url()).pathname).toMatch(/^\/s\/[\w-]{20,}\/$/)
  const port = (other.address() as AddressInfo).port
  for (const path of ['/', '/api/cards.stats', '/card-image/1-001H']) await page.goto(`http://127.0.0.1:${port}${path}`)
  await page.waitForLoadState('networkidle')
  expect(cookiesSeen.length).toBeGreaterThanOrEqual(3)
  expect(cookiesSeen.filter((seen) => seen.includes('decklab_token'))).toEqual([])
})

test('the app still calls its API and shows card images under its own path', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  await openApp(page)
  const appPath = new URL(page.url()).pathname
  expect(requests.some((path) => path.startsWith(`${appPath}api/`))).toBe(true)
  expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([])
})
