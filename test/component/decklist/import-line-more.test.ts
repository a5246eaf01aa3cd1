// A misspelt name's "did you mean" offers at most 5 cards; the line says how many more there
// are, in English and French (the count comes from the parse: forgiving-import.test.ts).
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import type { ParsedLine } from '@shared/channels/decklist'
import { parseDecklist } from '@shared/decklist/parse'
import { resolver } from '../../unit/decklist/fixtures'
import ImportLine from '../../../src-renderer/components/decklist/ImportLine.vue'
import { i18nFor } from '../fixtures'

function mountLine(text: string, locale: 'en' | 'fr') {
  const line = parseDecklist(text, resolver).lines[0] as ParsedLine
  return mount(ImportLine, {
    props: { row: { key: 1, text, dropped: false }, line, lookup: (code: string) => resolver.byCode(code), number: 1, editable: true },
    global: { plugins: [i18nFor(locale)] },
  })
}

describe('decklist import line: "did you mean" and how many more', () => {
  for (const [locale, words] of [['en', 'and'], ['fr', 'et']] as const) {
    it(`shows five cards, then "${words} N more" (${locale})`, () => {
      const wrapper = mountLine('3 Shantoto', locale)
      const more = resolver.distinct(resolver.nearNames!('Shantoto')).length - 5
      expect(wrapper.findAll('[data-testid="import-candidate"]')).toHaveLength(5)
      expect(wrapper.get('[data-testid="import-candidates-more"]').text()).toBe(locale === 'en' ? `and ${more} more` : `et ${more} de plus`)
      wrapper.unmount()
    })
  }

  it('says nothing more when every near card is shown', () => {
    const wrapper = mountLine('3 Louisox', 'en')
    expect(wrapper.findAll('[data-testid="import-candidate"]')).toHaveLength(1)
    expect(wrapper.find('[data-testid="import-candidates-more"]').exists()).toBe(false)
    wrapper.unmount()
  })
})
