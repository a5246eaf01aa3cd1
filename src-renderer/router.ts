import { createRouter, createWebHashHistory } from 'vue-router'
import CardsView from './views/CardsView.vue'
import DeckEditorView from './views/DeckEditorView.vue'
import DeckLibraryView from './views/DeckLibraryView.vue'
import CardDataView from './views/CardDataView.vue'
import SettingsView from './views/SettingsView.vue'
import PlaytestView from './views/PlaytestView.vue'
import DeckImportView from './views/DeckImportView.vue'
import StartView from './views/StartView.vue'
import { firstStartSeen, homeRoute } from './lib/first-start'
import { appDatabase } from './db/database'

// Hash history: the same URLs work from app://deck-lab in Electron and from the HTTP bridge (the
// app:// handler serves index.html for its own path only).
export function createAppRouter() {
  return createRouter({
    history: createWebHashHistory(),
    routes: [
      // The first start (nothing seen, no deck in any game) opens on the start page.
      // (Guards do not run on redirect records: the guard decides, the component is never shown.)
      { path: '/', component: StartView, beforeEnter: () => homeRoute(firstStartSeen(), async () => (await appDatabase().decks.count()) > 0) },
      { path: '/start', name: 'start', component: StartView },
      { path: '/cards', name: 'cards', component: CardsView },
      { path: '/decks', name: 'decks', component: DeckLibraryView },
      { path: '/decks/import', name: 'deck-import', component: DeckImportView },
      { path: '/decks/:id', name: 'deck', component: DeckEditorView },
      { path: '/playtest', name: 'playtest', component: PlaytestView },
      { path: '/playtest/:deckId', name: 'playtest-deck', component: PlaytestView },
      { path: '/data', name: 'data', component: CardDataView },
      { path: '/settings', name: 'settings', component: SettingsView },
      // Loaded on first visit: the backup file's schema (zod) stays out of the start-up bundle.
      { path: '/backup', name: 'backup', component: () => import('./views/BackupView.vue') },
      // A game whose players make their cards (its module declares userCards).
      { path: '/sets', name: 'sets', component: () => import('./views/CardSetsView.vue') },
      { path: '/:pathMatch(.*)*', redirect: '/cards' },
    ],
  })
}
