// Invariants every registered game module keeps, over random games: legal actions mixed with the
// generic table actions (which the rules may refuse). A new module gets these by registering.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AnyGameModule } from '@shared/game/module'
import { replayGame } from '@shared/game/replay'
import type { TableAction } from '@shared/game/table-actions'
import { GAMES, type GameId } from '@shared/games'
import { MODULE_DECKS as DECKS } from './module-decks'


/** Modules not yet in the registry, checked here too; registering one moves its deck to DECKS. */
const UNREGISTERED: [string, AnyGameModule, () => unknown[]][] = []
const MODULES: [string, AnyGameModule, () => unknown[]][] = [
  ...(Object.entries(GAMES) as [GameId, AnyGameModule][]).map(([id, module]): [string, AnyGameModule, () => unknown[]] => [id, module, DECKS[id]]),
  ...UNREGISTERED,
]

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  }
  return value
}

/** A generic table action from random numbers: any card, any zone of the module. */
function tableAction(module: AnyGameModule, ids: readonly string[], n: readonly number[]): TableAction<string> {
  const card = ids[n[1]! % ids.length]!
  const zones = module.play.zones
  const to = zones[n[2]! % zones.length]!.id
  switch (n[0]! % 5) {
    case 0:
      return { type: 'move', card, to, position: n[3]! % 2 ? 'top' : 'bottom' }
    case 1:
      return { type: 'draw', count: 1 + (n[3]! % 3) }
    case 2:
      return { type: 'search', card, to }
    case 3:
      return { type: 'shuffle' }
    default:
      return { type: 'counter', card, name: 'x', delta: 1 }
  }
}

const steps = fc.array(fc.tuple(fc.boolean(), fc.nat(), fc.array(fc.nat(), { minLength: 4, maxLength: 4 })), { maxLength: 60 })

for (const [id, module, deckOfGame] of MODULES) {
  describe(`game module ${id}: invariants of play`, () => {
    const deck = deckOfGame()

    it('every card is in exactly one zone; apply never mutates its input; states survive JSON; legal actions are accepted; replay gives the same state', () => {
      fc.assert(
        fc.property(fc.nat(), fc.boolean(), steps, (seed, onThePlay, plan) => {
          const options = { seed, onThePlay, format: module.deck.formats[0]!.id }
          let state = module.play.newGame(deck, options).state
          const ids = module.play.cardIds(state)
          const applied: unknown[] = []
          for (const [useLegal, pick, numbers] of plan) {
            if (module.play.isOver(state)) break
            const legal = module.play.legalActions(state)
            const action = useLegal && legal.length ? legal[pick % legal.length] : tableAction(module, ids, numbers)
            const before = JSON.stringify(state)
            const result = module.play.apply(deepFreeze(state), action)
            expect(JSON.stringify(state)).toBe(before)
            if (legal.includes(action)) expect(result.ok, `legal ${JSON.stringify(action)} refused`).toBe(true)
            if (!result.ok) continue
            state = result.state
            applied.push(action)
            // each card in exactly one zone
            const zones = module.play.zonesOf(state) as Record<string, readonly string[]>
            const seen = Object.values(zones).flat()
            expect([...seen].sort()).toEqual([...ids].sort())
            // the state is plain JSON
            expect(JSON.parse(JSON.stringify(state))).toEqual(state)
          }
          const replayed = replayGame(module.play, deck, options, applied)
          expect(replayed.ok).toBe(true)
          expect(replayed.state).toEqual(state)
        }),
        { numRuns: 60 },
      )
    })

    it('progress agrees with isOver and never turns back; cardKeyOf names every card and no other id', () => {
      fc.assert(
        fc.property(fc.nat(), steps, (seed, plan) => {
          let state = module.play.newGame(deck, { seed, onThePlay: true, format: module.deck.formats[0]!.id }).state
          for (const id of module.play.cardIds(state)) expect(module.play.cardKeyOf(state, id)).toEqual(expect.any(String))
          expect(module.play.cardKeyOf(state, 'no-such-card')).toBeNull()
          let turn = module.play.progress(state).ownTurn
          for (const [, pick, numbers] of plan) {
            const legal = module.play.legalActions(state)
            const result = module.play.apply(state, legal.length && numbers[0]! % 2 ? legal[pick % legal.length] : tableAction(module, module.play.cardIds(state), numbers))
            if (!result.ok) continue
            state = result.state
            const progress = module.play.progress(state)
            expect(progress.result !== 'ongoing').toBe(module.play.isOver(state))
            expect(progress.endedBy === null).toBe(progress.result === 'ongoing')
            expect(progress.ownTurn).toBeGreaterThanOrEqual(turn)
            turn = progress.ownTurn
            if (module.play.isOver(state)) break
          }
        }),
        { numRuns: 30 },
      )
    })

    it('a pending choice, when there is one, can be answered by a listed legal action', () => {
      fc.assert(
        fc.property(fc.nat(), steps, (seed, plan) => {
          let state = module.play.newGame(deck, { seed, onThePlay: true, format: module.deck.formats[0]!.id }).state
          for (const [, pick] of plan) {
            if (module.play.isOver(state)) break
            const legal = module.play.legalActions(state)
            if (module.play.pending(state)) expect(legal.length).toBeGreaterThan(0)
            if (!legal.length) break
            const result = module.play.apply(state, legal[pick % legal.length])
            if (result.ok) state = result.state
          }
        }),
        { numRuns: 30 },
      )
    })

    it('declares each phase, zone and action once, and its turn starts with its first phase', () => {
      const unique = (list: readonly { id?: string; type?: string }[]) => new Set(list.map((x) => x.id ?? x.type)).size === list.length
      expect(unique(module.play.phases)).toBe(true)
      expect(unique(module.play.zones)).toBe(true)
      expect(unique(module.play.actions)).toBe(true)
      const start = module.play.newGame(deck, { seed: 1, onThePlay: true, format: module.deck.formats[0]!.id }).state
      expect(module.play.phaseOf(start)).toBe(module.play.phases[0]!.id)
      expect(Object.keys(module.play.zonesOf(start)).sort()).toEqual(module.play.zones.map((z) => z.id).sort())
    })

    it('validates its own actions: every legal action passes its schema, junk does not', () => {
      const start = module.play.newGame(deck, { seed: 2, onThePlay: true, format: module.deck.formats[0]!.id }).state
      for (const action of module.play.legalActions(start)) expect(module.play.actionSchema.safeParse(action).success).toBe(true)
      expect(module.play.actionSchema.safeParse({ type: 'no such action' }).success).toBe(false)
    })
  })
}
