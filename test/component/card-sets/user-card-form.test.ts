// Issue 12.1: the card form follows the game's fields (the made-up game's here), with undo/redo.
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import UserCardForm from '../../../src-renderer/components/card-sets/UserCardForm.vue'
import { i18nFor } from '../fixtures'
import { creatures } from '../../../src-shared/games/creatures'
import { FAKE_FIELDS, fakeSpec, unit } from '../../unit/card-sets/fake-game'

function mountForm(card: Record<string, unknown> = unit('AB-001'), locale: 'en' | 'fr' = 'en', serverProblems: { field?: string; message: string }[] = []) {
  return mount(UserCardForm, { props: { fields: FAKE_FIELDS, card, serverProblems }, global: { plugins: [i18nFor(locale)] }, attachTo: document.body })
}
const input = (wrapper: ReturnType<typeof mountForm>, key: string) => wrapper.get<HTMLInputElement>(`#user-card-${key}`)

describe('user card form', () => {
  it('labels a control for each shown field, in the app’s language', () => {
    const wrapper = mountForm(unit('AB-001'), 'fr')
    const labels = wrapper.findAll('label').map((l) => l.text().replace(' *', ''))
    expect(labels).toEqual(['Code', 'Nom', 'Genre', 'Puissance', 'Étoile', 'Texte'])
    for (const field of FAKE_FIELDS) expect(wrapper.find(`#user-card-${field.key}`).exists()).toBe(true)
    wrapper.unmount()
  })

  it('shows power only for units, and drops it when the kind changes', async () => {
    const wrapper = mountForm()
    await wrapper.get('#user-card-kind').setValue('spell')
    expect(wrapper.find('#user-card-power').exists()).toBe(false)
    await wrapper.get('form').trigger('submit')
    const saved = wrapper.emitted('save')![0]![0] as Record<string, unknown>
    expect(saved).not.toHaveProperty('power')
    expect(fakeSpec.schema.safeParse(saved).success).toBe(true)
    wrapper.unmount()
  })

  it('undoes and redoes edits with the buttons and Ctrl+Z / Ctrl+Y; typing in one field is one step', async () => {
    const wrapper = mountForm()
    const name = input(wrapper, 'name')
    for (const text of ['W', 'Wo', 'Wolf']) await name.setValue(text)
    await input(wrapper, 'star').setValue(true)
    await wrapper.get('[data-testid="card-undo"]').trigger('click')
    expect(input(wrapper, 'star').element.checked).toBe(false)
    await wrapper.get('form').trigger('keydown', { key: 'z', ctrlKey: true })
    expect(input(wrapper, 'name').element.value).toBe('Unit AB-001')
    await wrapper.get('form').trigger('keydown', { key: 'y', ctrlKey: true })
    expect(input(wrapper, 'name').element.value).toBe('Wolf')
    expect(wrapper.get('[data-testid="card-redo"]').attributes('disabled')).toBeUndefined()
    wrapper.unmount()
  })

  it('shows problems under their field when saving, and does not save', async () => {
    const wrapper = mountForm(fakeSpec.blank())
    expect(wrapper.findAll('.problems li')).toHaveLength(0)
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('save')).toBeUndefined()
    expect(wrapper.get('#user-card-code-problems').text()).toBe('Required.')
    expect(input(wrapper, 'code').attributes('aria-invalid')).toBe('true')
    expect(input(wrapper, 'code').attributes('aria-describedby')).toBe('user-card-code-problems')
    wrapper.unmount()
  })

  it('shows main’s problems under their field, and the others above the buttons', () => {
    const wrapper = mountForm(unit('AB-001'), 'en', [
      { field: 'code', message: 'AB-001 is already the code of card #1' },
      { message: 'The set was changed elsewhere' },
    ])
    expect(wrapper.get('#user-card-code-problems').text()).toBe('AB-001 is already the code of card #1')
    expect(wrapper.get('[role="alert"]').text()).toBe('The set was changed elsewhere')
    wrapper.unmount()
  })

  it('names a choice’s values in the app’s language, saving the value itself (the creature game’s categories)', async () => {
    const { fields, blank } = creatures.userCards!
    const wrapper = mount(UserCardForm, { props: { fields, card: { ...blank }, game: 'creatures' }, global: { plugins: [i18nFor('fr')] }, attachTo: document.body })
    const options = wrapper.get('#user-card-category').findAll('option')
    expect(options.map((o) => o.text())).toEqual(['Créature', 'Effet', 'Équipement', 'Terrain'])
    expect(options.map((o) => o.attributes('value'))).toEqual(['creature', 'effect', 'equipment', 'terrain'])
    wrapper.unmount()
  })
})
