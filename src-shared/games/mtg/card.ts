// A Magic: The Gathering card (issue 14, item 1): one record per oracle card (its printings share
// rules), the same from Scryfall card objects, MTGJSON files and the bundled catalog. The readers
// (data/), deck rules (deck/), decklists and engine all read this shape and nothing else.

/** The five colours in WUBRG order, the order every list here keeps. */
export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const
export type Color = (typeof COLORS)[number]

/**
 * One symbol of a mana cost, parsed from `{…}` (mana-cost.ts): generic `{3}`, coloured `{W}`,
 * colourless `{C}`, `{X}`/`{Y}`/`{Z}`, snow `{S}`, hybrid `{W/U}`, two-generic hybrid `{2/W}`,
 * Phyrexian `{W/P}` and hybrid Phyrexian `{W/U/P}`.
 */
export type ManaSymbol =
  | { kind: 'generic'; amount: number }
  | { kind: 'color'; color: Color }
  | { kind: 'colorless' }
  | { kind: 'variable'; letter: 'X' | 'Y' | 'Z' }
  | { kind: 'snow' }
  | { kind: 'hybrid'; colors: readonly [Color, Color]; phyrexian: boolean }
  | { kind: 'twobrid'; color: Color }
  | { kind: 'phyrexian'; color: Color }

/** The Scryfall layouts Deck Lab knows; others read as 'normal' with their faces kept. */
export const LAYOUTS = ['normal', 'split', 'flip', 'transform', 'modal_dfc', 'meld', 'adventure', 'saga', 'class', 'leveler', 'mutate', 'prototype', 'case', 'battle', 'token', 'other'] as const
export type Layout = (typeof LAYOUTS)[number]

/** Legality in one format, as Scryfall words it (MTGJSON's `Legal`/`Banned`/`Restricted` map here). */
export type Legality = 'legal' | 'not_legal' | 'banned' | 'restricted'

export const RARITIES = ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus'] as const
export type Rarity = (typeof RARITIES)[number]

/** The parts of a type line: `Legendary Snow Creature — Elf Druid`. */
export interface TypeLine {
  /** Legendary, Basic, Snow, World, Ongoing… */
  supertypes: string[]
  /** Creature, Instant, Land, Artifact, Enchantment, Planeswalker, Sorcery, Battle, Kindred… */
  types: string[]
  /** Elf, Druid, Equipment, Forest, Saga… */
  subtypes: string[]
}

/** One face of a card; a single-faced card has one, named like the card. */
export interface MtgFace extends TypeLine {
  name: string
  /** As printed, e.g. `{2}{W/U}{W/U}`; '' for none (lands, back faces). */
  manaCost: string
  /** `manaCost` parsed, in printed order. */
  cost: ManaSymbol[]
  typeLine: string
  oracleText: string
  /** Strings, as printed: `*`, `1+*` and `-1` exist. null when the face has none. */
  power: string | null
  toughness: string | null
  loyalty: string | null
  defense: string | null
  colors: Color[]
}

export interface MtgCard {
  /** The oracle id when the source has one, else a stable id made from the name (cards are keyed by it). */
  id: string
  /** The full name, faces joined with ` // ` as Scryfall and decklists write it. */
  name: string
  layout: Layout
  /** The card's mana value (a split card's sums its halves, as rule 709.4 says; the front face's for a DFC). */
  manaValue: number
  /** Colours of the card as a whole (all faces for split and adventure; the front for DFCs). */
  colors: Color[]
  colorIdentity: Color[]
  /** Keywords as the source lists them (`Flying`, `Haste`…); [] when the source has none. */
  keywords: string[]
  /** Format id → legality, as in Scryfall (`standard`, `pioneer`, `modern`, `legacy`, `vintage`, `commander`, `pauper`…). The readers keep only legal, banned and restricted: a format absent here is not legal (MTGJSON lists no others). */
  legalities: Readonly<Record<string, Legality>>
  /** The printing kept for the catalog (newest in the source): set code in lowercase and collector number. */
  set: string
  setName: string
  collectorNumber: string
  rarity: Rarity
  /** The front face first. */
  faces: MtgFace[]
  /** A picture address from the source, if any (shown only when the user allows the network). */
  imageUrl: string | null
  /** The date (YYYY-MM-DD) of the data its rules and legalities come from: a legality is as of then. Absent: unknown. */
  dataDate?: string
  /** MTG Arena only (an Alchemy "A-" card or a digital-only printing): legal in Arena's formats only (data/arena.ts). */
  digital?: boolean
  /** The French name and texts (MTGJSON's foreignData, a French Scryfall printing), face by face as `faces`. */
  fr?: FrenchCard
}

/** A card's French printing: its name (faces joined with ` // `) and each face's name, type line and text. */
export interface FrenchCard {
  name: string
  faces: { name: string; typeLine: string; text: string }[]
}

/** The front face (every card has one). */
export const frontFace = (card: Pick<MtgCard, 'faces'>): MtgFace => card.faces[0]!
