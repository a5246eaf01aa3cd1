// Channels that take things out of the app: saving a file through the desktop app's save dialog,
// and the deck registration sheet as a PDF (made in main, where the card data is).
import { z } from 'zod'
import { deckNameSchema } from '../decklist/limits'
import { checkPilesOfGame, pilesSchema } from '../decklist/piles-schema'
import { DECK_FORMAT_IDS, gameModule } from '../games'
import { CardLanguageSchema, checkWithGame, formatSchemaOf, GameSchema } from './common'

/** What is saved decides the dialog's file types. */
export const SAVE_KINDS = ['text', 'json', 'pdf', 'backup'] as const
export type SaveKind = (typeof SAVE_KINDS)[number]

/** A whole library's backup can be tens of megabytes; this is room for it, not for abuse. */
export const MAX_SAVED_FILE = 64 * 1024 * 1024

export const SaveFileRequestSchema = z
  .object({
    /** Proposed in the dialog; the user picks the folder and can change it. */
    suggestedName: z.string().trim().min(1).max(200),
    content: z.string().max(MAX_SAVED_FILE),
    /** base64: binary content (a PDF). */
    encoding: z.enum(['utf8', 'base64']).default('utf8'),
    kind: z.enum(SAVE_KINDS),
    /** Open the file with the system's viewer once saved (the registration sheet). */
    open: z.boolean().default(false),
  })
  .strict()
export type SaveFileRequest = z.input<typeof SaveFileRequestSchema>

export interface SaveFileResult {
  /** false: the user cancelled the dialog. */
  saved: boolean
  /** The name the file was saved under (not its folder). */
  fileName?: string
}

export const SheetPdfRequestSchema = z
  .object({
    game: GameSchema,
    deckName: deckNameSchema,
    playerName: z.string().max(100).optional(),
    /** The event, if the player wants it on the sheet. */
    event: z.string().max(100).optional(),
    /** The date printed on the sheet (YYYY-MM-DD, the player's own day); absent: today in main. */
    date: z.iso.date().optional(),
    /** One of the game's deck formats; absent: its first (FFTCG: constructed). */
    format: z.enum(DECK_FORMAT_IDS).optional(),
    /** The deck's cards by pile id (the game's deck.piles). */
    piles: pilesSchema,
    /** The language of the card names on the sheet; absent: English. */
    language: CardLanguageSchema.optional(),
  })
  .strict()
  .transform((request, ctx) => {
    const format = request.format ?? gameModule(request.game).deck.formats[0]!.id
    checkWithGame(formatSchemaOf(request.game), format, ['format'], ctx)
    checkPilesOfGame(request.game, request.piles, ctx)
    return { ...request, format }
  })
export type SheetPdfRequest = z.input<typeof SheetPdfRequestSchema>

export interface SheetPdf {
  /** The PDF file, base64. */
  base64: string
  /** A file name made from the deck's name. */
  fileName: string
  pages: number
}

export const exportChannels = {
  'export.saveFile': { request: SaveFileRequestSchema, response: {} as SaveFileResult },
  'export.sheetPdf': { request: SheetPdfRequestSchema, response: {} as SheetPdf },
} as const
