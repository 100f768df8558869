import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import { setLocale as applyLocale, type Locale } from '@/i18n'
import * as repo from '@/db/repo'
import { useStorageStore } from './storage'

/** UI preferences, stored in IndexedDB. */
export const useSettingsStore = defineStore('settings', () => {
  const theme = ref<'dark' | 'light'>('dark')
  const keepAwake = ref(true)
  const loaded = ref(false)

  async function load() {
    // At start, the settings public/early-read.js already read (no wait for Dexie), or else read
    // without Dexie while it is not loaded (src/db/bare.ts); else Dexie.
    const early = (await repo.takeEarlySettings()) ?? (await repo.settingsWithoutDexie())
    const get = <T>(key: string, fallback: T): Promise<T> =>
      early ? Promise.resolve(Object.hasOwn(early, key) ? (early[key] as T) : fallback) : repo.getSetting<T>(key, fallback)
    const l = await get<Locale | null>('locale', null)
    if (l === 'pl' || l === 'en') {
      hintLocale(l)
      await applyLocale(l)
    }
    theme.value = await get<'dark' | 'light'>('theme', 'dark')
    keepAwake.value = await get<boolean>('keepAwake', true)
    loaded.value = true
  }

  const storage = useStorageStore()

  /**
   * A preference is shown at once and saved; if it cannot be saved, the frame says so (the choice
   * still applies in this tab, and is not remembered).
   */
  /** The language is also kept where public/early-read.js can read it at once (to preload that language's strings). */
  function hintLocale(l: Locale) {
    try {
      localStorage.setItem('ledger.locale', l)
    } catch {
      // no hint: early-read guesses from the browser
    }
  }

  function setLocale(l: Locale) {
    hintLocale(l)
    void applyLocale(l)
    void storage.guard(() => repo.putSetting('locale', l))
  }
  function setTheme(t: 'dark' | 'light') {
    theme.value = t
    void storage.guard(() => repo.putSetting('theme', t))
  }
  function setKeepAwake(on: boolean) {
    keepAwake.value = on
    void storage.guard(() => repo.putSetting('keepAwake', on))
  }

  watch(theme, (t) => document.documentElement.classList.toggle('dark', t === 'dark'), { immediate: true })

  return { theme, keepAwake, loaded, load, setLocale, setTheme, setKeepAwake }
})
