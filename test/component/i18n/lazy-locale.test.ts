// Issue 16 (deck open after a page load): a page parses only the messages of the language it
// starts in (and English, the fallback); French comes in on a switch, before anything renders
// in it, so the switch still shows French at once.
import { isReactive } from 'vue'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../src-renderer/i18n'
import en from '../../../src-renderer/i18n/en.json'
import fr from '../../../src-renderer/i18n/fr.json'
import frCompiled from '../../../src-renderer/i18n/fr.json?compiled'
import loadFrench from '../../../src-renderer/i18n/fr.json?compiled&lazy'

describe('messages of the active language only', () => {
  it('a page starting in English holds English only, and a switch to French renders French in the same tick', () => {
    const i18n = createAppI18n('en')
    expect(i18n.global.availableLocales).toEqual(['en'])
    expect(i18n.global.t('list.label')).toBe(en.list.label)
    i18n.global.locale.value = 'fr'
    expect(i18n.global.t('list.label')).toBe(fr.list.label)
    expect([0, 1, 2].map((n) => i18n.global.t('search.count', { count: n }, n))).toEqual(['aucune carte', '1 carte', '2 cartes'])
    expect([...i18n.global.availableLocales].sort()).toEqual(['en', 'fr'])
    i18n.global.locale.value = 'en'
    expect(i18n.global.t('list.label')).toBe(en.list.label)
  })

  it('a page starting in French has French at once, with English beside it as the fallback', () => {
    const i18n = createAppI18n('fr')
    expect([...i18n.global.availableLocales].sort()).toEqual(['en', 'fr'])
    expect(i18n.global.t('list.label')).toBe(fr.list.label)
    // the switched-in messages are the same plain ASTs as at start (out of Vue's reactivity)
    const count = (i18n.global.messages.value.fr as unknown as { search: Record<string, object> }).search.count!
    expect(isReactive(count)).toBe(false)
  })

  it('?compiled&lazy gives the very tree ?compiled does, only when asked', () => {
    expect(typeof loadFrench).toBe('function')
    expect(loadFrench()).toEqual(JSON.parse(JSON.stringify(frCompiled)))
  })
})
