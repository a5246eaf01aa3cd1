// `sets list|show|import|export|delete`: the user's card sets of a game whose players make their
// cards (docs/card-sets.md), through the same channels and store as the app, so the CLI shares
// the user-data folder and its lock. A save or delete names the revision it read just before.
import { writeFile } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import type { CardSet, CardSetList, ExportSetResult, ImportSetResult, UserCardSpecView } from '@shared/api'
import { CARD_SET_LIMITS, setFileFormatOf } from '@shared/game/user-card-files'
import { readTextFile, UsageError, type CliContext, type Command } from '../context'
import { cardTable } from '../format'

const FORMATS = ['json', 'csv'] as const
type SetFormat = (typeof FORMATS)[number]

export const setsCommand: Command = async ([command, ...rest], context) => {
  switch (command) {
    case 'list':
      return listSets(rest, context)
    case 'show':
      return showSet(one(rest, 'sets show takes one set id (see sets list)'), context)
    case 'import':
      return importSet(one(rest, 'sets import takes one file'), context)
    case 'export':
      return exportSet(one(rest, 'sets export takes one set id (see sets list)'), context)
    case 'delete':
      return deleteSet(one(rest, 'sets delete takes one set id (see sets list)'), context)
    default:
      throw new UsageError(`Unknown command: sets ${command ?? ''}`.trim())
  }
}

function one(args: string[], usage: string): string {
  if (args.length !== 1) throw new UsageError(usage)
  return args[0]!
}

/** `--format json|csv`, else the file name's extension, else `fallback`. */
function formatOf(option: unknown, fileName: string | undefined, fallback: SetFormat | undefined): SetFormat | undefined {
  if (option !== undefined) {
    if (!FORMATS.includes(option as SetFormat)) throw new UsageError(`--format takes json or csv for a card set, got "${String(option).slice(0, 40)}"`)
    return option as SetFormat
  }
  const extension = fileName ? extname(fileName).slice(1).toLowerCase() : ''
  return FORMATS.includes(extension as SetFormat) ? (extension as SetFormat) : fallback
}

function stringOption(options: CliContext['options'], name: string): string | undefined {
  const value = options[name]
  if (value === true) throw new UsageError(`--${name} takes a value`)
  return value === false ? undefined : value
}

async function listSets(args: string[], { call, print }: CliContext): Promise<number> {
  if (args.length) throw new UsageError('sets list takes no argument')
  const list = await call<CardSetList>('sets.list', {})
  print(list, () => listText(list))
  return 0
}

export function listText(list: CardSetList): string {
  const rows = list.sets.map((set) => `${set.id}  ${set.name}  (${set.cardCount} cards, revision ${set.revision}, saved ${set.updatedAt})`)
  const problems = list.problems.map((problem) => `Problem: ${problem}`)
  return [...(rows.length ? rows : ['No card sets yet (sets import <file> makes one).']), ...problems].join('\n')
}

async function showSet(id: string, { call, print }: CliContext): Promise<number> {
  const [spec, set] = await Promise.all([call<UserCardSpecView>('sets.spec', {}), call<CardSet>('sets.get', { id })])
  // The table shows the short fields; a card's long text is in the JSON and the exports.
  const fields = spec.fields.map((field) => ({ ...field, column: !field.multiline }))
  print(set, () => `${set.name} (${set.id}, revision ${set.revision}, ${set.cards.length} cards)\n${cardTable(fields, set.cards as object[])}`)
  return 0
}

async function importSet(file: string, { call, print, options }: CliContext): Promise<number> {
  const text = await readTextFile(file)
  const intoId = stringOption(options, 'into')
  const into = intoId === undefined ? undefined : { id: intoId, revision: (await call<CardSet>('sets.get', { id: intoId })).revision }
  const format = formatOf(options.format, file, undefined)
  // A new set from a CSV file (which has no name) is named after the file; a JSON file names its own.
  const stem = basename(file, extname(file)).trim().slice(0, CARD_SET_LIMITS.maxNameChars) || undefined
  const name = stringOption(options, 'name') ?? (into || (format ?? setFileFormatOf(text)) === 'json' ? undefined : stem)
  const result = await call<ImportSetResult>('sets.import', { text, format, name, into })
  const notes = result.notes.map((note) => `\n  note: ${[note.record, note.field].filter(Boolean).join(' ')}: ${note.message}`).join('')
  print(result, () => `Imported ${file} into "${result.set.name}" (${result.set.id}): ${result.added} added, ${result.replaced} replaced; ${result.set.cards.length} cards in the set.${notes}`)
  return 0
}

async function exportSet(id: string, { call, print, options, json }: CliContext): Promise<number> {
  const out = stringOption(options, 'out')
  const format = formatOf(options.format, out, 'json')!
  const file = await call<ExportSetResult>('sets.export', { id, format })
  if (out === undefined) {
    // The file itself on stdout (to pipe or redirect), or with --json its name, type and text.
    if (json) print(file, () => '')
    else process.stdout.write(file.text)
    return 0
  }
  await writeFile(out, file.text, 'utf8')
  print({ ...file, writtenTo: out }, () => `Wrote ${out} (${format.toUpperCase()}).`)
  return 0
}

async function deleteSet(id: string, { call, print }: CliContext): Promise<number> {
  const set = await call<CardSet>('sets.get', { id })
  const result = await call<{ deleted: true }>('sets.delete', { id, revision: set.revision })
  print({ ...result, id, name: set.name }, () => `Deleted "${set.name}" (${id}, ${set.cards.length} cards).`)
  return 0
}
