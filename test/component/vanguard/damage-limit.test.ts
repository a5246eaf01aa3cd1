// Issue 25.2: Vanguard's damage limit (5. Étape des dommages: six damage loses) is one constant,
// DAMAGE_LIMIT in src-shared/games/vanguard/rules.ts. With the constant made 4 here, the module's
// meta and the table (the damage zone's places, its warning, the counts) follow it: none of them
// writes 6 or 5 of its own.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'

vi.mock('@shared/games/vanguard/rules', async (original) => ({ ...(await original<object>()), DAMAGE_LIMIT: 4 }))

const { vanguard } = await import('@shared/games/vanguard')
const { DAMAGE_LIMIT } = await import('@shared/games/vanguard/rules')
const GameTable = (await import('../../../src-renderer/table/GameTable.vue')).default
const { vanguardTableParts } = await import('../../../src-renderer/games/vanguard/table')
const { deck } = await import('../../unit/vanguard/engine-fixtures')
const { card, deckPiles } = await import('../../unit/vanguard/fixtures')
const { i18nFor } = await import('../fixtures')
const { moduleSession } = await import('../table/memory-session')
import type { AnyGameModule } from '@shared/game/module'
import type { GameState } from '@shared/games/vanguard/engine'

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('5. Étape des dommages: the damage limit is the rules constant', () => {
  it('the test really changed it', () => expect(DAMAGE_LIMIT).toBe(4))

  it("the module's life by format is the constant in every format", () => {
    expect(Object.keys(vanguard.meta.lifeByFormat).length).toBeGreaterThan(0)
    for (const [format, life] of Object.entries(vanguard.meta.lifeByFormat)) expect({ format, life }).toEqual({ format, life: 4 })
  })

  it('the table draws as many damage places as the constant, counts against it, and warns one damage before it', async () => {
    const ride = deckPiles('dsd01').ride.map((e) => card(e.code).code)
    const session = moduleSession(vanguard as unknown as AnyGameModule, deck, { seed: 24, onThePlay: true, format: 'ride-deck', ride })
    wrapper = mount(GameTable, {
      props: { module: vanguard as unknown as AnyGameModule, session, parts: vanguardTableParts },
      global: { plugins: [i18nFor('en')] },
      attachTo: document.body,
    })
    await flushPromises()
    const w = wrapper
    expect(w.find('[data-testid="damage-count"]').text()).toBe('0/4')
    expect(w.find('[data-testid="own-damage"]').text()).toMatch(/\b0\b.*\b4\b/)
    expect(w.findAll('[data-testid="goldfish-damage"] .pip')).toHaveLength(4)
    expect(w.find('[data-testid="pile-damage"]').classes()).not.toContain('pile-warn')
    // three damage (the constant less one): the next loses
    await session.act({ type: 'mulligan', cards: [] } as never)
    const hand = (session.view!.state as GameState).zones.hand.slice(0, 3)
    for (const card of hand) expect(await session.act({ type: 'move', card, to: 'damage' } as never), JSON.stringify(session.refusal)).toBe(true)
    await flushPromises()
    expect((session.view!.state as GameState).zones.damage).toHaveLength(3)
    expect(w.find('[data-testid="damage-count"]').text()).toBe('3/4')
    expect(w.find('[data-testid="pile-damage"]').classes()).toContain('pile-warn')
  })
})
