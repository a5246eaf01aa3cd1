// Decks for the lab tests, from real cards by code.
import type { Card } from '@shared/games/fftcg/card'
import { card } from '../engine/fixtures'

export type DeckList = readonly (readonly [string, number])[]

/** The engine benchmark's deck: Fire/Water with Light/Dark cards, a Fire/Ice Forward, a Monster, a Summon, an unknown multicard flag. */
export const FIRE_WATER: DeckList = [
  ['1-003', 3], ['1-011', 3], ['1-013', 3], ['1-157', 3], ['1-156', 3], ['1-016', 3], ['1-014', 3], ['1-012', 3], ['1-001', 3],
  ['1-151', 3], ['7-116', 3], ['21-005', 3], ['12-113', 3], ['1-004', 3], ['7-006', 3], ['1-181', 2], ['1-184', 2], ['1-186', 1],
]

/** Ice/Wind with two-element Forwards, a four-element one and same-name pairs (Aerith, Squall). */
export const ICE_WIND: DeckList = [
  ['1-031', 3], ['1-032', 3], ['1-034', 2], ['1-040', 3], ['1-064', 2], ['1-065', 3], ['1-068', 3], ['1-070', 3],
  ['1-033', 3], ['1-041', 3], ['1-042', 3], ['1-043', 3], ['12-114', 3], ['12-115', 3], ['12-116', 2], ['19-128', 3], ['1-037', 2], ['1-046', 2],
]

export function cardsOf(list: DeckList): Card[] {
  return list.flatMap(([code, n]) => Array.from({ length: n }, () => card(code)))
}

export const countOf = (list: DeckList) => list.reduce((s, [, n]) => s + n, 0)
