import { computed, watchEffect } from 'vue'
import { useI18n } from 'vue-i18n'
import { LOCALE_STORAGE_KEY, LOCALES, isLocale, type Locale } from '../i18n'

/** The current language, switched and remembered across sessions (localStorage). */
export function useLocale() {
  const { locale } = useI18n({ useScope: 'global' })

  watchEffect(() => {
    document.documentElement.lang = locale.value
  })

  const current = computed<Locale>({
    get: () => (isLocale(locale.value) ? locale.value : 'en'),
    set(next) {
      locale.value = next
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, next)
      } catch {
        // storage disabled: the switch still applies to this session
      }
    },
  })

  return { locale: current, locales: LOCALES }
}
