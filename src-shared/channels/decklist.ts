// Channels of decklist text: read any community format (the import preview), write one.
// Parsing runs in main, where the catalog is.
import { z } from 'zod'
import { PiledDeckVersionSchema } from '../decklist/deck-file'
import { deckNameSchema, deckNotesSchema, deckTagsSchema } from '../decklist/limits'
import { checkPilesOfGame, pilesSchema } from '../decklist/piles-schema'
import { parseDecklist as parseAnyFormat, type CardResolver, type ParsedDecklist as ParsedOfAnyFormat } from '../decklist/parse'
import { DECK_FORMAT_IDS, DECKLIST_WRITERS, gameModule, type AnyDeckFormat, type AnyWriterName } from '../games'
import { CardLanguageSchema, checkWithGame, formatSchemaOf, GameSchema } from './common'

export type { ParsedLine, LineStatus, LineErrorKind, LineMessage, LineMessageId, SectionKind } from '../decklist/parse'
export type WriterName = AnyWriterName
/** A parsed list as the channel answers it: its format, when it names one, is an id of the game's formats (the parser takes it from the module's formatWords, keyed by format id). */
export type ParsedDecklist = Omit<ParsedOfAnyFormat, 'format'> & { format?: AnyDeckFormat }

/** The parser's list as the channel answers it: a format that is no game's is left out (the editor then proposes the game's default). */
export function withKnownFormat({ format, ...list }: ParsedOfAnyFormat): ParsedDecklist {
  return format !== undefined && (DECK_FORMAT_IDS as readonly string[]).includes(format) ? { ...list, format: format as AnyDeckFormat } : list
}

/** The shared parser (src-shared/decklist/parse.ts), its answer typed as the channel's. */
export function parseDecklist(text: string, resolver: CardResolver): ParsedDecklist {
  return withKnownFormat(parseAnyFormat(text, resolver))
}

/** A decklist is a few kilobytes; a megabyte is room for any paste without being a way to flood main. */
export const MAX_DECKLIST_TEXT = 1024 * 1024

export const ParseDecklistRequestSchema = z.object({ game: GameSchema, text: z.string().max(MAX_DECKLIST_TEXT) }).strict()
export type ParseDecklistRequest = z.infer<typeof ParseDecklistRequestSchema>

export const FormatDecklistRequestSchema = z
  .object({
    game: GameSchema,
    writer: z.enum(DECKLIST_WRITERS),
    /** The deck's cards by pile id: the game's deck.piles (FFTCG: main, limitBreak). */
    piles: pilesSchema,
    /** One of the game's deck formats. */
    format: z.enum(DECK_FORMAT_IDS).optional(),
    name: deckNameSchema.optional(),
    /** Only the json writer keeps notes, tags and versions. */
    notes: deckNotesSchema.optional(),
    tags: deckTagsSchema.optional(),
    versions: z.array(PiledDeckVersionSchema).max(1000).optional(),
    /** The language of the card names written; absent: English. */
    language: CardLanguageSchema.optional(),
  })
  .strict()
  // Each game writes its own formats: the writer must be one of the request's game.
  .superRefine(({ game, writer, format, piles, versions }, ctx) => {
    checkPilesOfGame(game, piles, ctx)
    versions?.forEach((version, i) => checkPilesOfGame(game, version.piles, ctx, ['versions', i, 'piles']))
    const writers: readonly string[] = gameModule(game).decklist.writers
    if (!writers.includes(writer)) ctx.addIssue({ code: 'custom', path: ['writer'], message: `a decklist writer of ${game} (${writers.join(', ')})` })
    if (format !== undefined) checkWithGame(formatSchemaOf(game), format, ['format'], ctx)
  })
export type FormatDecklistRequest = z.input<typeof FormatDecklistRequestSchema>

export interface FormattedDecklist {
  text: string
}

export const decklistChannels = {
  'decklist.parse': { request: ParseDecklistRequestSchema, response: {} as ParsedDecklist },
  'decklist.format': { request: FormatDecklistRequestSchema, response: {} as FormattedDecklist },
} as const
