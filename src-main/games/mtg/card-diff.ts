// What a new set of Magic cards changes in the catalog: cards added, cards changed and in which
// fields, the others unchanged. Cards compare by their content, whatever order a reader wrote
// their keys in (the bundle's checked cards and Scryfall's read ones differ there).
import type { MtgCard } from '@shared/games/mtg/card'
import { plainCard, type MtgCatalogCard } from '@shared/games/mtg/catalog-card'

export interface CardDiff {
  /** Names of the cards added. */
  added: string[]
  /** Each changed card by name, with the fields that changed. */
  changed: { code: string; fields: string[] }[]
  unchanged: number
  /** How many cards changed in each field. */
  changedFields: Record<string, number>
}

/** JSON with every object's keys in order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`
  }
  return JSON.stringify(value)
}

export function cardDiff(before: readonly MtgCatalogCard[], after: readonly MtgCard[]): CardDiff {
  const old = new Map(before.map((card) => [card.id, card]))
  const diff: CardDiff = { added: [], changed: [], unchanged: 0, changedFields: {} }
  for (const card of after) {
    const was = old.get(card.id)
    if (!was) {
      diff.added.push(card.name)
      continue
    }
    const plain = plainCard(was) as unknown as Record<string, unknown>
    if (canonical(plain) === canonical(card)) {
      diff.unchanged++
      continue
    }
    const now = card as unknown as Record<string, unknown>
    const fields = [...new Set([...Object.keys(plain), ...Object.keys(now)])].filter((k) => canonical(plain[k]) !== canonical(now[k]))
    for (const field of fields) diff.changedFields[field] = (diff.changedFields[field] ?? 0) + 1
    diff.changed.push({ code: card.name, fields })
  }
  return diff
}
