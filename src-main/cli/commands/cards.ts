// `cards search|show|import|stats`
import { basename } from 'node:path'
import { gameModule, type AnyCard as Card } from '@shared/games'
import type { CatalogStats, ImportReport, ParsedDecklist, SearchResult } from '@shared/api'
import { readTextFile, UsageError, wholeNumber, type CliContext, type Command } from '../context'
import { mainGame } from '../../games'
import { cardTable, statsText } from '../format'
import { cardsUpdateCommand } from './cards-update'

export const cardsCommand: Command = async ([command, ...rest], { call, print, options, game }) => {
  switch (command) {
    case 'search': {
      if (rest.length !== 1) throw new UsageError('cards search takes one query (quote it)')
      const result = await call<SearchResult>('cards.search', {
        query: rest[0],
        limit: wholeNumber('limit', options.limit) ?? 20,
        offset: wholeNumber('offset', options.offset) ?? 0,
      })
      if (result.error) {
        const { message, position, token } = result.error
        throw new Error(`Query not understood at character ${position + 1} ("${token}"): ${message}`)
      }
      print(result, () => `${cardTable(gameModule(game).cards.fields, result.cards)}\n${result.cards.length} of ${result.total} cards`)
      return 0
    }
    case 'show': {
      if (rest.length !== 1) throw new UsageError('cards show takes one card code or name, e.g. 1-001H')
      const result = await call<{ cards: Card[]; unknown: string[] }>('cards.get', { codes: rest })
      const card = result.cards[0] ?? (await cardNamed(rest[0]!, call))
      if (!card) throw new Error(`No card with code or name ${rest[0]}`)
      print(card, () => mainGame(game).describeCard(card))
      return 0
    }
    case 'import': {
      if (rest.length !== 1) throw new UsageError('cards import takes one file')
      const file = rest[0]!
      const content = await readTextFile(file)
      const report = await call<ImportReport>('cards.import', { fileName: basename(file), content })
      print(
        report,
        () =>
          `Imported ${file} (${report.format}): ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged; ${report.total} cards in the database.`,
      )
      return 0
    }
    case 'update':
      return cardsUpdateCommand(rest, { call, print, options, game, json: options.json === true })
    case 'stats': {
      const stats = await call<CatalogStats>('cards.stats', {})
      print(stats, () => statsText(stats, gameModule(game).cards.fields, gameModule(game).data?.figures))
      return 0
    }
    default:
      throw new UsageError(`Unknown command: cards ${command ?? ''}`.trim())
  }
}

/** The card a name means, read as a decklist line does (any case, accents, a front face's name; Magic's codes are ids nobody types). */
async function cardNamed(name: string, call: CliContext['call']): Promise<Card | null> {
  const parsed = await call<ParsedDecklist>('decklist.parse', { text: `1 ${name}` })
  const code = Object.values(parsed.piles).flat()[0]?.code
  if (!code || parsed.errors.length) return null
  return (await call<{ cards: Card[] }>('cards.get', { codes: [code] })).cards[0] ?? null
}
