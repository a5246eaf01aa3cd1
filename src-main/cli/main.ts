// `npm run cli -- <command>`: the headless door to the same handler table as the app.
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import type { Card } from '@shared/fftcg/card'
import type { CatalogStats, Envelope, ImportReport, SearchResult } from '@shared/api'
import { createMainServices } from '../services'
import { defaultUserDataDir } from '../user-data-dir'
import { cardDetails, cardTable, statsText } from './format'

const USAGE = `Deck Lab command line

Usage:
  npm run cli -- cards search "<query>" [--json] [--limit N] [--offset N]
  npm run cli -- cards show <code> [--json]
  npm run cli -- cards import <file> [--json]
  npm run cli -- cards stats [--json]

The query uses the search box syntax, e.g. 'e:wind t:forward cost<=3' (see docs/query-syntax.md).
--json prints the API's JSON (documented in docs/cli.md). User data: ${defaultUserDataDir()}
(set DECKLAB_USER_DATA to use another folder).`

class UsageError extends Error {}

function call<T>(envelope: Envelope<unknown>): T {
  if (envelope.ok) return envelope.value as T
  const { message, details } = envelope.error
  const lines = [message, ...(details ?? []).map((d) => `  ${[d.record, d.line ? `line ${d.line}` : '', d.field ? `field "${d.field}"` : ''].filter(Boolean).join(', ')}: ${d.message}`)]
  throw new Error(lines.join('\n'))
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      limit: { type: 'string' },
      offset: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const [group, command, ...rest] = positionals
  if (values.help || !group) {
    console.log(USAGE)
    return values.help ? 0 : 2
  }
  if (group !== 'cards' || !command) throw new UsageError(`Unknown command: ${positionals.join(' ')}`)

  const { dispatch } = createMainServices({ userDataDir: defaultUserDataDir() })
  const run = (channel: string, payload: unknown) => dispatch(channel, payload, { transport: 'cli' })
  const print = (value: unknown, human: () => string) => console.log(values.json ? JSON.stringify(value, null, 2) : human())
  const whole = (name: string, text: string | undefined): number | undefined => {
    if (text === undefined) return undefined
    const n = Number(text)
    if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} takes a whole number, got "${text}"`)
    return n
  }

  switch (command) {
    case 'search': {
      if (rest.length !== 1) throw new UsageError('cards search takes one query (quote it)')
      const result = call<SearchResult>(
        await run('cards.search', { query: rest[0], limit: whole('limit', values.limit) ?? 20, offset: whole('offset', values.offset) ?? 0 }),
      )
      if (result.error) {
        const { message, position, token } = result.error
        throw new Error(`Query not understood at character ${position + 1} ("${token}"): ${message}`)
      }
      print(result, () => `${cardTable(result.cards)}\n${result.cards.length} of ${result.total} cards`)
      return 0
    }
    case 'show': {
      if (rest.length !== 1) throw new UsageError('cards show takes one card code, e.g. 1-001H')
      const result = call<{ cards: Card[]; unknown: string[] }>(await run('cards.get', { codes: rest }))
      const card = result.cards[0]
      if (!card) throw new Error(`No card with code ${rest[0]}`)
      print(card, () => cardDetails(card))
      return 0
    }
    case 'import': {
      if (rest.length !== 1) throw new UsageError('cards import takes one file')
      const file = rest[0]!
      const content = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new Error(`Cannot read ${file}: ${error.code ?? error.message}`)
      })
      const report = call<ImportReport>(await run('cards.import', { fileName: basename(file), content }))
      print(report, () => `Imported ${file} (${report.format}): ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged; ${report.total} cards in the database.`)
      return 0
    }
    case 'stats': {
      const stats = call<CatalogStats>(await run('cards.stats', {}))
      print(stats, () => statsText(stats))
      return 0
    }
    default:
      throw new UsageError(`Unknown command: cards ${command}`)
  }
}

// exitCode, not exit(): exit() would cut off output still queued for a pipe.
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    const usage = error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    console.error(`deck-lab: ${error instanceof Error ? error.message : String(error)}`)
    if (usage) console.error('Run "npm run cli -- --help" for usage.')
    process.exitCode = usage ? 2 : 1
  },
)
