// Hand-made decks for the Magic lab's tests: basic lands and spells of the costs a test needs.
import type { MtgCard } from '@shared/games/mtg/card'
import { mtgCard } from './deck-fixtures'

export const land = (name: string, text: string, type = 'Land') => mtgCard({ name, type, text })
const basic = (name: string, color: string) => land(name, `({T}: Add {${color}}.)`, `Basic Land — ${name}`)
export const MOUNTAIN = basic('Mountain', 'R')
export const FOREST = basic('Forest', 'G')
export const ISLAND = basic('Island', 'U')
export const WASTES = land('Wastes', '({T}: Add {C}.)', 'Basic Land')
/** A dual land with basic land types and no mana text: it makes both colours by its types (CR 305.6). */
export const TAIGA = land('Taiga', '', 'Land — Mountain Forest')

export const spell = (name: string, cost: string, type = 'Instant') => mtgCard({ name, cost, type })

export const copies = (n: number, card: MtgCard): MtgCard[] => Array.from({ length: n }, () => card)

/** 60 cards: `sources` Mountains, the other lands Islands, the spells C, CC and CCC (red) in turn. */
export function karstenDeck(lands: number, sources: number): MtgCard[] {
  const costs = [spell('One Red', '{R}'), spell('Two Red', '{R}{R}'), spell('Three Red', '{R}{R}{R}')]
  return [...copies(sources, MOUNTAIN), ...copies(lands - sources, ISLAND), ...Array.from({ length: 60 - lands }, (_, i) => costs[i % 3]!)]
}
