// The harness page of the app's top bar: AppHeader with the Card sets entry shown or not
// (?sets=1), in ?lang=en|fr. The entry needs a registered game with user cards; this shows it
// before one is registered, to measure the bar with every entry.
import { createApp, h } from 'vue'
import { createPinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import AppHeader from '../../src-renderer/components/AppHeader.vue'
import { createAppI18n } from '../../src-renderer/i18n'
import '../../src-renderer/styles/theme.css'
import '../../src-renderer/styles/base.css'

const params = new URLSearchParams(location.search)
const blank = { render: () => null }
const router = createRouter({
  history: createMemoryHistory(),
  routes: ['/cards', '/decks', '/playtest', '/sets', '/data', '/settings', '/backup'].map((path) => ({ path, component: blank })),
})
await router.push('/cards')
createApp({ render: () => h('div', { style: 'height: var(--topbar-height); display: grid' }, [h(AppHeader, { cardSets: params.get('sets') === '1' })]) })
  .use(createPinia())
  .use(router)
  .use(createAppI18n(params.get('lang') === 'fr' ? 'fr' : 'en'))
  .mount('#app')
document.body.dataset.ready = 'true'
