// Deck statistics (issue 14, item 3), pure: the mana curve, coloured pips against coloured
// sources, lands, and counts by card type. A card counts by its front face (a modal double-faced
// card with a land back counts as its front), except pips, which read every face's cost (split
// halves, adventures and modal backs are cast from the hand too).
import type { CardLookupOf, DeckEntry } from '../../../game/module'
import { COLORS, frontFace, type Color, type ManaSymbol, type MtgCard } from '../card'

export interface CountedCard {
  card: MtgCard
  count: number
}

/** The deck's entries with their cards; unknown codes are left out (the deck rules report them). */
export function countedCards(entries: readonly DeckEntry[], lookup: CardLookupOf<MtgCard>): CountedCard[] {
  return entries.flatMap((e) => {
    const card = lookup(e.code)
    return card ? [{ card, count: e.count }] : []
  })
}

export const isLand = (card: MtgCard) => frontFace(card).types.includes('Land')

/** Copies of non-land cards by mana value; the last bucket holds `top` and more (7+). */
export function manaCurve(cards: readonly CountedCard[], top = 7): number[] {
  const curve = Array.from({ length: top + 1 }, () => 0)
  for (const { card, count } of cards) if (!isLand(card)) curve[Math.min(Math.max(0, Math.floor(card.manaValue)), top)]! += count
  return curve
}

export const landCount = (cards: readonly CountedCard[]) => cards.reduce((n, c) => n + (isLand(c.card) ? c.count : 0), 0)

/** Copies by card type of the front face; an Artifact Creature counts as both. */
export function typeCounts(cards: readonly CountedCard[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { card, count } of cards) for (const type of frontFace(card).types) counts[type] = (counts[type] ?? 0) + count
  return counts
}

/** The colours a symbol asks for: a hybrid pip asks for either colour, and counts for both. */
function pipColors(symbol: ManaSymbol): readonly Color[] {
  switch (symbol.kind) {
    case 'color':
    case 'twobrid':
    case 'phyrexian':
      return [symbol.color]
    case 'hybrid':
      return symbol.colors
    default:
      return []
  }
}

/** Coloured pips in one card's costs, by colour. */
export function pipsOf(card: MtgCard): Record<Color, number> {
  const pips = noColors()
  for (const face of card.faces) for (const symbol of face.cost) for (const color of pipColors(symbol)) pips[color]++
  return pips
}

const ADD = /\badd\b([^.\n]*)/gi
const BASIC_TYPE_COLOR: Readonly<Record<string, Color>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' }

/**
 * The colours a card's mana abilities make, read simply from its oracle text: each sentence part
 * after "Add" gives its `{W}`…`{G}` symbols, and "mana of any color" (or "any one color") all
 * five. A land with a basic land type makes that colour (305.6). Conditional and other players'
 * mana are read the same way: a source here is a card that can make the colour, not a promise.
 */
export function producedColors(card: MtgCard): Color[] {
  const made = new Set<Color>()
  for (const face of card.faces) {
    for (const [, after] of face.oracleText.matchAll(ADD)) {
      if (/any (?:one )?colou?r/i.test(after!)) COLORS.forEach((c) => made.add(c))
      for (const [, symbol] of after!.matchAll(/\{([WUBRG])\}/g)) made.add(symbol as Color)
    }
  }
  for (const subtype of frontFace(card).subtypes) if (BASIC_TYPE_COLOR[subtype]) made.add(BASIC_TYPE_COLOR[subtype]!)
  return COLORS.filter((c) => made.has(c))
}

export interface ColorBalance {
  /** Coloured pips in the costs of the deck's cards (copies counted). */
  pips: number
  /** Copies of lands that can make the colour. */
  landSources: number
  /** Copies of other cards that can make it (mana creatures, rocks). */
  otherSources: number
}

/** By colour: pips asked for against the sources that make it. */
export function colorBalance(cards: readonly CountedCard[]): Record<Color, ColorBalance> {
  const balance = Object.fromEntries(COLORS.map((c) => [c, { pips: 0, landSources: 0, otherSources: 0 }])) as Record<Color, ColorBalance>
  for (const { card, count } of cards) {
    const pips = pipsOf(card)
    for (const color of COLORS) balance[color].pips += pips[color] * count
    for (const color of producedColors(card)) balance[color][isLand(card) ? 'landSources' : 'otherSources'] += count
  }
  return balance
}

export interface DeckStats {
  cards: number
  lands: number
  curve: number[]
  types: Record<string, number>
  colors: Record<Color, ColorBalance>
}

/** Every figure at once, for the main deck (or any pile given). */
export function deckStats(cards: readonly CountedCard[]): DeckStats {
  return { cards: cards.reduce((n, c) => n + c.count, 0), lands: landCount(cards), curve: manaCurve(cards), types: typeCounts(cards), colors: colorBalance(cards) }
}

function noColors(): Record<Color, number> {
  return { W: 0, U: 0, B: 0, R: 0, G: 0 }
}
