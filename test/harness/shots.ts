// Screenshots of the creature table: `npx tsx test/harness/shots.ts [outDir]` starts the harness
// page, opens it in Debian's Chromium at 1024×700 and 1920×1080, in English and French, for each
// scene, and writes PNGs (default /tmp/wt-ctable-shots).
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { createServer } from 'vite'

const out = process.argv[2] ?? '/tmp/wt-ctable-shots'
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
      for (const scene of ['opening', 'mid']) {
        const page = await browser.newPage({ viewport: { width, height } })
        page.on('pageerror', (e) => console.error(`${scene} ${lang}: ${e.message}`))
        await page.goto(`${base}?lang=${lang}&scene=${scene}`)
        await page.waitForSelector('[data-testid="playtest-board"]')
        const file = resolve(out, `${scene}-${lang}-${width}x${height}.png`)
        await page.screenshot({ path: file })
        console.log(file)
        await page.close()
      }
} finally {
  await browser.close()
  await server.close()
}
