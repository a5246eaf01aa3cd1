// What every engine's state with card instances and a face-down deck shares: naming an instance
// for the log, drawing from the top, shuffling with the state's generator.
import { shuffled, type RngState } from './rng'

interface WithInstances {
  readonly instances: Readonly<Record<string, string>>
  readonly defs: Readonly<Record<string, { readonly name: string; readonly code: string }>>
}
interface WithDeck {
  readonly rng: RngState
  readonly zones: { readonly deck: readonly string[]; readonly hand: readonly string[] }
}
export type DrawEvent = { kind: 'drew'; cards: string[] } | { kind: 'deckEmpty' }
/** Where events go: any game's event list that has these kinds. */
interface EventSink<E> {
  push(event: E): unknown
}

/** An instance as the log names it: `Name (CODE)`, or its id when unknown. */
export function instanceNames(state: WithInstances): (id: string) => string {
  return (id) => {
    const code = state.instances[id]
    const def = code === undefined ? undefined : state.defs[code]
    return def ? `${def.name} (${def.code})` : id
  }
}

/** Draws from the top (deck[0]); an empty deck stops the draw and says so (what follows is the game's rule). */
export function drawFromTop<S extends WithDeck>(state: S, count: number, events: EventSink<DrawEvent>): S {
  const deck = state.zones.deck
  const n = Math.min(count, deck.length)
  const drawn = deck.slice(0, n)
  if (n > 0) events.push({ kind: 'drew', cards: drawn })
  if (n < count) events.push({ kind: 'deckEmpty' })
  if (n === 0) return state
  return { ...state, zones: { ...state.zones, deck: deck.slice(n), hand: [...state.zones.hand, ...drawn] } }
}

export function shuffleDeckOf<S extends WithDeck>(state: S, events: EventSink<{ kind: 'shuffled' }>): S {
  const { items, rng } = shuffled(state.zones.deck, state.rng)
  events.push({ kind: 'shuffled' })
  return { ...state, rng, zones: { ...state.zones, deck: items } }
}
