// Building Magic game states for the engine's tests: a game started and kept, a hand and a
// battlefield put in place by hand, actions applied in a row.
import { apply, newGame, type Action, type CardId, type GameState, type ZoneName } from '@shared/games/mtg/engine'
import type { MtgCard } from '@shared/games/mtg/card'
import { gruulDeck, toolboxDeck } from './mtg-cards'

export function start(options: { deck?: MtgCard[]; seed?: number; onThePlay?: boolean } = {}): GameState {
  return newGame(options.deck ?? gruulDeck(), { seed: options.seed ?? 1, onThePlay: options.onThePlay ?? true, format: 'standard' }).state
}

/** Applies actions in order; throws with the refusal's reason if one is refused. */
export function run(state: GameState, ...actions: Action[]): GameState {
  return actions.reduce((s, action) => {
    const result = apply(s, action)
    if (!result.ok) throw new Error(`${action.type}: ${result.error.reason}`)
    return result.state
  }, state)
}

/** The first instance of a card (by name) in a zone, or anywhere. */
export function find(state: GameState, name: string, zone?: ZoneName): CardId {
  const ids = zone ? state.zones[zone] : Object.keys(state.instances)
  const id = ids.find((i) => state.defs[state.instances[i]!]!.name === name)
  if (!id) throw new Error(`no ${name}${zone ? ` in ${zone}` : ''}`)
  return id
}

/** All instances of a card by name, in any zone. */
export const all = (state: GameState, name: string): CardId[] => Object.keys(state.instances).filter((i) => state.defs[state.instances[i]!]!.name === name)

/**
 * A kept game on the play, in the player's first precombat main phase, with the named cards moved
 * to the hand and onto the battlefield (untapped, there since an earlier turn) by hand.
 */
export function inMain(options: { hand?: string[]; battlefield?: string[]; deck?: MtgCard[]; onThePlay?: boolean; sick?: boolean } = {}): GameState {
  let state = run(start({ deck: options.deck ?? toolboxDeck(), onThePlay: options.onThePlay ?? true }), { type: 'keepHand', bottom: [] })
  while (state.phase !== 'main1') state = run(state, { type: 'passPriority' })
  // the hand starts empty of what the test did not ask for: back to the library's bottom
  for (const id of [...state.zones.hand]) state = run(state, { type: 'move', card: id, to: 'library', position: 'bottom' })
  const taken = new Set<CardId>()
  const take = (name: string) => {
    const id = all(state, name).find((i) => !taken.has(i) && state.zones.library.includes(i))
    if (!id) throw new Error(`no ${name} left in the library`)
    taken.add(id)
    return id
  }
  for (const name of options.hand ?? []) state = run(state, { type: 'move', card: take(name), to: 'hand' })
  for (const name of options.battlefield ?? []) state = run(state, { type: 'move', card: take(name), to: 'battlefield' })
  // permanents put there by hand count as controlled since before this turn unless `sick`
  if (!options.sick) {
    const permanents = Object.fromEntries(Object.entries(state.permanents).map(([id, p]) => [id, { ...p, since: 0 }]))
    state = { ...state, permanents }
  }
  return state
}

export const stepsOf = (events: readonly { kind: string; phase?: string }[]) => events.filter((e) => e.kind === 'step').map((e) => e.phase)
