import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { checkPayment, type RuleError } from '@shared/games/fftcg/engine'
import PaymentPanel from '../../../src-renderer/games/fftcg/table/PaymentPanel.vue'
import { i18nFor } from '../fixtures'
import { cardsByKey, idOf, keptState, must } from './fixtures'

function mountPanel(state = keptState(), name = 'Red Mage', locale: 'en' | 'fr' = 'en', refusal: RuleError | null = null) {
  const cardId = idOf(state, name)
  const wrapper = mount(PaymentPanel, { props: { state, cardId, cards: cardsByKey, refusal }, global: { plugins: [i18nFor(locale)] }, attachTo: document.body })
  return { wrapper, state, cardId }
}
const box = (w: ReturnType<typeof mountPanel>['wrapper'], name: string) => w.find(`[data-testid="pay-discard"][data-card-name="${name}"] input`)

/** Tifa's turn: Red Mage cast first (its auto-pay discards Ifrit). */
function afterRedMage() {
  const s = keptState()
  return must(s, { type: 'cast', card: idOf(s, 'Red Mage') }).state
}

describe('11.2 paying CP in the payment panel', () => {
  it('pre-selects auto-pay, the solver’s least wasteful payment', () => {
    const { wrapper } = mountPanel()
    expect(wrapper.find('[data-testid="payment-auto"]').attributes('aria-pressed')).toBe('true')
    expect(wrapper.find('[data-testid="payment-is-auto"]').exists()).toBe(true)
    // one discard of 2 CP for a 2-cost Backup: Ifrit, the cheapest of the least useful Fire cards (not Zack, 3 CP)
    const checked = wrapper.findAll('[data-testid="pay-discard"]').filter((l) => (l.find('input').element as HTMLInputElement).checked)
    expect(checked.map((l) => l.attributes('data-card-name'))).toEqual(['Ifrit'])
    expect(wrapper.find('[data-testid="payment-check"]').text()).toBe('This payment is legal.')
    expect(wrapper.find('[data-testid="payment-tally"]').text()).toContain('2 CP for a cost of 2')
  })

  it('lets the player choose which card to discard, and sends that payment', async () => {
    const { wrapper, state, cardId } = mountPanel()
    await box(wrapper, 'Ifrit').setValue(false)
    await box(wrapper, 'Zack').setValue(true)
    expect(wrapper.find('[data-testid="payment-is-auto"]').exists()).toBe(false)
    await wrapper.find('[data-testid="payment-confirm"]').trigger('click')
    const [payment] = wrapper.emitted('pay')![0] as [{ dull: string[]; discard: string[] }]
    expect(payment).toEqual({ dull: [], discard: [idOf(state, 'Zack')] })
    expect(checkPayment(state, cardId, payment)).toBeNull()
    // and "Auto-pay" puts the solver's choice back
    await wrapper.find('[data-testid="payment-reset"]').trigger('click')
    expect((box(wrapper, 'Ifrit').element as HTMLInputElement).checked).toBe(true)
    expect((box(wrapper, 'Zack').element as HTMLInputElement).checked).toBe(false)
    wrapper.unmount()
  })

  it('explains with rule 5.2.1.2 why an Ice card alone cannot pay for Tifa (Fire)', async () => {
    const { wrapper } = mountPanel(afterRedMage(), 'Tifa')
    for (const l of wrapper.findAll('[data-testid="pay-discard"] input')) await l.setValue(false)
    await box(wrapper, 'Orran').setValue(true)
    expect(wrapper.find('[data-testid="payment-check"]').text()).toBe(
      "Refused (rule 5.2.1.2): the payment needs at least one CP of each of the card's elements (fire).",
    )
    await box(wrapper, 'Orran').setValue(false)
    expect(wrapper.find('[data-testid="payment-check"]').text()).toBe('Refused (rule 11.2.1.1): the payment gives 0 CP, the card costs 2.')
    wrapper.unmount()
  })

  it('shows main’s refusal translated in French with its rule', () => {
    const state = afterRedMage()
    const refusal = { kind: 'payment-element' as const, rule: '5.2.1.2', reason: 'x', params: { elements: 'fire' } }
    const { wrapper } = mountPanel(state, 'Tifa', 'fr', refusal)
    const text = wrapper.find('[data-testid="payment-refusal"]').text()
    expect(text).toBe('Refusé (règle 5.2.1.2) : il faut au moins un CP de chaque élément de la carte (feu).')
    expect(wrapper.find('[data-testid="payment-refusal"]').attributes('role')).toBe('alert')
    wrapper.unmount()
  })

  it('says how many CP an option loses with its plural, in French too', () => {
    // Zack (3) with no Backup: two discards give 4 CP, 1 lost
    const en = mountPanel(keptState(), 'Zack').wrapper
    expect(en.find('[data-testid="payment-auto"] .option-cp').text()).toBe('4 CP, 1 lost')
    en.unmount()
    const fr = mountPanel(keptState(), 'Zack', 'fr').wrapper
    expect(fr.find('[data-testid="payment-auto"] .option-cp').text()).toBe('4 CP, 1 perdu')
    fr.unmount()
  })

  it('offers the Backups to dull once there are active ones', () => {
    // next turn: Red Mage is active and pays 1 of Tifa's 2 CP with a Fire discard… or two Backups
    let s = afterRedMage()
    s = must(s, { type: 'endTurn' }).state
    const { wrapper } = mountPanel(s, 'Tifa')
    expect(wrapper.findAll('[data-testid="pay-dull"]').map((l) => l.attributes('data-card-name'))).toEqual(['Red Mage'])
    expect(wrapper.findAll('[data-testid="payment-option"]').length).toBeGreaterThan(0)
    wrapper.unmount()
  })
})
