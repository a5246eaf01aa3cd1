// Screenshots of the creature game's renderer parts: `npx tsx test/harness/parts-shots.ts [outDir]`
// starts the harness page (HARNESS_PORT, default 5199), opens /parts.html in Debian's Chromium at
// 1024×700 and 1920×1080, in English and French, for each part, and writes PNGs (default
// /tmp/wt-cparts-shots).
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { createServer } from 'vite'

const out = process.argv[2] ?? '/tmp/wt-cparts-shots'
mkdirSync(out, { recursive: true })
const server = await createServer({ configFile: resolve(import.meta.dirname, 'vite.config.ts') })
await server.listen()
const base = server.resolvedUrls!.local[0]!
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
try {
  for (const [width, height] of [[1024, 700], [1920, 1080]] as const)
    for (const lang of ['en', 'fr'])
      for (const part of ['detail', 'stats', 'lab']) {
        const page = await browser.newPage({ viewport: { width, height } })
        page.on('pageerror', (e) => console.error(`${part} ${lang}: ${e.message}`))
        page.on('console', (m) => m.type() === 'error' && console.error(`${part} ${lang}: ${m.text()}`))
        await page.goto(`${base}parts.html?lang=${lang}&part=${part}`)
        await page.waitForSelector('[data-testid="parts-page"]')
        await page.waitForLoadState('networkidle')
        const file = resolve(out, `${part}-${lang}-${width}x${height}.png`)
        await page.screenshot({ path: file })
        console.log(file)
        await page.close()
      }
} finally {
  await browser.close()
  await server.close()
}
