// Human-readable output of the CLI (the --json output is the API's own JSON, unchanged). The card
// table's columns are the fields the game's module marks as `column`.
import type { CardField, DataFigure } from '@shared/game/module'
import type { CatalogStats } from '@shared/api'

/** Widest a column grows before its values are cut (with …). */
const MAX_COLUMN = 26

function pad(text: string, width: number): string {
  return text.length >= width ? text.slice(0, width - 1) + '…' : text + ' '.repeat(width - text.length)
}

/** A field's value as a table cell: lists joined with /, absent values as -. */
export function cellText(card: object, field: CardField): string {
  const value = (card as Record<string, unknown>)[field.key]
  if (Array.isArray(value)) return value.join('/') || '-'
  if (value === null || value === undefined || value === '') return '-'
  return String(value)
}

/** One row per card, one column per `column` field of the game, each as wide as its widest cell (up to MAX_COLUMN). */
export function cardTable(fields: readonly CardField[], cards: readonly object[]): string {
  const columns = fields.filter((field) => field.column)
  const rows = [columns.map((field) => field.names.en.toUpperCase()), ...cards.map((card) => columns.map((field) => cellText(card, field)))]
  const widths = columns.map((_, k) => Math.min(MAX_COLUMN, Math.max(...rows.map((row) => row[k]!.length)) + 1))
  return rows.map((row) => row.map((cell, k) => (k === row.length - 1 ? cell : pad(cell, widths[k]!))).join(' ')).join('\n')
}

/** `fields` names the game's `stats` fields (cards.fields) for counts by field, `figures` its data figures (data.figures). */
export function statsText(stats: CatalogStats, fields: readonly CardField[] = [], figures: readonly Pick<DataFigure, 'key' | 'names'>[] = []): string {
  const section = (title: string, counts: Record<string, number> | undefined) =>
    counts ? [[`${title}:`, ...Object.entries(counts).map(([key, n]) => `  ${pad(key, 24)} ${n}`)].join('\n')] : []
  const p = stats.provenance
  const byField = Object.entries(stats.byField ?? {}).flatMap(([key, counts]) => section(`By ${(fields.find((f) => f.key === key)?.names.en ?? key).toLowerCase()}`, counts))
  return [
    `Cards: ${stats.total}`,
    ...figures.flatMap((figure) => (stats.figures?.[figure.key] === undefined ? [] : [`${figure.names.en}: ${stats.figures[figure.key]}`])),
    `Data: ${p.source}, built ${p.builtAt}`,
    p.imports.length
      ? `Imports:\n${p.imports.map((i) => `  ${i.importedAt} ${i.fileName} (${i.format}, ${i.cards} cards)`).join('\n')}`
      : 'Imports: none',
    ...byField,
  ].join('\n')
}
