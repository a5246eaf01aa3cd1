// Channels of decklist text: read any community format (the import preview), write one.
// Parsing runs in main, where the catalog is.
import { z } from 'zod'
import { PiledDeckVersionSchema } from '../decklist/deck-file'
import { deckNameSchema, deckNotesSchema, deckTagsSchema } from '../decklist/limits'
import { checkPilesOfGame, pilesSchema } from '../decklist/piles-schema'
import type { ParsedDecklist } from '../decklist/parse'
import { DECK_FORMAT_IDS, DECKLIST_WRITERS, gameModule, type AnyWriterName } from '../games'
import { CardLanguageSchema, checkWithGame, formatSchemaOf, GameSchema } from './common'

export type { ParsedDecklist, ParsedLine, LineStatus, LineErrorKind, LineMessage, LineMessageId, SectionKind } from '../decklist/parse'
export type WriterName = AnyWriterName

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
