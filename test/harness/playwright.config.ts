// The creature table in real Chromium, on the harness page (no main process: the game is not
// registered yet). `DECKLAB_E2E_PORT=4527 npx playwright test -c test/harness/playwright.config.ts`.
import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.DECKLAB_E2E_PORT ?? 4518)

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/harness',
  workers: 1,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'npx vite --config test/harness/vite.config.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    env: { HARNESS_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
