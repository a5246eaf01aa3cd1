// Imported cards over the current ones, by code key: same key → the imported version; new key → added.
import type { Card } from '@shared/games/fftcg/card'

export interface MergeResult {
  /** The current cards in their order (replaced in place), then the new ones in import order. */
  cards: Card[]
  added: number
  /** Same key, different card. */
  updated: number
  /** Same key and deep-equal. */
  unchanged: number
}

export function mergeCards(base: readonly Card[], imported: readonly Card[]): MergeResult {
  const cards = [...base]
  const position = new Map<string, number>()
  cards.forEach((card, i) => position.set(card.key, i))
  let added = 0
  let updated = 0
  let unchanged = 0
  for (const card of imported) {
    const at = position.get(card.key)
    if (at === undefined) {
      position.set(card.key, cards.length)
      cards.push(card)
      added++
    } else {
      if (jsonEqual(cards[at], card)) unchanged++
      else updated++
      cards[at] = card
    }
  }
  return { cards, added, updated, unchanged }
}

/** Deep equality of plain JSON values (cards are plain JSON); key order does not matter. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const bs = b as unknown[]
    return a.length === bs.length && a.every((x, i) => jsonEqual(x, bs[i]))
  }
  const ao = a as Record<string, unknown>
  const bo = b as Record<string, unknown>
  const keys = Object.keys(ao).filter((k) => ao[k] !== undefined)
  if (keys.length !== Object.keys(bo).filter((k) => bo[k] !== undefined).length) return false
  return keys.every((k) => Object.hasOwn(bo, k) && jsonEqual(ao[k], bo[k]))
}
