// `deck validate|convert`: any decklist the parser reads, checked against the deck rules (8.1)
// or written out in another format.
import { readFile } from 'node:fs/promises'
import type { Card } from '@shared/games/fftcg/card'
import { describeIssue, validateDeck, type DeckFormat, type DeckValidation } from '@shared/games/fftcg/deck/deck'
import type { FormattedDecklist, GetCardsResult, ParsedDecklist, ParsedLine, WriterName } from '@shared/api'
import { WRITERS } from '@shared/decklist/write'
import { UsageError, type CliContext, type Command } from '../context'

const FORMATS: DeckFormat[] = ['constructed', 'limited']

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

function formatOption(value: CliContext['options'][string]): DeckFormat | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !FORMATS.includes(value as DeckFormat))
    throw new UsageError(`--format takes ${FORMATS.join(' or ')}, got "${String(value)}"`)
  return value as DeckFormat
}

export function lineProblem(file: string, line: ParsedLine): string {
  const candidates = line.error?.candidates?.length ? `\n    candidates: ${line.error.candidates.join(', ')}` : ''
  return `${file}:${line.line}: ${line.error?.message ?? 'not understood'}\n    ${line.text.trim()}${candidates}`
}

async function validate(file: string, { call, print, options }: CliContext): Promise<number> {
  const format = formatOption(options.format)
  const parsed = await readDecklist(file, call)
  const deckFormat = format ?? parsed.format ?? 'constructed'
  const codes = [...new Set([...parsed.entries, ...parsed.limitBreak].map((e) => e.code))]
  const { cards, unknown } = codes.length ? await call<GetCardsResult>('cards.get', { codes }) : { cards: [] as Card[], unknown: [] }
  // cards.get answers in the order asked and leaves unknown codes out.
  const known = codes.filter((code) => !unknown.includes(code))
  const byCode = new Map(known.map((code, i) => [code, cards[i] ?? null]))
  const lookup = (code: string) => byCode.get(code) ?? null
  const validation: DeckValidation = validateDeck(parsed.entries, deckFormat, lookup)
  const ok = validation.valid && parsed.errors.length === 0
  print({ file, format: deckFormat, valid: ok, parsed, validation }, () => {
    const out: string[] = []
    for (const line of parsed.errors) out.push(lineProblem(file, line))
    for (const issue of validation.issues)
      out.push(`${issue.severity}: ${describeIssue(issue, 'en')}`) // the message names its rule
    const name = parsed.name ? `"${parsed.name}" ` : ''
    const unread = parsed.errors.length ? `, ${parsed.errors.length} ${parsed.errors.length === 1 ? 'line' : 'lines'} not understood` : ''
    const lb = parsed.limitBreak.length ? ` (+${parsed.limitBreak.reduce((n, e) => n + e.count, 0)} limit break, not checked)` : ''
    out.push(`${name}${deckFormat} deck, ${validation.total} cards${lb}: ${ok ? 'valid' : 'NOT valid'}${unread}`)
    return out.join('\n')
  })
  return ok ? 0 : 1
}

async function convert(file: string, { call, options }: CliContext): Promise<number> {
  const to = options.to
  if (typeof to !== 'string' || !WRITERS.includes(to as WriterName))
    throw new UsageError(`deck convert needs --to ${WRITERS.join('|')}`)
  const format = formatOption(options.format)
  const parsed = await readDecklist(file, call)
  const { text } = await call<FormattedDecklist>('decklist.format', {
    writer: to,
    entries: parsed.entries,
    limitBreak: parsed.limitBreak,
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
