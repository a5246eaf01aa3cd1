// Starts the harness page (vite.config.ts; HARNESS_PORT, default 5199) and Debian's Chromium,
// then writes one screenshot per page asked for, at 1024×700 and 1920×1080, in English and French.
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { createServer } from 'vite'

/** Each shot: the page's path after the host (the language is added), what shows it is ready, and a file name. */
export interface Shot {
  path: (lang: string) => string
  ready: string
  name: string
  /** The whole page, not just the viewport (a long report). */
  fullPage?: boolean
}

export async function shoot(out: string, shots: readonly Shot[]): Promise<void> {
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
        for (const shot of shots) {
          const page = await browser.newPage({ viewport: { width, height } })
          page.on('pageerror', (e) => console.error(`${shot.name} ${lang}: ${e.message}`))
          await page.goto(`${base}${shot.path(lang)}`)
          await page.waitForSelector(shot.ready)
          await page.waitForLoadState('networkidle')
          const file = resolve(out, `${shot.name}-${lang}-${width}x${height}.png`)
          await page.screenshot({ path: file, fullPage: shot.fullPage ?? false })
          console.log(file)
          await page.close()
        }
  } finally {
    await browser.close()
    await server.close()
  }
}
