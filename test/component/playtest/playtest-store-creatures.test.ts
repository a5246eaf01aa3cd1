// The playtest store knows no game: driven here with the creature module, which is not in the
// registry, passed to the store explicitly. Main's sessions are faked with the module's own engine.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import type { AnyGameModule } from '@shared/game/module'
import { creatures } from '@shared/games/creatures'
import type { Action, GameState } from '@shared/games/creatures/engine'
import { INTERPRETATION } from '@shared/games/creatures/rules'
import { DEMO_DECK, demoDeck, idsOf } from '../../unit/creatures/fixtures'
import { creatureMain } from './creature-main'

const fake = vi.hoisted(() => ({ calls: [] as { channel: string; request: Record<string, unknown> }[] }))
vi.mock('../../../src-renderer/api', () => ({
  api: {
    invoke: async (channel: string, request: Record<string, unknown>) => {
      fake.calls.push({ channel, request })
      // main answers on a later turn of the event loop, after the store's prediction
      await new Promise((r) => setTimeout(r, 0))
      return session.handle(channel, request)
    },
  },
}))

const deckCards = demoDeck()
const session = creatureMain(deckCards)

const { DeckLabDatabase } = await import('../../../src-renderer/db')
const { PlaytestRepository, setPlaytestRepository } = await import('../../../src-renderer/db/playtests')
const { definePlaytestStore } = await import('../../../src-renderer/stores/playtest')
const useCreatureStore = definePlaytestStore('playtest-creatures', () => creatures as unknown as AnyGameModule)

let db: InstanceType<typeof DeckLabDatabase>
let name: string
let n = 0
beforeEach(() => {
  setActivePinia(createPinia())
  fake.calls = []
  name = `playtest-store-creatures-${++n}-${Math.random()}`
  db = new DeckLabDatabase(name)
  setPlaytestRepository(new PlaytestRepository(db))
})
afterEach(async () => {
  setPlaytestRepository(null)
  db.close()
  await Dexie.delete(name)
})

const deck = { deckId: 'creature-deck', name: 'Demo creatures', entries: DEMO_DECK.map(([code, count]) => ({ code, count })), format: 'standard' as never }
const stateOf = (store: ReturnType<typeof useCreatureStore>) => store.state as unknown as GameState
const act = (store: ReturnType<typeof useCreatureStore>, action: Action) => store.act(action as never)

describe('playtest store with a game that is not FFTCG (the creature game)', () => {
  it('predicts an action with the creature module before main answers, and reads its cards', async () => {
    const store = useCreatureStore()
    expect(await store.start(deck, { seed: 7, onThePlay: true })).toBe(true)
    expect(stateOf(store).phase).toBe('setup')
    const pending = act(store, { type: 'keepHand' })
    await Promise.resolve()
    // the engine's result is shown at once: the opening hand is kept, the first primary phase begins
    expect(stateOf(store).phase).toBe('primary')
    expect(store.view?.actionCount).toBe(1)
    expect(await pending).toBe(true)
    const id = stateOf(store).zones.hand[0]!
    expect(store.cardOf(id)?.code).toBe(stateOf(store).instances[id])
  })

  it('Déroulement: refuses an action in the wrong phase with the creature rules’ refusal', async () => {
    const store = useCreatureStore()
    await store.start(deck, { seed: 7, onThePlay: true })
    expect(await act(store, { type: 'endTurn' })).toBe(false)
    expect(store.refusal).toMatchObject({ kind: 'wrong-phase', rule: 'Déroulement' })
    expect(stateOf(store).phase).toBe('setup')
  })

  it('is over when the module says so, and saves LP dealt and lost and creatures on the field by turn (I10: 0 LP ends the game)', async () => {
    const store = useCreatureStore()
    await store.start(deck, { seed: 7, onThePlay: true })
    await act(store, { type: 'keepHand' })
    const creature = idsOf(stateOf(store), 'CR-001')[0]!
    await act(store, { type: 'move', card: creature, to: 'creatures' })
    await act(store, { type: 'changeLife', side: 'opponent', amount: -1500 })
    await act(store, { type: 'endTurn' })
    await act(store, { type: 'endTurn' })
    expect(stateOf(store).ownTurn).toBe(2)
    await act(store, { type: 'changeLife', side: 'player', amount: -500 })
    expect(store.over).toBe(false)
    await act(store, { type: 'changeLife', side: 'opponent', amount: -6500 })
    expect(store.over).toBe(true)
    await vi.waitFor(async () => expect(await new PlaytestRepository(db).forDeck('creature-deck')).toHaveLength(1))
    const [saved] = await new PlaytestRepository(db).forDeck('creature-deck')
    expect(saved).toMatchObject({
      seed: 7,
      onThePlay: true,
      mulligan: false,
      result: 'won',
      endedOnTurn: 2,
      endedBy: INTERPRETATION.lifeZero,
      turns: [
        { turn: 1, figures: { creatures: 1, lpDealt: 1500, lpTaken: 0 } },
        { turn: 2, figures: { creatures: 1, lpDealt: 6500, lpTaken: 500 } },
      ],
    })
  })

  it('keeps the objects of the previous view that main sent again unchanged (only what changed is redrawn)', async () => {
    const store = useCreatureStore()
    await store.start(deck, { seed: 7, onThePlay: true })
    await act(store, { type: 'keepHand' })
    const before = stateOf(store)
    await act(store, { type: 'changeLife', side: 'opponent', amount: -100 })
    const after = stateOf(store)
    expect(after.opponent.lp).toBe(7900)
    expect(after.zones).toBe(before.zones)
    expect(after.status).toBe(before.status)
  })
})
