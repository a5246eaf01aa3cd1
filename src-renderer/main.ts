// First: the game modules build zod schemas as they load, and zod must know the CSP before.
import './db/zod-csp'
import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { createAppI18n } from './i18n'
import { createAppRouter } from './router'
import { appDatabase } from './db/database'
import { startTheme } from './composables/useTheme'
import { runOriginMigration } from './migration/origin-migration'
import { startGame } from './stores/game'
import './styles/theme.css'
import './styles/base.css'
import './styles/page.css'

// Open the deck database before the first screen renders, so that IndexedDB's first open runs
// beside that work and opening a deck does not wait for it. A failure here is reported where
// the database is used.
void appDatabase()
  .open()
  .catch(() => undefined)

// The desktop app's first start after its pages moved to app://: the old file:// page only hands
// its library over (and shows nothing); the app's page restores it before the first screen.
async function start(): Promise<void> {
  const migration = await runOriginMigration(window.deckLabMigration, location.protocol, appDatabase()).catch((error: unknown) => ({
    kind: 'failed' as const,
    reason: error instanceof Error ? error.message : String(error),
  }))
  if (migration.kind === 'exported') return
  if (migration.kind === 'failed') console.error(`The library of the previous version was not restored: ${migration.reason}`)
  startTheme()
  const pinia = createPinia()
  startGame(pinia)
  createApp(App).use(pinia).use(createAppI18n()).use(createAppRouter()).mount('#app')
}
void start()
