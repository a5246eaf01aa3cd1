// A deck compiled for the fast simulator: one row per card instance, in decklist order (the
// same order as the engine's ids c1…cN), as plain JSON number arrays that cross to workers.
import type { Card, CardType, Element } from '../card'
import { ELEMENTS } from '../card'

export const TYPE_CODES: readonly CardType[] = ['forward', 'backup', 'summon', 'monster', 'crystal']
export const FORWARD = 0
export const BACKUP = 1
export const SUMMON = 2
export const MONSTER = 3
export const CRYSTAL = 4

export const LIGHT_DARK_MASK = (1 << ELEMENTS.indexOf('light')) | (1 << ELEMENTS.indexOf('dark'))

export function elementMask(elements: readonly Element[]): number {
  let mask = 0
  for (const e of elements) mask |= 1 << ELEMENTS.indexOf(e)
  return mask
}

export interface LabDeck {
  size: number
  /** Per instance. */
  type: number[]
  cost: number[]
  elements: number[]
  /** Elements the payment must include one CP of each (5.2.1.2); 0 for Light/Dark cards (11.2.1.1). */
  required: number[]
  lightDark: number[]
  /** Index into `names`: the name rule (7.7.3) compares names. */
  nameId: number[]
  /** 1 when the card is known not to be multicard (multicard === false). */
  unique: number[]
  haste: number[]
  brave: number[]
  /** Index into `codes`: per-card figures are kept by card key. */
  codeId: number[]
  codes: string[]
  names: string[]
  /** Per code: name, type, cost (for the report). */
  codeInfo: { code: string; name: string; type: CardType; cost: number; elements: Element[]; copies: number }[]
}

export function compileLabDeck(cards: readonly Card[]): LabDeck {
  const deck: LabDeck = {
    size: cards.length,
    type: [],
    cost: [],
    elements: [],
    required: [],
    lightDark: [],
    nameId: [],
    unique: [],
    haste: [],
    brave: [],
    codeId: [],
    codes: [],
    names: [],
    codeInfo: [],
  }
  const names = new Map<string, number>()
  const codes = new Map<string, number>()
  for (const card of cards) {
    const mask = elementMask(card.elements)
    const ld = (mask & LIGHT_DARK_MASK) !== 0
    deck.type.push(TYPE_CODES.indexOf(card.type))
    deck.cost.push(card.cost)
    deck.elements.push(mask)
    deck.required.push(ld ? 0 : mask)
    deck.lightDark.push(ld ? 1 : 0)
    let nameId = names.get(card.name)
    if (nameId === undefined) names.set(card.name, (nameId = names.size)), deck.names.push(card.name)
    deck.nameId.push(nameId)
    deck.unique.push(card.multicard === false ? 1 : 0)
    deck.haste.push(card.keywords.includes('haste') ? 1 : 0)
    deck.brave.push(card.keywords.includes('brave') ? 1 : 0)
    let codeId = codes.get(card.key)
    if (codeId === undefined) {
      codes.set(card.key, (codeId = codes.size))
      deck.codes.push(card.key)
      deck.codeInfo.push({ code: card.key, name: card.name, type: card.type, cost: card.cost, elements: [...card.elements], copies: 0 })
    }
    deck.codeInfo[codeId]!.copies++
    deck.codeId.push(codeId)
  }
  return deck
}
