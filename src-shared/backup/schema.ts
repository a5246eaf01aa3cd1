// The backup file: every record of the deck library's database as it is stored (dates in epoch
// milliseconds, ids kept), so that backup → wipe → restore gives the same data. Pure and strict:
// a field this version does not know is a file it must not half-understand.
// Version 2 (schema v5): every record names its game, and decks and versions keep named piles.
// Version 3 (schema v6): a playtest's turns are its game's figures by key ({ turn, figures }); a
// version 2 file may hold them in FFTCG's words for every game, and an app that reads up to 2 would
// show such turns blank, so the new shape has its own version ("too new" there, not blank).
// Version 1 files are still read (as FFTCG): the V1 schemas below are the format they were written in.
import { z } from 'zod'
import { DeckEntrySchema, DECK_LIMITS, deckNameSchema } from '../decklist/limits'
import { DECK_FORMAT_IDS, GAME_IDS, GAMES } from '../games'
import { checkPilesOfGame, pilesSchema } from '../decklist/piles-schema'

export const BACKUP_VERSION = 3
/** The versions this app reads: older ones are upgraded as they are read. */
export const READABLE_BACKUP_VERSIONS = [1, 2, 3] as const

const id = z.string().min(1).max(100)
const epoch = z.number().int().min(0).max(8.64e15)
const format = z.enum(['constructed', 'limited'])
/** Version 2: a deck format of any game; checkFormat holds it to the record's own game's formats. */
const anyFormat = z.enum(DECK_FORMAT_IDS)
const entries = (max: number) => z.array(DeckEntrySchema).max(max)
const mainEntries = entries(DECK_LIMITS.entries)
const limitBreakEntries = entries(DECK_LIMITS.limitBreakEntries)

export const VERSION_REASONS = ['named', 'auto-edits', 'auto-time', 'before-delete', 'before-restore', 'created'] as const

const game = z.enum(GAME_IDS)
/** A deck's named piles: the pile ids its game's module declares (deck.piles), checked by checkPilesOfGame. */
const piles = pilesSchema
function checkPiles(record: { game: keyof typeof GAMES; format: string; piles: Record<string, unknown[]> }, ctx: z.RefinementCtx): void {
  checkFormat(record, ctx)
  // Only a record whose game and piles read (zod still runs refinements after other fields' issues).
  checkPilesOfGame(record.game, record.piles, ctx)
}

/** The record's format is one of its game's (a creature deck is never "limited"). */
function checkFormat(record: { game: keyof typeof GAMES; format: string }, ctx: z.RefinementCtx, path: string[] = ['format']): void {
  if (!Object.hasOwn(GAMES, record.game)) return
  const formats = GAMES[record.game].deck.formats.map((f) => f.id)
  if (!formats.includes(record.format)) ctx.addIssue({ code: 'custom', path, message: `a deck format of ${record.game} (${formats.join(', ')})` })
}

/** A deck record as backup version 1 wrote it (FFTCG, two lists). */
export const BackupDeckSchemaV1 = z
  .object({
    id,
    name: deckNameSchema,
    format,
    entries: mainEntries,
    limitBreak: limitBreakEntries.optional(),
    notes: z.string().max(DECK_LIMITS.notes),
    tags: z.array(z.string().min(1).max(DECK_LIMITS.tag)).max(DECK_LIMITS.tags),
    createdAt: epoch,
    updatedAt: epoch,
    lastOpenedAt: epoch.nullable(),
    deletedAt: epoch.nullable(),
    editsSinceVersion: z.number().int().min(0),
    lastVersionAt: epoch.nullable(),
  })
  .strict()
export type BackupDeckV1 = z.infer<typeof BackupDeckSchemaV1>

/** A deck record as the database stores it (src-renderer/db/schema.ts StoredDeckRecord), deleted ones included (deletedAt set). */
export const BackupDeckSchema = BackupDeckSchemaV1.omit({ entries: true, limitBreak: true })
  .extend({ game, piles, format: anyFormat })
  .strict()
  .superRefine(checkPiles)
