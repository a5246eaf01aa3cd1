// What the Scryfall and MTGJSON readers share: which layouts make catalog cards, a face from its
// fields, and a card from its faces (mana value and colours by the rules, not copied from the file).
import { COLORS, LAYOUTS, RARITIES, type Color, type Layout, type Legality, type MtgCard, type MtgFace, type Rarity } from '../card'
import { colorsOfCost, ManaCostError, manaValueOf, parseManaCost } from '../mana-cost'
import { parseTypeLine } from '../type-line'
import type { RecordReader } from './fields'

/** One printing read from a file: the card, when that printing came out and how recent the data is. */
export interface PrintedCard {
  card: MtgCard
  /** The printing's release date (`2020-07-03`), '' when the source has none. */
  releasedAt: string
  /** The date of the data itself (a file's export date): the newest data gives the rules text. */
  dataDate: string
}

export interface SkippedCard {
  name: string
  reason: string
}

export type ReadOutcome = { card: PrintedCard } | { skipped: SkippedCard }

/**
 * Layouts that are not cards of a deck, kept out of the catalog (a documented decision): tokens,
 * emblems, art cards, and the cards of other formats (Planechase planes and phenomena, Archenemy
 * schemes, Vanguard avatars).
 */
export const SKIPPED_LAYOUTS: Readonly<Record<string, string>> = {
  token: 'a token',
  double_faced_token: 'a token',
  emblem: 'an emblem',
  art_series: 'an art-series card',
  planar: 'a Planechase plane or phenomenon',
  scheme: 'an Archenemy scheme',
  vanguard: 'a Vanguard avatar',
}

/** Source layouts read as one of ours: aftermath cards are split cards; Un-set hosts and augments are kept as 'other'. */
const LAYOUT_ALIASES: Readonly<Record<string, Layout>> = { aftermath: 'split', host: 'other', augment: 'other', reversible_card: 'normal' }

/** Our layout for the source's, or the reason the card is left out. Unknown layouts read as 'other', faces kept. */
export function layoutOf(source: string): Layout | { skip: string } {
  const reason = SKIPPED_LAYOUTS[source]
  if (reason) return { skip: reason }
  if (LAYOUT_ALIASES[source]) return LAYOUT_ALIASES[source]
  return (LAYOUTS as readonly string[]).includes(source) ? (source as Layout) : 'other'
}

/** Thrown inside a reader for a card left out for a reason (not an error of the file). */
export class SkipCard {
  constructor(readonly reason: string) {}
}

/** Un-set symbols (half mana, infinity) that no deck format plays: such cards are skipped, said in the notes. */
const UNSET_SYMBOL = /^\{(H[WUBRGS]|½|\d*½|∞|HALF)\}$/i

/** The field names of a face in one source. */
export interface FaceKeys {
  name: string
  manaCost: string
  typeLine: string
  oracleText: string
}

export function readFace(reader: RecordReader, keys: FaceKeys, name: string): MtgFace {
  const manaCost = reader.optStr(keys.manaCost, '')
  let cost
  try {
    cost = parseManaCost(manaCost)
  } catch (error) {
    if (!(error instanceof ManaCostError)) throw error
    if (UNSET_SYMBOL.test(error.symbol)) throw new SkipCard(`Un-set mana symbol ${error.symbol}`)
    reader.fail(keys.manaCost, error.message)
  }
  const typeLine = reader.str(keys.typeLine)
  return {
    name,
    manaCost,
    cost,
    typeLine,
    ...parseTypeLine(typeLine),
    oracleText: reader.optStr(keys.oracleText, ''),
    power: reader.strOrNull('power'),
    toughness: reader.strOrNull('toughness'),
    loyalty: reader.strOrNull('loyalty'),
    defense: reader.strOrNull('defense'),
    // A face without colours in the file (a split half on Scryfall) has its cost's (CR 202.2).
    colors: reader.colors('colors') ?? colorsOfCost(cost),
  }
}

const DOUBLE_FACED: ReadonlySet<Layout> = new Set(['transform', 'modal_dfc', 'meld', 'battle'])

/** The card's mana value: a split card's halves summed (CR 709.4), else the front face’s (CR 712, double-faced cards). */
export function cardManaValue(layout: Layout, faces: readonly MtgFace[]): number {
  return layout === 'split' ? faces.reduce((sum, f) => sum + manaValueOf(f.cost), 0) : manaValueOf(faces[0]!.cost)
}

/** The card's colours when the file gives none: a double-faced card's front, else all faces. */
export function cardColors(layout: Layout, faces: readonly MtgFace[]): Color[] {
  const used = DOUBLE_FACED.has(layout) ? faces[0]!.colors : faces.flatMap((f) => f.colors)
  return COLORS.filter((c) => used.includes(c))
}

const LEGALITY_WORDS: Readonly<Record<string, Legality>> = {
  legal: 'legal',
  not_legal: 'not_legal',
  banned: 'banned',
  restricted: 'restricted',
  // MTGJSON's words
  Legal: 'legal',
  Banned: 'banned',
  Restricted: 'restricted',
  'Not Legal': 'not_legal',
}

/** Format → legality, with only the formats where the card is legal, banned or restricted (absent: not legal). */
export function readLegalities(reader: RecordReader, key: string): Record<string, Legality> {
  const legalities: Record<string, Legality> = {}
  for (const [format, word] of Object.entries(reader.object(key) ?? {})) {
    const legality = typeof word === 'string' ? LEGALITY_WORDS[word] : undefined
    if (!legality) reader.fail(`${key}.${format}`, `${JSON.stringify(word)} is not a legality (legal, not_legal, banned, restricted)`)
    if (legality !== 'not_legal') legalities[format] = legality
  }
  return legalities
}

export function readRarity(reader: RecordReader, key: string): Rarity {
  const word = reader.str(key)
  if (!(RARITIES as readonly string[]).includes(word)) reader.fail(key, `"${word}" is not a rarity (${RARITIES.join(', ')})`)
  return word as Rarity
}

/** A stable id for a card whose source has no oracle id. */
export const nameId = (name: string) => `name:${name.toLowerCase()}`

export function keywordsOf(lists: readonly string[][]): string[] {
  return [...new Set(lists.flat())]
}
