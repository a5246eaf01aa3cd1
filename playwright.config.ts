import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { HELD_IMPORT_PREFIX } from './test/e2e/held-import'

// Real Chromium (Debian's) against the real renderer and main-process services through the
// loopback HTTP bridge. `npm run test:e2e` builds first (electron-vite build && playwright test).
// DECKLAB_E2E_PORT lets two runs share a machine.
const PORT = Number(process.env.DECKLAB_E2E_PORT ?? 4517)
const TOKEN = 'e2e-token'
// A fresh user-data folder per run: the tests never read or write the real user's data.
const USER_DATA = mkdtempSync(join(tmpdir(), 'decklab-e2e-'))

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1400, height: 860 },
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // The built server (dist-cli/serve.js, built first when a source is newer), as npm run serve runs it:
    // under tsx its start compiled the sources first (issue 30.1).
    command: 'node build/node-bundle.mjs serve',
    url: `http://127.0.0.1:${PORT}/`,
    // No test may reach the real image host: point it at a closed local port (tests that need
    // images start their own host and set it through the images.setSettings channel).
    env: { DECKLAB_PORT: String(PORT), DECKLAB_TOKEN: TOKEN, DECKLAB_USER_DATA: USER_DATA, DECKLAB_IMAGE_HOST: 'http://127.0.0.1:9', DECKLAB_TEST_HOLD_IMPORTS: HELD_IMPORT_PREFIX },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
})
