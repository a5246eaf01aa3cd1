import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { createAppI18n } from './i18n'
import { createAppRouter } from './router'
import './styles/theme.css'
import './styles/base.css'

createApp(App).use(createPinia()).use(createAppI18n()).use(createAppRouter()).mount('#app')
