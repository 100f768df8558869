import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { loadLocale, locale } from './i18n'
import './style.css'

void loadLocale(locale.value).finally(() => createApp(App).use(createPinia()).mount('#app'))
