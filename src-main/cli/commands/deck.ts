// `deck validate|convert`: any decklist the parser reads, checked against the deck rules (8.1)
// or written out in another format.
import { readFile } from 'node:fs/promises'
import type { AnyCard } from '@shared/games'
import { gameModule, type GameId } from '@shared/games'
import type { AnyGameModule } from '@shared/game/module'
import { cardCount, pileCodes } from '@shared/game/deck-piles'
import type { FormattedDecklist, GetCardsResult, ParsedDecklist, ParsedLine } from '@shared/api'
import { UsageError, type CliContext, type Command } from '../context'

export const deckCommand: Command = async ([command, ...rest], context) => {
  switch (command) {
    case 'validate':
      if (rest.length !== 1) throw new UsageError('deck validate takes one decklist file')
      return validate(rest[0]!, context)
    case 'convert':
      if (rest.length !== 1) throw new UsageError('deck convert takes one decklist file')
      return convert(rest[0]!, context)
    default:
      throw new UsageError(`Unknown command: deck ${command ?? ''}`.trim())
  }
}

async function readDecklist(file: string, call: CliContext['call']): Promise<ParsedDecklist> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot read ${file}: ${error.code ?? error.message}`)
  })
  return call<ParsedDecklist>('decklist.parse', { text })
}

/** --format: one of the game's deck formats. */
export function formatOption(game: GameId, value: CliContext['options'][string]): string | undefined {
  if (value === undefined) return undefined
  const formats = gameModule(game).deck.formats.map((f) => f.id)
  if (typeof value !== 'string' || !formats.includes(value)) throw new UsageError(`--format takes ${formats.join(' or ')}, got "${String(value)}"`)
  return value
}

export function lineProblem(file: string, line: ParsedLine): string {
  const candidates = line.error?.candidates?.length ? `\n    candidates: ${line.error.candidates.join(', ')}` : ''
  return `${file}:${line.line}: ${line.error?.message ?? 'not understood'}\n    ${line.text.trim()}${candidates}`
}

async function validate(file: string, { call, print, options, game }: CliContext): Promise<number> {
  // Seen as any game's rules: the cards and issues are the request's own game's.
  const module: AnyGameModule = gameModule(game)
  const rules = module.deck
  const format = formatOption(game, options.format)
  const parsed = await readDecklist(file, call)
  const deckFormat = format ?? parsed.format ?? rules.formats[0]!.id
  const codes = pileCodes(parsed.piles)
  const { cards, unknown } = codes.length ? await call<GetCardsResult>('cards.get', { codes }) : { cards: [] as AnyCard[], unknown: [] }
  // cards.get answers in the order asked and leaves unknown codes out.
  const known = codes.filter((code) => !unknown.includes(code))
  const byCode = new Map(known.map((code, i) => [code, cards[i] ?? null]))
  const lookup = (code: string) => byCode.get(code) ?? null
  const validation = rules.validate(parsed.piles, deckFormat, lookup)
  const ok = validation.valid && parsed.errors.length === 0
  print({ file, format: deckFormat, valid: ok, parsed, validation }, () => {
    const out: string[] = []
    for (const line of parsed.errors) out.push(lineProblem(file, line))
    for (const issue of validation.issues)
      out.push(`${issue.severity}: ${rules.describeIssue(issue, 'en')}`) // the message names its rule
    const name = parsed.name ? `"${parsed.name}" ` : ''
    const unread = parsed.errors.length ? `, ${parsed.errors.length} ${parsed.errors.length === 1 ? 'line' : 'lines'} not understood` : ''
    out.push(`${name}${deckFormat} deck, ${validation.total} cards${uncheckedPiles(rules, deckFormat, parsed.piles)}: ${ok ? 'valid' : 'NOT valid'}${unread}`)
    return out.join('\n')
  })
  return ok ? 0 : 1
}

/** ` (+2 limit break, not checked)`: the cards of piles the format gives no size (FFTCG's Limit Break is not part of the deck 8.1 checks). */
function uncheckedPiles(rules: AnyGameModule['deck'], format: string, piles: ParsedDecklist['piles']): string {
  const sizes = rules.formats.find((f) => f.id === format)?.sizes ?? {}
  return rules.piles
    .filter((pile) => !(pile.id in sizes) && cardCount(piles[pile.id] ?? []) > 0)
    .map((pile) => ` (+${cardCount(piles[pile.id]!)} ${pile.names.en.toLowerCase()}, not checked)`)
    .join('')
}

async function convert(file: string, { call, options, game }: CliContext): Promise<number> {
  const to = options.to
  const writers = gameModule(game).decklist.writers
  if (typeof to !== 'string' || !writers.includes(to)) throw new UsageError(`deck convert needs --to ${writers.join('|')}`)
  const format = formatOption(game, options.format)
  const parsed = await readDecklist(file, call)
  const { text } = await call<FormattedDecklist>('decklist.format', {
    writer: to,
    piles: parsed.piles,
    ...(format ?? parsed.format ? { format: format ?? parsed.format } : {}),
    ...(parsed.name !== undefined ? { name: parsed.name } : {}),
    ...(parsed.notes !== undefined ? { notes: parsed.notes } : {}),
    ...(parsed.tags !== undefined ? { tags: parsed.tags } : {}),
    ...(parsed.versions !== undefined ? { versions: parsed.versions } : {}),
  })
  process.stdout.write(text)
  // The converted list is printed all the same; what could not be carried over is said, and exit 1.
  for (const line of parsed.errors) console.error(lineProblem(file, line))
  if (parsed.errors.length)
    console.error(`deck-lab: ${parsed.errors.length} ${parsed.errors.length === 1 ? 'line' : 'lines'} of ${file} could not be converted (see above)`)
  return parsed.errors.length ? 1 : 0
}
