// What a catalog holds, counted by what the game's module declares: its `stats` card fields and
// its data figures (data.figures). Generic: no game's fields or figures are named here (issue 25.2).
import type { CatalogStats } from '@shared/api'
import type { CardField, DataFigure } from '@shared/game/module'

type Row = Readonly<Record<string, unknown>>

/** The counts of `cards.stats`, but for the provenance, which the catalog adds. */
export function catalogCounts<Card extends object>(cards: readonly Card[], fields: readonly CardField[], figures: readonly DataFigure<Card>[] = []): Omit<CatalogStats, 'provenance'> {
  const counts: Omit<CatalogStats, 'provenance'> = { total: cards.length, byField: countByField(cards, fields) }
  if (figures.length) counts.figures = Object.fromEntries(figures.map((figure) => [figure.key, cards.reduce((n, card) => n + (figure.counts(card) ? 1 : 0), 0)]))
  return counts
}

/** Cards by value of each `stats` field (cards without a value left out of that field's counts). */
export function countByField(cards: readonly object[], fields: readonly CardField[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {}
  for (const field of fields.filter((f) => f.stats)) {
    const byValue: Record<string, number> = {}
    for (const card of cards) {
      const value = (card as Row)[field.key]
      for (const v of Array.isArray(value) ? value : [value]) if (v !== null && v !== undefined && v !== '') byValue[String(v)] = (byValue[String(v)] ?? 0) + 1
    }
    counts[field.key] = byValue
  }
  return counts
}
