// A Vanguard deck as the lab's simulator reads it: one row of plain numbers per card, and the
// ride pile as the engine sets it up (SU-setup: the grade 0 on (VC), a ride deck's grades 1–3
// set aside), found by asking the engine's own newGame so that the lab deals what it deals.
import { TRIGGERS, type Trigger, type VanguardCard } from '../card'
import { hasRideDeck, isDeckFormat, type DeckFormat } from '../deck/deck'
import { newGame } from '../engine'

export const NO_TRIGGER = -1
/** Grades the lab follows the ride of (Phase de Ride): the vanguard reaches 1, 2 and 3. */
export const RIDE_GRADES = [1, 2, 3] as const

export interface LabDeck {
  size: number
  format: DeckFormat
  rideDeck: boolean
  /** The ride pile by card index, lowest grade first: the starting vanguard, then a ride deck's units. */
  ridePile: Int32Array
  /** The other cards by index, in deck order: what each game shuffles. */
  rest: Int32Array
  /** Per card: its grade (−1 for an order), power, critical, trigger (index in TRIGGERS or −1). */
  grade: Int8Array
  power: Int32Array
  critical: Int8Array
  trigger: Int8Array
  /** The Boost skill icon; drive checks as a vanguard (1, Twin Drive 2, Triple Drive 3). */
  boost: Uint8Array
  drives: Uint8Array
  /** A sentinel (the pilot keeps it in hand to guard: it is never called nor discarded first). */
  sentinel: Uint8Array
  /** Its nations and clan as bits: a trigger resolves when it shares one with a unit on the field. */
  affiliation: Int32Array
  codes: string[]
  names: string[]
  /** Trigger units of each kind in the deck, in TRIGGERS order. */
  triggerCounts: number[]
  /** Units of grades 0, 1, 2, 3+ outside the ride pile (what the hand can hold). */
  gradeCounts: number[]
}

const DRIVES = { 'twin-drive': 2, 'triple-drive': 3 } as const

export function compileLabDeck(cards: readonly VanguardCard[], format: string, ride?: readonly string[]): LabDeck {
  if (!isDeckFormat(format)) throw new RangeError(`Unknown Vanguard deck format "${format}"`)
  const n = cards.length
  const affiliations = new Map<string, number>()
  const bit = (key: string) => {
    if (!affiliations.has(key)) affiliations.set(key, affiliations.size < 31 ? 1 << affiliations.size : 0)
    return affiliations.get(key)!
  }
  const deck: LabDeck = {
    size: n,
    format,
    rideDeck: hasRideDeck(format),
    ridePile: new Int32Array(0),
    rest: new Int32Array(0),
    grade: new Int8Array(n),
    power: new Int32Array(n),
    critical: new Int8Array(n),
    trigger: new Int8Array(n),
    boost: new Uint8Array(n),
    drives: new Uint8Array(n),
    sentinel: new Uint8Array(n),
    affiliation: new Int32Array(n),
    codes: cards.map((c) => c.code),
    names: cards.map((c) => c.name),
    triggerCounts: TRIGGERS.map(() => 0),
    gradeCounts: [0, 0, 0, 0],
  }
  cards.forEach((card, i) => {
    const unit = card.unitType !== 'order'
    deck.grade[i] = unit ? Math.min(card.grade ?? 0, 100) : -1
    deck.power[i] = card.power ?? 0
    deck.critical[i] = card.critical ?? 0
    deck.trigger[i] = card.trigger ? TRIGGERS.indexOf(card.trigger) : NO_TRIGGER
    deck.boost[i] = card.skill === 'boost' ? 1 : 0
    deck.sentinel[i] = card.unitType === 'sentinel' ? 1 : 0
    deck.drives[i] = card.skill === 'twin-drive' || card.skill === 'triple-drive' ? DRIVES[card.skill] : 1
    deck.affiliation[i] = [...card.nations.map((nation) => bit(`n:${nation}`)), ...(card.clan ? [bit(`c:${card.clan}`)] : [])].reduce((a, b) => a | b, 0)
    if (card.trigger) deck.triggerCounts[TRIGGERS.indexOf(card.trigger)]!++
  })
  // The engine's setup, once: its instances are c1…cN in deck order.
  const { state } = newGame(cards, { seed: 0, onThePlay: true, format, ...(ride ? { ride } : {}) })
  const index = (id: string) => Number(id.slice(1)) - 1
  const pile = [...state.zones.vanguard, ...state.zones.rideDeck].map(index)
  const inPile = new Set(pile)
  deck.ridePile = Int32Array.from(pile)
  deck.rest = Int32Array.from(cards.keys()).filter((i) => !inPile.has(i))
  for (const i of deck.rest) if (deck.grade[i]! >= 0 && deck.trigger[i] === NO_TRIGGER) deck.gradeCounts[Math.min(3, deck.grade[i]!)]!++
  return deck
}

export const triggerName = (index: number): Trigger => TRIGGERS[index]!
