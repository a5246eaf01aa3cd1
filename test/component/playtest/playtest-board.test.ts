// The play mat's hints come from the engine: which Forwards may attack (its legal actions) and
// which just arrived (its 10.1.2.1.1 check), never from the board's own reading of the status.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { GameState } from '@shared/games/fftcg/engine'
import { i18nFor } from '../fixtures'
import { idOf, keptState, must, viewOf } from './fixtures'
import { apply, type Action } from '@shared/games/fftcg/engine'

const { invoke, answerAtOnce } = vi.hoisted(() => {
  const answerAtOnce = async (channel: string, _request?: unknown): Promise<unknown> => (channel === 'game.log' ? { lines: [] } : { closed: true })
  return { invoke: vi.fn(answerAtOnce), answerAtOnce }
})
vi.mock('../../../src-renderer/api', () => ({ api: { invoke } }))

const { usePlaytestStore } = await import('../../../src-renderer/stores/playtest')
const PlaytestBoard = (await import('../../../src-renderer/components/playtest/PlaytestBoard.vue')).default

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  invoke.mockImplementation(answerAtOnce)
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

describe('the table’s prompts and words', () => {
  it('V opens "look at the top cards" with the focus in it, and Esc closes it back to the deck', async () => {
    const w = mountBoard(keptState())
    await flushPromises() // the board has put the focus on the hand
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'v', bubbles: true }))
    await flushPromises()
    const input = w.find('[data-testid="look-count"]')
    expect(input.exists()).toBe(true)
    expect(document.activeElement).toBe(input.element)
    await input.trigger('keydown', { key: 'Escape' })
    expect(w.find('[data-testid="look-prompt"]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.find('[data-testid="pile-deck"]').element)
  })

  it('names the Break Zone and the Damage Zone in French', () => {
    const w = mountBoard(keptState(), 'fr')
    expect(w.find('[data-testid="pile-breakZone"] .pile-name').text()).toBe('Zone de destruction')
    expect(w.find('[data-testid="pile-damage"] .pile-name').text()).toBe('Zone de dégâts')
  })

  it('counts the player’s own turns, the game turn in the tooltip', () => {
    const state = { ...keptState(), turn: 3, ownTurn: 2 }
    const w = mountBoard(state)
    const turn = w.find('[data-testid="turn-number"]')
    expect(turn.text()).toBe('Your turn 2')
    expect(turn.attributes('title')).toBe("Game turn 3: both players' turns count (on the play)")
  })
})

/** Main's side: answers the casts only when the test says so, every other action at once. */
function holdCasts(state: GameState) {
  const main = { applied: [] as Action[], answerCast: () => undefined as void }
  // main's own game, which the board's predictions never touch
  let held = state
  invoke.mockImplementation(async (channel: string, request?: unknown) => {
    if (channel === 'game.log') return { lines: [] }
    if (channel !== 'game.apply') return { closed: true }
    const { action } = request as { action: Action }
    main.applied.push(action)
    const result = apply(held, action)
    if (!result.ok) return { ok: false, error: result.error }
    held = result.state
    const answer = { ok: true, view: viewOf(held, main.applied.length) }
    return action.type === 'cast' ? new Promise((done) => (main.answerCast = () => done(answer))) : answer
  })
  return main
}

describe('the keys work again as soon as the payment is made', () => {
  it('N pressed after paying, before main answers the cast, moves to the next phase (it was lost)', async () => {
    const state = keptState()
    expect(state.phase).toBe('main1')
    const redMage = idOf(state, 'Red Mage')
    const w = mountBoard(state)
    const main = holdCasts(state)
    const { applied } = main
    await w.find(`[data-testid="hand"] [data-id="${redMage}"]`).trigger('click')
    await w.find('[data-testid="payment-confirm"]').trigger('click')
    await flushPromises()
    // the predicted cast has put the Red Mage on the field and closed the panel; main has not answered
    expect(w.find('[data-testid="payment-confirm"]').exists()).toBe(false)
    expect(applied.map((a) => a.type)).toEqual(['cast'])
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' }))
    main.answerCast()
    await flushPromises()
    await vi.waitFor(() => expect(applied.map((a) => a.type)).toEqual(['cast', 'nextPhase']))
    const cast = applied[0]!
    const next = must(must(state, cast).state, { type: 'nextPhase' }).state.phase
    expect(next).not.toBe('main1')
    await vi.waitFor(() => expect(usePlaytestStore().view!.state.phase).toBe(next))
  })

  it('11.2: the next card’s payment, opened before main answers the last cast, takes the focus, and main’s late answer leaves it open', async () => {
    const state = keptState()
    const [redMage, tifa] = [idOf(state, 'Red Mage'), idOf(state, 'Tifa')]
    const w = mountBoard(state)
    const main = holdCasts(state)
    await w.find(`[data-testid="hand"] [data-id="${redMage}"]`).trigger('click')
    await w.find('[data-testid="payment-confirm"]').trigger('click')
    await flushPromises()
    await w.find(`[data-testid="hand"] [data-id="${tifa}"]`).trigger('click')
    await flushPromises()
    const confirm = w.find('[data-testid="payment-confirm"]')
    expect(w.find('[data-testid="payment-panel"]').text()).toContain('Tifa')
    expect(document.activeElement).toBe(confirm.element)
    main.answerCast()
    await flushPromises()
    expect(main.applied.map((a) => a.type)).toEqual(['cast'])
    expect(w.find('[data-testid="payment-panel"]').text()).toContain('Tifa')
  })
})