export type BackupDeck = z.infer<typeof BackupDeckSchema>

export const BackupVersionSchemaV1 = z
  .object({
    id,
    deckId: id,
    createdAt: epoch,
    name: deckNameSchema.nullable(),
    reason: z.enum(VERSION_REASONS),
    entries: mainEntries,
    limitBreak: limitBreakEntries.optional(),
    format,
    deckName: deckNameSchema,
  })
  .strict()
export type BackupVersionV1 = z.infer<typeof BackupVersionSchemaV1>

export const BackupVersionSchema = BackupVersionSchemaV1.omit({ entries: true, limitBreak: true })
  .extend({ game, piles, format: anyFormat })
  .strict()
  .superRefine(checkPiles)
export type BackupVersion = z.infer<typeof BackupVersionSchema>

/**
 * A playtest summary. The playtest table belongs to the playtest feature and may grow fields:
 * what a restore relies on is checked, the rest is kept as it is (plain JSON).
 */
export const BackupPlaytestSchemaV1 = z
  .looseObject({
    id,
    deckId: id.nullable(),
    deckName: deckNameSchema,
    entries: mainEntries,
    format,
    startedAt: epoch,
    endedAt: epoch,
  })
export const BackupPlaytestSchema = BackupPlaytestSchemaV1.extend({ game, format: anyFormat }).superRefine((record, ctx) => checkFormat(record, ctx))
export type BackupPlaytest = z.infer<typeof BackupPlaytestSchema>

/**
 * A saved opening-lab run (src-renderer/db/schema.ts LabResultRecord). Like playtests, the table
 * belongs to another feature (the lab) and its report may grow fields: what a restore and the saved
 * runs list rely on is checked, the rest of the parameters and the report are kept as they are.
 */
export const BackupLabResultSchemaV1 = z.looseObject({
  id,
  deckId: id,
  versionId: id.nullable(),
  entriesHash: z.string().min(1).max(64),
  entries: mainEntries,
  deckName: deckNameSchema,
  parameters: z.looseObject({
    games: z.number().int().min(1),
    seed: z.number().int().min(0).max(0xffffffff),
    onThePlay: z.boolean(),
    format,
    turns: z.number().int().min(0).max(100),
    policies: z.array(z.unknown()).max(10),
  }),
  /** The LabReport: an object with the games played and a report per policy. */
  results: z.looseObject({ games: z.number().int().min(0), policies: z.array(z.looseObject({})).max(10) }),
  createdAt: epoch,
})
export const BackupLabResultSchema = BackupLabResultSchemaV1.extend({ game, parameters: BackupLabResultSchemaV1.shape.parameters.extend({ format: anyFormat }) }).superRefine(
  (record, ctx) => checkFormat({ game: record.game, format: record.parameters.format }, ctx, ['parameters', 'format']),
)
export type BackupLabResult = z.infer<typeof BackupLabResultSchema>

export const BackupFileSchema = z
  .object({
    deckLabBackup: z.literal(BACKUP_VERSION),
    createdAt: z.iso.datetime({ offset: true }),
    app: z.object({ name: z.string().max(100), version: z.string().max(50) }).strict().optional(),
    decks: z.array(BackupDeckSchema).max(100_000),
    versions: z.array(BackupVersionSchema).max(1_000_000),
    playtests: z.array(BackupPlaytestSchema).max(1_000_000).default([]),
    /** Absent from backups made before lab runs were backed up: read as none. */
    labResults: z.array(BackupLabResultSchema).max(1_000_000).default([]),
    /** The app's own preferences (language, display), by their storage key. */
    settings: z.record(z.string().regex(/^decklab\./).max(100), z.string().max(10_000)).default({}),
  })
  .strict()
export type BackupFile = z.output<typeof BackupFileSchema>
export type BackupFileInput = z.input<typeof BackupFileSchema>
