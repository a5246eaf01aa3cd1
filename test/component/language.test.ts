import { beforeEach, describe, expect, it } from 'vitest'
import { defineComponent } from 'vue'
import { mount } from '@vue/test-utils'
import { useI18n } from 'vue-i18n'
import LanguageSwitch from '../../src-renderer/components/LanguageSwitch.vue'
import { LOCALE_STORAGE_KEY, createAppI18n, initialLocale } from '../../src-renderer/i18n'
import en from '../../src-renderer/i18n/en.json'
import fr from '../../src-renderer/i18n/fr.json'

const Shell = defineComponent({
  components: { LanguageSwitch },
  setup() {
    return { t: useI18n().t }
  },
  template: `<div><LanguageSwitch /><h1>{{ t('app.nav.cards') }}</h1><p>{{ t('type.forward') }}</p></div>`,
})

beforeEach(() => localStorage.clear())

describe('language', () => {
  it('switches English → French → English, remembers the choice and sets <html lang>', async () => {
    const wrapper = mount(Shell, { global: { plugins: [createAppI18n('en')] } })
    expect(wrapper.get('h1').text()).toBe('Cards')
    expect(wrapper.get('[data-locale="en"]').attributes('aria-pressed')).toBe('true')

    await wrapper.get('[data-locale="fr"]').trigger('click')
    expect(wrapper.get('h1').text()).toBe('Cartes')
    expect(wrapper.get('p').text()).toBe('Avant')
    expect(wrapper.get('[data-locale="fr"]').attributes('aria-pressed')).toBe('true')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr')
    expect(document.documentElement.lang).toBe('fr')

    await wrapper.get('[data-locale="en"]').trigger('click')
    expect(wrapper.get('h1').text()).toBe('Cards')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })

  it('starts from the saved choice, else from the browser language, else English', () => {
    const store = (value: string | null) => ({ getItem: () => value })
    expect(initialLocale(store('fr'), ['en-US'])).toBe('fr')
    expect(initialLocale(store(null), ['fr-CA', 'en'])).toBe('fr')
    expect(initialLocale(store('de'), ['de-DE', 'en-GB'])).toBe('en')
    expect(initialLocale(store(null), ['ja'])).toBe('en')
  })

  it('has every English message in French, and no empty one', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    expect(keys(fr)).toEqual(keys(en))
    const values = (o: object): unknown[] => Object.values(o).flatMap((v) => (typeof v === 'object' ? values(v) : [v]))
    expect(values(fr).every((v) => typeof v === 'string' && v.trim() !== '')).toBe(true)
  })
})
