import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'
import { HELD_IMPORT_PREFIX } from '../e2e/held-import'

// The screenshot sweep (`npm run shots`): every screen (screens.spec.ts) and the playtest start
// page and tables at each moment a player meets them (table.spec.ts), per game and language, at
// 1024×700 and 1920×1080, into test-results/shots-all/. Not part of `npm test`: it
// is for a person to look at, and its layout checks fail softly so one sweep shows every problem.
// Run it after a build; DECKLAB_E2E_PORT lets it share the machine with other runs.
const PORT = Number(process.env.DECKLAB_E2E_PORT ?? 4529)
const TOKEN = 'e2e-token'
const USER_DATA = mkdtempSync(join(tmpdir(), 'decklab-shots-'))

export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: '../../test-results/shots-run',
  timeout: 600_000,
  globalSetup: './clear-faults.ts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}/`, actionTimeout: 15_000 },
  webServer: {
    command: 'npx tsx src-main/web/serve.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    env: { DECKLAB_PORT: String(PORT), DECKLAB_TOKEN: TOKEN, DECKLAB_USER_DATA: USER_DATA, DECKLAB_IMAGE_HOST: 'http://127.0.0.1:9', DECKLAB_TEST_HOLD_IMPORTS: HELD_IMPORT_PREFIX },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
})
