import { createRouter, createWebHashHistory } from 'vue-router'
import CardsView from './views/CardsView.vue'
import CardDataView from './views/CardDataView.vue'

// Hash history: the same URLs work from file:// in Electron and from the HTTP bridge.
export function createAppRouter() {
  return createRouter({
    history: createWebHashHistory(),
    routes: [
      { path: '/', redirect: '/cards' },
      { path: '/cards', name: 'cards', component: CardsView },
      { path: '/data', name: 'data', component: CardDataView },
      { path: '/:pathMatch(.*)*', redirect: '/cards' },
    ],
  })
}
