// First: the game modules build zod schemas as they load, and zod must know the CSP before.
import './db/zod-csp'
import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { createAppI18n } from './i18n'
import { createAppRouter } from './router'
import { appDatabase } from './db/database'
import { startTheme } from './composables/useTheme'
import { startGame } from './stores/game'
import './styles/theme.css'
import './styles/base.css'

// Open the deck database before the first screen renders, so that IndexedDB's first open runs
// beside that work and opening a deck does not wait for it. A failure here is reported where
// the database is used.
void appDatabase()
  .open()
  .catch(() => undefined)

startTheme()
const pinia = createPinia()
startGame(pinia)
createApp(App).use(pinia).use(createAppI18n()).use(createAppRouter()).mount('#app')
