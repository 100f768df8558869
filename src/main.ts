import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { loadLocale, locale } from './i18n'
import { warmUp } from './db/repo'
import { parseRoute } from './router'
import './style.css'

const first = parseRoute(location.hash)
warmUp(first.name === 'game' ? first.id : null)
void loadLocale(locale.value).finally(() => createApp(App).use(createPinia()).mount('#app'))
