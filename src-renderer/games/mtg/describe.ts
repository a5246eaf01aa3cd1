// A Magic card as the parts show it: how its faces are laid out (turned over or side by side),
// its frame colour, a face's numbers (P/T, loyalty, defense) and its legality in each format.
import { frontFace, type Legality, type MtgCard, type MtgFace } from '@shared/games/mtg/card'
import { DOUBLE_FACED } from '@shared/games/mtg/card-fields'
import { isLand } from '@shared/games/mtg/deck/stats'
import { ARENA_FORMATS } from '@shared/games/mtg/data/arena'
import { MTG_FORMATS, type MtgFormat } from '@shared/games/mtg/deck/formats'
import { legalityIn } from '@shared/games/mtg/deck/legality'

type Translate = (key: string, named?: Record<string, unknown>) => string

/** One face; a face switch for a card that is turned over (transform, modal DFC); every half at once for split, adventure and flip cards. */
export function facesShown(card: Pick<MtgCard, 'faces' | 'layout'>): 'single' | 'switch' | 'halves' {
  if (card.faces.length < 2) return 'single'
  return DOUBLE_FACED.has(card.layout) ? 'switch' : 'halves'
}

/** The frame's colour class (mtg.css): the card's colour, gold for two or more, else a land's or a colourless card's. */
export function frameClass(card: MtgCard): string {
  if (card.colors.length > 1) return 'mtg-frame-multi'
  if (card.colors.length === 1) return `mtg-frame-${card.colors[0]}`
  return isLand(card) ? 'mtg-frame-land' : 'mtg-frame-artifact'
}

/** A face's printed numbers: "3/2", a planeswalker's loyalty, a battle's defense; null when it has none. */
export function faceStats(face: MtgFace): { kind: 'pt' | 'loyalty' | 'defense'; text: string } | null {
  if (face.power !== null || face.toughness !== null) return { kind: 'pt', text: `${face.power ?? '—'}/${face.toughness ?? '—'}` }
  if (face.loyalty !== null) return { kind: 'loyalty', text: face.loyalty }
  if (face.defense !== null) return { kind: 'defense', text: face.defense }
  return null
}

/**
 * The formats whose legality the card data carries (limited has none), with the card's status in
 * each (`unknown` where the data predates the format's list: legality.ts); Arena's formats only
 * for an Arena card (issue 32).
 */
export function legalitiesOf(card: Pick<MtgCard, 'legalities' | 'digital' | 'dataDate'>): { format: MtgFormat; status: Legality | 'unknown' }[] {
  return MTG_FORMATS.filter((f) => f.legality !== null && (!card.digital || ARENA_FORMATS.has(f.legality))).map((format) => ({ format, status: legalityIn(card, format) ?? 'legal' }))
}

/** The card in words, for the drawn card's accessible name: name, type line, numbers. */
export function describeMtgCard(t: Translate, card: MtgCard, face: MtgFace = frontFace(card)): string {
  const stats = faceStats(face)
  const parts = [face.name, face.typeLine]
  if (stats) parts.push(t(`mtg.card.${stats.kind}`, { value: stats.text }))
  return parts.filter(Boolean).join(', ')
}
