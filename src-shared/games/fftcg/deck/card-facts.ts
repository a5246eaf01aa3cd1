// What deck validation and statistics read of a card, worked out once per card object. The deck
// builder recounts the whole deck at every edit (issue 16): with these facts a recount is integer
// work over small arrays, with no string search, no Map and no per-card array.
import { ELEMENTS, type Card, type CardType } from '../card'

export const DECK_TYPES = ['forward', 'backup', 'summon', 'monster'] as const
export type DeckCardType = (typeof DECK_TYPES)[number]

const CHARACTER_TYPES: readonly CardType[] = ['forward', 'backup', 'monster']

export function isCharacter(card: Card): boolean {
  return CHARACTER_TYPES.includes(card.type)
}

export function isLightOrDark(card: Card): boolean {
  return card.elements.some((e) => e === 'light' || e === 'dark')
}

export interface DeckCardFacts {
  /** Position in DECK_TYPES; -1 for a crystal token, which no cost curve shows. */
  readonly type: number
  readonly cost: number
  readonly exBurst: boolean
  readonly deckLegal: boolean
  readonly character: boolean
  /** Light or Dark: cannot be discarded for CP (5.2.1.3), one at a time on the field (12.4.7). */
  readonly lightDark: boolean
  /** A Light or Dark Character (12.4.7). */
  readonly lightDarkCharacter: boolean
  /** CP one copy makes when discarded: 2, or 0 for Light and Dark (5.2.1.3). */
  readonly discardCp: number
  readonly multicardUnknown: boolean
  /** Positions in ELEMENTS, each once. */
  readonly elements: readonly number[]
  /** Name numbers (nameId) of the card's jobs, each once, empty names left out. */
  readonly jobs: readonly number[]
  /** Name numbers of category1 and of a different category2, empty names left out. */
  readonly categories: readonly number[]
  /** Code number (codeId) of the identity: printings counted together (8.1.1.2). */
  readonly identity: number
  /** Code number of the card's key. */
  readonly key: number
}

// Every job and category name, and every code key, gets a small number once, so that a recount
// adds into arrays indexed by it. The tables grow with the card data seen, never per deck.
interface Numbering {
  readonly values: string[]
  readonly ids: Map<string, number>
}
const names: Numbering = { values: [], ids: new Map() }
const codes: Numbering = { values: [], ids: new Map() }

function numberOf(numbering: Numbering, value: string): number {
  let id = numbering.ids.get(value)
  if (id === undefined) {
    id = numbering.values.push(value) - 1
    numbering.ids.set(value, id)
  }
  return id
}

export const nameId = (name: string): number => numberOf(names, name)
export const nameOf = (id: number): string => names.values[id]!
/** How many names have a number: the size count arrays indexed by nameId need. */
export const nameCount = (): number => names.values.length

export const codeId = (key: string): number => numberOf(codes, key)
export const codeCount = (): number => codes.values.length

// Rank of each name in localeCompare's order (names it finds equal share a rank), redone when
// names were added since: deck statistics sort jobs and categories by name at every recount.
let ranks = new Int32Array(0)

export function nameRanks(): Int32Array {
  const values = names.values
  if (ranks.length === values.length) return ranks
  const collator = new Intl.Collator() // localeCompare's default order
  const order = values.map((_, id) => id).sort((a, b) => collator.compare(values[a]!, values[b]!))
  ranks = new Int32Array(values.length)
  for (let k = 1; k < order.length; k++)
    ranks[order[k]!] = ranks[order[k - 1]!]! + (collator.compare(values[order[k - 1]!]!, values[order[k]!]!) === 0 ? 0 : 1)
  return ranks
}

// Keyed by the card object: catalog cards are never changed in place (new data is new objects).
const factsByCard = new WeakMap<Card, DeckCardFacts>()

function distinct<T>(list: readonly T[]): T[] {
  return list.filter((item, k) => list.indexOf(item) === k)
}

function computeFacts(card: Card): DeckCardFacts {
  const character = isCharacter(card)
  const categories = card.category2 && card.category2 !== card.category1 ? [card.category1, card.category2] : [card.category1]
  const lightDark = isLightOrDark(card)
  return {
    type: DECK_TYPES.indexOf(card.type as DeckCardType),
    cost: card.cost,
    exBurst: card.exBurst,
    deckLegal: card.deckLegal,
    character,
    lightDark,
    lightDarkCharacter: character && lightDark,
    discardCp: lightDark ? 0 : 2,
    multicardUnknown: character && card.multicard === null,
    elements: distinct(card.elements).map((e) => ELEMENTS.indexOf(e)),
    jobs: distinct(card.jobs).filter(Boolean).map(nameId),
    categories: categories.filter(Boolean).map(nameId),
    identity: codeId(card.identity),
    key: codeId(card.key),
  }
}

export function deckFacts(card: Card): DeckCardFacts {
  let facts = factsByCard.get(card)
  if (!facts) {
    facts = computeFacts(card)
    factsByCard.set(card, facts)
  }
  return facts
}
