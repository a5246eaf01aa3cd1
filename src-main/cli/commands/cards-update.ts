// `cards update [--source URL] [--json]`: the official card data merged into the user's catalog,
// with progress on standard error (standard output keeps the report, or its JSON).
import type { CardUpdateReport, ImportStatus } from '@shared/api'
import { UsageError, type CliContext } from '../context'

/** How often the command asks how far the update is. */
const PROGRESS_POLL_MS = 500

export async function cardsUpdateCommand(args: string[], { call, print, options }: CliContext): Promise<number> {
  if (args.length) throw new UsageError('cards update takes no file: it asks the official card browser (--source URL for another address)')
  if (options.source === true || options.source === '') throw new UsageError('--source takes an address, e.g. --source http://127.0.0.1:8080/en/get-cards')
  const source = typeof options.source === 'string' ? options.source : undefined
  let last = ''
  const poll = setInterval(() => {
    void call<ImportStatus>('cards.importStatus', {}).then((status) => {
      const line = status.progress ? progressLine(status.progress) : ''
      if (line && line !== last) process.stderr.write(`${line}\n`)
      last = line || last
    }, () => undefined)
  }, PROGRESS_POLL_MS)
  let report: CardUpdateReport
  try {
    report = await call<CardUpdateReport>('cardUpdate.run', source ? { source } : {})
  } finally {
    clearInterval(poll)
  }
  print(report, () => reportText(report))
  return 0
}

function progressLine(progress: NonNullable<ImportStatus['progress']>): string {
  const { phase, chars, totalChars, records, totalRecords, fileName } = progress
  if (phase === 'reading' && totalRecords) return `Reading the cards of ${fileName}: ${records} of ${totalRecords}`
  if (phase === 'reading') return `Downloading from ${fileName}: ${kb(chars)}${totalChars ? ` of ${kb(totalChars)}` : ''}`
  if (phase === 'checking') return `Merging ${totalRecords} cards…`
  return 'Storing…'
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

export function reportText(report: CardUpdateReport): string {
  const lines = [
    `Updated from ${report.source}: ${report.received} cards received; ${report.added} added, ${report.changed} changed, ${report.unchanged} unchanged; ${report.total} cards in the database.`,
  ]
  const fields = Object.entries(report.changedFields).sort((a, b) => b[1] - a[1])
  if (fields.length) lines.push(`Changed fields: ${fields.map(([field, n]) => `${field} ${n}`).join(', ')}`)
  if (report.addedCodes.length) lines.push(`Added: ${report.addedCodes.join(' ')}${report.added > report.addedCodes.length ? ' …' : ''}`)
  for (const { code, fields: changed } of report.changedCards) lines.push(`  ${code}: ${changed.join(', ')}`)
  if (report.changed > report.changedCards.length) lines.push(`  … and ${report.changed - report.changedCards.length} more`)
  return lines.join('\n')
}
