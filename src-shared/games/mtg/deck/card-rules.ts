// What the deck rules read on a card: basic lands, cards that lift the copy limit with their own
// text, and who can be a commander. Oracle text is matched on its fixed wording (docs/games/mtg.md).
import { frontFace, type MtgCard } from '../card'

const oracleOf = (card: MtgCard) => card.faces.map((face) => face.oracleText).join('\n')

/** 100.2a, 903.5b: basic lands (supertype Basic: Plains… Wastes, snow-covered ones too) escape the limit. */
export const isBasicLand = (card: MtgCard): boolean => {
  const face = frontFace(card)
  return face.supertypes.includes('Basic') && face.types.includes('Land')
}

const NUMBER_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }
const ANY_NUMBER = /a deck can have any number of cards named/i
const UP_TO = /a deck can have up to (\w+) cards named/i

/**
 * How many copies a card's own text allows, or null when it says nothing: Relentless Rats says
 * "A deck can have any number of cards named …" (Infinity), Seven Dwarves "up to seven" (7).
 */
export function ownCopyLimit(card: MtgCard): number | null {
  const text = oracleOf(card)
  if (ANY_NUMBER.test(text)) return Infinity
  const upTo = UP_TO.exec(text)
  if (!upTo) return null
  const word = upTo[1]!.toLowerCase()
  return NUMBER_WORDS[word] ?? (/^\d+$/.test(word) ? Number(word) : null)
}

/** 903.3: a legendary creature, or a card whose text says it "can be your commander". */
export function canBeCommander(card: MtgCard): boolean {
  const face = frontFace(card)
  if (face.supertypes.includes('Legendary') && face.types.includes('Creature')) return true
  return /can be your commander/i.test(oracleOf(card))
}

/** 903.12c: in Brawl, a legendary planeswalker may be the commander too. */
export function canLeadBrawl(card: MtgCard): boolean {
  const face = frontFace(card)
  return canBeCommander(card) || (face.supertypes.includes('Legendary') && face.types.includes('Planeswalker'))
}

/**
 * 702.124: partner ("Partner", "Partner with …", "Friends forever" are all read as partner: a
 * "Partner with" card is not checked against the name it gives, a simplification).
 */
export function hasPartner(card: MtgCard): boolean {
  if (card.keywords.some((k) => /^(partner|friends forever)/i.test(k))) return true
  return /^(partner|friends forever)\b/im.test(oracleOf(card))
}

/** 702.139a: a card with companion ("Companion — …" in its text). */
export const hasCompanion = (card: MtgCard): boolean => card.keywords.some((k) => /^companion$/i.test(k)) || /^companion\s*[—-]/im.test(oracleOf(card))
