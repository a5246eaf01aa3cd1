// The Card sets screen in real Chromium, on its harness page (sets.html) over sets-server.ts:
// `DECKLAB_E2E_PORT=4526 npx playwright test -c test/harness/sets.playwright.config.ts`
// (the bridge listens on the next port).
import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.DECKLAB_E2E_PORT ?? 4519)
const BRIDGE = String(PORT + 1)

export default defineConfig({
  testDir: '.',
  testMatch: '*.sets-spec.ts',
  outputDir: '../../test-results/harness-sets',
  workers: 1,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1024, height: 700 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      command: 'npx tsx test/harness/sets-server.ts',
      cwd: '../..',
      port: Number(BRIDGE),
      env: { SETS_BRIDGE_PORT: BRIDGE },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx vite --config test/harness/sets.vite.config.ts',
      cwd: '../..',
      url: `http://127.0.0.1:${PORT}/sets.html`,
      env: { HARNESS_PORT: String(PORT), SETS_BRIDGE_PORT: BRIDGE },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
