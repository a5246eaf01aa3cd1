// A game of dsd01, a real start deck, for the engine's tests.
import { apply, newGame, type Action, type Circle, type GameState } from '@shared/games/vanguard/engine'
import type { VanguardCard } from '@shared/games/vanguard/card'
import { entryKey } from '@shared/games/vanguard/codes'
import { card, deckPiles } from './fixtures'

const piles = deckPiles('dsd01')
const rideCards = piles.ride.map((e) => card(e.code))
const mainCards: VanguardCard[] = piles.main.flatMap((e) => Array.from({ length: e.count }, () => card(e.code)))
export const deck = [...mainCards, ...rideCards]

export function start(format: 'ride-deck' | 'standard' = 'ride-deck', seed = 7) {
  const ride = format === 'ride-deck' ? rideCards.map((c) => c.code) : [rideCards.find((c) => c.grade === 0)!.code]
  return newGame(deck, { seed, onThePlay: true, format, ride })
}
export function run(state: GameState, ...actions: Action[]): GameState {
  return actions.reduce((s, action) => {
    const result = apply(s, action)
    if (!result.ok) throw new Error(`${action.type}: ${result.error.reason}`)
    return result.state
  }, state)
}
/** The refusal of an action the engine must refuse. */
export function refusal(state: GameState, action: Action) {
  const result = apply(state, action)
  if (result.ok) throw new Error(`${action.type} was accepted`)
  return result.error
}
export const grade = (state: GameState, id: string) => state.defs[state.instances[id]!]!.grade

/** A made-up moment of a game of dsd01 (plus `extra` cards): the cards given are where said, the rest of the deck below `top` in order. */
export interface SceneSpec {
  phase: GameState['phase']
  format?: 'ride-deck' | 'standard'
  vanguard?: string
  circles?: Partial<Record<Circle, string>>
  hand?: string[]
  top?: string[]
  damage?: string[]
  soul?: string[]
  /** Keep only this many cards in the deck under `top` (absent: all the rest). */
  deckSize?: number
  extra?: string[]
}
export function scene(spec: SceneSpec): GameState {
  const base = newGame([...deck, ...(spec.extra ?? []).map(card)], { seed: 3, onThePlay: true, format: spec.format ?? 'ride-deck' }).state
  const ids = Object.keys(base.instances)
  const used = new Set<string>()
  const take = (code: string) => {
    const id = ids.find((i) => !used.has(i) && entryKey(base.instances[i]!) === entryKey(code))
    if (!id) throw new Error(`no more ${code} in the scene's deck`)
    used.add(id)
    return id
  }
  const vanguard = spec.vanguard ? [take(spec.vanguard)] : []
  const circles = { frontLeft: null, backLeft: null, backCenter: null, backRight: null, frontRight: null } as Record<Circle, string | null>
  for (const [circle, code] of Object.entries(spec.circles ?? {})) circles[circle as Circle] = take(code)
  const hand = (spec.hand ?? []).map(take)
  const top = (spec.top ?? []).map(take)
  const damage = (spec.damage ?? []).map(take)
  const soul = (spec.soul ?? []).map(take)
  const rest = ids.filter((i) => !used.has(i))
  const below = spec.deckSize === undefined ? rest : rest.slice(0, spec.deckSize)
  const drop = spec.deckSize === undefined ? [] : rest.slice(spec.deckSize)
  const rearguard = Object.values(circles).filter((c): c is string => c !== null)
  const zones = { ...base.zones, deck: [...top, ...below], hand, rideDeck: [], vanguard, rearguard, damage, soul, drop }
  return { ...base, zones, circles, phase: spec.phase, turn: 5, mulliganUsed: true, goldfish: { grade: 3, power: 13000, damage: 0 } }
}
