// What `cards update --game mtg` prints: a progress line on standard error while the bulk file
// comes, and the report on standard output (its --json is the report itself).
import type { BulkProgress, BulkUpdateReport } from './oracle-bulk-update'

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`

export function bulkProgressLine(progress: BulkProgress): string {
  if (progress.phase === 'list') return 'Asking Scryfall for its bulk-data list…'
  if (progress.phase === 'storing') return `Storing ${progress.objects} card objects read…`
  const of = progress.totalBytes ? ` of ${mb(progress.totalBytes)} (${Math.floor((100 * progress.bytes) / progress.totalBytes)}%)` : ''
  return `Downloading the oracle cards: ${mb(progress.bytes)}${of}, ${progress.objects} card objects read`
}

export function bulkReportText(report: BulkUpdateReport): string {
  if (report.upToDate) return `Magic card data is up to date (Scryfall's file of ${report.updatedAt}, ${report.cards} cards); nothing was downloaded.`
  const skipped = Object.entries(report.skipped).sort((a, b) => b[1] - a[1]).map(([layout, n]) => `${layout} ${n}`)
  return [
    `Downloaded Scryfall's oracle cards of ${report.updatedAt}: ${report.cards} cards in the catalog, from ${report.objects} card objects (${mb(report.bytes)} in ${(report.ms / 1000).toFixed(1)} s).`,
    `Left out: ${report.skippedTotal}${skipped.length ? ` (${skipped.join(', ')})` : ''}${report.duplicates ? `; ${report.duplicates} duplicates` : ''}.`,
  ].join('\n')
}
