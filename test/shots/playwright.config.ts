import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

// `npm run shots`: every screen at 1024×700 and 1920×1080, in English and French, written to
// test-results/shots-all/<screen>-<locale>-<width>.png for a person to look at. Not part of
// `npm test` (it asserts little and takes minutes). Real Chromium against the real renderer and
// main through the loopback bridge, on a fresh user-data folder; DECKLAB_E2E_PORT as for e2e.
const PORT = Number(process.env.DECKLAB_E2E_PORT ?? 4519)
const USER_DATA = mkdtempSync(join(tmpdir(), 'decklab-shots-'))

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/shots-runs',
  workers: 1,
  fullyParallel: false,
  reporter: 'list',
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'npx tsx src-main/web/serve.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    env: { DECKLAB_PORT: String(PORT), DECKLAB_TOKEN: 'e2e-token', DECKLAB_USER_DATA: USER_DATA, DECKLAB_IMAGE_HOST: 'http://127.0.0.1:9' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
})
