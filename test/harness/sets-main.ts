// The Card sets harness page: the app's header (Card sets entry shown) over CardSetsView, talking
// to sets-server.ts through the page's api/ path, in ?lang=en|fr.
import { createApp, h } from 'vue'
import { createPinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import AppHeader from '../../src-renderer/components/AppHeader.vue'
import CardSetsView from '../../src-renderer/views/CardSetsView.vue'
import { createAppI18n } from '../../src-renderer/i18n'
import '../../src-renderer/styles/theme.css'
import '../../src-renderer/styles/base.css'

const params = new URLSearchParams(location.search)
const router = createRouter({
  history: createMemoryHistory(),
  routes: ['/cards', '/decks', '/playtest', '/sets', '/data', '/settings', '/backup'].map((path) => ({ path, component: CardSetsView })),
})
await router.push('/sets')
const root = document.getElementById('app')!
createApp({
  render: () =>
    h('div', { style: 'display: grid; grid-template-rows: var(--topbar-height) minmax(0, 1fr); height: 100vh' }, [h(AppHeader, { cardSets: true }), h('main', { style: 'min-height: 0' }, [h(CardSetsView)])]),
})
  .use(createPinia())
  .use(router)
  .use(createAppI18n(params.get('lang') === 'fr' ? 'fr' : 'en'))
  .mount(root)
document.body.dataset.ready = 'true'
