import { createRouter, createWebHashHistory } from 'vue-router'
import CardsView from './views/CardsView.vue'
import DeckEditorView from './views/DeckEditorView.vue'
import DeckLibraryView from './views/DeckLibraryView.vue'
import CardDataView from './views/CardDataView.vue'
import SettingsView from './views/SettingsView.vue'

// Hash history: the same URLs work from file:// in Electron and from the HTTP bridge.
export function createAppRouter() {
  return createRouter({
    history: createWebHashHistory(),
    routes: [
      { path: '/', redirect: '/cards' },
      { path: '/cards', name: 'cards', component: CardsView },
      { path: '/decks', name: 'decks', component: DeckLibraryView },
      { path: '/decks/:id', name: 'deck', component: DeckEditorView },
      { path: '/data', name: 'data', component: CardDataView },
      { path: '/settings', name: 'settings', component: SettingsView },
      { path: '/:pathMatch(.*)*', redirect: '/cards' },
    ],
  })
}
