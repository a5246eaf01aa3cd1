// The play mat's hints come from the engine: which Forwards may attack (its legal actions) and
// which just arrived (its 10.1.2.1.1 check), never from the board's own reading of the status.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { GameState } from '@shared/games/fftcg/engine'
import { i18nFor } from '../fixtures'
import { idOf, keptState, must, viewOf } from './fixtures'

vi.mock('../../../src-renderer/api', () => ({
  api: { invoke: async (channel: string) => (channel === 'game.log' ? { lines: [] } : { closed: true }) },
}))

const { usePlaytestStore } = await import('../../../src-renderer/stores/playtest')
const PlaytestBoard = (await import('../../../src-renderer/components/playtest/PlaytestBoard.vue')).default

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** Turn 1's Attack Phase with Zack put onto the field this turn and Tifa there since an earlier turn. */
function attackPhase(): { state: GameState; zack: string; tifa: string } {
  let state = keptState()
  const zack = idOf(state, 'Zack')
  const tifa = idOf(state, 'Tifa')
  state = must(state, { type: 'move', card: zack, to: 'field' }).state
  state = must(state, { type: 'move', card: tifa, to: 'field' }).state
  state = { ...state, status: { ...state.status, [tifa]: { ...state.status[tifa]!, since: state.turn - 1 } } }
  state = must(state, { type: 'nextPhase' }).state
  expect(state.phase).toBe('attack')
  return { state, zack, tifa }
}

function mountBoard(state: GameState, locale: 'en' | 'fr' = 'en') {
  const pinia = createPinia()
  setActivePinia(pinia)
  usePlaytestStore().view = viewOf(state)
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:p(.*)*', component: { template: '<div />' } }] })
  wrapper = mount(PlaytestBoard, { global: { plugins: [pinia, router, i18nFor(locale)] }, attachTo: document.body })
  return wrapper
}
const fieldCard = (w: VueWrapper, id: string) => w.find(`[data-testid="field"] [data-id="${id}"]`)

describe('10.1.2.1.1 the board asks the engine who can attack', () => {
  it('marks a Forward that arrived this turn and does not offer it as an attacker', async () => {
    const { state, zack } = attackPhase()
    const w = mountBoard(state)
    const card = fieldCard(w, zack)
    expect(card.find('[data-testid="just-arrived"]').text()).toBe('New')
    expect(card.attributes('aria-label')).toContain('cannot attack yet (rule 10.1.2.1.1)')
    expect(card.classes()).not.toContain('ready')
    await card.trigger('click')
    expect(card.attributes('aria-pressed')).toBeUndefined()
    expect(w.find('[data-testid="attack"]').attributes('disabled')).toBeDefined()
    expect(w.find('[data-testid="attack"]').text()).toContain('Attack (0)')
    expect(w.find('[data-testid="refusal"]').text()).toContain('10.1.2.1.1')
  })

  it('offers a Forward there since an earlier turn, with no mark', async () => {
    const { state, tifa } = attackPhase()
    const w = mountBoard(state)
    const card = fieldCard(w, tifa)
    expect(card.find('[data-testid="just-arrived"]').exists()).toBe(false)
    expect(card.classes()).toContain('ready')
    await card.trigger('click')
    expect(card.attributes('aria-pressed')).toBe('true')
    expect(w.find('[data-testid="attack"]').attributes('disabled')).toBeUndefined()
    expect(w.find('[data-testid="attack"]').text()).toContain('Attack (1)')
  })

  it('says "New" in French too', () => {
    const { state, zack } = attackPhase()
    const w = mountBoard(state, 'fr')
    expect(fieldCard(w, zack).find('[data-testid="just-arrived"]').text()).toBe('Nouveau')
  })
})
