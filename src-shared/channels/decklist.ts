// Channels of decklist text: read any community format (the import preview), write one.
// Parsing runs in main, where the catalog is.
import { z } from 'zod'
import { DeckEntrySchema, DeckVersionSchema } from '../decklist/deck-file'
import type { ParsedDecklist } from '../decklist/parse'
import { WRITERS } from '../decklist/write'
import { GameSchema } from './common'

export type { ParsedDecklist, ParsedLine, LineStatus, LineErrorKind, SectionKind } from '../decklist/parse'
export type { WriterName } from '../decklist/write'

/** A decklist is a few kilobytes; a megabyte is room for any paste without being a way to flood main. */
export const MAX_DECKLIST_TEXT = 1024 * 1024

export const ParseDecklistRequestSchema = z.object({ game: GameSchema, text: z.string().max(MAX_DECKLIST_TEXT) }).strict()
export type ParseDecklistRequest = z.infer<typeof ParseDecklistRequestSchema>

export const FormatDecklistRequestSchema = z
  .object({
    game: GameSchema,
    writer: z.enum(WRITERS),
    entries: z.array(DeckEntrySchema).max(500),
    limitBreak: z.array(DeckEntrySchema).max(50).optional(),
    format: z.enum(['constructed', 'limited']).optional(),
    name: z.string().max(200).optional(),
    /** Only the json writer keeps notes, tags and versions. */
    notes: z.string().max(100_000).optional(),
    tags: z.array(z.string().trim().min(1).max(50)).max(100).optional(),
    versions: z.array(DeckVersionSchema).max(1000).optional(),
  })
  .strict()
export type FormatDecklistRequest = z.input<typeof FormatDecklistRequestSchema>

export interface FormattedDecklist {
  text: string
}

export const decklistChannels = {
  'decklist.parse': { request: ParseDecklistRequestSchema, response: {} as ParsedDecklist },
  'decklist.format': { request: FormatDecklistRequestSchema, response: {} as FormattedDecklist },
} as const
