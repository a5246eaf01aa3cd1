// The board's keyboard focus while main's answer replaces the predicted view (issue 12's open bug):
// the real playtest store shows the engine's prediction at once and main's answer later. Main's
// answers are held here until the test lets them through, so a fast typist's keys land between.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { AnyGameModule } from '@shared/game/module'
import { creatures } from '@shared/games/creatures'
import type { Action, GameState } from '@shared/games/creatures/engine'
import { DEMO_DECK, demoDeck } from '../../unit/creatures/fixtures'
import { i18nFor } from '../fixtures'
import { creatureMain } from './creature-main'

const held = vi.hoisted(() => ({ on: false, answers: [] as (() => void)[] }))
vi.mock('../../../src-renderer/api', () => ({
  api: {
    invoke: async (channel: string, request: Record<string, unknown>) => {
      if (channel === 'game.apply' && held.on) await new Promise<void>((r) => held.answers.push(r))
      else await new Promise((r) => setTimeout(r, 0))
      return main.handle(channel, request)
    },
  },
}))
const main = creatureMain(demoDeck())

const { definePlaytestStore } = await import('../../../src-renderer/stores/playtest')
const GameTable = (await import('../../../src-renderer/table/GameTable.vue')).default
const { creaturesTableParts } = await import('../../../src-renderer/games/creatures/table')
const useStore = definePlaytestStore('playtest-focus', () => creatures as unknown as AnyGameModule)

/** Lets main's held answers through, and waits until the table has drawn them. */
async function release() {
  for (const answer of held.answers.splice(0)) answer()
  await vi.waitFor(() => expect(store.busy).toBe(false))
  await flushPromises()
}

let wrapper: VueWrapper | null = null
let store: ReturnType<typeof useStore>
beforeEach(async () => {
  setActivePinia(createPinia())
  held.on = false
  store = useStore()
  const deck = { deckId: null, name: 'Demo creatures', entries: DEMO_DECK.map(([code, count]) => ({ code, count })), format: 'standard' as never }
  await store.start(deck, { seed: 7, onThePlay: true })
  wrapper = mount(GameTable, {
    props: { module: creatures as unknown as AnyGameModule, session: store, parts: creaturesTableParts },
    global: { plugins: [i18nFor('en')] },
    attachTo: document.body,
  })
  await flushPromises()
})
afterEach(() => {
  held.on = false
  for (const answer of held.answers.splice(0)) answer()
  wrapper?.unmount()
  wrapper = null
})

const stateOf = () => store.state as unknown as GameState
const focusedKey = () => document.activeElement?.getAttribute('data-focus-key') ?? null
const handKeys = () => [...stateOf().zones.hand]
/** A key as the browser sends it: to the focused element (the table's shortcuts listen on window). */
const press = async (key: string) => {
  const target = document.activeElement ?? document.body
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  await flushPromises()
}
/** A creature of the hand the engine would summon now (no sacrifice needed). */
const summonable = () => (creatures.play.legalActions(stateOf() as never) as Action[]).flatMap((a) => (a.type === 'summon' && !a.sacrifices?.length ? [a.card] : []))[0]!

describe('the board keeps the keyboard focus while main answers', () => {
  it('the opening panel leaves with the predicted view: the focus goes to the hand, not to nowhere', async () => {
    expect(document.activeElement?.closest('[data-testid="mulligan-panel"]')).not.toBeNull()
    held.on = true
    await press('k')
    expect(stateOf().phase).toBe('primary') // the prediction; main has not answered
    expect(held.answers).toHaveLength(1)
    expect(focusedKey()).toBe(handKeys()[0])
    await press('ArrowRight')
    expect(focusedKey()).toBe(handKeys()[1])
  })

  it('main’s late answer to K does not take the focus back from where the player moved it', async () => {
    const hand = wrapper!.findAll('[data-testid="hand"] [data-focus-key]')
    ;(hand[0]!.element as HTMLElement).focus() // the player went to the hand during the opening
    held.on = true
    await press('k')
    await press('End')
    const moved = handKeys().at(-1)!
    expect(focusedKey()).toBe(moved)
    await release()
    expect(stateOf().phase).toBe('primary')
    expect(focusedKey()).toBe(moved)
  })

  it('the summon dialog keeps the focus while its card leaves the hand in the prediction, and gives it to the card after main’s answer', async () => {
    await press('k')
    await release()
    const card = summonable()
    ;(wrapper!.find(`[data-testid="hand"] [data-id="${card}"]`).element as HTMLElement).focus()
    await press('Enter')
    const dialog = wrapper!.find('[data-testid="summon-dialog"]')
    await vi.waitFor(() => expect(document.activeElement).toBe(dialog.find('[data-testid="posture-offensive"]').element))
    held.on = true
    await dialog.trigger('submit')
    await flushPromises()
    expect(stateOf().zones.creatures).toContain(card) // the prediction
    expect(wrapper!.find('[data-testid="summon-dialog"]').exists()).toBe(true) // main has not answered
    expect(document.activeElement).toBe(dialog.find('[data-testid="posture-offensive"]').element)
    await release()
    expect(wrapper!.find('[data-testid="summon-dialog"]').exists()).toBe(false)
    expect(focusedKey()).toBe(card)
  })
})
