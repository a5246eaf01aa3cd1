import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { createAppI18n } from './i18n'
import { createAppRouter } from './router'
import { appDatabase } from './db/database'
import { startTheme } from './composables/useTheme'
import './styles/theme.css'
import './styles/base.css'

// Open the deck database before the first screen renders, so that IndexedDB's first open runs
// beside that work and opening a deck does not wait for it. A failure here is reported where
// the database is used.
void appDatabase()
  .open()
  .catch(() => undefined)

startTheme()
createApp(App).use(createPinia()).use(createAppI18n()).use(createAppRouter()).mount('#app')
