// Issue 16 (deck open under 50 ms): the app's messages are compiled ASTs (build/i18n-precompile.ts).
// In a browser vue-i18n keeps its messages in a deep ref; an AST left reactive would be walked
// through Vue's proxies, tracking each node, on every t() of every render.
import { isReactive } from 'vue'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../src-renderer/i18n'

describe('compiled messages in the page', () => {
  it('are ASTs kept out of reactivity, under groups that stay reactive, and still render', () => {
    const i18n = createAppI18n('fr')
    const fr = i18n.global.messages.value.fr as unknown as { search: Record<string, object> }
    expect(isReactive(fr.search), 'the group (vue-i18n’s own reactivity)').toBe(true)
    const count = fr.search.count!
    expect((count as { t?: unknown }).t, 'a compiled message').toBe(0)
    expect(isReactive(count), 'the message AST').toBe(false)
    expect([0, 1, 2].map((n) => i18n.global.t('search.count', { count: n }, n))).toEqual(['aucune carte', '1 carte', '2 cartes'])
  })
})
