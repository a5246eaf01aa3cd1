import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { createAppI18n } from './i18n'
import { createAppRouter } from './router'
import { appDatabase } from './db/database'
import './styles/theme.css'
import './styles/base.css'

createApp(App).use(createPinia()).use(createAppI18n()).use(createAppRouter()).mount('#app')

// Open the deck database while the first screen renders, so opening a deck does not wait for
// IndexedDB's first open. A failure here is reported where the database is used.
void appDatabase()
  .open()
  .catch(() => undefined)
