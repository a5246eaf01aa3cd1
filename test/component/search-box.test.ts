import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { parseQuery } from '@shared/games/fftcg/query'
import SearchBox from '../../src-renderer/components/SearchBox.vue'
import { i18nFor } from './fixtures'

describe('search box', () => {
  it('shows the query error under the box and marks the token at its position', () => {
    const wrapper = mount(SearchBox, {
      props: {
        modelValue: 'e:fire cost<=x',
        error: { message: 'A number is needed after cost<=.', position: 13, token: 'x' },
        errorQuery: 'e:fire cost<=x',
        failure: null,
      },
      global: { plugins: [i18nFor('en')] },
    })
    const error = wrapper.get('[data-testid="query-error"]')
    expect(error.attributes('role')).toBe('alert')
    expect(error.text()).toContain('character 14')
    expect(error.text()).toContain('A number is needed after cost<=.')
    expect(wrapper.get('mark').text()).toBe('x')
    expect(wrapper.get('[data-testid="query-error-marked"]').text()).toBe('e:fire cost<=x')
    expect(wrapper.get('input').attributes('aria-invalid')).toBe('true')
    expect(wrapper.get('input').attributes('aria-describedby')).toBe(error.attributes('id'))
  })

  it('clears the query on Escape', async () => {
    const wrapper = mount(SearchBox, {
      props: { modelValue: 'cloud', error: null, errorQuery: '', failure: null, 'onUpdate:modelValue': (v: string) => wrapper.setProps({ modelValue: v }) },
      global: { plugins: [i18nFor('en')] },
    })
    await wrapper.get('input').trigger('keydown', { key: 'Escape' })
    expect(wrapper.props('modelValue')).toBe('')
    expect(wrapper.find('[data-testid="query-error"]').exists()).toBe(false)
  })

  it('opens the syntax help from the "?" button', async () => {
    const wrapper = mount(SearchBox, {
      props: { modelValue: '', error: null, errorQuery: '', failure: null },
      global: { plugins: [i18nFor('fr')] },
    })
    await wrapper.get('[data-testid="syntax-help-toggle"]').trigger('click')
    const help = wrapper.get('[data-testid="syntax-help"]')
    expect(help.text()).toContain('Syntaxe des requêtes')
    expect(help.text()).toContain('t:backup')
  })

  it('says what the parser did not understand in French, from its parts (issue 16 item 6)', () => {
    const query = 'e:firre cost<=x'
    const parsed = parseQuery(query)
    if (parsed.ok) throw new Error('the query should not parse')
    const wrapper = mount(SearchBox, {
      props: { modelValue: query, error: parsed.error, errorQuery: query, failure: null },
      global: { plugins: [i18nFor('fr')] },
    })
    const text = wrapper.get('[data-testid="query-error"]').text()
    // the nearest word in both languages (issue 31): the French word first, the English one beside it
    expect(text).toContain('Élément inconnu « firre ». Vouliez-vous dire « feu » (en anglais « fire ») ?')
    expect(text).not.toContain('Unknown')
  })
})
